'use client';
// /dashboard/teams/{teamId}: a team's details and members (leads first, with their workspace role). Managers
// (owners and admins of the workspace, the team's leads: Team.canManage, the server's word) rename it, edit
// its description, add members from the workspace, change their team role, remove them and delete the team
// after confirming; a member of the team may leave it; everyone else reads. A team that is not in the caller's
// workspace (or was deleted) reads as not found.
import { PAGE_SIZE, TEAM_ROLES, type TeamRole } from '@innov/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { initialsOf } from '../../dashboard/components/user-menu.tsx';
import { useMembershipRefresh } from '../../dashboard/lib/use-membership-refresh.ts';
import { memberLabel } from '../../dashboard/lib/workspace-members.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import {
  ChangeTeamRole,
  DeleteTeam,
  memberCount,
  RemoveTeamMember,
  TEAM_ROLE_LABELS,
  TEAMS_HREF,
  type Team,
  type TeamMember,
  TeamMemberList,
  TeamQuery,
  WORKSPACE_ROLE_LABELS,
} from '../lib/teams.ts';
import { canLeaveTeam, canManageTeam } from '../lib/teams-access.ts';
import { useTeamsAccess } from '../lib/use-teams-access.ts';
import { TeamAvatar } from './team-avatar.tsx';
import { AddMemberDialog, EditTeamDialog } from './team-dialogs.tsx';
import { LoadMoreFooter, ReadOnlyNotice, TeamRoleChip, TeamsBackLink } from './team-parts.tsx';
import { TeamsGate, type TOpenAccess } from './teams-gate.tsx';

/** Members per page of a team ("Load more" for the rest). */
const MEMBERS_PAGE = PAGE_SIZE * 5;

type TDialog =
  | { kind: 'edit' }
  | { kind: 'add' }
  | { kind: 'delete' }
  | { kind: 'leave' }
  | { kind: 'remove'; member: TeamMember }
  | null;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

function RoleSelect({
  member,
  disabled,
  onChange,
}: {
  member: TeamMember;
  disabled: boolean;
  onChange(role: TeamRole): void;
}) {
  return (
    <TextField
      select
      size="small"
      value={member.role}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TeamRole)}
      sx={{ width: 124 }}
      slotProps={{ htmlInput: { 'aria-label': `Team role of ${memberLabel(member)}` } }}
    >
      {TEAM_ROLES.map((r) => (
        <MenuItem key={r} value={r}>
          {TEAM_ROLE_LABELS[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function MemberRow({
  member,
  me,
  manage,
  busy,
  onRole,
  onRemove,
}: {
  member: TeamMember;
  me: boolean;
  manage: boolean;
  busy: boolean;
  onRole(role: TeamRole): void;
  onRemove(): void;
}) {
  const label = memberLabel(member);
  return (
    <Stack
      component="li"
      direction="row"
      sx={{
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
      data-testid="team-member-row"
    >
      <Avatar
        aria-hidden
        sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'action.selected', color: 'text.primary' }}
      >
        {initialsOf(member.name ?? '', member.email ?? '')}
      </Avatar>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {label}
          </Typography>
          {me ? <Chip size="small" variant="outlined" label="You" /> : null}
          {member.workspaceRole === 'owner' || member.workspaceRole === 'admin' ? (
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 0.75,
                flexShrink: 0,
              }}
              title={`Workspace ${WORKSPACE_ROLE_LABELS[member.workspaceRole].toLowerCase()}`}
            >
              Workspace {WORKSPACE_ROLE_LABELS[member.workspaceRole].toLowerCase()}
            </Typography>
          ) : null}
        </Stack>
        {member.name && member.email ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {member.email}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, ml: { xs: 'auto', sm: 0 } }}>
        {manage ? (
          <RoleSelect member={member} disabled={busy} onChange={onRole} />
        ) : (
          <TeamRoleChip role={member.role} />
        )}
        {manage ? (
          <Tooltip title={me ? 'Leave the team' : 'Remove from the team'}>
            <span>
              <IconButton
                aria-label={me ? 'Leave the team' : `Remove ${label} from the team`}
                onClick={onRemove}
                disabled={busy}
              >
                <PersonRemoveOutlinedIcon />
              </IconButton>
            </span>
          </Tooltip>
        ) : null}
      </Stack>
    </Stack>
  );
}

function NotFound() {
  return (
    <Card variant="outlined">
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1 }}>
        <GroupsOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h6" component="h1">
          Team not found
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 440 }}>
          This team does not exist in your workspace. It may have been deleted.
        </Typography>
        <Button href={TEAMS_HREF} sx={{ mt: 1 }}>
          See all teams
        </Button>
      </Stack>
    </Card>
  );
}

