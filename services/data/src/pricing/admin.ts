// The pricing domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminPricingPlansList } from './admin-list-pricing-plans.ts';
import { adminReferralCodesList } from './admin-list-referral-codes.ts';
import { deletePricingPlan } from './delete-pricing-plan.ts';
import { deleteReferralCode } from './delete-referral-code.ts';
import { savePricingPlan } from './save-pricing-plan.ts';
import { saveReferralCode } from './save-referral-code.ts';
import { setPricingPlanStatus } from './set-pricing-plan-status.ts';

export const pricingAdminFunctions: DomainFunction[] = [
  adminPricingPlansList.fn,
  savePricingPlan,
  setPricingPlanStatus,
  deletePricingPlan,
  adminReferralCodesList.fn,
  saveReferralCode,
  deleteReferralCode,
] as unknown as DomainFunction[];

export const pricingAdminLists: Partial<Record<AdminListName, AdminList>> = {
  pricingPlans: adminPricingPlansList as unknown as AdminList,
  referralCodes: adminReferralCodesList as unknown as AdminList,
};
