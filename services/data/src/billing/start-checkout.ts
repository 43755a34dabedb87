// startCheckout: the provider's hosted checkout for a plan (subscription mode for a recurring plan, payment mode
// for a one-off), for the workspace's customer, with the referral code's coupon. Provider calls happen before the
// transaction (customer, product and price kept in step with the plan, coupon, session); the transaction records
// the customer and reserves the code's use under its row's lock (of two checkouts racing for the last use, one
// gets it and the other `codeUsedUp`). The workspace's earlier checkouts still open are expired first (their
// reservations lapse with them), so two tabs never pay for two subscriptions. The browser comes back to /dashboard/subscription; what it paid is known
// from the webhook, never from that redirect.
import { BILLING_MESSAGES } from '@innov/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { Errors } from '../errors.ts';
import { requireBillingManager } from './access.ts';
import { ensureCustomer, loadBillingTenant, saveCustomer } from './customer.ts';
import { isRecurring, loadPlan, requirePurchasable, syncPlanPrice } from './plans.ts';
import { checkoutReferralCode, ensureCoupon, reserveReferral } from './referral.ts';
import { currentSubscription, SUBSCRIPTION_LINK } from './state.ts';

export const ZStartCheckoutArgs = z.object({
  input: z.object({
    pricingPlanId: z.string().min(1).max(128),
    referralCode: z
      .string()
      .trim()
      .max(64, 'expected at most 64 characters')
      .transform((v) => v || null)
      .nullish(),
  }),
});

interface Prepared {
  tenantId: string;
  customerId: string;
  session: Stripe.Checkout.Session;
  referralCode: string | null;
}

export const startCheckout = defineFunction({
  name: 'startCheckout',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: ZStartCheckoutArgs,
  audit: (out: { url: string; tenantId: string; sessionId: string; referralCodeId: string | null }, { input }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: {
      pricingPlanId: input.pricingPlanId,
      checkoutSessionId: out.sessionId,
      referralCodeId: out.referralCodeId,
    },
  }),
  async prepare(ctx, { input }): Promise<Prepared> {
    const { deps, principal, db } = ctx;
    const w = await requireBillingManager(principal, 'startCheckout');
    const plan = requirePurchasable(await loadPlan(db.query, input.pricingPlanId));
    const current = await currentSubscription(db.query, w.tenantId);
    if (current && ['trialing', 'active', 'past_due'].includes(current.status)) {
      if (current.pricing_plan_id === plan.id) throw Errors.validation(BILLING_MESSAGES.alreadySubscribed);
      if (isRecurring(plan)) throw Errors.validation(BILLING_MESSAGES.hasSubscription);
    }
    if (!isRecurring(plan)) {
      const [paid] = await db.query(
        `select 1 from app.payments where tenant_id = $1 and pricing_plan_id = $2 and type = 'PAYMENT_INTENT' and status = 'PAID' limit 1`,
        [w.tenantId, plan.id],
      );
      if (paid) throw Errors.validation(BILLING_MESSAGES.alreadySubscribed);
    }
    const now = deps.now();
    // Checked here too, so a code used up fails before a session is made; the transaction checks again under lock.
    const code = input.referralCode ? await checkoutReferralCode(db.query, input.referralCode, w.tenantId, now) : null;
    const tenant = await loadBillingTenant(db.query, w.tenantId);
    const { customerId } = await ensureCustomer(deps, tenant);
    const price = await syncPlanPrice(deps, plan);
    const coupon = code ? await ensureCoupon(deps, code, plan.currency || 'GBP') : null;
    const origin = originOf(ctx);
    const metadata: Record<string, string> = {
      tenantId: w.tenantId,
      pricingPlanId: plan.id,
      ...(code ? { referralCodeId: code.id } : {}),
    };
    // One checkout at a time: a session left open in another tab could otherwise pay for a second subscription.
    const stripe = deps.stripe.client();
    for await (const open of stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
      await stripe.checkout.sessions.expire(open.id);
    }
    const session = await stripe.checkout.sessions.create({
      mode: isRecurring(plan) ? 'subscription' : 'payment',
      customer: customerId,
      client_reference_id: w.tenantId,
      line_items: [{ price: price?.priceId as string, quantity: 1 }],
      ...(coupon ? { discounts: [{ coupon }] } : {}),
      metadata,
      ...(isRecurring(plan)
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata, description: plan.title } }),
      success_url: `${origin}${SUBSCRIPTION_LINK}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${SUBSCRIPTION_LINK}?checkout=cancelled`,
    });
    return { tenantId: w.tenantId, customerId, session, referralCode: code?.id ?? null };
  },
  async run(ctx) {
    const p = ctx.prepared as Prepared;
    const now = ctx.deps.now();
    await saveCustomer(ctx.db.query, p.tenantId, p.customerId, now);
    if (p.referralCode) await reserveReferral(ctx.db.query, p.referralCode, p.tenantId, p.session.id, now);
    if (!p.session.url) throw new Error('The checkout session has no URL.');
    return { url: p.session.url, tenantId: p.tenantId, sessionId: p.session.id, referralCodeId: p.referralCode };
  },
});
