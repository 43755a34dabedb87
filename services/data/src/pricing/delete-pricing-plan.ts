// deletePricingPlan: removes a plan nobody chose (the admin confirms their password). A plan in use, chosen at
// sign-up by someone, is archived instead (ADMIN_MESSAGES.planInUse): their sign-up plan keeps pointing at it.
import { ADMIN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { deleteRecord } from '../store/repository.ts';
import { planUse } from './pricing-admin.ts';

export const deletePricingPlan = defineFunction({
  name: 'deletePricingPlan',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: z.string().min(1).max(128, 'at most 128 characters'),
      password: z.string().max(256).nullish(),
    }),
  }),
  audit: (out: { id: string; title: string; tierId: string; price: number }) => ({
    target: `PricingPlan:${out.id}`,
    details: { title: out.title, tierId: out.tierId, price: out.price },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
  },
  async run(ctx, { input }) {
    const { db } = ctx;
    const [plan] = await db.query<{ id: string; title: string; tier_id: string; price: number }>(
      'select id, title, tier_id, price from app.pricing_plans where id = $1 for update',
      [input.id],
    );
    if (!plan) throw Errors.notFound('This pricing plan does not exist or has been deleted.');
    if ((await planUse(db.query, plan.id)).signupPlans > 0) throw Errors.validation(ADMIN_MESSAGES.planInUse);
    const record = await deleteRecord(db, runtime(ctx, 'PricingPlan'), plan.id, {
      scope: null,
      visible: null,
      field: 'deletePricingPlan',
    });
    // The pricing page refreshes (content-revalidation.ts hears the event).
    ctx.publish('onDeletePricingPlan', record);
    return { id: plan.id, title: plan.title, tierId: plan.tier_id, price: plan.price };
  },
});
