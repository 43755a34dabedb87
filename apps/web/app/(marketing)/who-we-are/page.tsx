import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Metadata } from 'next';
import { ContentPageView } from '../../../modules/marketing/components/content-page-view.tsx';
import { WHO_WE_ARE } from '../../../modules/marketing/lib/company-pages.ts';
import { pageMetadata } from '../../../modules/seo/lib/page-metadata.ts';

const page = WHO_WE_ARE;

export const metadata: Metadata = pageMetadata(page);

export default function Page() {
  return (
    <ContentPageView
      page={page}
      headerActions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <Button href="/contact" variant="contained" size="large">
            Talk to us
          </Button>
          <Button href="/resources?defaultType=press-releases" variant="outlined" color="inherit" size="large">
            Company news
          </Button>
        </Stack>
      }
    />
  );
}
