// previewPlanChange: what changing to a plan costs now: the provider's preview of the invoice the change makes
// (proration lines, amount due) at a proration date the owner then confirms with (changePlan).
import { toMajor } from '@innov/contracts';
import { defineFunction } from '../domain/function.ts';
import { lineOf } from './invoices.ts';
import { planChangeTarget, ZPlanChangeArgs } from './plan-change.ts';

export const previewPlanChange = defineFunction({
  name: 'previewPlanChange',
  type: 'Query',
  allow: 'signedIn',
  input: ZPlanChangeArgs,
  async run(ctx, { input }) {
    const { sub, plan, priceId, prorationDate } = await planChangeTarget(ctx, input, 'previewPlanChange', 'Query');
    const preview = await ctx.deps.stripe.client().invoices.createPreview({
      customer: sub.customer_id,
      subscription: sub.id,
      subscription_details: {
        items: [{ id: sub.item_id as string, price: priceId }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    });
    const lines = preview.lines.data.map(lineOf);
    const renewal = preview.lines.data
      .filter((l) => !lineOf(l).proration)
      .reduce((max, l) => Math.max(max, l.period?.end ?? 0), 0);
    return {
      pricingPlanId: plan.id,
      amountDue: toMajor(preview.amount_due),
      currency: preview.currency.toUpperCase(),
      prorationDate,
      lines,
      nextRenewal: renewal
        ? new Date(renewal * 1000).toISOString()
        : sub.current_period_end
          ? new Date(sub.current_period_end).toISOString()
          : null,
    };
  },
});
