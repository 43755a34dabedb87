// The frame of one account section: a titled, labelled region with an anchor (`/dashboard/account#email`).
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TSectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

export function SectionCard({ id, title, description, tone = 'default', children }: TSectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ scrollMarginTop: 96, ...(tone === 'danger' ? { borderColor: 'error.main' } : {}) }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography
          id={headingId}
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
