'use client';
// Shows a live feed's connection state where a screen depends on live data: pending (connecting),
// connected, or failed with the seed's connection message. Announced politely to screen readers.
//
// Usage: <LiveStatus entry={useModelRealtime({...})} />
import CircleIcon from '@mui/icons-material/Circle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RealtimeEntry } from '../lib/realtime-slice.ts';

const TEXT = {
  pending: 'Live updates: connecting…',
  connected: 'Live updates: on',
  failed: 'Live updates: off',
} as const;

const COLOR = { pending: 'warning.main', connected: 'success.main', failed: 'error.main' } as const;

export function LiveStatus({ entry, dense = false }: { entry: RealtimeEntry; dense?: boolean }) {
  const text = entry.status === 'failed' && entry.message ? `${TEXT.failed} (${entry.message})` : TEXT[entry.status];
  return (
    <Stack
      direction="row"
      role="status"
      data-live-status={entry.status}
      sx={{ alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
    >
      <CircleIcon aria-hidden sx={{ fontSize: 10, color: COLOR[entry.status] }} />
      <Typography variant={dense ? 'caption' : 'body2'} component="span">
        {text}
      </Typography>
    </Stack>
  );
}
