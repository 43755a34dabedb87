// The top of an inner public page: an eyebrow, the page's one h1, a lead paragraph and optional actions.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteContainer } from '../../layout/components/site-container.tsx';

export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={{
        pt: { xs: 6, md: 10 },
        pb: { xs: 4, md: 6 },
        backgroundImage:
          'radial-gradient(60% 80% at 0% 0%, rgba(var(--mui-palette-primary-mainChannel) / 0.10), transparent 70%)',
      }}
    >
      <SiteContainer>
        <Box sx={{ maxWidth: 820 }}>
          {eyebrow ? (
            <Typography variant="overline" component="p" color="primary.main">
              {eyebrow}
            </Typography>
          ) : null}
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' } }}>
            {title}
          </Typography>
          {lead ? (
            <Typography variant="subtitle1" component="div" color="text.secondary" sx={{ mt: 2, fontSize: '1.15rem' }}>
              {lead}
            </Typography>
          ) : null}
          {children ? <Box sx={{ mt: 3 }}>{children}</Box> : null}
        </Box>
      </SiteContainer>
    </Box>
  );
}
