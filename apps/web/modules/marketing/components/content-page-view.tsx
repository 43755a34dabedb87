// A written page: header with the h1, then its sections, with an optional aside (a form or a call to action).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import type { TContentPage } from '../lib/content.ts';
import { ContentSections } from './content-sections.tsx';
import { PageHeader } from './page-header.tsx';

export function ContentPageView({
  page,
  headerActions,
  children,
}: {
  page: TContentPage;
  headerActions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead ?? page.description}>
        {headerActions}
      </PageHeader>
      <SiteContainer sx={{ pb: { xs: 8, md: 12 } }}>
        {page.updated ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
            Last updated: {page.updated}
          </Typography>
        ) : null}
        <Box sx={{ maxWidth: 820 }}>
          <ContentSections sections={page.sections} />
        </Box>
        {children ? <Box sx={{ mt: { xs: 8, md: 10 } }}>{children}</Box> : null}
      </SiteContainer>
    </>
  );
}
