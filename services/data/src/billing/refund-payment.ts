// refundPayment: a platform admin refunds a paid payment, in full or in part (the admin confirms their password).
// The provider refunds the payment intent (in `prepare`: never hold the database across HTTP); the payment's
// `refunded_minor` is then recorded at once so the page shows it (the provider's `charge.refunded` event sets the
// same total later: both write the provider's total, so neither counts a refund twice). Only a PAID payment with
// something left is refunded, and never more than what is left (BILLING_MESSAGES).
import { BILLING_MESSAGES, toMajor, toMinor } from '@innov/contracts';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  type AdminPayment,
  PAYMENT_SELECT,
  type PaymentRow,
  refundableMinor,
  toAdminPayment,
} from './admin-list-payments.ts';
import { ZPaymentId } from './get-admin-payment.ts';

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

const ZRefundArgs = z.object({
  input: z.object({
    paymentId: ZPaymentId,
    /** Pounds; without it, everything that is left. */
    amount: z.number().positive('expected more than 0').max(1_000_000, 'at most 1000000').nullish(),
    reason: z.enum(REFUND_REASONS).nullish(),
    password: z.string().max(256).nullish(),
  }),
});

interface Prepared {
  refundId: string;
  refundMinor: number;
  /** Everything refunded of the payment intent so far, as the provider counts it. */
  refundedTotal: number;
}

const notFound = () => Errors.notFound('This payment does not exist.');

async function findPayment(query: (sql: string, params: unknown[]) => Promise<PaymentRow[]>, id: string, lock = false) {
  const [row] = await query(`${PAYMENT_SELECT} where p.id = $1${lock ? ' for update of p' : ''}`, [id]);
  return row;
}

export const refundPayment = defineFunction({
  name: 'refundPayment',
  type: 'Mutation',
  allow: 'admins',
  input: ZRefundArgs,
  audit: (out: AdminPayment & { refundMinor: number }, args: z.infer<typeof ZRefundArgs>) => ({
    target: `Payment:${out.id}`,
    tenantId: out.tenantId,
    details: {
      workspace: out.workspace,
      amount: toMajor(out.refundMinor),
      currency: out.currency,
      refunded: out.refundedAmount,
      ...(args.input.reason ? { reason: args.input.reason } : {}),
    },
  }),
  async prepare(ctx, { input }): Promise<Prepared> {
    await confirmAdminPassword(ctx, input.password);
    const row = await findPayment(ctx.db.query as never, input.paymentId);
    if (!row) throw notFound();
    if (row.status !== 'PAID' || !row.payment_intent_id) throw Errors.validation(BILLING_MESSAGES.notRefundable);
    const left = refundableMinor(row);
    const refundMinor = input.amount == null ? left : toMinor(input.amount);
    if (left <= 0 || refundMinor > left) throw Errors.validation(`input.amount: ${BILLING_MESSAGES.refundTooLarge}`);
    if (refundMinor <= 0) throw Errors.validation('input.amount: expected more than 0');
    const stripe = ctx.deps.stripe.client();
    const refund = await stripe.refunds
      .create(
        {
          payment_intent: row.payment_intent_id,
          amount: refundMinor,
          ...(input.reason ? { reason: input.reason } : {}),
          metadata: { paymentId: row.id, ...(ctx.principal.userId ? { refundedBy: ctx.principal.userId } : {}) },
        },
        {
          // A retry after an answer that never arrived (the refund made, the page showing an error) makes no second
          // refund: the same payment, what it had refunded and the amount name the same request.
          idempotencyKey: `innov-refund-${row.id}-${row.refunded_minor}-${refundMinor}`,
        },
      )
      .catch((error: unknown) => {
        // The provider refusing this refund (already refunded there, say) is the admin's to read, not a failure.
        const e = error as { type?: string; message?: string };
        if (e.type === 'StripeInvalidRequestError' || e.type === 'StripeCardError')
          throw Errors.validation(e.message ?? BILLING_MESSAGES.notRefundable);
        throw error;
      });
    // The provider's own total (every refund of the intent that did not fail), so this write and the webhook's
    // agree whichever lands first.
    // Without that list (the provider unreachable a moment), what was recorded plus this refund.
    const refunds = await stripe.refunds.list({ payment_intent: row.payment_intent_id, limit: 100 }).catch(() => null);
    const refundedTotal = refunds
      ? (refunds.data.some((r) => r.id === refund.id) ? refunds.data : [refund, ...refunds.data])
          .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
          .reduce((sum, r) => sum + r.amount, 0)
      : row.refunded_minor + refund.amount;
    return { refundId: refund.id, refundMinor: refund.amount, refundedTotal };
  },
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    const prepared = ctx.prepared as Prepared;
    const row = await findPayment(db.query as never, input.paymentId, true);
    if (!row) throw notFound();
    const refunded = Math.min(row.amount_minor, Math.max(row.refunded_minor, prepared.refundedTotal));
    await db.query('update app.payments set refunded_minor = $2, updated_at = $3 where id = $1', [
      row.id,
      refunded,
      deps.now(),
    ]);
    return { ...toAdminPayment({ ...row, refunded_minor: refunded }), refundMinor: prepared.refundMinor };
  },
});
