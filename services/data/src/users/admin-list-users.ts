// adminListUsers: every user for the back-office (/admin/users), from the users projection (the profile and its
// copy of the identity account): searched by e-mail or name; filtered by status, workspace, group and two-step
// verification; newest first. Exported as CSV from the same rows.
import { ADMINS_GROUP } from '@innov/platform';
import { defineAdminList } from '../admin/admin-list.ts';
import { type AdminUser, toAdminUser, USER_SELECT, type UserRow } from './user-admin.ts';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export const adminUsersList = defineAdminList<'users', UserRow, AdminUser>({
  list: 'users',
  field: 'adminListUsers',
  select: USER_SELECT,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.status) where.push(`u.enabled = ${p.add(filters.status === 'ENABLED')}`);
    if (filters.tenantId) where.push(`u.tenant_id = ${p.add(filters.tenantId)}`);
    if (filters.group === 'admins') where.push(`u.groups ? ${p.add(ADMINS_GROUP)}`);
    if (filters.group === 'none') where.push(`jsonb_array_length(u.groups) = 0`);
    if (filters.mfa) where.push(`u.mfa_enabled = ${p.add(filters.mfa === 'ON')}`);
    if (search) {
      const pattern = p.contains(search);
      where.push(`(u.email ilike ${pattern} or u.name ilike ${pattern})`);
    }
    return where;
  },
  orderBy: {
    createdAt: 'u.created_at',
    name: `lower(coalesce(nullif(u.name, ''), u.email))`,
    email: 'lower(u.email)',
  },
  tiebreak: 'u.id',
  toItem: toAdminUser,
  csv: [
    { header: 'Name', value: (u) => u.name },
    { header: 'E-mail', value: (u) => u.email },
    { header: 'Workspace', value: (u) => u.workspace },
    { header: 'Role', value: (u) => u.role },
    { header: 'Status', value: (u) => (u.enabled ? 'Enabled' : 'Disabled') },
    { header: 'Admin', value: (u) => yesNo(u.isAdmin) },
    { header: 'Two-step verification', value: (u) => yesNo(u.mfaEnabled) },
    { header: 'Created', value: (u) => u.createdAt },
    { header: 'User id', value: (u) => u.id },
  ],
  fileName: 'users',
});
