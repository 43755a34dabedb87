// cancelSubscription: cancel at the end of the period (the plan stays until then; resumeSubscription takes it back
// while the period lasts).
import { BILLING_MESSAGES } from '@innov/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import { type DomainContext, defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { requireBillingManager } from './access.ts';
import { applySubscription, currentSubscription, workspaceSubscription } from './state.ts';

export async function setCancelAtPeriodEnd(ctx: DomainContext, field: string, cancel: boolean) {
  const w = await requireBillingManager(ctx.principal, field);
  const sub = await currentSubscription(ctx.db.query, w.tenantId);
  if (!sub || !['trialing', 'active', 'past_due'].includes(sub.status))
    throw Errors.validation(BILLING_MESSAGES.noSubscription);
  return ctx.deps.stripe
    .client()
    .subscriptions.update(sub.id, { cancel_at_period_end: cancel, expand: ['default_payment_method'] });
}

export async function applied(ctx: DomainContext, field: string) {
  await applySubscription(ctx, ctx.prepared as Stripe.Subscription, field);
  return workspaceSubscription(
    ctx.deps,
    ctx.db.query,
    ctx.principal.userId ?? '',
    await ctx.principal.workspace(),
    true,
  );
}

export const audit = (out: { tenantId: string }) => ({ target: `Tenant:${out.tenantId}`, tenantId: out.tenantId });

export const cancelSubscription = defineFunction({
  name: 'cancelSubscription',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: z.object({}),
  audit,
  prepare: (ctx) => setCancelAtPeriodEnd(ctx, 'cancelSubscription', true),
  run: (ctx) => applied(ctx, 'cancelSubscription'),
});
