// A back-office page's head: the section's name, the page's title (its one h1), what the page is for, and the
// page's main actions (on the right on wide screens, below on phones).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function AdminPage({
  title,
  description,
  actions,
  overline = 'Back-office',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Above the title: the section (a detail page names its list, e.g. a link back to it). */
  overline?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-end' } }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" component="div" sx={{ color: 'text.secondary' }}>
            {overline}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {description && (
            <Typography component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Stack>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
