// The frame of one account section: a titled, labelled region with an anchor (`/dashboard/account#email`), aria-busy
// while its data loads; its heading (`<id>-heading`) takes focus when a deep link lands on it
// (lib/use-section-hash-focus.ts).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TSectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  /** Its data is still loading: it will grow, and what it shows is not final yet. */
  busy?: boolean;
  children: ReactNode;
}

export function SectionCard({ id, title, description, tone = 'default', busy = false, children }: TSectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      variant="outlined"
      sx={{ scrollMarginTop: 96, ...(tone === 'danger' ? { borderColor: 'error.main' } : {}) }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography
          id={headingId}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={tone === 'danger' ? { color: 'error.main' } : undefined}
        >
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
