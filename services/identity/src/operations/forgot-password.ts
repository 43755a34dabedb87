// ForgotPassword: sends a password-reset code (valid 1 hour) to the verified e-mail or phone.
import { z } from 'zod';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, hidesUserExistence, resolveClient, unknownUserForClient } from '../auth/client.ts';
import { pretendCodeSent } from '../auth/unknown-users.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { issueCode } from '../store/codes.ts';
import { findUser } from '../store/users.ts';
import { deliverCode } from '../triggers/messages.ts';
import { ZClientId, ZClientMetadata, ZSecretHash, ZUsername } from './user-shape.ts';

export const ZForgotPasswordInput = z.object({
  ClientId: ZClientId,
  Username: ZUsername,
  SecretHash: ZSecretHash.optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
});
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

export const forgotPassword: Operation<TForgotPasswordInput> = {
  plane: 'user',
  input: ZForgotPasswordInput,
  async run(input, { deps, req, request }) {
    const { pool, client } = await resolveClient(deps, input.ClientId);
    const user = await findUser(deps, pool.id, input.Username);
    assertSecretHash(client, input.SecretHash, input.Username, user?.username);
    const hides = hidesUserExistence(client);
    const a = user?.attributes ?? {};
    const destination =
      a.email && a.email_verified === 'true'
        ? { attribute: 'email' as const, value: a.email }
        : a.phone_number && a.phone_number_verified === 'true'
          ? { attribute: 'phone_number' as const, value: a.phone_number }
          : null;
    // Cognito (Managing error responses, ForgotPassword): "When a user isn't found, is deactivated, or doesn't have
    // a verified delivery mechanism to recover their password, Amazon Cognito returns CodeDeliveryDetails with a
    // simulated delivery medium".
    if (hides && (!user?.enabled || !destination)) {
      return pretendCodeSent(deps, pool.id, input.Username, 'reset');
    }
    if (!user) throw unknownUserForClient();
    if (!user.enabled) throw Errors.notAuthorized('User is disabled.');
    if (!destination) {
      throw Errors.invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    }
    const code = await issueCode(deps, pool.id, user.username, 'reset');
    const delivery = await deliverCode(deps, {
      pool,
      clientId: client.id,
      username: user.username,
      userAttributes: user.attributes,
      source: 'CustomMessage_ForgotPassword',
      code,
      destination,
      clientMetadata: input.ClientMetadata,
    });
    await recordAuthEvent(deps, user, {
      type: 'ForgotPassword',
      response: 'Pass',
      client: requestClient(req, request),
    });
    return { CodeDeliveryDetails: delivery };
  },
};
