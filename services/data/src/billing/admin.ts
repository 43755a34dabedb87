// The billing domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminPaymentsList } from './admin-list-payments.ts';
import { getAdminPayment } from './get-admin-payment.ts';
import { refundPayment } from './refund-payment.ts';

export const billingAdminFunctions: DomainFunction[] = [
  adminPaymentsList.fn,
  getAdminPayment,
  refundPayment,
] as unknown as DomainFunction[];

export const billingAdminLists: Partial<Record<AdminListName, AdminList>> = {
  payments: adminPaymentsList as unknown as AdminList,
};
