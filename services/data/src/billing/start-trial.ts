// startTrial: a plan's free trial without a card, once per workspace: a subscription trialing for the plan's
// trialDays that the provider cancels at its end unless a card was added (the portal). It gives the plan's tier
// while it lasts; it does not approve a waiting workspace (a card is the verification).
import { BILLING_MESSAGES } from '@innov/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { requireBillingManager } from './access.ts';
import { ensureCustomer, loadBillingTenant, saveCustomer } from './customer.ts';
import { isRecurring, loadPlan, requirePurchasable, syncPlanPrice } from './plans.ts';
import { applySubscription, currentSubscription, workspaceSubscription } from './state.ts';

interface Prepared {
  tenantId: string;
  customerId: string;
  subscription: Stripe.Subscription;
}

export const startTrial = defineFunction({
  name: 'startTrial',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: z.object({ input: z.object({ pricingPlanId: z.string().min(1).max(128) }) }),
  audit: (out: { tenantId: string }, { input }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { pricingPlanId: input.pricingPlanId },
  }),
  async prepare(ctx, { input }): Promise<Prepared> {
    const { deps, principal, db } = ctx;
    const w = await requireBillingManager(principal, 'startTrial');
    const plan = requirePurchasable(await loadPlan(db.query, input.pricingPlanId));
    if (!isRecurring(plan) || !(plan.trial_days > 0)) throw Errors.validation(BILLING_MESSAGES.noTrial);
    const tenant = await loadBillingTenant(db.query, w.tenantId);
    if (tenant.trial_used_at) throw Errors.validation(BILLING_MESSAGES.trialUsed);
    if (await currentSubscription(db.query, w.tenantId)) throw Errors.validation(BILLING_MESSAGES.hasSubscription);
    const { customerId } = await ensureCustomer(deps, tenant);
    const price = await syncPlanPrice(deps, plan);
    const subscription = await deps.stripe.client().subscriptions.create(
      {
        customer: customerId,
        items: [{ price: price?.priceId as string }],
        trial_period_days: plan.trial_days,
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { tenantId: w.tenantId, pricingPlanId: plan.id },
        expand: ['default_payment_method'],
      },
      // One trial per workspace, even when two owners press at once.
      { idempotencyKey: `innov-trial-${w.tenantId}` },
    );
    return { tenantId: w.tenantId, customerId, subscription };
  },
  async run(ctx) {
    const p = ctx.prepared as Prepared;
    const now = ctx.deps.now();
    await saveCustomer(ctx.db.query, p.tenantId, p.customerId, now);
    const [first] = await ctx.db.query(
      'update app.tenants set trial_used_at = $2 where id = $1 and trial_used_at is null returning id',
      [p.tenantId, now],
    );
    if (!first) {
      // Another owner's trial came first: it is the same subscription (the idempotency key), nothing more to do.
      const [same] = await ctx.db.query('select 1 from app.subscriptions where id = $1', [p.subscription.id]);
      if (!same) throw Errors.validation(BILLING_MESSAGES.trialUsed);
    }
    await applySubscription(ctx, p.subscription, 'startTrial');
    return workspaceSubscription(
      ctx.deps,
      ctx.db.query,
      ctx.principal.userId ?? '',
      await ctx.principal.workspace(),
      true,
    );
  },
});
