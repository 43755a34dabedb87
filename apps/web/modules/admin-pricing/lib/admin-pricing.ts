'use client';
// The back-office's plan and referral code calls: the two lists, save (create or change), a plan's status, and
// deletion. Every change refetches what shows plans or codes (their model tags).
import type {
  DiscountTiming,
  DiscountType,
  PricingPlanStatus,
  PricingTier,
  Recurrence,
  UsageType,
} from '@innov/contracts';
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminPricingPlan {
  id: string;
  order: number;
  price: number;
  currency: string;
  title: string;
  recurrence: Recurrence;
  description: string | null;
  features: string[];
  tierId: PricingTier;
  status: PricingPlanStatus;
  /** Days of free trial without a card (0: none). */
  trialDays: number;
  /** Sign-up plans that chose it. */
  inUse: number;
  workspaces: number;
}

export interface TAdminReferralCode {
  id: string;
  code: string;
  type: DiscountType;
  timing: DiscountTiming;
  usageTypes: UsageType[];
  userValue: number;
  totalValue: number | null;
  remainingBudget: number | null;
  maximumApplications: number | null;
  applications: number;
  expiresAt: string | null;
  active: boolean;
  usable: boolean;
  createdAt: string;
}

const PLAN = 'id order price currency title recurrence description features tierId status trialDays inUse workspaces';
const CODE = `id code type timing usageTypes userValue totalValue remainingBudget maximumApplications applications
  expiresAt active usable createdAt`;

export const PricingPlansQuery = defineAdminListQuery<TAdminPricingPlan>('adminListPricingPlans', PLAN, [
  'PricingPlan',
]);
export const ReferralCodesQuery = defineAdminListQuery<TAdminReferralCode>('adminListReferralCodes', CODE, [
  'ReferralCode',
]);

const plans = { invalidates: ['PricingPlan'] };
const codes = { invalidates: ['ReferralCode'] };

export const SavePricingPlan = defineFunction<{ plan: TAdminPricingPlan; created: boolean }>(
  {
    name: 'savePricingPlan',
    kind: 'mutation',
    args: { input: 'SavePricingPlanInput!' },
    selection: `created plan { ${PLAN} }`,
  },
  'userPool',
  plans,
);
export const SetPricingPlanStatus = defineFunction<{ plan: TAdminPricingPlan }>(
  {
    name: 'setPricingPlanStatus',
    kind: 'mutation',
    args: { input: 'SetPricingPlanStatusInput!' },
    selection: 'plan { id status }',
  },
  'userPool',
  plans,
);
export const DeletePricingPlan = defineFunction<{ id: string }>(
  { name: 'deletePricingPlan', kind: 'mutation', args: { input: 'DeletePricingInput!' }, selection: 'id' },
  'userPool',
  plans,
);
export const SaveReferralCode = defineFunction<{ code: TAdminReferralCode; created: boolean }>(
  {
    name: 'saveReferralCode',
    kind: 'mutation',
    args: { input: 'SaveReferralCodeInput!' },
    selection: `created code { ${CODE} }`,
  },
  'userPool',
  codes,
);
export const DeleteReferralCode = defineFunction<{ id: string }>(
  { name: 'deleteReferralCode', kind: 'mutation', args: { input: 'DeletePricingInput!' }, selection: 'id' },
  'userPool',
  codes,
);

export const PLAN_STATUS_LABELS: Record<PricingPlanStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  ARCHIVED: 'Archived',
};
export const PLAN_STATUS_COLORS: Record<PricingPlanStatus, 'success' | 'warning' | 'default'> = {
  ACTIVE: 'success',
  PAUSED: 'warning',
  ARCHIVED: 'default',
};
export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  ONE_OFF: 'One-off',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  YEARLY: 'Yearly',
};
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = { PERCENTAGE: 'Percentage', FIXED: 'Fixed amount' };
export const DISCOUNT_TIMING_LABELS: Record<DiscountTiming, string> = {
  SIGN_UP: 'Once, at sign-up',
  ONGOING: 'On every payment',
};
export const USAGE_LABELS: Record<UsageType, string> = {
  SIGN_UP: 'Sign-up',
  CONTACT_US: 'Enquiries',
  PAYMENT: 'Payments',
};

/** A `datetime-local` field's value for an ISO time (the reader's time zone), and back. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
