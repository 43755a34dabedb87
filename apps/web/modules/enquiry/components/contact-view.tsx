// /contact: the enquiry form (general enquiry preselected), the booking link, the office address and e-mail.
import { SITE } from '@innov/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { ExternalLinkButton } from '../../marketing/components/external-link.tsx';
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { EnquiryForm } from './enquiry-form.tsx';

export function ContactView() {
  const { address } = SITE;
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Tell us what you are working on"
        lead="Whether it is an idea, a product that needs engineers, or a partnership, a partner reads every enquiry and replies within two working days."
      />
      <SiteContainer sx={{ pb: { xs: 8, md: 12 } }}>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <EnquiryForm />
          <Stack spacing={4} component="aside" aria-label="Other ways to reach us">
            <Box>
              <Typography variant="h5" component="h2">
                Prefer to talk?
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                {SITE.links.booking.description}
              </Typography>
              <ExternalLinkButton link={SITE.links.booking} variant="outlined" />
            </Box>
            <Box>
              <Typography variant="h5" component="h2">
                Visit or write
              </Typography>
              <Box component="address" sx={{ fontStyle: 'normal', mt: 1, color: 'text.secondary' }}>
                {SITE.legalName}
                <br />
                {address.street}
                <br />
                {address.locality} {address.postalCode}
                <br />
                {address.country}
              </Box>
              <Link href={`mailto:${SITE.email}`} sx={{ display: 'inline-block', mt: 1 }}>
                {SITE.email}
              </Link>
            </Box>
            <Box>
              <Typography variant="h5" component="h2">
                Existing client?
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Raise an issue with the team on the <Link href="/services/support">support page</Link>.
              </Typography>
            </Box>
          </Stack>
        </Box>
      </SiteContainer>
    </>
  );
}
