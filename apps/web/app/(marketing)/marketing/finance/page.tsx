import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Metadata } from 'next';
import { ContentPageView } from '../../../../modules/marketing/components/content-page-view.tsx';
import { FINANCE } from '../../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../../modules/seo/lib/page-metadata.ts';

const page = FINANCE;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Button href="/resources?defaultType=funding" variant="contained" size="large">
            Funding news
          </Button>
          <Button
            href="/services/innovation-launchpad/validation-and-selective-funding"
            variant="outlined"
            color="inherit"
            size="large"
          >
            Validation and funding
          </Button>
        </Stack>
      }
    />
  );
}
