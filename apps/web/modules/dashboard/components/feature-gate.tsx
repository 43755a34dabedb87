'use client';
// Why a feature of the plan (teams, ideas, templates) is closed to the caller, said in the rule book's words: no
// workspace, a plan without the feature (naming the plan that has it and the one the workspace is on), or a
// membership waiting for approval; an owner or admin is offered the plans (/dashboard/subscription). Otherwise the
// page itself; while the workspace loads, its outline.
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import type { TFeatureAccess, TOpenFeatureAccess } from '../lib/feature-access.ts';
import { SUBSCRIPTION_HREF } from '../lib/navigation.ts';

function ClosedPanel({
  testId,
  icon,
  title,
  children,
  action,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            mb: 0.5,
          }}
        >
          {icon}
        </Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{children}</Typography>
        {action}
      </Stack>
    </Card>
  );
}

export function FeatureGate<TOpen extends object>({
  access,
  retry,
  icon,
  noun,
  closedTestId,
  unlocks,
  children,
}: {
  access: TFeatureAccess<TOpen>;
  retry(): void;
  /** The feature's icon, shown when there is no workspace. */
  icon: ReactNode;
  /** What the page shows, lower case, for the loading label and the closed texts ("teams", "ideas", "templates"). */
  noun: string;
  /** data-testid of the closed panel. */
  closedTestId: string;
  /** What moving up the plan allows, ending "Move it to the … plan or above to …" (without the final stop). */
  unlocks: string;
  children(open: TOpenFeatureAccess<TOpen>): ReactNode;
}) {
  switch (access.kind) {
    case 'error':
      return <RetryAlert onRetry={retry}>Your workspace could not be loaded: {access.message}</RetryAlert>;
    case 'loading':
      return (
        <Stack sx={{ gap: 1.5 }} role="status" aria-label={`Loading ${noun}`}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      );
    case 'noWorkspace':
      return (
        <ClosedPanel testId={closedTestId} icon={icon} title="No workspace">
          {access.message}
        </ClosedPanel>
      );
    case 'locked':
      return (
        <ClosedPanel
          testId={closedTestId}
          icon={<LockOutlinedIcon />}
          title={access.message}
          action={
            access.canUpgrade ? (
              <Button variant="contained" href={SUBSCRIPTION_HREF} sx={{ mt: 1 }}>
                See plans
              </Button>
            ) : null
          }
        >
          Your workspace is on the {access.currentPlan} plan.{' '}
          {access.canUpgrade
            ? `Move it to the ${access.unlockingPlan} plan or above to ${unlocks}.`
            : `Ask an owner of your workspace to move it to the ${access.unlockingPlan} plan or above.`}
        </ClosedPanel>
      );
    case 'pendingMember':
      return (
        <ClosedPanel
          testId={closedTestId}
          icon={<HourglassEmptyOutlinedIcon />}
          title={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} open once you are approved`}
        >
          {access.message} You can edit your profile meanwhile; we will tell you when you are in.
        </ClosedPanel>
      );
    default:
      return <>{children(access as TOpenFeatureAccess<TOpen>)}</>;
  }
}
