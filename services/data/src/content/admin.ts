// The content domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminGetResource } from './admin-get-resource.ts';
import { adminListResources } from './admin-list-resources.ts';
import { deleteResource } from './delete-resource.ts';
import { publishResource } from './publish-resource.ts';
import { saveResource } from './save-resource.ts';
import { unpublishResource } from './unpublish-resource.ts';

export const contentAdminFunctions: DomainFunction[] = [
  adminListResources.fn,
  adminGetResource as unknown as DomainFunction,
  saveResource as unknown as DomainFunction,
  publishResource as unknown as DomainFunction,
  unpublishResource as unknown as DomainFunction,
  deleteResource as unknown as DomainFunction,
];

export const contentAdminLists: Partial<Record<AdminListName, AdminList>> = {
  resources: adminListResources as unknown as AdminList,
};
