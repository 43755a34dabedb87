// ForgotPassword: sends a password-reset code (valid 1 hour) to the verified e-mail or phone.
import { z } from 'zod';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, hidesUserExistence, resolveClient, unknownUserForClient } from '../auth/client.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { issueCode } from '../store/codes.ts';
import { findUser } from '../store/users.ts';
import { deliverCode } from '../triggers/messages.ts';
import { pretendDelivery } from './resend-confirmation-code.ts';
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
    if (!user) {
      if (hidesUserExistence(client)) return { CodeDeliveryDetails: pretendDelivery(input.Username) };
      throw unknownUserForClient();
    }
    if (!user.enabled) throw Errors.notAuthorized('User is disabled.');
    const a = user.attributes;
    const destination =
      a.email && a.email_verified === 'true'
        ? { attribute: 'email' as const, value: a.email }
        : a.phone_number && a.phone_number_verified === 'true'
          ? { attribute: 'phone_number' as const, value: a.phone_number }
          : null;
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
