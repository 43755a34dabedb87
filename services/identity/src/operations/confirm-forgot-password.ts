// ConfirmForgotPassword: the reset code sets a new password (policy enforced); the user's sessions end.
import { z } from 'zod';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, hidesUserExistence, resolveClient, unknownUserForClient } from '../auth/client.ts';
import { refuseUnknownCode } from '../auth/unknown-users.ts';
import { assertPasswordPolicy } from '../crypto/password.ts';
import type { Operation } from '../protocol/types.ts';
import { consumeCode } from '../store/codes.ts';
import { revokeAllForUser } from '../store/refresh-tokens.ts';
import { findUser } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { runPostConfirmation, setPassword } from '../users/lifecycle.ts';
import { ZClientId, ZClientMetadata, ZCode, ZPassword, ZSecretHash, ZUsername } from './user-shape.ts';

export const ZConfirmForgotPasswordInput = z.object({
  ClientId: ZClientId,
  Username: ZUsername,
  ConfirmationCode: ZCode,
  Password: ZPassword,
  SecretHash: ZSecretHash.optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
});
export type TConfirmForgotPasswordInput = z.infer<typeof ZConfirmForgotPasswordInput>;

export const confirmForgotPassword: Operation<TConfirmForgotPasswordInput> = {
  plane: 'user',
  input: ZConfirmForgotPasswordInput,
  async run(input, { deps, req, request }) {
    const { pool, client } = await resolveClient(deps, input.ClientId);
    const user = await findUser(deps, pool.id, input.Username);
    assertSecretHash(client, input.SecretHash, input.Username, user?.username);
    assertPasswordPolicy(pool.config.Policies?.PasswordPolicy, input.Password);
    // Cognito (Managing error responses, ConfirmForgotPassword): "returns the CodeMismatchException error for users
    // that don't exist or are disabled"; checked against the code their ForgotPassword issued to the name's
    // stand-in, so that wrong codes count alike.
    if (hidesUserExistence(client) && !user?.enabled) {
      return refuseUnknownCode(deps, pool.id, input.Username, 'reset', input.ConfirmationCode, { awaitsCode: false });
    }
    if (!user) throw unknownUserForClient();
    const caller = requestClient(req, request);
    try {
      await consumeCode(deps, pool.id, user.username, 'reset', input.ConfirmationCode);
    } catch (error) {
      await recordAuthEvent(deps, user, { type: 'PasswordChange', response: 'Fail', client: caller });
      throw error;
    }
    const status =
      user.status === 'RESET_REQUIRED' || user.status === 'FORCE_CHANGE_PASSWORD' ? 'CONFIRMED' : undefined;
    const updated = await setPassword(deps, pool, user, input.Password, {
      ...(status ? { status } : {}),
      tokensValidAfter: deps.now(),
    });
    await revokeAllForUser(deps, pool.id, user.username);
    await emitUserEvent(deps, 'PasswordChanged', user, { via: 'ConfirmForgotPassword' });
    await recordAuthEvent(deps, user, { type: 'PasswordChange', response: 'Pass', client: caller });
    await runPostConfirmation(
      deps,
      pool,
      updated,
      client.id,
      'PostConfirmation_ConfirmForgotPassword',
      input.ClientMetadata,
    );
    return {};
  },
};
