// savePricingPlan: a platform admin creates a pricing plan (no id) or changes one: its order on the pricing page,
// title, description, features, price, currency, recurrence, the tier it gives, its status and its free trial. A price change
// applies to new subscriptions only: those already on the plan keep theirs until they are moved (payments). The
// pricing page refreshes at once (the plan's realtime event reaches content-revalidation.ts).
import { ZPricingPlanForm } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { createRecord, type DbRecord, updateRecord } from '../store/repository.ts';
import { type AdminPricingPlan, PLAN_SELECT, toAdminPricingPlan } from './admin-list-pricing-plans.ts';
import { changes } from './pricing-admin.ts';

const FIELDS = [
  'order',
  'title',
  'description',
  'features',
  'price',
  'currency',
  'recurrence',
  'tierId',
  'status',
  'trialDays',
];

export const ZSavePricingPlanArgs = z.object({
  input: ZPricingPlanForm.extend({
    id: z.string().min(1).max(128, 'at most 128 characters').nullish(),
    // Left out of a change, the plan keeps its trial.
    trialDays: ZPricingPlanForm.shape.trialDays.optional(),
  }),
});

export const savePricingPlan = defineFunction({
  name: 'savePricingPlan',
  type: 'Mutation',
  allow: 'admins',
  input: ZSavePricingPlanArgs,
  audit: (out: { plan: AdminPricingPlan; created: boolean; details: Record<string, unknown> }) => ({
    action: out.created ? 'createPricingPlan' : 'updatePricingPlan',
    target: `PricingPlan:${out.plan.id}`,
    details: { title: out.plan.title, ...out.details },
  }),
  async run(ctx, { input }) {
    const { db, deps, publish } = ctx;
    const rt = runtime(ctx, 'PricingPlan');
    const { id, ...values } = input;
    let before: DbRecord | null = null;
    let after: DbRecord;
    if (id) {
      const [exists] = await db.query<{ id: string }>('select id from app.pricing_plans where id = $1 for update', [
        id,
      ]);
      if (!exists) throw Errors.notFound('This pricing plan does not exist or has been deleted.');
      ({ before, after } = await updateRecord(
        db,
        rt,
        id,
        values,
        { scope: null, visible: null, field: 'savePricingPlan' },
        deps.now(),
      ));
      publish('onUpdatePricingPlan', after);
    } else {
      after = await createRecord(db, rt, values, null, deps.now());
      publish('onCreatePricingPlan', after);
    }
    const [row] = await db.query<Parameters<typeof toAdminPricingPlan>[0]>(`${PLAN_SELECT} where p.id = $1`, [
      after.id,
    ]);
    return { plan: toAdminPricingPlan(row), created: !before, details: changes(before, after, FIELDS) };
  },
});
