// GetCredentialsForIdentity: one-hour credentials that the data service verifies as SigV4 without a shared
// session store (credentials.ts). Guests need a pool that allows them; with Logins the identity is linked to
// the login as Cognito does (a guest identity becomes, or merges into, the user's identity).
import { z } from 'zod';
import { issueTemporaryCredentials } from '../credentials.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getIdentity, linkLogin, requireIdentityPool } from '../store/identity-pools.ts';
import { verifyLogins } from './identity-pool-logins.ts';
import { ZIdentityId, ZLogins } from './identity-pool-shape.ts';

export const ZGetCredentialsForIdentityInput = z.object({
  IdentityId: ZIdentityId,
  Logins: ZLogins.optional(),
  CustomRoleArn: z.string().min(20).max(2048).optional(),
});
export type TGetCredentialsForIdentityInput = z.infer<typeof ZGetCredentialsForIdentityInput>;

const LOGINS_MISMATCH =
  "Logins don't match. Please include at least one valid login for this identity or identity pool.";

export const getCredentialsForIdentity: Operation<TGetCredentialsForIdentityInput> = {
  plane: 'user',
  input: ZGetCredentialsForIdentityInput,
  async run(input, { deps }) {
    let identity = await getIdentity(deps, input.IdentityId);
    if (!identity) throw Errors.resourceNotFound(`Identity '${input.IdentityId}' not found.`);
    const pool = await requireIdentityPool(deps, identity.poolId);
    const now = deps.now();
    if (!input.Logins || Object.keys(input.Logins).length === 0) {
      if (Object.keys(identity.logins).length > 0) throw Errors.notAuthorized(LOGINS_MISMATCH);
      if (!pool.allowUnauthenticated)
        throw Errors.notAuthorized('Unauthenticated access is not supported for this identity pool.');
      const credentials = issueTemporaryCredentials(
        deps.secrets,
        { identityId: identity.id, identityPoolId: pool.id, authenticated: false },
        now,
      );
      return { IdentityId: identity.id, Credentials: credentials };
    }
    const logins = await verifyLogins(deps, pool, input.Logins);
    for (const login of logins) identity = await linkLogin(deps, identity, login.provider, login.subject);
    const [first] = logins;
    const credentials = issueTemporaryCredentials(
      deps.secrets,
      {
        identityId: identity.id,
        identityPoolId: pool.id,
        authenticated: true,
        sub: first.subject,
        provider: first.provider,
        // What the data service needs to end these credentials with the sign-in (callers.ts).
        userPoolId: first.userPoolId,
        ...(first.originJti ? { originJti: first.originJti } : {}),
      },
      now,
    );
    return { IdentityId: identity.id, Credentials: credentials };
  },
};
