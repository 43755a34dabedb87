import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Metadata } from 'next';
import { ContentPageView } from '../../../modules/marketing/components/content-page-view.tsx';
import { DOCS } from '../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

const page = DOCS;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Button href="/docs/welcome" variant="contained" size="large">
            Read the welcome guide
          </Button>
          <Button href="/services/support" variant="outlined" color="inherit" size="large">
            Client support
          </Button>
        </Stack>
      }
    />
  );
}
