'use client';
import { ADMIN_PAGE_SIZES } from '@innov/contracts';
// Every back-office list's table: sortable column heads (aria-sort says how it is sorted), the rows of one page
// from the server, the pager (page sizes 10/25/50/100, the total), a loading state that keeps the table's shape, an
// empty text, and, on a phone, a scrollable region (focusable, named) whose actions stay reachable. State lives in
// the URL through useAdminList; this component only shows it and calls its setters.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { toErrorMessage } from '../../data/lib/error-message.ts';
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
  render(item: Item): ReactNode;
}

export function AdminTable<Item>({
  list,
  columns,
  rowKey,
  label,
  emptyText,
  filteredEmptyText = 'Nothing matches these filters.',
}: {
  list: TAdminListHandle<Item>;
  columns: TAdminColumn<Item>[];
  rowKey(item: Item): string;
  /** The table's name (its caption, read out; the scroll region's name). */
  label: string;
  /** What the list says when it holds nothing at all. */
  emptyText: string;
  /** …and when the search or filters leave nothing. */
  filteredEmptyText?: string;
}) {
  const { state, data, isLoading, isFetching, error } = list;
  const items = data?.items ?? [];
  const filtered = Boolean(state.search.trim()) || Object.keys(state.filters).length > 0;

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
      <TableContainer
        // A region that scrolls must be reachable and named (a phone scrolls the table sideways).
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
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
            {!isLoading && !error && items.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 6, textAlign: 'center', border: 0 }}>
                  <Typography sx={{ color: 'text.secondary' }}>{filtered ? filteredEmptyText : emptyText}</Typography>
                  {filtered && (
                    <Button size="small" sx={{ mt: 1 }} onClick={() => list.clearFilters()}>
                      Clear search and filters
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}
