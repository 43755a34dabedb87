// The workspaces domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts). The review actions (reviewWorkspace, restoreWorkspace,
// setWorkspacePlan), older than the back-office, are listed in domain/registry.ts with the domain's others.
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminListWorkspaces } from './admin-list-workspaces.ts';

export const workspacesAdminFunctions: DomainFunction[] = [adminListWorkspaces.fn];

export const workspacesAdminLists: Partial<Record<AdminListName, AdminList>> = {
  workspaces: adminListWorkspaces as unknown as AdminList,
};
