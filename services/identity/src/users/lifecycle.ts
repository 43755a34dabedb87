// Account lifecycle steps shared by several operations: setting a password (policy, argon2id hash and SRP
// verifier together), confirming an account (PostConfirmation), and sending sign-up and attribute codes.

import type { CustomMessageSource, PostConfirmationEvent } from '@innov/platform';
import { assertPasswordPolicy } from '../crypto/password.ts';
import type { IdentityDeps } from '../deps.ts';
import { issueCode } from '../store/codes.ts';
import type { UserPool, UserStatus } from '../store/types.ts';
import { derivePasswordSecrets, getUser, type UserRecord, updateUser } from '../store/users.ts';
import { eventBase, hasTrigger, invokeTrigger } from '../triggers/invoke.ts';
import { type CodeDeliveryDetails, deliverCode, deliveryDetails } from '../triggers/messages.ts';

export async function setPassword(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  password: string,
  opts: { status?: UserStatus; attributes?: Record<string, string>; tokensValidAfter?: Date } = {},
): Promise<UserRecord> {
  assertPasswordPolicy(pool.config.Policies?.PasswordPolicy, password);
  const secrets = await derivePasswordSecrets(pool.id, user.username, password);
  await updateUser(deps, pool.id, user.username, { secrets, ...opts });
  return (await getUser(deps, pool.id, user.username)) ?? user;
}

export async function runPostConfirmation(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  clientId: string | undefined,
  source: PostConfirmationEvent['triggerSource'],
  clientMetadata?: Record<string, string>,
): Promise<void> {
  if (!hasTrigger(pool, 'PostConfirmation')) return;
  await invokeTrigger(deps, pool, 'PostConfirmation', {
    ...eventBase(deps, pool, user.username, clientId),
    triggerSource: source,
    request: { userAttributes: { ...user.attributes, 'cognito:user_status': 'CONFIRMED' }, clientMetadata },
    response: {},
  });
}

/** Marks the account confirmed (and the e-mail verified when the pool auto-verifies it), then PostConfirmation. */
export async function confirmAccount(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  clientId: string | undefined,
  clientMetadata?: Record<string, string>,
): Promise<UserRecord> {
  const attributes = { ...user.attributes };
  const auto = pool.config.AutoVerifiedAttributes ?? [];
  if (attributes.email && auto.includes('email')) attributes.email_verified = 'true';
  if (attributes.phone_number && auto.includes('phone_number')) attributes.phone_number_verified = 'true';
  await updateUser(deps, pool.id, user.username, { status: 'CONFIRMED', attributes });
  const confirmed = { ...user, status: 'CONFIRMED' as const, attributes };
  await runPostConfirmation(deps, pool, confirmed, clientId, 'PostConfirmation_ConfirmSignUp', clientMetadata);
  return confirmed;
}

/** Where codes go: the e-mail when there is one, else the phone. */
export function codeDestination(user: { attributes: Record<string, string> }) {
  if (user.attributes.email) return { attribute: 'email' as const, value: user.attributes.email };
  if (user.attributes.phone_number) return { attribute: 'phone_number' as const, value: user.attributes.phone_number };
  return null;
}

/** Sign-up confirmation by code, or by link when the pool's DefaultEmailOption is CONFIRM_WITH_LINK. */
export async function sendSignUpCode(
  deps: IdentityDeps,
  pool: UserPool,
  clientId: string | undefined,
  user: UserRecord,
  source: CustomMessageSource,
  clientMetadata?: Record<string, string>,
): Promise<CodeDeliveryDetails | undefined> {
  const destination = codeDestination(user);
  if (!destination) return undefined;
  const code = await issueCode(deps, pool.id, user.username, 'signup');
  const byLink =
    destination.attribute === 'email' &&
    pool.config.VerificationMessageTemplate?.DefaultEmailOption === 'CONFIRM_WITH_LINK';
  const link = byLink
    ? `${deps.config.publicUrl}/cognito/confirm?${new URLSearchParams({
        client_id: clientId ?? '',
        user_name: user.username,
        confirmation_code: code,
        pool_id: pool.id,
      })}`
    : undefined;
  return deliverCode(deps, {
    pool,
    clientId,
    username: user.username,
    userAttributes: user.attributes,
    source,
    code,
    destination,
    clientMetadata,
    link,
  });
}

export async function sendAttributeCode(
  deps: IdentityDeps,
  pool: UserPool,
  clientId: string | undefined,
  user: UserRecord,
  attribute: 'email' | 'phone_number',
  value: string,
  source: CustomMessageSource,
  clientMetadata?: Record<string, string>,
): Promise<CodeDeliveryDetails> {
  const code = await issueCode(deps, pool.id, user.username, `attr:${attribute}`);
  return deliverCode(deps, {
    pool,
    clientId,
    username: user.username,
    userAttributes: { ...user.attributes, [attribute]: value },
    source,
    code,
    destination: { attribute, value },
    clientMetadata,
  });
}

export { deliveryDetails };
