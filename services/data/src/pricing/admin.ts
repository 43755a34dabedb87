// The pricing domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';

export const pricingAdminFunctions: DomainFunction[] = [];

export const pricingAdminLists: Partial<Record<AdminListName, AdminList>> = {};
