// The home page's opening: what the company does, for whom, and the two next steps.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteContainer } from '../../../layout/components/site-container.tsx';
import { HeroPipeline } from './hero-pipeline.tsx';

const PROMISES = ['Working software within weeks', 'Fixed-scope proofs of concept', 'Senior team based in London'];

export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        backgroundImage:
          'radial-gradient(ellipse 70% 60% at 85% 0%, rgba(var(--mui-palette-primary-mainChannel) / 0.16), transparent)',
      }}
    >
      <SiteContainer
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
          gap: { xs: 6, md: 8 },
          pt: { xs: 8, md: 14 },
          pb: { xs: 4, md: 8 },
        }}
      >
        <Box>
          <Typography variant="overline" component="p" color="primary.main">
            Innovation services · London
          </Typography>
          <Typography id="home-hero-title" variant="h1" sx={{ mt: 1, maxWidth: 680 }}>
            Turn bold ideas into products that work.
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 3, maxWidth: 600 }}>
            We are the engineering and innovation partner for teams who need evidence, not slide decks. We build proofs
            of concept and MVPs, bring AI into the systems you already run, and stay on as a long-term partner when it
            works.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 5 }}>
            <Button
              href="/contact"
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
            >
              Talk to us
            </Button>
            <Button href="/pricing" variant="outlined" size="large" color="inherit" sx={{ borderColor: 'divider' }}>
              See pricing
            </Button>
          </Stack>
          <Stack
            component="ul"
            direction={{ xs: 'column', lg: 'row' }}
            sx={{ gap: { xs: 1, lg: 3 }, mt: 5, p: 0, listStyle: 'none' }}
          >
            {PROMISES.map((promise) => (
              <Stack component="li" key={promise} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <CheckCircleOutlineIcon fontSize="small" sx={{ color: 'primary.main' }} />
                <Typography variant="body2" color="text.secondary">
                  {promise}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <HeroPipeline />
      </SiteContainer>
    </Box>
  );
}
