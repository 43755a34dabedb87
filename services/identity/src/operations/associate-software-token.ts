// AssociateSoftwareToken: a new TOTP secret for the user, by access token (account settings) or by the
// Session of an MFA_SETUP sign-in. It only becomes the user's authenticator once VerifySoftwareToken accepts a code.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { openMfaSession, sealMfaSession } from '../auth/second-factor.ts';
import { generateTotpSecret } from '../crypto/totp.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { patchUserMfa, poolMfaTypes } from '../store/mfa.ts';
import { getPool } from '../store/pools.ts';
import { getUser, type UserRecord } from '../store/users.ts';
import { ZAccessToken, ZSession } from './user-shape.ts';

export const ZAssociateSoftwareTokenInput = z.object({
  AccessToken: ZAccessToken.optional(),
  Session: ZSession.optional(),
});
export type TAssociateSoftwareTokenInput = z.infer<typeof ZAssociateSoftwareTokenInput>;

export const associateSoftwareToken: Operation<TAssociateSoftwareTokenInput> = {
  plane: 'user',
  input: ZAssociateSoftwareTokenInput,
  async run(input, { deps }) {
    if (!input.AccessToken === !input.Session) {
      throw Errors.invalidParameter('Exactly one of AccessToken and Session must be given.');
    }
    let poolId: string;
    let user: UserRecord | null;
    let session: string | undefined;
    if (input.AccessToken) {
      const verified = await authenticate(deps, input.AccessToken);
      poolId = verified.poolId;
      user = verified.user;
    } else {
      const state = openMfaSession(deps, input.Session);
      if (state.challenge !== 'MFA_SETUP') throw Errors.notAuthorized('Invalid session for the user.');
      poolId = state.pool;
      user = await getUser(deps, state.pool, state.username);
      if (!user) throw Errors.notAuthorized('Invalid session for the user.');
      // A fresh session, so the setup keeps its full three minutes.
      session = sealMfaSession(deps, state);
    }
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    if (!poolMfaTypes(pool).includes('SOFTWARE_TOKEN_MFA')) {
      throw Errors.invalidUserPoolConfiguration('Software token MFA is not enabled for this user pool.');
    }
    const secret = generateTotpSecret();
    await patchUserMfa(deps, pool.id, user.username, { totpPending: deps.secrets.seal(secret) });
    return { SecretCode: secret, ...(session ? { Session: session } : {}) };
  },
};
