'use client';
// The back-office's payment calls: the payments list (adminListPayments), one payment (getAdminPayment, with the
// provider's refunds) and the refund (refundPayment). A refund refetches what shows payments (the Payment tag).
import { BILLING_MESSAGES } from '@innov/contracts';
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminPayment {
  id: string;
  type: 'PAYMENT_INTENT' | 'INVOICE';
  status: 'PENDING' | 'PAID' | 'ERROR';
  provider: string;
  currency: string;
  /** Pounds. */
  amount: number;
  refundedAmount: number;
  refundableAmount: number;
  refunded: boolean;
  providerRefType: string | null;
  providerRefId: string | null;
  paymentIntentId: string | null;
  description: string | null;
  failureMessage: string | null;
  tenantId: string | null;
  workspace: string | null;
  pricingPlanId: string | null;
  planTitle: string | null;
  planTier: string | null;
  paidAt: string | null;
  createdAt: string;
}

export interface TAdminRefund {
  id: string;
  amount: number;
  currency: string;
  status: string | null;
  reason: string | null;
  createdAt: string;
}

const PAYMENT =
  'id type status provider currency amount refundedAmount refundableAmount refunded providerRefType providerRefId ' +
  'paymentIntentId description failureMessage tenantId workspace pricingPlanId planTitle planTier paidAt createdAt';
const TAG = 'Payment';

export const AdminPaymentsQuery = defineAdminListQuery<TAdminPayment>('adminListPayments', PAYMENT, [TAG]);

export const AdminPaymentQuery = defineFunction<(TAdminPayment & { refunds: TAdminRefund[] | null }) | null>(
  {
    name: 'getAdminPayment',
    kind: 'query',
    args: { id: 'ID!' },
    selection: `${PAYMENT} refunds { id amount currency status reason createdAt }`,
  },
  'userPool',
  { provides: [TAG] },
);

export const RefundPayment = defineFunction<TAdminPayment>(
  { name: 'refundPayment', kind: 'mutation', args: { input: 'RefundPaymentInput!' }, selection: PAYMENT },
  'userPool',
  { invalidates: [TAG] },
);

export const paymentHref = (id: string) => `/admin/payments/${encodeURIComponent(id)}`;

export const PAYMENT_STATUS_CHIPS: Record<
  TAdminPayment['status'],
  { label: string; color: 'warning' | 'success' | 'error' }
> = {
  PENDING: { label: 'Pending', color: 'warning' },
  PAID: { label: 'Paid', color: 'success' },
  ERROR: { label: 'Failed', color: 'error' },
};

export const PAYMENT_TYPE_LABELS: Record<TAdminPayment['type'], string> = {
  INVOICE: 'Invoice',
  PAYMENT_INTENT: 'One-off payment',
};

/** "£49.00" for pounds in the payment's currency. */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}

/** Refunded in full, in part, or not at all, in words for a chip. */
export function refundState(
  p: Pick<TAdminPayment, 'refundedAmount' | 'amount'>,
): 'Refunded' | 'Partly refunded' | null {
  if (p.refundedAmount <= 0) return null;
  return p.refundedAmount >= p.amount ? 'Refunded' : 'Partly refunded';
}

/**
 * The amount typed in the refund dialog, checked as the server will: pounds with at most two decimals, more than
 * 0 and at most what is left. Answers the amount or the problem.
 */
export function parseRefundAmount(text: string, left: number): { amount: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: 'Enter an amount like 12.50.' };
  const amount = Number(trimmed);
  if (amount <= 0) return { error: 'Enter more than 0.' };
  if (Math.round(amount * 100) > Math.round(left * 100)) return { error: BILLING_MESSAGES.refundTooLarge };
  return { amount };
}
