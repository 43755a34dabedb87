// adminListPayments: every payment for the back-office (/admin/payments): the workspace billed (its name from
// app.tenants), the plan, the amount, what was refunded, the status and the provider's references; filtered by
// status, type, workspace and whether it was refunded; searched by workspace name or a provider id (the payment's
// reference or its payment intent); newest first or by amount. Exported as CSV from the same rows.
import { toMajor } from '@innov/contracts';
import { defineAdminList } from '../admin/admin-list.ts';

export interface PaymentRow {
  id: string;
  type: string;
  status: string;
  provider: string;
  currency: string;
  amount_minor: number;
  refunded_minor: number;
  provider_ref_type: string | null;
  provider_ref_id: string | null;
  payment_intent_id: string | null;
  description: string | null;
  failure_message: string | null;
  tenant_id: string | null;
  workspace: string | null;
  pricing_plan_id: string | null;
  plan_title: string | null;
  plan_tier: string | null;
  user_profile_id: string | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AdminPayment {
  id: string;
  type: string;
  status: string;
  provider: string;
  currency: string;
  /** Pounds (GraphQL keeps the seed's major units); minor units inside. */
  amount: number;
  refundedAmount: number;
  /** What is left to refund: a PAID payment's amount less its refunds, else 0. */
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
  userProfileId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const PAYMENT_SELECT = `select p.id, p.type, p.status, p.provider, p.currency, p.amount_minor, p.refunded_minor,
       p.provider_ref_type, p.provider_ref_id, p.payment_intent_id, p.description, p.failure_message, p.tenant_id,
       t.workspace, p.pricing_plan_id, pp.title as plan_title, pp.tier_id as plan_tier, p.user_profile_id,
       p.paid_at, p.created_at, p.updated_at
  from app.payments p
  left join app.tenants t on t.id = p.tenant_id
  left join app.pricing_plans pp on pp.id = p.pricing_plan_id`;

/** Minor units still refundable: a PAID payment's amount less what was refunded. */
export const refundableMinor = (r: Pick<PaymentRow, 'status' | 'amount_minor' | 'refunded_minor'>) =>
  r.status === 'PAID' ? Math.max(0, r.amount_minor - r.refunded_minor) : 0;

export function toAdminPayment(r: PaymentRow): AdminPayment {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    provider: r.provider,
    currency: r.currency,
    amount: toMajor(r.amount_minor),
    refundedAmount: toMajor(r.refunded_minor),
    refundableAmount: toMajor(refundableMinor(r)),
    refunded: r.refunded_minor > 0,
    providerRefType: r.provider_ref_type,
    providerRefId: r.provider_ref_id,
    paymentIntentId: r.payment_intent_id,
    description: r.description,
    failureMessage: r.failure_message,
    tenantId: r.tenant_id,
    workspace: r.workspace,
    pricingPlanId: r.pricing_plan_id,
    planTitle: r.plan_title,
    planTier: r.plan_tier,
    userProfileId: r.user_profile_id,
    paidAt: r.paid_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const adminPaymentsList = defineAdminList<'payments', PaymentRow, AdminPayment>({
  list: 'payments',
  field: 'adminListPayments',
  select: PAYMENT_SELECT,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.status) where.push(`p.status = ${p.add(filters.status)}`);
    if (filters.type) where.push(`p.type = ${p.add(filters.type)}`);
    if (filters.tenantId) where.push(`p.tenant_id = ${p.add(filters.tenantId)}`);
    if (filters.refunded === 'REFUNDED') where.push('p.refunded_minor > 0');
    if (filters.refunded === 'NOT_REFUNDED') where.push('p.refunded_minor = 0');
    if (search) {
      const pattern = p.contains(search);
      const exact = p.add(search);
      where.push(
        `(t.workspace ilike ${pattern} or p.provider_ref_id = ${exact} or p.payment_intent_id = ${exact} or p.id = ${exact})`,
      );
    }
    return where;
  },
  orderBy: { createdAt: 'p.created_at', amount: 'p.amount_minor' },
  tiebreak: 'p.id',
  toItem: toAdminPayment,
  csv: [
    { header: 'Created', value: (x) => x.createdAt },
    { header: 'Paid', value: (x) => x.paidAt },
    { header: 'Workspace', value: (x) => x.workspace },
    { header: 'Plan', value: (x) => x.planTitle },
    { header: 'Type', value: (x) => x.type },
    { header: 'Status', value: (x) => x.status },
    { header: 'Currency', value: (x) => x.currency },
    { header: 'Amount', value: (x) => x.amount.toFixed(2) },
    { header: 'Refunded', value: (x) => x.refundedAmount.toFixed(2) },
    { header: 'Description', value: (x) => x.description },
    { header: 'Provider reference', value: (x) => x.providerRefId },
    { header: 'Payment intent', value: (x) => x.paymentIntentId },
    { header: 'Workspace id', value: (x) => x.tenantId },
    { header: 'Payment id', value: (x) => x.id },
  ],
  fileName: 'payments',
});
