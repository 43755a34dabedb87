import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Metadata } from 'next';
import { ContentPageView } from '../../../../modules/marketing/components/content-page-view.tsx';
import { DOCS_WELCOME } from '../../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

const page = DOCS_WELCOME;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Button href="/auth/sign-up" variant="contained" size="large">
            Create your account
          </Button>
          <Button href="/docs" variant="outlined" color="inherit" size="large">
            All documentation
          </Button>
        </Stack>
      }
    />
  );
}
