// The hero's illustration: an innovation campaign moving ideas through the launchpad's stages, drawn
// with theme colours so it follows every preset, mode and contrast. Decorative, hidden from assistive tech.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const STAGES = [
  { label: 'Ideas submitted', count: 48, share: 100 },
  { label: 'Under review', count: 17, share: 62 },
  { label: 'Proofs of concept', count: 4, share: 34 },
  { label: 'In pilot', count: 1, share: 14 },
];

export function HeroPipeline() {
  return (
    <Box
      aria-hidden
      sx={{ position: 'relative', display: { xs: 'none', sm: 'block' }, maxWidth: 460, mx: { sm: 'auto', md: 0 } }}
    >
      <Paper variant="outlined" sx={{ p: 3, pb: 7, borderRadius: 4, boxShadow: 12 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Campaign
            </Typography>
            <Typography variant="h6" component="p">
              Net-zero logistics challenge
            </Typography>
          </Box>
          <Chip label="Open" color="primary" size="small" />
        </Stack>
        <Stack spacing={2.5} sx={{ mt: 3 }}>
          {STAGES.map((stage) => (
            <Box key={stage.label}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
                <Typography variant="body2">{stage.label}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {stage.count}
                </Typography>
              </Stack>
              <Box sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box
                  sx={{
                    width: `${stage.share}%`,
                    height: '100%',
                    borderRadius: 4,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      </Paper>
      <Paper
        variant="outlined"
        sx={{
          position: 'absolute',
          insetInlineStart: { sm: -24, md: -48 },
          bottom: -24,
          px: 2,
          py: 1.5,
          borderRadius: 3,
          boxShadow: 16,
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 800,
          }}
        >
          ✓
        </Box>
        <Box>
          <Typography variant="subtitle2">Go decision in 5 weeks</Typography>
          <Typography variant="caption" color="text.secondary">
            Proof of concept · route optimiser
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
