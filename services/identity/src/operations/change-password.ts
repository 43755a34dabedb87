// ChangePassword: the previous password must be right (wrong ones count towards the lockout); the new one
// must satisfy the policy. The argon2id hash and the SRP verifier are both re-derived.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { incorrectCredentials, passwordAttemptsExceeded } from '../auth/client.ts';
import { assertPasswordPolicy, verifyPassword } from '../crypto/password.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getPool } from '../store/pools.ts';
import { isLocked, recordFailedPassword, recordSuccessfulPassword } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { setPassword } from '../users/lifecycle.ts';
import { ZAccessToken, ZPassword } from './user-shape.ts';

export const ZChangePasswordInput = z.object({
  AccessToken: ZAccessToken,
  PreviousPassword: ZPassword,
  ProposedPassword: ZPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

export const changePassword: Operation<TChangePasswordInput> = {
  plane: 'user',
  input: ZChangePasswordInput,
  async run(input, { deps, req, request }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    if (isLocked(deps, user)) throw passwordAttemptsExceeded();
    const caller = requestClient(req, request);
    if (!(await verifyPassword(user.passwordHash, input.PreviousPassword))) {
      await recordFailedPassword(deps, user);
      await recordAuthEvent(deps, user, {
        type: 'PasswordChange',
        response: 'Fail',
        challenges: [{ ChallengeName: 'Password', ChallengeResponse: 'Failure' }],
        client: caller,
      });
      throw incorrectCredentials();
    }
    await recordSuccessfulPassword(deps, user);
    assertPasswordPolicy(pool.config.Policies?.PasswordPolicy, input.ProposedPassword);
    await setPassword(deps, pool, user, input.ProposedPassword);
    await emitUserEvent(deps, 'PasswordChanged', user, { via: 'ChangePassword' });
    await recordAuthEvent(deps, user, {
      type: 'PasswordChange',
      response: 'Pass',
      challenges: [{ ChallengeName: 'Password', ChallengeResponse: 'Success' }],
      client: caller,
    });
    return {};
  },
};
