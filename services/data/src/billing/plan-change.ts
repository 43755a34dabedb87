// What previewPlanChange and changePlan share: the workspace's current subscription, the plan to move to (bought
// like any plan, recurring, not the one it has) with its provider price, and the proration date (the preview's, so
// the invoice the change makes equals the preview the owner confirmed).
import { BILLING_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { requireBillingManager } from './access.ts';
import { isRecurring, loadPlan, requirePurchasable, syncPlanPrice } from './plans.ts';
import { currentSubscription } from './state.ts';

export const ZPlanChangeArgs = z.object({
  input: z.object({
    pricingPlanId: z.string().min(1).max(128),
    /** Unix seconds, from the preview (at most a day old, never in the future beyond a minute). */
    prorationDate: z.number().int().min(0).max(4_102_444_800).nullish(),
  }),
});

export async function planChangeTarget(
  ctx: DomainContext,
  input: z.infer<typeof ZPlanChangeArgs>['input'],
  field: string,
  typeName: 'Query' | 'Mutation',
) {
  const w = await requireBillingManager(ctx.principal, field, typeName);
  const sub = await currentSubscription(ctx.db.query, w.tenantId);
  if (!sub?.item_id || sub.status === 'incomplete') throw Errors.validation(BILLING_MESSAGES.noSubscription);
  const plan = requirePurchasable(await loadPlan(ctx.db.query, input.pricingPlanId));
  if (!isRecurring(plan)) throw Errors.validation(BILLING_MESSAGES.planUnavailable);
  if (plan.id === sub.pricing_plan_id) throw Errors.validation(BILLING_MESSAGES.alreadySubscribed);
  const synced = await syncPlanPrice(ctx.deps, plan);
  const nowUnix = Math.floor(ctx.deps.now().getTime() / 1000);
  const prorationDate = input.prorationDate ?? nowUnix;
  if (prorationDate > nowUnix + 60 || prorationDate < nowUnix - 86_400)
    throw Errors.validation(BILLING_MESSAGES.previewStale);
  return { w, sub, plan, priceId: synced?.priceId as string, prorationDate };
}
