'use client';
// /dashboard: who is signed in, to which workspace and plan, the approval state, a failed payment (the past-due
// banner), what waits for the caller (an ownership transfer to accept, members to approve, invitations) and the
// onboarding checklist.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchMFAPreference } from '../../account/lib/identity.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { PastDueBanner } from '../../subscription/components/past-due-banner.tsx';
import { SubscriptionSummary } from '../../subscription/components/subscription-summary.tsx';
import { MyInvitationsCard } from '../../workspace/components/my-invitations.tsx';
import { TransferBanner } from '../../workspace/components/ownership-section.tsx';
import { PendingApprovals } from '../../workspace/components/pending-approvals.tsx';
import { ROLE_LABELS } from '../../workspace/lib/workspace-format.ts';
import { useMyWorkspace, workspaceState } from '../lib/my-workspace.ts';
import { onboardingSteps } from '../lib/onboarding.ts';
import { readProfile, workspaceName } from '../lib/workspace.ts';
import { ApprovalBanner } from './approval-banner.tsx';
import { OnboardingChecklist } from './onboarding-checklist.tsx';

export function DashboardOverview() {
  const { user } = useAuth();
  const [mfaEnabled, setMfaEnabled] = useState<boolean | null>(null);
  const profile = readProfile(user?.profile);
  // Where the workspace stands now (the token's claim may be older).
  const { status, workspace: mine } = useMyWorkspace(profile);
  useEffect(() => {
    fetchMFAPreference().then(
      (preference) => setMfaEnabled(Boolean(preference.enabled?.length)),
      // Unknown: the step stays out of the list rather than claiming either way.
      () => setMfaEnabled(null),
    );
  }, []);
  if (!user) return null;
  const state = workspaceState(status);
  // The server's answer when there is one (the token's claim may be older).
  const workspace = mine ? (mine.tenantId && !mine.deletedAt ? mine.workspace : null) : workspaceName(user.tenant);
  const steps = onboardingSteps({
    emailVerified: user.emailVerified,
    givenName: user.givenName,
    familyName: user.familyName,
    profile,
    mfaEnabled,
  });
  const greeting = user.givenName || user.name || user.email;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" data-testid="dashboard-greeting">
          Welcome, {greeting}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          Here is where your account and workspace stand.
        </Typography>
      </div>
      <ApprovalBanner profile={profile} />
      {mine?.tenantId && !mine.deletedAt ? <PastDueBanner /> : null}
      <TransferBanner />
      <PendingApprovals />
      <MyInvitationsCard />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-label="You" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
                You
              </Typography>
              <Typography variant="h6" component="p" data-testid="dashboard-user-name">
                {user.name || 'No name yet'}
              </Typography>
              <Typography sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>{user.email}</Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-label="Workspace" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
                Workspace
              </Typography>
              <Typography variant="h6" component="p" data-testid="dashboard-workspace">
                {workspace ?? 'No workspace yet'}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
                {profile && (
                  <Chip
                    size="small"
                    label={mine?.role ? ROLE_LABELS[mine.role] : profile.isOwner ? 'Owner' : 'Member'}
                  />
                )}
                {profile && (
                  <Chip
                    size="small"
                    color={state.color}
                    variant="outlined"
                    label={state.label}
                    data-testid="approval-state"
                  />
                )}
              </Stack>
              {workspace && mine?.tenantId ? <SubscriptionSummary /> : null}
              {!workspace && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  Your account is not part of a company workspace yet.
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <OnboardingChecklist steps={steps} />
    </Stack>
  );
}
