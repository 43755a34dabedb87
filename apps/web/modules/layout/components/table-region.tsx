// A table wider than the screen scrolls sideways inside a region of its own, never the page: the region is named
// (what the table holds) and focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable), and it
// shows where the focus is. Used by every data table that may be wider than a phone.
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';

type TTableRegionName = { 'aria-label': string } | { 'aria-labelledby': string };

export function TableRegion({
  sx,
  children,
  ...props
}: Omit<TableContainerProps, 'role' | 'tabIndex'> & TTableRegionName) {
  return (
    <TableContainer
      role="region"
      tabIndex={0}
      {...props}
      sx={[
        { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </TableContainer>
  );
}
