import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Metadata } from 'next';
import { ContentPageView } from '../../../modules/marketing/components/content-page-view.tsx';
import { INNOVATE } from '../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

const page = INNOVATE;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Button href="/services/innovation-launchpad/proof-of-concept-development" variant="contained" size="large">
            Start with a proof of concept
          </Button>
          <Button href="/pricing" variant="outlined" color="inherit" size="large">
            See platform plans
          </Button>
        </Stack>
      }
    />
  );
}
