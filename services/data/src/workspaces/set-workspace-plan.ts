// setWorkspacePlan: until subscriptions exist, a platform admin sets a workspace's tier (tests use this admin
// path too); for BESPOKE_USER_PRICING, also what it is granted beyond Connect.
import { FEATURES, type Limit, PLAN_LIMITS, PRICING_TIERS } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceWorkspaceChange, lockWorkspace, shown } from './workspace-state.ts';

const limit = z.number().int().min(0).max(1_000_000).nullable().optional();
const limits = Object.fromEntries(PLAN_LIMITS.map((key) => [key, limit])) as Record<Limit, typeof limit>;
const ZGranted = z.object({ features: z.array(z.enum(FEATURES)).optional(), ...limits }).strict();

export const ZSetWorkspacePlanArgs = z.object({
  input: z.object({
    tenantId: z.string().min(1).max(128),
    tier: z.enum(PRICING_TIERS),
    // AWSJSON: the scalar has parsed the JSON text already.
    entitlements: ZGranted.nullish(),
  }),
});

export const setWorkspacePlan = defineFunction({
  name: 'setWorkspacePlan',
  type: 'Mutation',
  allow: 'admins',
  input: ZSetWorkspacePlanArgs,
  audit: (w: ReturnType<typeof shown>, args: z.infer<typeof ZSetWorkspacePlanArgs>) => ({
    target: `Tenant:${w.tenantId}`,
    tenantId: w.tenantId,
    details: { tier: w.tier, ...(args.input.entitlements ? { entitlements: args.input.entitlements } : {}) },
  }),
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    if (input.entitlements && input.tier !== 'BESPOKE_USER_PRICING')
      throw Errors.validation('input.entitlements: only a Bespoke plan is granted entitlements');
    const w = await lockWorkspace(db.query, input.tenantId);
    await db.query('update app.tenants set tier = $2, entitlements = $3::jsonb, updated_at = $4 where id = $1', [
      w.tenantId,
      input.tier,
      input.entitlements ? JSON.stringify(input.entitlements) : null,
      deps.now(),
    ]);
    announceWorkspaceChange(ctx, w.tenantId);
    return shown({ ...w, tier: input.tier });
  },
});
