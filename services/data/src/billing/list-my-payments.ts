// listMyPayments: the workspace's payments (written only by the provider's webhooks), newest first, paged with a
// signed nextToken (owners and admins).
import { toMajor } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireBillingManager } from './access.ts';

interface PaymentRow {
  id: string;
  type: string;
  status: string;
  amount_minor: number;
  refunded_minor: number;
  currency: string;
  description: string | null;
  failure_message: string | null;
  created_at: Date;
  paid_at: Date | null;
  provider_ref_type: string | null;
  provider_ref_id: string | null;
}

export const listMyPayments = defineFunction({
  name: 'listMyPayments',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    limit: z.number().int().min(1, 'expected 1 to 100').max(100, 'expected 1 to 100').nullish(),
    nextToken: z.string().max(2_048).nullish(),
  }),
  async run({ deps, principal, db }, input) {
    const w = await requireBillingManager(principal, 'listMyPayments', 'Query');
    const limit = input.limit ?? 20;
    const query = { list: 'listMyPayments', tenantId: w.tenantId };
    const after = input.nextToken ? deps.tokens.decode(input.nextToken, query) : null;
    const rows = await db.query<PaymentRow>(
      `select id, type, status, amount_minor, refunded_minor, currency, description, failure_message, created_at,
              paid_at, provider_ref_type, provider_ref_id
         from app.payments
        where tenant_id = $1 and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::text))
        order by created_at desc, id desc limit $4`,
      [w.tenantId, after ? String(after.s) : null, after?.i ?? '', limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((p) => ({
        id: p.id,
        type: p.type,
        status: p.status,
        amount: toMajor(p.amount_minor),
        refundedAmount: toMajor(p.refunded_minor),
        currency: (p.currency || 'GBP').toUpperCase(),
        description: p.description,
        failureMessage: p.failure_message,
        createdAt: new Date(p.created_at).toISOString(),
        paidAt: p.paid_at ? new Date(p.paid_at).toISOString() : null,
        invoiceId: p.provider_ref_type === 'invoice' ? p.provider_ref_id : null,
      })),
      nextToken:
        rows.length > limit && last
          ? deps.tokens.encode({ s: new Date(last.created_at).toISOString(), i: last.id }, query)
          : null,
    };
  },
});
