// Renders the sections of a written page: headings (h2), paragraphs, bullet lists and numbered steps.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TContentSection } from '../lib/content.ts';

export function ContentSections({ sections }: { sections: TContentSection[] }) {
  return (
    <Stack spacing={{ xs: 5, md: 6 }}>
      {sections.map((section) => (
        <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Typography
            id={`${section.id}-title`}
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' } }}
          >
            {section.heading}
          </Typography>
          {section.paragraphs?.map((p) => (
            <Typography key={p.slice(0, 48)} sx={{ mt: 2, lineHeight: 1.75 }} color="text.secondary">
              {p}
            </Typography>
          ))}
          {section.bullets ? (
            <Box component="ul" sx={{ mt: 2, pl: 3, color: 'text.secondary', '& li': { mb: 1, lineHeight: 1.7 } }}>
              {section.bullets.map((b) => (
                <li key={b.slice(0, 48)}>{b}</li>
              ))}
            </Box>
          ) : null}
          {section.steps ? (
            <Box
              component="ol"
              sx={{
                mt: 3,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
              }}
            >
              {section.steps.map((step, index) => (
                <Box
                  component="li"
                  key={step.title}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 3, bgcolor: 'background.paper' }}
                >
                  <Typography variant="overline" component="span" color="primary.main">
                    Step {index + 1}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {step.text}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
