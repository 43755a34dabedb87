// The users domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminGetUser } from './admin-get-user.ts';
import { adminUsersList } from './admin-list-users.ts';
import { deleteUser } from './delete-user.ts';
import { disableUser } from './disable-user.ts';
import { enableUser } from './enable-user.ts';
import { resetUserPassword } from './reset-user-password.ts';
import { setUserAdmin } from './set-user-admin.ts';
import { signOutUserEverywhere } from './sign-out-user-everywhere.ts';

export const usersAdminFunctions: DomainFunction[] = [
  adminUsersList.fn,
  adminGetUser,
  disableUser,
  enableUser,
  resetUserPassword,
  signOutUserEverywhere,
  setUserAdmin,
  deleteUser,
] as unknown as DomainFunction[];

export const usersAdminLists: Partial<Record<AdminListName, AdminList>> = {
  users: adminUsersList as unknown as AdminList,
};
