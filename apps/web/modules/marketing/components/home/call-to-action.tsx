// The closing call to action: contact the team or compare plans.
import { SITE } from '@innov/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteContainer } from '../../../layout/components/site-container.tsx';

export function CallToAction() {
  return (
    <Box component="section" aria-labelledby="home-cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <SiteContainer>
        <Box
          sx={{
            borderRadius: 5,
            border: 1,
            borderColor: 'divider',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            backgroundImage:
              'linear-gradient(135deg, rgba(var(--mui-palette-primary-mainChannel) / 0.16), rgba(var(--mui-palette-secondary-mainChannel) / 0.08))',
          }}
        >
          <Typography id="home-cta-title" variant="h2">
            Have an idea worth testing?
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2, mx: 'auto', maxWidth: 620 }}>
            Tell us about it. A partner replies within two working days with a candid view and the next steps, or write
            to us directly at <Link href={`mailto:${SITE.email}`}>{SITE.email}</Link>.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 4, justifyContent: 'center' }}>
            <Button href="/contact" variant="contained" size="large">
              Contact us
            </Button>
            <Button href="/pricing" variant="outlined" size="large" color="inherit" sx={{ borderColor: 'divider' }}>
              Compare plans
            </Button>
          </Stack>
        </Box>
      </SiteContainer>
    </Box>
  );
}
