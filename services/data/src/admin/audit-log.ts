// The back-office's audit log list.
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from './admin-list.ts';

export const auditAdminLists: Partial<Record<AdminListName, AdminList>> = {};
