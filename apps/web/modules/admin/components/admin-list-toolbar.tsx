'use client';
// Above every back-office table: the search (written to the URL once typing pauses), the list's filters as
// selects ("Any" clears one), "Clear" when anything narrows the list, and the CSV export of what the filters
// select, in the order shown (every page, not only this one). Extra controls (a "New" button) go in `children`.
import { ADMIN_EXPORT_LINK_SECONDS } from '@innov/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';
import { useCall } from '../../data/lib/use-call.ts';
import { CreateAdminExport, listQueryInput } from '../lib/admin-list.ts';
import type { TAdminListHandle } from '../lib/use-admin-list.ts';

export interface TAdminFilter {
  /** The filter's name in the list's schema (contracts' ADMIN_LISTS). */
  key: string;
  label: string;
  options: { value: string; label: string }[];
  /** What "no filter" is called (default "Any"). */
  anyLabel?: string;
}

/** How long typing must pause before the search goes to the URL (and the server). */
const SEARCH_PAUSE_MS = 300;

export function AdminListToolbar({
  list,
  searchLabel = 'Search',
  searchPlaceholder,
  filters = [],
  exportable = true,
  children,
}: {
  list: TAdminListHandle<unknown>;
  searchLabel?: string;
  searchPlaceholder?: string;
  filters?: TAdminFilter[];
  /** Offers the CSV export (default). */
  exportable?: boolean;
  children?: ReactNode;
}) {
  const [search, setSearch] = useState(list.state.search);
  const { setSearch: commitSearch, state } = list;
  // The URL changed from elsewhere (back, "Clear"): the field follows.
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search.trim() === state.search.trim()) return;
    const timer = setTimeout(() => commitSearch(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, commitSearch]);
  const narrowed = Boolean(state.search.trim()) || Object.keys(state.filters).length > 0;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitSearch(search);
        }}
        sx={{ width: { xs: '100%', md: 280 } }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {filters.map((f) => (
        <TextField
          key={f.key}
          select
          size="small"
          label={f.label}
          value={state.filters[f.key] ?? ''}
          onChange={(e) => list.setFilter(f.key, e.target.value || null)}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
          // "Any" (or the list's default) shows as a value, not as an empty field under its label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{f.anyLabel ?? 'Any'}</MenuItem>
          {f.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {narrowed && (
        <Button color="inherit" onClick={() => list.clearFilters()}>
          Clear
        </Button>
      )}
      <Stack direction="row" sx={{ gap: 1, ml: { md: 'auto' }, flexWrap: 'wrap' }}>
        {exportable && <ExportCsvButton list={list} />}
        {children}
      </Stack>
    </Stack>
  );
}

/** Asks for a signed link to the list as CSV and follows it: the browser downloads the file. */
export function ExportCsvButton({ list }: { list: TAdminListHandle<unknown> }) {
  const [createExport, state] = CreateAdminExport.useMutation();
  const call = useCall();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon aria-hidden />}
      loading={state.isLoading}
      onClick={async () => {
        const { page: _page, pageSize: _size, filters, ...rest } = listQueryInput(list.state);
        const done = await call(
          () =>
            createExport({
              variables: {
                input: { list: list.name, query: JSON.stringify({ ...rest, filters: JSON.parse(filters) }) },
              },
            }).unwrap(),
          { progress: true },
        );
        if (done?.url) window.location.assign(done.url);
      }}
      title={`Downloads every row that matches, as CSV (the link lasts ${ADMIN_EXPORT_LINK_SECONDS / 60} minutes)`}
    >
      Export CSV
    </Button>
  );
}
