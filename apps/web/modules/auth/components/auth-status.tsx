'use client';
// A short busy state (loading the session, redirecting) announced politely, never a blank page.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function AuthStatus({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{message}</Typography>
    </Box>
  );
}
