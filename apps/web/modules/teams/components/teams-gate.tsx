'use client';
// Why teams are closed to the caller, said in the rule book's words: no workspace, a plan without teams (naming
// the plan that has them and the one the workspace is on), or a membership waiting for approval. Otherwise the
// page itself; while the workspace loads, its outline.
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import type { TTeamsAccess } from '../lib/teams-access.ts';

export type TOpenAccess = Extract<TTeamsAccess, { kind: 'open' }>;

function ClosedPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid="teams-closed">
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
      </Stack>
    </Card>
  );
}

export function TeamsGate({
  access,
  retry,
  children,
}: {
  access: TTeamsAccess;
  retry(): void;
  children(open: TOpenAccess): ReactNode;
}) {
  switch (access.kind) {
    case 'error':
      return <RetryAlert onRetry={retry}>Your workspace could not be loaded: {access.message}</RetryAlert>;
    case 'loading':
      return (
        <Stack sx={{ gap: 1.5 }} role="status" aria-label="Loading teams">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      );
    case 'noWorkspace':
      return (
        <ClosedPanel icon={<GroupsOutlinedIcon />} title="No workspace">
          {access.message}
        </ClosedPanel>
      );
    case 'locked':
      return (
        <ClosedPanel icon={<LockOutlinedIcon />} title={access.message}>
          Your workspace is on the {access.currentPlan} plan.{' '}
          {access.canUpgrade
            ? `Move it to the ${access.unlockingPlan} plan or above to organise people into teams with their own leads.`
            : `Ask an owner of your workspace to move it to the ${access.unlockingPlan} plan or above.`}
        </ClosedPanel>
      );
    case 'pendingMember':
      return (
        <ClosedPanel icon={<HourglassEmptyOutlinedIcon />} title="Teams open once you are approved">
          {access.message} You can edit your profile meanwhile; we will tell you when you are in.
        </ClosedPanel>
      );
    default:
      return <>{children(access)}</>;
  }
}
