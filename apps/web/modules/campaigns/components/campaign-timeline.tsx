'use client';
// A campaign's phases in order: each ended, active now or upcoming (in words and with a marker, the active one
// announced as the current step), its dates and what it lets people do.
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNow } from '../../notifications/lib/relative-time.ts';
import type { Campaign } from '../lib/campaign-api.ts';
import { PHASE_STATE_LABELS, phaseAllows, phaseDates, phaseState, phaseTitle } from '../lib/campaign-phases.ts';

export function CampaignTimeline({ campaign }: { campaign: Pick<Campaign, 'phases' | 'status'> }) {
  const now = useNow();
  const phases = [...campaign.phases].sort((a, b) => a.position - b.position);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Phases" data-testid="campaign-timeline">
      {phases.map((phase, index) => {
        const state = phaseState(phase, campaign.status, now);
        const allows = phaseAllows(phase);
        const last = index === phases.length - 1;
        return (
          <Box
            component="li"
            key={phase.position}
            aria-current={state === 'active' ? 'step' : undefined}
            data-phase-state={state}
            sx={{ display: 'flex', gap: 1.75 }}
          >
            <Stack sx={{ alignItems: 'center', flexShrink: 0 }}>
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: 700,
                  border: 2,
                  borderColor: state === 'upcoming' ? 'divider' : 'primary.main',
                  bgcolor: state === 'active' ? 'primary.main' : 'transparent',
                  color:
                    state === 'active' ? 'primary.contrastText' : state === 'past' ? 'primary.main' : 'text.secondary',
                }}
              >
                {state === 'past' ? <CheckIcon sx={{ fontSize: 16 }} /> : index + 1}
              </Box>
              {last ? null : (
                <Box
                  aria-hidden
                  sx={{ width: 2, flex: 1, minHeight: 24, bgcolor: state === 'past' ? 'primary.main' : 'divider' }}
                />
              )}
            </Stack>
            <Stack sx={{ gap: 0.5, pb: last ? 0 : 2.5, minWidth: 0, flex: 1 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
                  {phaseTitle(phase)}
                </Typography>
                <Chip
                  size="small"
                  label={PHASE_STATE_LABELS[state]}
                  color={state === 'active' ? 'primary' : 'default'}
                  variant={state === 'active' ? 'filled' : 'outlined'}
                />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {phaseDates(phase)}
              </Typography>
              <Typography variant="body2">
                {allows.length ? `Open to: ${allows.join(', ')}.` : 'Nothing is open to participants in this phase.'}
              </Typography>
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
