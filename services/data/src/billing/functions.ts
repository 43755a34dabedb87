// The billing domain's functions (the workspace's side; the back-office's are admin.ts).
import type { DomainFunction } from '../domain/function.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePlan } from './change-plan.ts';
import { getMySubscription } from './get-my-subscription.ts';
import { listBillingPlans } from './list-billing-plans.ts';
import { listMyInvoices } from './list-my-invoices.ts';
import { listMyPayments } from './list-my-payments.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { previewPlanChange } from './preview-plan-change.ts';
import { resumeSubscription } from './resume-subscription.ts';
import { startCheckout } from './start-checkout.ts';
import { startTrial } from './start-trial.ts';
import { updateBillingDetails } from './update-billing-details.ts';

export const billingFunctions = [
  getMySubscription,
  listBillingPlans,
  listMyInvoices,
  listMyPayments,
  previewPlanChange,
  startCheckout,
  startTrial,
  changePlan,
  cancelSubscription,
  resumeSubscription,
  openBillingPortal,
  updateBillingDetails,
] as DomainFunction[];
