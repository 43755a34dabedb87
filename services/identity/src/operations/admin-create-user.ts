// AdminCreateUser: a user in FORCE_CHANGE_PASSWORD with a temporary password (given, checked against the
// policy, or generated) and an invitation message; MessageAction RESEND re-invites, SUPPRESS sends nothing.
import { randomUUID } from 'node:crypto';
import { COGNITO_EMAIL_PATTERN } from '@innov/contracts/email';
import { z } from 'zod';
import { assertPasswordPolicy, generateTemporaryPassword } from '../crypto/password.ts';
import { CognitoError, Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { derivePasswordSecrets, findByEmail, findUser, insertUser, updateUser } from '../store/users.ts';
import { eventBase, invokeTrigger } from '../triggers/invoke.ts';
import { deliverCode } from '../triggers/messages.ts';
import { assertRequired, parseAttributes } from '../users/attributes.ts';
import { codeDestination } from '../users/lifecycle.ts';
import { userType } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZAttributeList, ZClientMetadata, ZPassword, ZUsername } from './user-shape.ts';

export const ZAdminCreateUserInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  UserAttributes: ZAttributeList.optional(),
  ValidationData: ZAttributeList.optional(),
  TemporaryPassword: ZPassword.optional(),
  ForceAliasCreation: z.boolean().optional(),
  MessageAction: z.enum(['RESEND', 'SUPPRESS']).optional(),
  DesiredDeliveryMediums: z
    .array(z.enum(['SMS', 'EMAIL']))
    .max(2)
    .optional(),
  ClientMetadata: ZClientMetadata,
});
export type TAdminCreateUserInput = z.infer<typeof ZAdminCreateUserInput>;

export const adminCreateUser: Operation<TAdminCreateUserInput> = {
  plane: 'admin',
  input: ZAdminCreateUserInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const policy = pool.config.Policies?.PasswordPolicy;
    const password = input.TemporaryPassword ?? generateTemporaryPassword(policy);
    assertPasswordPolicy(policy, password);
    const byEmail = pool.config.UsernameAttributes?.includes('email');
    let user = await findUser(deps, pool.id, input.Username);

    if (input.MessageAction === 'RESEND') {
      if (!user) throw Errors.userNotFound('User does not exist.');
      if (user.status !== 'FORCE_CHANGE_PASSWORD') {
        throw new CognitoError(
          'UnsupportedUserStateException',
          `User status ${user.status} does not allow a new invitation.`,
        );
      }
      await updateUser(deps, pool.id, user.username, {
        secrets: await derivePasswordSecrets(pool.id, user.username, password),
      });
      user = (await findUser(deps, pool.id, user.username)) ?? user;
    } else {
      if (user) throw Errors.usernameExists('User account already exists');
      const attributes = parseAttributes(pool, input.UserAttributes);
      const sub = randomUUID();
      let username: string;
      if (byEmail) {
        if (!COGNITO_EMAIL_PATTERN.test(input.Username)) throw Errors.invalidParameter('Username should be an email.');
        attributes.email = input.Username;
        username = sub;
      } else {
        username = pool.config.UsernameConfiguration?.CaseSensitive ? input.Username : input.Username.toLowerCase();
      }
      attributes.sub = sub;
      assertRequired(pool, attributes);
      if (attributes.email && (await findByEmail(deps, pool.id, attributes.email))) {
        throw Errors.usernameExists('An account with the given email already exists.');
      }
      const validationData: Record<string, string> = {};
      for (const a of input.ValidationData ?? []) validationData[a.Name] = a.Value ?? '';
      await invokeTrigger(deps, pool, 'PreSignUp', {
        ...eventBase(deps, pool, username, undefined),
        triggerSource: 'PreSignUp_AdminCreateUser',
        request: { userAttributes: { ...attributes }, validationData, clientMetadata: input.ClientMetadata },
        response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      });
      const secrets = await derivePasswordSecrets(pool.id, username, password);
      const inserted = await insertUser(deps, {
        poolId: pool.id,
        username,
        sub,
        status: 'FORCE_CHANGE_PASSWORD',
        attributes,
        secrets,
      });
      if (!inserted) throw Errors.usernameExists('User account already exists');
      user = await findUser(deps, pool.id, username);
      if (!user) throw Errors.internal('The new user could not be read back');
    }

    if (input.MessageAction !== 'SUPPRESS') {
      const destination = codeDestination(user);
      const mediums = input.DesiredDeliveryMediums ?? ['EMAIL'];
      if (destination && mediums.includes(destination.attribute === 'email' ? 'EMAIL' : 'SMS')) {
        await deliverCode(deps, {
          pool,
          username: user.username,
          userAttributes: user.attributes,
          source: 'CustomMessage_AdminCreateUser',
          code: password,
          destination,
          clientMetadata: input.ClientMetadata,
          secretIsPassword: true,
        });
      }
    }
    return { User: userType(user) };
  },
};
