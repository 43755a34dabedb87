// changePlan: moves the workspace's subscription to another recurring plan with proration, invoiced at once
// (`always_invoice`) at the preview's proration date. The provider's answer is applied here (the webhook's later
// events converge on it); the owners are told once, by whichever applies it first.
import Stripe from 'stripe';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { planChangeTarget, ZPlanChangeArgs } from './plan-change.ts';
import { applySubscription, workspaceSubscription } from './state.ts';

export const changePlan = defineFunction({
  name: 'changePlan',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: ZPlanChangeArgs,
  audit: (out: { tenantId: string }, { input }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { pricingPlanId: input.pricingPlanId },
  }),
  async prepare(ctx, { input }) {
    const { sub, plan, priceId, prorationDate } = await planChangeTarget(ctx, input, 'changePlan', 'Mutation');
    try {
      return await ctx.deps.stripe.client().subscriptions.update(
        sub.id,
        {
          items: [{ id: sub.item_id as string, price: priceId }],
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
          // A declined card for the prorated amount keeps nothing of the change (never a plan held unpaid).
          payment_behavior: 'error_if_incomplete',
          metadata: { pricingPlanId: plan.id },
          expand: ['default_payment_method'],
        },
        { idempotencyKey: `innov-change-${sub.id}-${priceId}-${prorationDate}` },
      );
    } catch (err) {
      // The card was refused for the prorated amount: Stripe's own words.
      if (err instanceof Stripe.errors.StripeCardError) throw Errors.validation(err.message);
      throw err;
    }
  },
  async run(ctx) {
    await applySubscription(ctx, ctx.prepared as Stripe.Subscription, 'changePlan');
    return workspaceSubscription(
      ctx.deps,
      ctx.db.query,
      ctx.principal.userId ?? '',
      await ctx.principal.workspace(),
      true,
    );
  },
});
