// Every back-office list, by its contracts name: the export (http/admin-exports.ts) finds a list's rows and CSV
// columns here. Each domain declares its lists in its `admin.ts`; their Queries are listed in domain/registry.ts
// with the domain's other admin functions.
import type { AdminListName } from '@innov/contracts';
import { billingAdminLists } from '../billing/admin.ts';
import { contentAdminLists } from '../content/admin.ts';
import { enquiriesAdminLists } from '../enquiries/admin.ts';
import { newsletterAdminLists } from '../newsletter/admin.ts';
import { pricingAdminLists } from '../pricing/admin.ts';
import { surveysAdminLists } from '../surveys/admin.ts';
import { usersAdminLists } from '../users/admin.ts';
import { workspacesAdminLists } from '../workspaces/admin.ts';
import type { AdminList } from './admin-list.ts';
import { auditAdminLists } from './audit-log.ts';

export const ADMIN_LIST_TABLE: Partial<Record<AdminListName, AdminList>> = {
  ...usersAdminLists,
  ...workspacesAdminLists,
  ...contentAdminLists,
  ...surveysAdminLists,
  ...pricingAdminLists,
  ...enquiriesAdminLists,
  ...newsletterAdminLists,
  ...billingAdminLists,
  ...auditAdminLists,
};
