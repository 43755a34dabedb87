// getAdminPayment: one payment for the back-office's payment page (/admin/payments/<id>): the workspace billed,
// the plan, the amount, what was refunded and what is left, the status and the provider's references, and the
// refunds the provider holds for it (null when the provider cannot be reached: the page still shows the payment).
import { toMajor } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { type AdminPayment, PAYMENT_SELECT, type PaymentRow, toAdminPayment } from './admin-list-payments.ts';

export interface AdminRefund {
  id: string;
  amount: number;
  currency: string;
  status: string | null;
  reason: string | null;
  createdAt: Date;
}

export const ZPaymentId = z.string().min(1).max(128, 'at most 128 characters');

export const getAdminPayment = defineFunction({
  name: 'getAdminPayment',
  type: 'Query',
  allow: 'admins',
  input: z.object({ id: ZPaymentId }),
  async run({ db, deps }, { id }): Promise<(AdminPayment & { refunds: AdminRefund[] | null }) | null> {
    const [row] = await db.query<PaymentRow>(`${PAYMENT_SELECT} where p.id = $1`, [id]);
    if (!row) return null;
    let refunds: AdminRefund[] | null = [];
    if (row.payment_intent_id) {
      try {
        const list = await deps.stripe.client().refunds.list({ payment_intent: row.payment_intent_id, limit: 100 });
        refunds = list.data.map((r) => ({
          id: r.id,
          amount: toMajor(r.amount),
          currency: r.currency.toUpperCase(),
          status: r.status ?? null,
          reason: r.reason ?? null,
          createdAt: new Date(r.created * 1000),
        }));
      } catch {
        // The provider unreachable: the payment as recorded, without its refund history.
        refunds = null;
      }
    }
    return { ...toAdminPayment(row), refunds };
  },
});
