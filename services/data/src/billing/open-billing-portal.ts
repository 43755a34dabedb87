// openBillingPortal: the provider's hosted page to update the workspace's card; it returns to
// /dashboard/subscription on the origin the page was reached by.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { requireBillingManager } from './access.ts';
import { ensureCustomer, loadBillingTenant, saveCustomer } from './customer.ts';
import { SUBSCRIPTION_LINK } from './state.ts';

export const openBillingPortal = defineFunction({
  name: 'openBillingPortal',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: z.object({}),
  audit: (out: { tenantId: string }) => ({ target: `Tenant:${out.tenantId}`, tenantId: out.tenantId }),
  async prepare(ctx) {
    const { deps, principal, db } = ctx;
    const w = await requireBillingManager(principal, 'openBillingPortal');
    const { customerId } = await ensureCustomer(deps, await loadBillingTenant(db.query, w.tenantId));
    const session = await deps.stripe.client().billingPortal.sessions.create({
      customer: customerId,
      return_url: `${originOf(ctx)}${SUBSCRIPTION_LINK}`,
      flow_data: { type: 'payment_method_update' },
    });
    return { tenantId: w.tenantId, customerId, url: session.url };
  },
  async run(ctx) {
    const p = ctx.prepared as { tenantId: string; customerId: string; url: string };
    await saveCustomer(ctx.db.query, p.tenantId, p.customerId, ctx.deps.now());
    return { url: p.url, tenantId: p.tenantId };
  },
});
