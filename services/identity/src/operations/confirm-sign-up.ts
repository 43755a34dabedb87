// ConfirmSignUp: the code (or link) sent at sign-up confirms the account; PostConfirmation runs after.
import { z } from 'zod';
import { assertSecretHash, hidesUserExistence, resolveClient, unknownUserForClient } from '../auth/client.ts';
import { refuseUnknownCode } from '../auth/unknown-users.ts';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { consumeCode } from '../store/codes.ts';
import type { UserPool } from '../store/types.ts';
import { findUser, type UserRecord } from '../store/users.ts';
import { confirmAccount } from '../users/lifecycle.ts';
import { ZClientId, ZClientMetadata, ZCode, ZSecretHash, ZUsername } from './user-shape.ts';

export const ZConfirmSignUpInput = z.object({
  ClientId: ZClientId,
  Username: ZUsername,
  ConfirmationCode: ZCode,
  SecretHash: ZSecretHash.optional(),
  ForceAliasCreation: z.boolean().optional(),
  ClientMetadata: ZClientMetadata,
  Session: z.string().optional(),
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
});
export type TConfirmSignUpInput = z.infer<typeof ZConfirmSignUpInput>;

/** Shared with the link-confirmation page. */
export async function confirmWithCode(
  deps: IdentityDeps,
  pool: UserPool,
  clientId: string | undefined,
  user: UserRecord,
  code: string,
  clientMetadata?: Record<string, string>,
): Promise<void> {
  if (user.status !== 'UNCONFIRMED') {
    throw Errors.notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  }
  await consumeCode(deps, pool.id, user.username, 'signup', code);
  await confirmAccount(deps, pool, user, clientId, clientMetadata);
}

export const confirmSignUp: Operation<TConfirmSignUpInput> = {
  plane: 'user',
  input: ZConfirmSignUpInput,
  async run(input, { deps }) {
    const { pool, client } = await resolveClient(deps, input.ClientId);
    const user = await findUser(deps, pool.id, input.Username);
    assertSecretHash(client, input.SecretHash, input.Username, user?.username);
    if (!user) {
      // Cognito (Managing error responses, ConfirmSignUp): CodeMismatchException when "the code doesn't match what
      // the server expects"; counted like a real account's, so TooManyFailedAttemptsException comes alike.
      if (hidesUserExistence(client)) {
        return refuseUnknownCode(deps, pool.id, input.Username, 'signup', input.ConfirmationCode, {
          awaitsCode: true,
        });
      }
      throw unknownUserForClient();
    }
    // The e-mail is unique within the pool, so ForceAliasCreation never has another alias to take over.
    await confirmWithCode(deps, pool, client.id, user, input.ConfirmationCode, input.ClientMetadata);
    return {};
  },
};
