'use client';
// /admin/users/[userId]: one user. Their profile and workspace, the identity account (status, two-step
// verification, groups), the latest sign-ins (identity's log) and their devices; and the actions on the account,
// each confirmed in a dialog that says what it does. Those that take access away (disable, reset the password,
// sign out everywhere, admin rights, delete) ask for the admin's own password too.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminRecordFallback } from '../../admin/components/admin-record-fallback.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { RecordFact, RecordTime } from '../../admin/components/record-facts.tsx';
import { confirmedAction } from '../../admin-enquiries/lib/confirmed-action.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { TableRegion } from '../../layout/components/table-region.tsx';
import {
  ACCOUNT_STATUS_LABELS,
  AdminUserQuery,
  AUTH_EVENT_LABELS,
  DeleteUser,
  DisableUser,
  EnableUser,
  MFA_FACTOR_LABELS,
  ResetUserPassword,
  ROLE_LABELS,
  SetUserAdmin,
  SignOutUserEverywhere,
  type TAdminAuthEvent,
  type TAdminUserDetail,
  type TAdminUserDevice,
  userLabel,
} from '../lib/admin-users.ts';
import { UserStatusChip } from './admin-users-view.tsx';

const BACK = (
  <Link component={NextLink} href="/admin/users" color="inherit">
    Users
  </Link>
);

type TActionKind = 'disable' | 'enable' | 'reset' | 'signOut' | 'makeAdmin' | 'removeAdmin' | 'delete';

