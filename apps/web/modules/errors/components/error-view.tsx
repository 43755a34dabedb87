// The body of every error page: the status code, what happened, and the way back.
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TErrorContent } from '../lib/error-content.ts';

export interface TErrorViewProps {
  content: TErrorContent;
  /** Extra actions before "Back to home" (sign in, try again). */
  actions?: ReactNode;
}

export function ErrorView({ content, actions }: TErrorViewProps) {
  return (
    <Box
      component="section"
      aria-labelledby="error-title"
      data-testid={`error-${content.code}`}
      sx={{
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 2,
        py: { xs: 10, md: 16 },
        backgroundImage:
          'radial-gradient(50% 60% at 50% 0%, rgba(var(--mui-palette-primary-mainChannel) / 0.14), transparent 70%)',
      }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Typography
          aria-hidden
          sx={{
            fontSize: { xs: '6rem', md: '9rem' },
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: 'primary.main',
          }}
        >
          {content.code}
        </Typography>
        <Typography component="p" variant="overline" color="text.secondary" sx={{ mt: 2 }}>
          Error {content.code}
        </Typography>
        <Typography id="error-title" component="h1" variant="h3" sx={{ mt: 1 }}>
          {content.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {content.description}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 5, justifyContent: 'center' }}>
          {actions}
          <Button href="/" variant={actions ? 'outlined' : 'contained'} size="large" startIcon={<HomeOutlinedIcon />}>
            Back to home
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
