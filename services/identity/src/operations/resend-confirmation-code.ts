// ResendConfirmationCode: a fresh sign-up code (earlier ones stop working), limited per hour; a name the pool
// does not hold gets the same answer and the same limit when the client hides user existence (unknown-users.ts).
import { z } from 'zod';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, hidesUserExistence, resolveClient, unknownUserForClient } from '../auth/client.ts';
import { pretendCodeSent } from '../auth/unknown-users.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { findUser } from '../store/users.ts';
import { sendSignUpCode } from '../users/lifecycle.ts';
import { ZClientId, ZClientMetadata, ZSecretHash, ZUsername } from './user-shape.ts';

export const ZResendConfirmationCodeInput = z.object({
  ClientId: ZClientId,
  Username: ZUsername,
  SecretHash: ZSecretHash.optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
});
export type TResendConfirmationCodeInput = z.infer<typeof ZResendConfirmationCodeInput>;

export const resendConfirmationCode: Operation<TResendConfirmationCodeInput> = {
  plane: 'user',
  input: ZResendConfirmationCodeInput,
  async run(input, { deps, req, request }) {
    const { pool, client } = await resolveClient(deps, input.ClientId);
    const user = await findUser(deps, pool.id, input.Username);
    assertSecretHash(client, input.SecretHash, input.Username, user?.username);
    const hides = hidesUserExistence(client);
    // Cognito (Managing error responses, ResendConfirmationCode): "returns CodeDeliveryDetails for a disabled user
    // or a user that doesn't exist".
    if (hides && !user?.enabled) return pretendCodeSent(deps, pool.id, input.Username, 'signup');
    if (!user) throw unknownUserForClient();
    // Cognito answers an account already confirmed so, hidden or not (listed in the README's security notes).
    if (user.status !== 'UNCONFIRMED') throw Errors.invalidParameter('User is already confirmed.');
    const delivery = await sendSignUpCode(
      deps,
      pool,
      client.id,
      user,
      'CustomMessage_ResendCode',
      input.ClientMetadata,
    );
    if (!delivery) {
      if (hides) return pretendCodeSent(deps, pool.id, input.Username, 'signup');
      throw Errors.invalidParameter('There is no email or phone number to send the code to.');
    }
    await recordAuthEvent(deps, user, { type: 'ResendCode', response: 'Pass', client: requestClient(req, request) });
    return { CodeDeliveryDetails: delivery };
  },
};
