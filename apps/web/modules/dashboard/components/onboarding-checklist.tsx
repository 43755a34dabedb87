'use client';
// The overview's onboarding checklist, computed from the user's real state.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import type { TOnboardingStep } from '../lib/onboarding.ts';

export function OnboardingChecklist({ steps }: { steps: TOnboardingStep[] }) {
  const headingId = useId();
  const done = steps.filter((s) => s.done).length;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            Get started
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="onboarding-progress">
            {done} of {steps.length} done
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(done / steps.length) * 100}
          aria-label={`Onboarding progress: ${done} of ${steps.length} steps done`}
          sx={{ mb: 2, height: 6, borderRadius: 3 }}
        />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {steps.map((step) => (
            <Stack
              component="li"
              key={step.id}
              direction={{ xs: 'column', sm: 'row' }}
              data-step={step.id}
              data-done={step.done ? 'true' : 'false'}
              sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}
            >
              <Stack direction="row" sx={{ gap: 1.5, flexGrow: 1, alignItems: 'flex-start' }}>
                {step.done ? (
                  <CheckCircleIcon color="success" sx={{ mt: 0.25 }} aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon sx={{ mt: 0.25, color: 'text.secondary' }} aria-hidden />
                )}
                <div>
                  <Typography sx={{ fontWeight: 600 }}>
                    {step.title}
                    <Box component="span" sx={visuallyHidden}>
                      {step.done ? ' (done)' : ' (to do)'}
                    </Box>
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {step.description}
                  </Typography>
                </div>
              </Stack>
              {!step.done && step.href && step.action && (
                <Button
                  href={step.href}
                  variant="outlined"
                  size="small"
                  sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 4.5, sm: 0 } }}
                >
                  {step.action}
                </Button>
              )}
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
