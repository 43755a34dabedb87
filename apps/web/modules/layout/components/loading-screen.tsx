'use client';
// The full-screen loading overlay: the logo inside a spinning ring.
import { LOGO_SIZE, SITE } from '@innov/contracts';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { visuallyHidden } from '../lib/visually-hidden.ts';
import { Logo } from './logo.tsx';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const RING_SIZE = LOGO_SIZE.width + 64;

export function LoadingScreen({ label = `Loading ${SITE.name}` }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ position: 'relative', width: RING_SIZE, height: RING_SIZE, display: 'grid', placeItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            border: '3px solid',
            borderColor: 'divider',
            borderTopColor: 'primary.main',
            borderInlineEndColor: 'primary.main',
            animation: `${spin} 1.1s linear infinite`,
          }}
        />
        <Logo alt="" />
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </Box>
    </Box>
  );
}
