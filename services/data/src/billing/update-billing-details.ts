// updateBillingDetails: the company name, address, VAT number and billing e-mail invoices show: kept on the tenant
// and given to the provider's customer (name, email, address, the custom field "VAT number").
import { ZBillingDetails } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireBillingManager } from './access.ts';
import { ensureCustomer, loadBillingTenant, saveCustomer } from './customer.ts';
import { workspaceSubscription } from './state.ts';

export const ZUpdateBillingDetailsArgs = z.object({ input: ZBillingDetails });

export const updateBillingDetails = defineFunction({
  name: 'updateBillingDetails',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 10 },
  input: ZUpdateBillingDetailsArgs,
  audit: (out: { tenantId: string }, { input }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { fields: Object.keys(input).filter((k) => input[k as keyof typeof input]) },
  }),
  async prepare({ deps, principal, db }, { input }) {
    const w = await requireBillingManager(principal, 'updateBillingDetails');
    const tenant = await loadBillingTenant(db.query, w.tenantId);
    const { customerId } = await ensureCustomer(deps, tenant);
    await deps.stripe.client().customers.update(customerId, {
      name: input.companyName ?? tenant.workspace,
      email: input.email ?? tenant.email ?? tenant.owner_email ?? '',
      address: {
        line1: input.line1 ?? '',
        line2: input.line2 ?? '',
        city: input.city ?? '',
        postal_code: input.postalCode ?? '',
        country: input.country ?? '',
      },
      invoice_settings: { custom_fields: input.vatNumber ? [{ name: 'VAT number', value: input.vatNumber }] : '' },
    });
    return { tenantId: w.tenantId, customerId };
  },
  async run(ctx, { input }) {
    const p = ctx.prepared as { tenantId: string; customerId: string };
    const now = ctx.deps.now();
    await saveCustomer(ctx.db.query, p.tenantId, p.customerId, now);
    const details = {
      companyName: input.companyName ?? null,
      email: input.email ?? null,
      line1: input.line1 ?? null,
      line2: input.line2 ?? null,
      city: input.city ?? null,
      postalCode: input.postalCode ?? null,
      country: input.country ?? null,
      vatNumber: input.vatNumber ?? null,
    };
    await ctx.db.query('update app.tenants set billing_details = $2::jsonb, updated_at = $3 where id = $1', [
      p.tenantId,
      JSON.stringify(details),
      now,
    ]);
    return workspaceSubscription(
      ctx.deps,
      ctx.db.query,
      ctx.principal.userId ?? '',
      await ctx.principal.workspace(),
      true,
    );
  },
});