interface TActionSpec {
  button: string;
  title: string;
  confirmLabel: string;
  text: ReactNode;
  requirePassword: boolean;
  tone: 'danger' | 'default';
  done: string;
  run(password: string): Promise<unknown>;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function AdminUserView({ userId }: { userId: string }) {
  const detail = AdminUserQuery.useQuery({ variables: { userId } });
  const data = detail.data;

  if (detail.isLoading || !data)
    return (
      <AdminRecordFallback
        loading={detail.isLoading}
        error={detail.error}
        overline={BACK}
        noun="user"
        back={{ href: '/admin/users', label: 'Back to the users' }}
      />
    );
  return <UserPage detail={data} />;
}

function UserPage({ detail }: { detail: TAdminUserDetail }) {
  const { user, account } = detail;
  const { user: me } = useAuth();
  const router = useRouter();
  const yourself = me?.id === user.id;
  const [pending, setPending] = useState<TActionKind | null>(null);
  const [disable] = DisableUser.useMutation();
  const [enable] = EnableUser.useMutation();
  const [reset] = ResetUserPassword.useMutation();
  const [signOut] = SignOutUserEverywhere.useMutation();
  const [setAdmin] = SetUserAdmin.useMutation();
  const [remove] = DeleteUser.useMutation();
  const who = userLabel(user);
  const input = (password: string) => ({ variables: { input: { userId: user.id, password } } });

  const actions: Record<TActionKind, TActionSpec> = {
    disable: {
      button: 'Disable',
      title: `Disable ${who}?`,
      confirmLabel: 'Disable user',
      text: `${who} is signed out everywhere at once and can no longer sign in until the account is enabled again. Their data stays.`,
      requirePassword: true,
      tone: 'danger',
      done: `${who} is disabled`,
      run: (password) => disable(input(password)).unwrap(),
    },
    enable: {
      button: 'Enable',
      title: `Enable ${who}?`,
      confirmLabel: 'Enable user',
      text: `${who} can sign in again with their password.`,
      requirePassword: false,
      tone: 'default',
      done: `${who} is enabled`,
      run: () => enable({ variables: { input: { userId: user.id } } }).unwrap(),
    },
    reset: {
      button: 'Reset password',
      title: `Reset the password of ${who}?`,
      confirmLabel: 'Reset password',
      text: `Their current password stops working. ${user.email ?? 'They'} receive${user.email ? 's' : ''} a code by e-mail to choose a new one at their next sign-in.`,
      requirePassword: true,
      tone: 'danger',
      done: `${who} must choose a new password`,
      run: (password) => reset(input(password)).unwrap(),
    },
    signOut: {
      button: 'Sign out everywhere',
      title: `Sign ${who} out everywhere?`,
      confirmLabel: 'Sign out everywhere',
      text: `Every session of ${who} ends now, on every device; they can sign in again with their password.`,
      requirePassword: true,
      tone: 'danger',
      done: `${who} is signed out everywhere`,
      run: (password) => signOut(input(password)).unwrap(),
    },
    makeAdmin: {
      button: 'Make admin',
      title: `Make ${who} a platform admin?`,
      confirmLabel: 'Make admin',
      text: `${who} joins the admins group: the back-office opens to them, once they have two-step verification on, with every action on every account and workspace.`,
      requirePassword: true,
      tone: 'danger',
      done: `${who} is a platform admin`,
      run: (password) => setAdmin({ variables: { input: { userId: user.id, admin: true, password } } }).unwrap(),
    },
    removeAdmin: {
      button: 'Remove admin',
      title: `Remove ${who} from the admins?`,
      confirmLabel: 'Remove admin',
      text: `${who} leaves the admins group and loses the back-office at once. Their account stays as it is.`,
      requirePassword: true,
      tone: 'danger',
      done: `${who} is no longer a platform admin`,
      run: (password) => setAdmin({ variables: { input: { userId: user.id, admin: false, password } } }).unwrap(),
    },
    delete: {
      button: 'Delete',
      title: `Delete ${who}?`,
      confirmLabel: 'Delete user',
      text: `The account of ${who} is deleted with their profile, notifications, survey answers, files and memberships. This cannot be undone. What belongs to their workspace stays with it.`,
      requirePassword: true,
      tone: 'danger',
      done: `${who} is deleted`,
      run: async (password) => {
        await remove(input(password)).unwrap();
        router.push('/admin/users');
      },
    },
  };

  const available: TActionKind[] = [
    user.enabled ? 'disable' : 'enable',
    'reset',
    'signOut',
    user.isAdmin ? 'removeAdmin' : 'makeAdmin',
    'delete',
  ];
  // An admin does not lock themselves out from here (the server refuses it too).
  const own: ReadonlySet<TActionKind> = new Set(['disable', 'removeAdmin', 'delete']);
  const current = pending ? actions[pending] : null;

  return (
    <AdminPage
      overline={BACK}
      title={who}
      description={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <span>{user.email}</span>
          <UserStatusChip enabled={user.enabled} />
          {user.isAdmin && <Chip size="small" color="primary" variant="outlined" label="Platform admin" />}
          <Chip
            size="small"
            variant="outlined"
            color={user.mfaEnabled ? 'success' : 'default'}
            label={user.mfaEnabled ? 'Two-step on' : 'Two-step off'}
          />
        </Stack>
      }
      actions={available.map((kind) => (
        <Button
          key={kind}
          variant={kind === 'delete' ? 'contained' : 'outlined'}
          color={actions[kind].tone === 'danger' ? 'error' : 'primary'}
          disabled={yourself && own.has(kind)}
          onClick={() => setPending(kind)}
        >
          {actions[kind].button}
        </Button>
      ))}
    >
      {yourself && (
        <Alert severity="info">This is your own account: you cannot disable, delete or demote it here.</Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Profile" id="user-profile">
            <Box component="dl" sx={{ m: 0 }}>
              <RecordFact label="Name">{user.name || '—'}</RecordFact>
              <RecordFact label="E-mail">{user.email || '—'}</RecordFact>
              <RecordFact label="Created">
                <RecordTime iso={user.createdAt} />
              </RecordFact>
              <RecordFact label="User id">{user.id}</RecordFact>
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Workspace" id="user-workspace">
            {user.tenantId ? (
              <Box component="dl" sx={{ m: 0 }}>
                <RecordFact label="Workspace">
                  <Link component={NextLink} href={`/admin/users?tenantId=${encodeURIComponent(user.tenantId)}`}>
                    {user.workspace ?? user.tenantId}
                  </Link>
                </RecordFact>
                <RecordFact label="Role">{user.role ? (ROLE_LABELS[user.role] ?? user.role) : '—'}</RecordFact>
                <RecordFact label="Workspace status">{user.workspaceStatus ?? '—'}</RecordFact>
              </Box>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>Not in a workspace.</Typography>
            )}
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Account" id="user-account">
            {account ? (
              <Box component="dl" sx={{ m: 0 }}>
                <RecordFact label="Sign-in">{account.enabled ? 'Enabled' : 'Disabled'}</RecordFact>
                <RecordFact label="Account status">
                  {ACCOUNT_STATUS_LABELS[account.status] ?? account.status}
                </RecordFact>
                <RecordFact label="E-mail verified">{account.emailVerified ? 'Yes' : 'No'}</RecordFact>
                <RecordFact label="Two-step verification">
                  {account.mfaEnabled
                    ? `On — ${account.mfaFactors.map((f) => MFA_FACTOR_LABELS[f] ?? f).join(', ')}`
                    : 'Off'}
                </RecordFact>
                <RecordFact label="Groups">{account.groups.length ? account.groups.join(', ') : 'None'}</RecordFact>
                <RecordFact label="Last changed">
                  <RecordTime iso={account.updatedAt} />
                </RecordFact>
              </Box>
            ) : (
              <Alert severity="warning">The identity account of this user no longer exists.</Alert>
            )}
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Sign-in history" id="user-sign-ins">
            <SignIns events={detail.signIns} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title="Devices" id="user-devices">
            <Devices devices={detail.devices} />
          </Section>
        </Grid>
      </Grid>
      <ConfirmActionDialog
        open={current !== null}
        title={current?.title ?? ''}
        confirmLabel={current?.confirmLabel ?? ''}
        tone={current?.tone}
        requirePassword={current?.requirePassword}
        onClose={() => setPending(null)}
        onConfirm={(password) =>
          current ? confirmedAction(() => current.run(password), current.done) : Promise.resolve(false)
        }
      >
        {current?.text}
      </ConfirmActionDialog>
    </AdminPage>
  );
}

function outcome(e: TAdminAuthEvent): string {
  if (e.response === 'Pass') return 'Succeeded';
  if (e.response === 'Fail') return 'Failed';
  return 'In progress';
}

function SignIns({ events }: { events: TAdminAuthEvent[] }) {
  if (events.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No sign-ins yet.</Typography>;
  return (
    <TableRegion aria-label="Sign-in history">
      <Table size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>When</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Event</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Outcome</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Steps</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Device</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>Address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RecordTime iso={e.at} />
              </TableCell>
              <TableCell>{AUTH_EVENT_LABELS[e.type] ?? e.type}</TableCell>
              <TableCell>{outcome(e)}</TableCell>
              <TableCell>
                {e.challenges.length
                  ? e.challenges
                      .map(
                        (c) => `${c.name === 'Mfa' ? 'Second step' : c.name} ${c.response === 'Success' ? '✓' : '✗'}`,
                      )
                      .join(', ')
                  : '—'}
              </TableCell>
              <TableCell>{e.deviceName ?? '—'}</TableCell>
              <TableCell>{e.ipAddress ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

function Devices({ devices }: { devices: TAdminUserDevice[] }) {
  if (devices.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No devices.</Typography>;
  return (
    <List dense aria-label="Devices">
      {devices.map((d) => (
        <ListItem key={d.deviceKey} disableGutters>
          <ListItemText
            primary={`${d.name ?? 'Unnamed device'}${d.remembered ? ' (remembered)' : ''}`}
            secondary={
              <>
                Last sign-in <RecordTime iso={d.lastAuthenticatedAt} />
                {d.lastIp ? ` from ${d.lastIp}` : ''}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
