// A service page: what the service is and how it runs, other services of the same pillar, a booking link,
// and the enquiry form with this service's enquiry type preselected.
import { type EnquiryType, SITE } from '@innov/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EnquiryForm } from '../../enquiry/components/enquiry-form.tsx';
import type { TServicePageContent } from '../lib/service-pages.ts';
import { ContentPageView } from './content-page-view.tsx';
import { ExternalLinkButton } from './external-link.tsx';

export function ServicePageView({
  path,
  eyebrow,
  title,
  content,
  enquiryType,
  related,
}: {
  path: string;
  eyebrow: string;
  title: string;
  content: TServicePageContent;
  enquiryType: EnquiryType;
  related: { title: string; href: string; summary: string }[];
}) {
  return (
    <ContentPageView
      page={{ path, eyebrow, title, description: content.description, lead: content.lead, sections: content.sections }}
      headerActions={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <ExternalLinkButton link={SITE.links.booking} variant="contained" size="large" />
          <Link href="#enquiry" sx={{ alignSelf: { sm: 'center' } }}>
            Or send an enquiry
          </Link>
        </Stack>
      }
    >
      <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box id="enquiry" sx={{ scrollMarginTop: 96 }}>
          <EnquiryForm defaultType={enquiryType} title={`Talk to us about ${title.toLowerCase()}`} />
        </Box>
        {related.length ? (
          <Box component="nav" aria-labelledby="related-services-title">
            <Typography id="related-services-title" variant="h5" component="h2">
              Related services
            </Typography>
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
              {related.map((r) => (
                <li key={r.href}>
                  <Link href={r.href} sx={{ fontWeight: 600 }}>
                    {r.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {r.summary}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Box>
    </ContentPageView>
  );
}
