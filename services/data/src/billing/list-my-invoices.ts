// listMyInvoices: the workspace's invoices at the provider, newest first (owners and admins).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireBillingManager } from './access.ts';
import { invoiceOf } from './invoices.ts';

export const listMyInvoices = defineFunction({
  name: 'listMyInvoices',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    limit: z.number().int().min(1, 'expected 1 to 100').max(100, 'expected 1 to 100').nullish(),
    startingAfter: z
      .string()
      .regex(/^in_[A-Za-z0-9]{1,200}$/, 'expected an invoice id')
      .nullish(),
  }),
  async run({ deps, principal, db }, input) {
    const w = await requireBillingManager(principal, 'listMyInvoices', 'Query');
    const [t] = await db.query<{ stripe_customer_id: string | null }>(
      'select stripe_customer_id from app.tenants where id = $1',
      [w.tenantId],
    );
    if (!t?.stripe_customer_id) return { items: [], hasMore: false };
    const page = await deps.stripe.client().invoices.list({
      customer: t.stripe_customer_id,
      limit: input.limit ?? 20,
      ...(input.startingAfter ? { starting_after: input.startingAfter } : {}),
    });
    return { items: page.data.filter((i) => i.status !== 'draft').map(invoiceOf), hasMore: page.has_more };
  },
});
