// GetId: a new guest identity, or the identity bound to the caller's login (the same one every time).
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { createGuestIdentity, identityForLogin, requireIdentityPool } from '../store/identity-pools.ts';
import { verifyLogins } from './identity-pool-logins.ts';
import { ZIdentityPoolId, ZLogins } from './identity-pool-shape.ts';

export const ZGetIdInput = z.object({
  AccountId: z.string().min(1).max(15).optional(),
  IdentityPoolId: ZIdentityPoolId,
  Logins: ZLogins.optional(),
});
export type TGetIdInput = z.infer<typeof ZGetIdInput>;

export const getId: Operation<TGetIdInput> = {
  plane: 'user',
  input: ZGetIdInput,
  async run(input, { deps }) {
    const pool = await requireIdentityPool(deps, input.IdentityPoolId);
    if (!input.Logins || Object.keys(input.Logins).length === 0) {
      if (!pool.allowUnauthenticated)
        throw Errors.notAuthorized('Unauthenticated access is not supported for this identity pool.');
      return { IdentityId: (await createGuestIdentity(deps, pool.id)).id };
    }
    const [login] = await verifyLogins(deps, pool, input.Logins);
    return { IdentityId: (await identityForLogin(deps, pool.id, login.provider, login.subject)).id };
  },
};
