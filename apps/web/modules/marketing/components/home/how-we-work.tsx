// How an engagement runs, from the first conversation to a lasting partnership.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SiteContainer } from '../../../layout/components/site-container.tsx';

const STEPS = [
  {
    title: 'Discover',
    text: 'A free one-hour session to frame the problem, the people it affects and what success would look like.',
  },
  {
    title: 'Prove',
    text: 'A time-boxed proof of concept that tests the riskiest assumption with working software, not slides.',
  },
  {
    title: 'Build',
    text: "An MVP in real users' hands, instrumented from day one, with a roadmap shaped by what they do.",
  },
  {
    title: 'Scale',
    text: 'Support, funding introductions and a long-term partnership as the product and the team grow.',
  },
];

export function HowWeWork() {
  return (
    <Box
      component="section"
      aria-labelledby="home-process-title"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.neutral' }}
    >
      <SiteContainer>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="overline" component="p" color="primary.main">
            How we work
          </Typography>
          <Typography id="home-process-title" variant="h2">
            From first conversation to lasting impact
          </Typography>
        </Box>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 6,
            display: 'grid',
            gap: { xs: 4, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ borderTop: 2, borderColor: 'primary.main', pt: 3 }}>
              <Typography
                component="span"
                variant="overline"
                color="text.secondary"
                sx={{ display: 'block', lineHeight: 1 }}
              >
                Step {index + 1}
              </Typography>
              <Typography variant="h5" component="h3" sx={{ mt: 1.5 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {step.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </SiteContainer>
    </Box>
  );
}
