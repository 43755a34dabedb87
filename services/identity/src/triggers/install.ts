// Wires triggers into the default user pool, as deploying Lambda triggers would: only where the pool names none
// of its own for that event, so an operator's choice stands. Idempotent.
import { getDefaults } from '../defaults.ts';
import type { IdentityDeps } from '../deps.ts';
import { getPool, updatePool } from '../store/pools.ts';

/** Trigger kind → target (`builtin:<name>` or an https URL). PreTokenGeneration is installed as V2_0. */
export type PoolTriggerTargets = Partial<Record<'PostConfirmation' | 'PreTokenGeneration', string>>;

export async function installDefaultPoolTriggers(deps: IdentityDeps, targets: PoolTriggerTargets): Promise<void> {
  const { userPoolId } = await getDefaults(deps);
  const pool = await getPool(deps, userPoolId);
  if (!pool) return;
  const lambda = { ...(pool.config.LambdaConfig ?? {}) } as Record<string, unknown>;
  let changed = false;
  if (targets.PostConfirmation && !lambda.PostConfirmation) {
    lambda.PostConfirmation = targets.PostConfirmation;
    changed = true;
  }
  if (targets.PreTokenGeneration && !lambda.PreTokenGeneration && !lambda.PreTokenGenerationConfig) {
    lambda.PreTokenGenerationConfig = { LambdaArn: targets.PreTokenGeneration, LambdaVersion: 'V2_0' };
    changed = true;
  }
  if (changed)
    await updatePool(deps, userPoolId, { name: pool.name, config: { ...pool.config, LambdaConfig: lambda as never } });
}
