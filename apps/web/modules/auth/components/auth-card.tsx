// The heading and body of one auth page or step. The heading is the page's h1 and names the section.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export function AuthCard({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography id={id} component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description ? (
        <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Box>
  );
}
