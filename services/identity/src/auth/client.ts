// Resolving the app client of a user-plane call, and the checks that hang off it: allowed auth flows,
// SECRET_HASH for clients with a secret, and how user-existence errors are reported.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { getClient, getPool } from '../store/pools.ts';
import type { UserPool, UserPoolClient } from '../store/types.ts';

export interface ClientContext {
  pool: UserPool;
  client: UserPoolClient;
}

export async function resolveClient(deps: IdentityDeps, clientId: string): Promise<ClientContext> {
  const client = await getClient(deps, clientId);
  if (!client) throw Errors.resourceNotFound(`User pool client ${clientId} does not exist.`);
  const pool = await getPool(deps, client.poolId);
  if (!pool) throw Errors.resourceNotFound(`User pool client ${clientId} does not exist.`);
  return { pool, client };
}

/** Admin calls name the pool and the client; the client must belong to the pool. */
export async function resolvePoolClient(deps: IdentityDeps, poolId: string, clientId: string): Promise<ClientContext> {
  const ctx = await resolveClient(deps, clientId);
  if (ctx.pool.id !== poolId) throw Errors.resourceNotFound(`User pool client ${clientId} does not exist.`);
  return ctx;
}

const FLOW_SETTING: Record<string, string[]> = {
  USER_SRP_AUTH: ['ALLOW_USER_SRP_AUTH'],
  USER_PASSWORD_AUTH: ['ALLOW_USER_PASSWORD_AUTH', 'USER_PASSWORD_AUTH'],
  REFRESH_TOKEN_AUTH: ['ALLOW_REFRESH_TOKEN_AUTH'],
  REFRESH_TOKEN: ['ALLOW_REFRESH_TOKEN_AUTH'],
  CUSTOM_AUTH: ['ALLOW_CUSTOM_AUTH', 'CUSTOM_AUTH_FLOW_ONLY'],
  ADMIN_USER_PASSWORD_AUTH: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH'],
  ADMIN_NO_SRP_AUTH: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ADMIN_NO_SRP_AUTH'],
};

export function assertFlowAllowed(client: UserPoolClient, flow: string): void {
  const flows = client.config.ExplicitAuthFlows ?? [];
  // Cognito: a client with no explicit flows allows SRP, custom and refresh.
  const effective = flows.length ? flows : ['ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];
  const needed = FLOW_SETTING[flow] ?? [];
  if (!needed.some((n) => effective.includes(n))) {
    throw Errors.invalidParameter(
      `${flow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : flow} flow not enabled for this client`,
    );
  }
}

/** Cognito's SECRET_HASH: Base64(HMAC-SHA256(clientSecret, username + clientId)). */
export function secretHash(secret: string, username: string, clientId: string): string {
  return createHmac('sha256', secret)
    .update(username + clientId)
    .digest('base64');
}

/** Required for clients with a secret; `usernames` are the forms the hash may have been made with. */
export function assertSecretHash(
  client: UserPoolClient,
  given: string | undefined,
  ...usernames: (string | undefined)[]
) {
  if (!client.secret) return;
  if (!given)
    throw Errors.notAuthorized(`Client ${client.id} is configured with secret but SECRET_HASH was not received`);
  const g = Buffer.from(given);
  for (const name of usernames) {
    if (!name) continue;
    const expected = Buffer.from(secretHash(client.secret, name, client.id));
    if (expected.length === g.length && timingSafeEqual(expected, g)) return;
  }
  throw Errors.notAuthorized(`Unable to verify secret hash for client ${client.id}`);
}

/** ENABLED (Cognito's default for new clients) hides whether a user exists. */
export function hidesUserExistence(client: UserPoolClient): boolean {
  return (client.config.PreventUserExistenceErrors ?? 'ENABLED') === 'ENABLED';
}

/** Cognito's words for a wrong username or password, and for the lockout after too many. */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';
export const incorrectCredentials = () => Errors.notAuthorized(INCORRECT_CREDENTIALS);
export const passwordAttemptsExceeded = () => Errors.notAuthorized(PASSWORD_ATTEMPTS_EXCEEDED);
export const userNotFound = () => Errors.userNotFound('User does not exist.');

/** Cognito's answer for an unknown user when the client does not hide user existence. */
export function unknownUserForClient() {
  return Errors.userNotFound('Username/client id combination not found.');
}
