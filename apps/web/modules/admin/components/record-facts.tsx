// A back-office record page's facts: a label beside its value (stacked on a phone) in a definition list, and a
// moment shown in the admin's format with its machine-readable time ("—" when there is none).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { dateTime } from '../../admin-enquiries/lib/enquiry-format.ts';

export function RecordTime({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <>—</>;
  return (
    <Box component="time" dateTime={iso}>
      {dateTime(iso)}
    </Box>
  );
}

export function RecordFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: { sm: 2 }, py: 0.75 }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
