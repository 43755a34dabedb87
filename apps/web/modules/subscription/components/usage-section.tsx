'use client';
// What the plan allows and how much of it the workspace uses: a meter per counted limit (members, storage, teams,
// active campaigns) and the plan's features. Near or at a limit the meter says which plan raises it, with a link
// to the plans (for those who manage billing).
import { FEATURE_LABELS } from '@innov/contracts';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkspaceSubscription } from '../lib/billing-api.ts';
import { readEntitlements, type TUsageMeter, usageMeters } from '../lib/subscription-view.ts';

function Meter({ meter, canManage }: { meter: TUsageMeter; canManage: boolean }) {
  const color = meter.level === 'full' ? 'error' : meter.level === 'high' ? 'warning' : 'primary';
  return (
    <Box sx={{ minWidth: 0 }} data-testid={`usage-${meter.limit}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="h3">
          {meter.label}
        </Typography>
        <Typography variant="body2" sx={{ color: meter.level === 'none' ? 'text.secondary' : 'text.primary' }}>
          {meter.text}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={meter.percent ?? 0}
        color={color}
        aria-label={`${meter.label} used`}
        aria-valuetext={meter.text}
        sx={{
          mt: 1,
          height: 6,
          borderRadius: 3,
          // A neutral track: only what is used is coloured.
          bgcolor: 'action.selected',
          '& .MuiLinearProgress-bar': { borderRadius: 3 },
        }}
      />
      {meter.upgrade ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }} data-testid="upgrade-prompt">
          {meter.level === 'full' ? 'Limit reached. ' : meter.level === 'high' ? 'Nearly at the limit. ' : ''}
          {meter.upgrade.text}{' '}
          {canManage ? (
            <Button href="#plans" size="small" sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}>
              See plans
            </Button>
          ) : null}
        </Typography>
      ) : null}
    </Box>
  );
}

export function UsageSection({ subscription: sub }: { subscription: WorkspaceSubscription }) {
  const entitlements = readEntitlements(sub.entitlements, sub.tier);
  const meters = usageMeters(sub.usage, entitlements);
  return (
    <Card component="section" variant="outlined" aria-labelledby="usage-heading" data-testid="usage">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography variant="h6" component="h2" id="usage-heading">
          Usage
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
          What your plan allows, and how much of it your workspace uses.
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 3 }}>
          {meters.map((meter) => (
            <Meter key={meter.limit} meter={meter} canManage={sub.canManage} />
          ))}
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          Included features
        </Typography>
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 1,
          }}
        >
          {entitlements.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}>
              <CheckIcon aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
              <Typography variant="body2">{FEATURE_LABELS[feature] ?? feature}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
