// What every resolver receives: who is calling, the service's dependencies and the model runtimes.
import type { Principal } from '../auth/principal.ts';
import type { DataDeps } from '../deps.ts';
import type { ModelRuntime } from '../store/repository.ts';

export interface GraphQLContext {
  principal: Principal;
  deps: DataDeps;
  runtimes: Map<string, ModelRuntime>;
}

export function runtime(ctx: Pick<GraphQLContext, 'runtimes'>, name: string): ModelRuntime {
  const rt = ctx.runtimes.get(name);
  if (!rt) throw new Error(`No runtime for model ${name}`);
  return rt;
}
