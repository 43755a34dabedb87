// ResendConfirmationCode: a fresh sign-up code (earlier ones stop working), limited per hour.
import { z } from 'zod';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, hidesUserExistence, resolveClient, unknownUserForClient } from '../auth/client.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { findUser } from '../store/users.ts';
import { deliveryDetails } from '../triggers/messages.ts';
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

/** What a hidden unknown user gets: a plausible masked destination. */
export function pretendDelivery(name: string) {
  return deliveryDetails('email', name.includes('@') ? name : `${name}@example.com`);
}

export const resendConfirmationCode: Operation<TResendConfirmationCodeInput> = {
  plane: 'user',
  input: ZResendConfirmationCodeInput,
  async run(input, { deps, req, request }) {
    const { pool, client } = await resolveClient(deps, input.ClientId);
    const user = await findUser(deps, pool.id, input.Username);
    assertSecretHash(client, input.SecretHash, input.Username, user?.username);
    if (!user) {
      if (hidesUserExistence(client)) return { CodeDeliveryDetails: pretendDelivery(input.Username) };
      throw unknownUserForClient();
    }
    if (user.status !== 'UNCONFIRMED') throw Errors.invalidParameter('User is already confirmed.');
    const delivery = await sendSignUpCode(
      deps,
      pool,
      client.id,
      user,
      'CustomMessage_ResendCode',
      input.ClientMetadata,
    );
    if (!delivery) throw Errors.invalidParameter('There is no email or phone number to send the code to.');
    await recordAuthEvent(deps, user, { type: 'ResendCode', response: 'Pass', client: requestClient(req, request) });
    return { CodeDeliveryDetails: delivery };
  },
};
