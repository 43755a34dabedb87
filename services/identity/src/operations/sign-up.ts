// SignUp: creates an UNCONFIRMED user (or a confirmed one when PreSignUp says so) and sends the confirmation
// code or link. With e-mail sign-in the Cognito username is a new UUID equal to `sub`.
import { randomUUID } from 'node:crypto';
import { COGNITO_EMAIL_PATTERN } from '@innov/contracts/email';
import { z } from 'zod';
import { recordAuthEvent, requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, resolveClient } from '../auth/client.ts';
import { assertPasswordPolicy } from '../crypto/password.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { derivePasswordSecrets, findByEmail, findUser, getUser, insertUser } from '../store/users.ts';
import { eventBase, invokeTrigger } from '../triggers/invoke.ts';
import { assertRequired, parseAttributes } from '../users/attributes.ts';
import { confirmAccount, sendSignUpCode } from '../users/lifecycle.ts';
import { ZAttributeList, ZClientId, ZClientMetadata, ZPassword, ZSecretHash, ZUsername } from './user-shape.ts';

export const ZSignUpInput = z.object({
  ClientId: ZClientId,
  Username: ZUsername,
  Password: ZPassword,
  SecretHash: ZSecretHash.optional(),
  UserAttributes: ZAttributeList.optional(),
  ValidationData: ZAttributeList.optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
});
export type TSignUpInput = z.infer<typeof ZSignUpInput>;

export const signUp: Operation<TSignUpInput> = {
  plane: 'user',
  input: ZSignUpInput,
  async run(input, { deps, req, request }) {
    const { pool, client } = await resolveClient(deps, input.ClientId);
    assertSecretHash(client, input.SecretHash, input.Username);
    if (pool.config.AdminCreateUserConfig?.AllowAdminCreateUserOnly) {
      throw Errors.notAuthorized('SignUp is not permitted for this user pool');
    }
    const attributes = parseAttributes(pool, input.UserAttributes);
    // Users cannot vouch for their own addresses.
    delete attributes.email_verified;
    delete attributes.phone_number_verified;
    const byEmail = pool.config.UsernameAttributes?.includes('email');
    const sub = randomUUID();
    let username: string;
    if (byEmail) {
      if (!COGNITO_EMAIL_PATTERN.test(input.Username)) throw Errors.invalidParameter('Username should be an email.');
      attributes.email = input.Username;
      username = sub;
    } else {
      const caseSensitive = pool.config.UsernameConfiguration?.CaseSensitive ?? false;
      username = caseSensitive ? input.Username : input.Username.toLowerCase();
      if (await getUser(deps, pool.id, username)) throw Errors.usernameExists('User already exists');
    }
    attributes.sub = sub;
    assertRequired(pool, attributes);
    assertPasswordPolicy(pool.config.Policies?.PasswordPolicy, input.Password);
    if (attributes.email && (await findByEmail(deps, pool.id, attributes.email))) {
      throw Errors.usernameExists('An account with the given email already exists.');
    }

    const validationData: Record<string, string> = {};
    for (const a of input.ValidationData ?? []) validationData[a.Name] = a.Value ?? '';
    const pre = await invokeTrigger(deps, pool, 'PreSignUp', {
      ...eventBase(deps, pool, username, client.id),
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { ...attributes }, validationData, clientMetadata: input.ClientMetadata },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
    const autoConfirm = pre?.response.autoConfirmUser === true;
    if (pre?.response.autoVerifyEmail && attributes.email) attributes.email_verified = 'true';
    if (pre?.response.autoVerifyPhone && attributes.phone_number) attributes.phone_number_verified = 'true';

    const secrets = await derivePasswordSecrets(pool.id, username, input.Password);
    const inserted = await insertUser(deps, {
      poolId: pool.id,
      username,
      sub,
      status: 'UNCONFIRMED',
      attributes,
      secrets,
    });
    if (!inserted) {
      throw byEmail
        ? Errors.usernameExists('An account with the given email already exists.')
        : Errors.usernameExists('User already exists');
    }
    const user = await findUser(deps, pool.id, username);
    if (!user) throw Errors.internal('The new user could not be read back');
    await recordAuthEvent(deps, user, { type: 'SignUp', response: 'Pass', client: requestClient(req, request) });
    if (autoConfirm) {
      await confirmAccount(deps, pool, user, client.id, input.ClientMetadata);
      return { UserConfirmed: true, UserSub: sub };
    }
    const delivery = await sendSignUpCode(deps, pool, client.id, user, 'CustomMessage_SignUp', input.ClientMetadata);
    return { UserConfirmed: false, UserSub: sub, ...(delivery ? { CodeDeliveryDetails: delivery } : {}) };
  },
};
