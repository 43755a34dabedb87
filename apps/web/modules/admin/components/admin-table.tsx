'use client';
import { ADMIN_PAGE_SIZES } from '@innov/contracts';
// Every back-office list's table: sortable column heads (aria-sort says how it is sorted), the rows of one page
// from the server, the pager (page sizes 10/25/50/100, the total), a loading state that keeps the table's shape, an
// empty text. Below the md breakpoint (a phone, a narrow tablet) each row is a card instead, whose title, labelled
// fields and actions all show without scrolling sideways, with "Sort by" and "Order" in place of the column heads;
// a wide data table (phone="scroll": the audit log, a survey's answers) keeps its columns in a scrollable region.
// State lives in the URL through useAdminList; this component only shows it and calls its setters.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { TableRegion } from '../../layout/components/table-region.tsx';
import type { TAdminListHandle } from '../lib/use-admin-list.ts';

export interface TAdminColumn<Item> {
  /** Unique per table. */
  key: string;
  label: string;
  /** The list's sort key this column sorts by (contracts' ADMIN_LISTS sorts). */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line (dates, counts, chips). */
  nowrap?: boolean;
  /** A minimum width in px, so text columns stay readable while the table scrolls on a phone. */
  minWidth?: number;
  /**
   * Its place in a row's card on a phone: `title` heads the card (by default the first column does), `actions`
   * closes it (the row's buttons, without a label); any other column is a labelled field.
   */
  onPhone?: 'title' | 'actions';
  render(item: Item): ReactNode;
}