function TeamPage({ teamId, access }: { teamId: string; access: TOpenAccess }) {
  const router = useRouter();
  const call = useCall();
  const { user } = useAuth();
  const refreshMembership = useMembershipRefresh();
  const teamQuery = TeamQuery.useQuery({ variables: { id: teamId } });
  const members = TeamMemberList.usePages({ variables: { teamId, limit: MEMBERS_PAGE } });
  const [changeRole] = ChangeTeamRole.useMutation();
  const [removeMember] = RemoveTeamMember.useMutation();
  const [deleteTeam] = DeleteTeam.useMutation();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [busyUser, setBusyUser] = useState<string | null>(null);
  // Deleted here: the page goes back to the list rather than showing the team as not found meanwhile.
  const [deleted, setDeleted] = useState(false);

  const team: Team | null | undefined = teamQuery.data;
  const items = (members.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const inTeam = useMemo(() => new Set(items.map((m) => m.userId)), [items]);
  const me = user?.sub ?? '';
  const manage = canManageTeam(access, team);
  const mayLeave = canLeaveTeam(access, team);

  if (teamQuery.isLoading || deleted) {
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the team">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={280} />
      </Stack>
    );
  }
  if (teamQuery.isError)
    return <RetryAlert onRetry={() => void teamQuery.refetch()}>{toErrorMessage(teamQuery.error)}</RetryAlert>;
  if (!team) return <NotFound />;

  const onRole = async (member: TeamMember, role: TeamRole) => {
    setBusyUser(member.userId);
    try {
      await call(() => changeRole({ variables: { input: { teamId, userId: member.userId, role } } }).unwrap(), {
        progress: true,
        success: `${memberLabel(member)} is now a ${TEAM_ROLE_LABELS[role].toLowerCase()} of ${team.name}`,
      });
      if (member.userId === me) await refreshMembership('team.');
    } finally {
      setBusyUser(null);
    }
  };

  const remove = async (member: TeamMember): Promise<boolean> => {
    const self = member.userId === me;
    const done = await call(() => removeMember({ variables: { input: { teamId, userId: member.userId } } }).unwrap(), {
      progress: true,
      success: self ? `You left ${team.name}` : `${memberLabel(member)} removed from ${team.name}`,
    });
    if (done === undefined) return false;
    if (self) await refreshMembership('team.');
    return true;
  };

  const leave = () => remove({ userId: me, name: user?.name ?? null, email: user?.email ?? null } as TeamMember);

  const destroy = async (): Promise<boolean> => {
    const done = await call(() => deleteTeam({ variables: { input: { id: teamId } } }).unwrap(), {
      progress: true,
      success: `Team “${team.name}” deleted`,
    });
    if (!done) return false;
    setDeleted(true);
    router.push(TEAMS_HREF);
    return true;
  };

  return (
    <Stack sx={{ gap: 3 }}>
      {access.readOnly ? <ReadOnlyNotice reason={access.readOnly} /> : null}

      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
          <TeamAvatar name={team.name} size={56} />
          <Stack sx={{ gap: 0.75, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {team.name}
            </Typography>
            {team.description ? (
              <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {team.description}
              </Typography>
            ) : null}
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}>
              <Typography variant="body2">{memberCount(team.memberCount)}</Typography>
              <Typography variant="body2" aria-hidden>
                ·
              </Typography>
              <Typography variant="body2">Created {formatDate(team.createdAt)}</Typography>
              {team.myRole ? <TeamRoleChip role={team.myRole} you /> : null}
            </Stack>
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          {manage ? (
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon aria-hidden />}
              onClick={() => setDialog({ kind: 'edit' })}
            >
              Edit details
            </Button>
          ) : null}
          {mayLeave ? (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<LogoutIcon aria-hidden />}
              onClick={() => setDialog({ kind: 'leave' })}
            >
              Leave team
            </Button>
          ) : null}
          {manage ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon aria-hidden />}
              onClick={() => setDialog({ kind: 'delete' })}
            >
              Delete team
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <Card variant="outlined" component="section" aria-labelledby="team-members-heading">
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            px: { xs: 2, sm: 2.5 },
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box>
            <Typography id="team-members-heading" variant="h6" component="h2">
              Members
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {manage ? 'Leads manage the team with the workspace’s owners and admins.' : 'Leads manage the team.'}
            </Typography>
          </Box>
          {manage ? (
            <Button
              variant="contained"
              startIcon={<PersonAddAlt1OutlinedIcon aria-hidden />}
              onClick={() => setDialog({ kind: 'add' })}
              sx={{ flexShrink: 0 }}
            >
              Add member
            </Button>
          ) : null}
        </Stack>
        {members.isLoading ? (
          <Stack sx={{ p: 2.5, gap: 2 }} role="status" aria-label="Loading members">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : members.isError && items.length === 0 ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {toErrorMessage(members.error)}
          </Alert>
        ) : items.length === 0 ? (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6, gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>No members yet</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
              {manage ? 'Add people from your workspace to this team.' : 'No one has been added to this team yet.'}
            </Typography>
          </Stack>
        ) : (
          <List
            aria-label={`Members of ${team.name}`}
            sx={{ py: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {items.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                me={member.userId === me}
                manage={manage}
                busy={busyUser === member.userId}
                onRole={(role) => void onRole(member, role)}
                onRemove={() => setDialog(member.userId === me ? { kind: 'leave' } : { kind: 'remove', member })}
              />
            ))}
          </List>
        )}
        <LoadMoreFooter pages={members} />
      </Card>

      <EditTeamDialog team={team} open={dialog?.kind === 'edit'} onClose={() => setDialog(null)} />
      <AddMemberDialog team={team} exclude={inTeam} open={dialog?.kind === 'add'} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={dialog?.kind === 'remove' ? `Remove ${memberLabel(dialog.member)}?` : 'Remove member?'}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => (dialog?.kind === 'remove' ? remove(dialog.member) : Promise.resolve(true))}
        onClose={() => setDialog(null)}
      >
        They leave {team.name} and stay in the workspace. They can be added again at any time.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'leave'}
        title={`Leave ${team.name}?`}
        confirmLabel="Leave team"
        tone="danger"
        onConfirm={leave}
        onClose={() => setDialog(null)}
      >
        You stay in the workspace and can still see the team. A lead, owner or admin can add you again.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={`Delete ${team.name}?`}
        confirmLabel="Delete team"
        tone="danger"
        onConfirm={destroy}
        onClose={() => setDialog(null)}
      >
        The team and its {team.memberCount === 1 ? 'membership' : `${team.memberCount} memberships`} are deleted for
        good. Its members stay in the workspace.
      </ConfirmDialog>
    </Stack>
  );
}

export function TeamView({ teamId }: { teamId: string }) {
  const { access, retry } = useTeamsAccess();
  return (
    <Stack sx={{ gap: 2, maxWidth: 1040 }}>
      <TeamsBackLink />
      <TeamsGate access={access} retry={retry}>
        {(open) => <TeamPage teamId={teamId} access={open} />}
      </TeamsGate>
    </Stack>
  );
}
