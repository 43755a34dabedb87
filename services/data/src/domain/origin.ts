// The origin the browser reached the API by (else PUBLIC_URL's): where links a function hands back must point so
// they open on the same origin as the page (the disk store's signed URLs, the hosted checkout's return).
import type { DomainContext } from './function.ts';

export const originOf = (ctx: Pick<DomainContext, 'deps' | 'principal'>) =>
  ctx.principal.origin ?? new URL(ctx.deps.config.publicUrl).origin;
