'use client';
// /admin/users: every user, newest first, searched by e-mail or name and filtered by status, group, two-step
// verification and workspace (a workspace's name in the table narrows the list to it); CSV export of what the
// filters select. A name opens the user's page, where the actions are.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { type TAdminListHandle, useAdminList } from '../../admin/lib/use-admin-list.ts';
import { dateTime } from '../../admin-enquiries/lib/enquiry-format.ts';
import { AdminUsersQuery, ROLE_LABELS, type TAdminUser, userLabel } from '../lib/admin-users.ts';

export const userHref = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export function UserStatusChip({ enabled }: { enabled: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={enabled ? 'success' : 'error'}
      label={enabled ? 'Enabled' : 'Disabled'}
    />
  );
}

export function AdminUsersView() {
  const list = useAdminList('users', AdminUsersQuery);
  const tenantId = list.state.filters.tenantId;
  const workspaceName = list.data?.items.find((u) => u.tenantId === tenantId)?.workspace;

  const columns: TAdminColumn<TAdminUser>[] = [
    {
      key: 'name',
      label: 'Name',
      sortKey: 'name',
      minWidth: 160,
      render: (u) => (
        <Link component={NextLink} href={userHref(u.id)}>
          {userLabel(u)}
        </Link>
      ),
    },
    { key: 'email', label: 'E-mail', sortKey: 'email', minWidth: 200, render: (u) => u.email ?? '—' },
    {
      key: 'workspace',
      label: 'Workspace',
      minWidth: 160,
      render: (u) =>
        u.tenantId && u.workspace ? (
          <Stack>
            <Link
              component="button"
              type="button"
              onClick={() => list.setFilter('tenantId', u.tenantId)}
              sx={{ textAlign: 'left' }}
              aria-label={`Show the users of ${u.workspace}`}
            >
              {u.workspace}
            </Link>
            {u.role && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {ROLE_LABELS[u.role] ?? u.role}
              </Box>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    { key: 'status', label: 'Status', nowrap: true, render: (u) => <UserStatusChip enabled={u.enabled} /> },
    {
      key: 'admin',
      label: 'Admin',
      nowrap: true,
      render: (u) => (u.isAdmin ? <Chip size="small" color="primary" variant="outlined" label="Admin" /> : '—'),
    },
    { key: 'mfa', label: 'Two-step', nowrap: true, render: (u) => (u.mfaEnabled ? 'On' : 'Off') },
    {
      key: 'created',
      label: 'Created',
      sortKey: 'createdAt',
      nowrap: true,
      render: (u) => (
        <Box component="time" dateTime={u.createdAt}>
          {dateTime(u.createdAt)}
        </Box>
      ),
    },
  ];

  return (
    <AdminPage
      title="Users"
      description="Everyone with an account. Open a user to see their sign-ins and devices, or to act on their account."
    >
      <AdminListToolbar
        list={list as TAdminListHandle<unknown>}
        searchPlaceholder="E-mail or name"
        filters={[
          {
            key: 'status',
            label: 'Status',
            options: [
              { value: 'ENABLED', label: 'Enabled' },
              { value: 'DISABLED', label: 'Disabled' },
            ],
          },
          {
            key: 'group',
            label: 'Group',
            options: [
              { value: 'admins', label: 'Platform admins' },
              { value: 'none', label: 'No group' },
            ],
          },
          {
            key: 'mfa',
            label: 'Two-step verification',
            options: [
              { value: 'ON', label: 'On' },
              { value: 'OFF', label: 'Off' },
            ],
          },
        ]}
      >
        {tenantId && (
          <Chip label={`Workspace: ${workspaceName ?? tenantId}`} onDelete={() => list.setFilter('tenantId', null)} />
        )}
      </AdminListToolbar>
      <AdminTable
        list={list}
        columns={columns}
        rowKey={(u) => u.id}
        label="Users"
        emptyText="Nobody has an account yet."
        filteredEmptyText="No user matches these filters."
      />
    </AdminPage>
  );
}
