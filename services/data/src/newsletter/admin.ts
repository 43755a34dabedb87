// The newsletter domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminNewsletterList } from './admin-list-newsletter.ts';
import { deleteNewsletterSubscription } from './delete-newsletter-subscription.ts';

export const newsletterAdminFunctions: DomainFunction[] = [
  adminNewsletterList.fn,
  deleteNewsletterSubscription,
] as unknown as DomainFunction[];

export const newsletterAdminLists: Partial<Record<AdminListName, AdminList>> = {
  newsletter: adminNewsletterList as unknown as AdminList,
};