export function AdminTable<Item>({
  list,
  columns,
  rowKey,
  label,
  emptyText,
  filteredEmptyText = 'Nothing matches these filters.',
  phone = 'cards',
}: {
  list: TAdminListHandle<Item>;
  columns: TAdminColumn<Item>[];
  rowKey(item: Item): string;
  /** The table's name (its caption, read out; the scroll region's or the card list's name). */
  label: string;
  /** What the list says when it holds nothing at all. */
  emptyText: string;
  /** …and when the search or filters leave nothing. */
  filteredEmptyText?: string;
  /** On a phone: a card per row (lists people act on), or the table in a scrollable region (wide data). */
  phone?: 'cards' | 'scroll';
}) {
  const { state, data, isLoading, isFetching, error } = list;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const items = data?.items ?? [];
  const filtered = Boolean(state.search.trim()) || Object.keys(state.filters).length > 0;
  const empty =
    !isLoading && !error && items.length === 0 ? (
      <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>{filtered ? filteredEmptyText : emptyText}</Typography>
        {filtered && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => list.clearFilters()}>
            Clear search and filters
          </Button>
        )}
      </Box>
    ) : null;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      <Box sx={{ height: 4 }}>{isFetching && !isLoading && <LinearProgress aria-label={`Updating ${label}`} />}</Box>
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {label} could not be loaded. {toErrorMessage(error)}{' '}
          <Button size="small" color="inherit" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {narrow && phone === 'cards' ? (
        <AdminCards list={list} columns={columns} rowKey={rowKey} label={label} empty={empty} />
      ) : (
        <TableRegion aria-label={label}>
          <Table size="small" aria-busy={isLoading || isFetching} sx={{ minWidth: 640 }}>
            <caption style={visuallyHidden as React.CSSProperties}>{label}</caption>
            <TableHead>
              <TableRow>
                {columns.map((c) => {
                  const active = c.sortKey !== undefined && state.sort === c.sortKey;
                  const direction = state.direction === 'ASC' ? 'asc' : 'desc';
                  return (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                      sx={{ whiteSpace: 'nowrap', fontWeight: 700, minWidth: c.minWidth }}
                    >
                      {c.sortKey ? (
                        <TableSortLabel
                          active={active}
                          direction={active ? direction : 'asc'}
                          onClick={() => list.setSort(c.sortKey as string)}
                        >
                          {c.label}
                          {active && (
                            <Box component="span" sx={visuallyHidden}>
                              {direction === 'asc' ? ', sorted ascending' : ', sorted descending'}
                            </Box>
                          )}
                        </TableSortLabel>
                      ) : (
                        c.label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {isLoading
                ? Array.from({ length: Math.min(state.pageSize, 5) }, (_, i) => (
                    <TableRow key={i}>
                      {columns.map((c) => (
                        <TableCell key={c.key}>
                          <Skeleton variant="text" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : items.map((item) => (
                    <TableRow key={rowKey(item)} hover>
                      {columns.map((c) => (
                        <TableCell
                          key={c.key}
                          align={c.align}
                          sx={{
                            whiteSpace: c.nowrap ? 'nowrap' : undefined,
                            minWidth: c.minWidth,
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {c.render(item)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
              {empty && (
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ p: 0, border: 0 }}>
                    {empty}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableRegion>
      )}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={data && state.page * state.pageSize >= data.total && data.total > 0 ? 0 : state.page}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...ADMIN_PAGE_SIZES]}
        onPageChange={(_e, page) => list.setPage(page)}
        onRowsPerPageChange={(e) => list.setPageSize(Number(e.target.value))}
        labelRowsPerPage="Rows per page"
        showFirstButton
        showLastButton
        slotProps={{ select: { inputProps: { 'aria-label': 'Rows per page' } } }}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          // A phone wraps the pager onto two lines (the page buttons under the counts) rather than clipping it.
          '& .MuiTablePagination-toolbar': {
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            justifyContent: 'flex-end',
            px: { xs: 1, sm: 2 },
          },
          '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        }}
      />
    </Paper>
  );
}

/** A phone's rows: one card each, its title, its fields in a grid with their labels, its actions at the foot. */
function AdminCards<Item>({
  list,
  columns,
  rowKey,
  label,
  empty,
}: {
  list: TAdminListHandle<Item>;
  columns: TAdminColumn<Item>[];
  rowKey(item: Item): string;
  label: string;
  empty: ReactNode;
}) {
  const { isLoading, isFetching, data } = list;
  const title = columns.find((c) => c.onPhone === 'title') ?? columns[0];
  const actions = columns.filter((c) => c.onPhone === 'actions');
  const fields = columns.filter((c) => c !== title && c.onPhone !== 'actions');
  const row = { px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } } as const;
  return (
    <>
      <PhoneSort list={list} columns={columns} />
      {isLoading ? (
        <Stack role="status" aria-label={`Loading ${label}`}>
          {Array.from({ length: 3 }, (_, i) => (
            <Box key={i} sx={row}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="40%" />
            </Box>
          ))}
        </Stack>
      ) : (
        (empty ?? (
          <Box component="ul" aria-label={label} aria-busy={isFetching} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {(data?.items ?? []).map((item) => (
              <Box component="li" key={rowKey(item)} sx={row}>
                {title && (
                  // The title's first line in bold; what a column adds under it (a company, a slug) stays as it is.
                  <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere', '& > * + *': { fontWeight: 400 } }}>
                    {title.render(item)}
                  </Box>
                )}
                {fields.length > 0 && (
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      mt: 1,
                      display: 'grid',
                      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
                      columnGap: 2,
                      rowGap: 1,
                    }}
                  >
                    {fields.map((c) => (
                      <Box key={c.key} sx={{ minWidth: 0 }}>
                        <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                          {c.label}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                          {c.render(item)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                )}
                {actions.map((c) => (
                  <Box key={c.key} sx={{ mt: 1.5 }}>
                    {c.render(item)}
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
        ))
      )}
    </>
  );
}

/** The column heads' sorting for the cards: what to sort by, and which way. */
function PhoneSort<Item>({ list, columns }: { list: TAdminListHandle<Item>; columns: TAdminColumn<Item>[] }) {
  const sortable = columns.filter((c): c is TAdminColumn<Item> & { sortKey: string } => c.sortKey !== undefined);
  if (sortable.length === 0) return null;
  const { sort, direction } = list.state;
  const current = sortable.some((c) => c.sortKey === sort) ? sort : '';
  return (
    <Stack direction="row" sx={{ gap: 1.5, px: 2, pt: 1, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={current}
        onChange={(e) => list.setSort(e.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {sortable.map((c) => (
          <MenuItem key={c.key} value={c.sortKey}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Order"
        value={direction}
        disabled={!current}
        // The list's setter flips the direction when the same key is chosen again.
        onChange={(e) => e.target.value !== direction && list.setSort(current)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <MenuItem value="ASC">Ascending</MenuItem>
        <MenuItem value="DESC">Descending</MenuItem>
      </TextField>
    </Stack>
  );
}
