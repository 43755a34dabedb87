'use client';
// Why ideas (or templates) are closed to the caller, said in the rule book's words: no workspace, a plan without
// the feature (naming the plan that has it and the one the workspace is on), or a membership waiting for
// approval. Otherwise the page itself; while the workspace loads, its outline.
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import type { TIdeasAccess } from '../lib/ideas-access.ts';

export type TOpenIdeasAccess = Extract<TIdeasAccess, { kind: 'open' }>;

function ClosedPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid="ideas-closed">
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

export function IdeasGate({
  access,
  retry,
  what = 'ideas',
  children,
}: {
  access: TIdeasAccess;
  retry(): void;
  /** What the page shows, for the loading label and the closed texts ("ideas", "templates"). */
  what?: string;
  children(open: TOpenIdeasAccess): ReactNode;
}) {
  switch (access.kind) {
    case 'error':
      return <RetryAlert onRetry={retry}>Your workspace could not be loaded: {access.message}</RetryAlert>;
    case 'loading':
      return (
        <Stack sx={{ gap: 1.5 }} role="status" aria-label={`Loading ${what}`}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      );
    case 'noWorkspace':
      return (
        <ClosedPanel icon={<EmojiObjectsOutlinedIcon />} title="No workspace">
          {access.message}
        </ClosedPanel>
      );
    case 'locked':
      return (
        <ClosedPanel icon={<LockOutlinedIcon />} title={access.message}>
          Your workspace is on the {access.currentPlan} plan.{' '}
          {access.canUpgrade
            ? `Move it to the ${access.unlockingPlan} plan or above to collect ideas, vote and comment on them, and move the best ones through review.`
            : `Ask an owner of your workspace to move it to the ${access.unlockingPlan} plan or above.`}
        </ClosedPanel>
      );
    case 'pendingMember':
      return (
        <ClosedPanel
          icon={<HourglassEmptyOutlinedIcon />}
          title={`${what.charAt(0).toUpperCase()}${what.slice(1)} open once you are approved`}
        >
          {access.message} You can edit your profile meanwhile; we will tell you when you are in.
        </ClosedPanel>
      );
    default:
      return <>{children(access)}</>;
  }
}
