// setPricingPlanStatus: a plan is offered (ACTIVE), held back from the pricing page for a while (PAUSED) or
// retired (ARCHIVED: what becomes of a plan in use instead of deletion). Reversible, so no password.
import { PRICING_PLAN_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { updateRecord } from '../store/repository.ts';
import { type AdminPricingPlan, PLAN_SELECT, toAdminPricingPlan } from './admin-list-pricing-plans.ts';

export const setPricingPlanStatus = defineFunction({
  name: 'setPricingPlanStatus',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: z.string().min(1).max(128, 'at most 128 characters'),
      status: z.enum(PRICING_PLAN_STATUSES),
    }),
  }),
  audit: (out: { plan: AdminPricingPlan; from: string }) => ({
    target: `PricingPlan:${out.plan.id}`,
    details: { title: out.plan.title, status: { from: out.from, to: out.plan.status } },
  }),
  async run(ctx, { input }) {
    const { db, deps, publish } = ctx;
    const [current] = await db.query<{ id: string; status: string }>(
      'select id, status from app.pricing_plans where id = $1 for update',
      [input.id],
    );
    if (!current) throw Errors.notFound('This pricing plan does not exist or has been deleted.');
    const { after } = await updateRecord(
      db,
      runtime(ctx, 'PricingPlan'),
      input.id,
      { status: input.status },
      { scope: null, visible: null, field: 'setPricingPlanStatus' },
      deps.now(),
    );
    publish('onUpdatePricingPlan', after);
    const [row] = await db.query<Parameters<typeof toAdminPricingPlan>[0]>(`${PLAN_SELECT} where p.id = $1`, [
      input.id,
    ]);
    return { plan: toAdminPricingPlan(row), from: current.status, created: false };
  },
});
