'use client';
// The workspace's members: name, e-mail, role, joined, status; searched by name or e-mail on the server, paged
// with "Load more", All or Pending. Owners and admins change roles (as far as their own role allows), remove
// members (after a confirmation) and approve or decline those who asked to join by the join link.
import type { WorkspaceRole } from '@innov/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { SectionCard } from '../../account/components/section-card.tsx';
import { initialsOf } from '../../dashboard/components/user-menu.tsx';
import { useMembershipRefresh } from '../../dashboard/lib/use-membership-refresh.ts';
import { WorkspaceMemberList } from '../../dashboard/lib/workspace-members.ts';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { useWorkspace } from '../lib/use-workspace.ts';
import {
  ApproveMember,
  ChangeMemberRole,
  MEMBERS_PAGE_SIZE,
  RemoveMember,
  type WorkspaceMember,
} from '../lib/workspace-api.ts';
import { assignableRoles, canRemove, ROLE_LABELS, shortDate } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type TFilter = 'all' | 'pending';

export function MembersSection() {
  const { manage, role, userId, active } = useWorkspace();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TFilter>('all');
  const query = useDeferredValue(search.trim());
  const pages = WorkspaceMemberList.usePages({
    variables: {
      limit: MEMBERS_PAGE_SIZE,
      ...(query ? { search: query } : {}),
      ...(filter === 'pending' ? { status: 'PENDING' } : {}),
    },
  });
  const loaded = pages.data?.pages ?? [];
  const first = loaded[0];
  const seen = new Set<string>();
  const members = loaded
    .flatMap((p) => p?.items ?? [])
    .filter((m) => {
      if (seen.has(m.userId)) return false;
      seen.add(m.userId);
      return true;
    });
  const pendingCount = first?.pendingCount ?? 0;
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const [remove] = RemoveMember.useMutation();
  const call = useCall();
  const headingId = useId();

  return (
    <SectionCard
      id="members"
      title="Members"
      description={
        first
          ? `${first.total} ${first.total === 1 ? 'person' : 'people'} in this workspace${pendingCount ? `, ${pendingCount} waiting for approval` : ''}.`
          : 'Everyone in this workspace.'
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 1, alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label="Search members"
          placeholder="Name or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {manage && (
          <Tabs
            value={filter}
            onChange={(_e, value: TFilter) => setFilter(value)}
            aria-label="Which members"
            sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}
          >
            <Tab value="all" label="All" />
            <Tab value="pending" label={pendingCount ? `Pending (${pendingCount})` : 'Pending'} />
          </Tabs>
        )}
      </Stack>
      <Typography id={headingId} sx={visuallyHidden}>
        Members list
      </Typography>
      {pages.isLoading ? (
        <Stack spacing={1} sx={{ mt: 2 }} role="status" aria-busy="true" aria-label="Loading members">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : pages.isError ? (
        <Typography sx={{ color: 'error.main', mt: 2 }} role="alert">
          The members could not be loaded. {(pages.error as { message?: string } | undefined)?.message}
        </Typography>
      ) : members.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
          {query
            ? `Nobody matches “${query}”.`
            : filter === 'pending'
              ? 'Nobody is waiting for approval.'
              : 'No members yet.'}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {members.map((m) => (
            <MemberRow
              key={m.userId}
              member={m}
              me={m.userId === userId}
              callerRole={manage ? role : null}
              canWrite={active}
              onRemove={() => setRemoving(m)}
              removable={manage && canRemove({ role, userId }, m)}
            />
          ))}
        </Box>
      )}
      {pages.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <LoadMoreButton variant="outlined" pages={pages} />
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.name || removing?.email || 'this member'}?`}
        confirmLabel="Remove"
        tone="danger"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return false;
          const done = await call(() => remove({ variables: { input: { userId: removing.userId } } }).unwrap(), {
            progress: true,
            success: `${removing.name || removing.email} was removed`,
          });
          return done !== undefined;
        }}
      >
        They lose access to the workspace and its teams at once. You can invite them again later.
      </ConfirmDialog>
    </SectionCard>
  );
}

function MemberRow({
  member,
  me,
  callerRole,
  canWrite,
  removable,
  onRemove,
}: {
  member: WorkspaceMember;
  me: boolean;
  callerRole: WorkspaceRole | null;
  canWrite: boolean;
  removable: boolean;
  onRemove(): void;
}) {
  const [changeRole, changing] = ChangeMemberRole.useMutation();
  const [approve, approving] = ApproveMember.useMutation();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const refreshMembership = useMembershipRefresh();
  const call = useCall();
  const menuId = useId();
  const display = member.name || member.email || 'Unnamed member';
  const roles = member.status === 'ACTIVE' && canWrite ? assignableRoles(callerRole, member.role) : [];
  const pending = member.status === 'PENDING';

  async function decide(decision: 'APPROVE' | 'DECLINE') {
    await call(() => approve({ variables: { input: { userId: member.userId, decision } } }).unwrap(), {
      progress: true,
      success: decision === 'APPROVE' ? `${display} is now a member` : `${display}’s request was declined`,
    });
  }

  return (
    <Box
      component="li"
      data-testid="member-row"
      aria-label={display}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: 'auto minmax(0, 1fr) 150px 110px 170px' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'action.selected', color: 'text.primary' }}>
        {initialsOf(member.name ?? '', member.email ?? '')}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {display}
            {me && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                (you)
              </Box>
            )}
          </Typography>
          {member.isPrimaryOwner && <Chip size="small" label="Primary owner" variant="outlined" />}
          {pending && <Chip size="small" color="warning" label="Pending approval" />}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {member.email}
        </Typography>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '2 / 3', md: 'auto' },
          gridRow: { xs: 2, md: 'auto' },
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {roles.length > 0 && !member.isPrimaryOwner ? (
          <TextField
            select
            size="small"
            label="Role"
            value={member.role}
            disabled={changing.isLoading}
            onChange={(e) =>
              void call(
                () => changeRole({ variables: { input: { userId: member.userId, role: e.target.value } } }).unwrap(),
                { progress: true, success: `${display} is now ${ROLE_LABELS[e.target.value as WorkspaceRole]}` },
              ).then((done) => {
                // One's own role changed: new tokens, so menus and claims follow.
                if (done && me) void refreshMembership('workspace.');
              })
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': `Role of ${display}` },
            }}
            sx={{ minWidth: 130 }}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </TextField>
        ) : (
          <Chip size="small" label={ROLE_LABELS[member.role] ?? member.role} />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
          Joined {shortDate(member.joinedAt)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>
        <Box component="span" sx={visuallyHidden}>
          Joined{' '}
        </Box>
        {shortDate(member.joinedAt)}
      </Typography>
      <Box
        sx={{
          // A phone puts the approval buttons on a line of their own, under the member.
          gridColumn: { xs: pending ? '2 / 4' : '3 / 4', md: 'auto' },
          gridRow: { xs: pending ? 3 : '1 / 3', md: 'auto' },
          display: 'flex',
          gap: 1,
          justifyContent: { xs: pending ? 'flex-start' : 'flex-end', md: 'flex-end' },
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {pending && callerRole && canWrite ? (
          <>
            <Button
              size="small"
              variant="contained"
              loading={approving.isLoading}
              onClick={() => void decide('APPROVE')}
            >
              Approve
            </Button>
            <Button size="small" color="inherit" disabled={approving.isLoading} onClick={() => void decide('DECLINE')}>
              Decline
            </Button>
          </>
        ) : removable && canWrite ? (
          <>
            <IconButton
              aria-label={`Actions for ${display}`}
              aria-haspopup="menu"
              aria-controls={menu ? menuId : undefined}
              aria-expanded={menu ? true : undefined}
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu
              id={menuId}
              anchorEl={menu}
              open={Boolean(menu)}
              onClose={() => setMenu(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              <MenuItem
                sx={{ color: 'error.main' }}
                onClick={() => {
                  setMenu(null);
                  onRemove();
                }}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <PersonRemoveOutlinedIcon fontSize="small" aria-hidden />
                </ListItemIcon>
                Remove from workspace
              </MenuItem>
            </Menu>
          </>
        ) : (
          <Box sx={{ width: 40 }} aria-hidden />
        )}
      </Box>
    </Box>
  );
}
