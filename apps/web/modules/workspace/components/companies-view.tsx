'use client';
// /dashboard/companies: the workspace's settings page. Everyone sees the company information, the logo with the
// storage use, and the members; owners and admins also change the logo, manage invitations, read the join link and
// the activity; the primary owner hands over ownership; owners delete. A user without a workspace is offered to
// create one.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApprovalBanner } from '../../dashboard/components/approval-banner.tsx';
import { workspaceState } from '../../dashboard/lib/my-workspace.ts';
import { readProfile } from '../../dashboard/lib/workspace.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import { ROLE_LABELS } from '../lib/workspace-format.ts';
import { ActivitySection } from './activity-section.tsx';
import { CompanySection } from './company-section.tsx';
import { CreateWorkspaceView } from './create-workspace.tsx';
import { DangerZoneSection } from './danger-zone-section.tsx';
import { InvitationsSection } from './invitations-section.tsx';
import { JoinLinkSection } from './join-link-section.tsx';
import { LogoSection } from './logo-section.tsx';
import { MembersSection } from './members-section.tsx';
import { OwnershipSection, TransferBanner } from './ownership-section.tsx';

export function CompaniesView() {
  const { user, workspace, status, role, manage, hasWorkspace, pendingMember } = useWorkspace();
  const state = workspaceState(status);

  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h4" component="h1">
          {hasWorkspace ? (workspace?.workspace ?? 'Company') : 'Company'}
        </Typography>
        {hasWorkspace ? (
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {role && <Chip size="small" label={workspace?.isPrimaryOwner ? 'Primary owner' : ROLE_LABELS[role]} />}
            <Chip size="small" variant="outlined" color={state.color} label={state.label} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Company information, members and invitations.
            </Typography>
          </Stack>
        ) : null}
      </div>
      {!hasWorkspace ? (
        <CreateWorkspaceView deleted={Boolean(workspace?.deletedAt)} />
      ) : (
        <>
          <ApprovalBanner profile={readProfile(user.profile)} />
          <TransferBanner />
          <CompanySection />
          <LogoSection />
          {/* A member waiting for approval sees the workspace's people once approved. */}
          {!pendingMember && <MembersSection />}
          {manage && <InvitationsSection />}
          {manage && <JoinLinkSection />}
          {workspace?.isPrimaryOwner && <OwnershipSection />}
          {manage && <ActivitySection />}
          <DangerZoneSection />
        </>
      )}
    </Stack>
  );
}
