// Access and ID tokens with Cognito's exact claims (cognito-fidelity.md §4.3), RS256 with the pool's
// separate access and ID keys, validity per app client, PreTokenGeneration v2 overrides applied.
import { randomUUID } from 'node:crypto';
import type { ClaimsOverride, TokenGenerationSource } from '@innov/platform';
import { SignJWT } from 'jose';
import type { IdentityDeps } from '../deps.ts';
import { getSigningKey, issuerFor } from '../store/pools.ts';
import { createRefreshToken } from '../store/refresh-tokens.ts';
import type { TimeUnit, UserPool, UserPoolClient } from '../store/types.ts';
import { groupsOf, type UserRecord } from '../store/users.ts';
import { eventBase, invokeTrigger } from '../triggers/invoke.ts';

const UNIT_SECONDS: Record<TimeUnit, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** Token lifetimes in seconds from the client's settings (Cognito defaults: 60 min, 60 min, 30 days). */
export function tokenValidity(client: UserPoolClient): { access: number; id: number; refresh: number } {
  const c = client.config;
  const units = c.TokenValidityUnits ?? {};
  const span = (
    value: number | undefined,
    unit: TimeUnit | undefined,
    fallbackSeconds: number,
    defaultUnit: TimeUnit,
  ) => (value === undefined || value === null ? fallbackSeconds : value * UNIT_SECONDS[unit ?? defaultUnit]);
  return {
    access: span(c.AccessTokenValidity, units.AccessToken, 3600, 'hours'),
    id: span(c.IdTokenValidity, units.IdToken, 3600, 'hours'),
    refresh: span(c.RefreshTokenValidity, units.RefreshToken, 30 * 86_400, 'days'),
  };
}

/** Claims a PreTokenGeneration trigger may not add, override or suppress. */
const RESERVED = new Set([
  'acr',
  'amr',
  'aud',
  'at_hash',
  'auth_time',
  'azp',
  'client_id',
  'c_hash',
  'cognito:username',
  'cognito:groups',
  'cognito:preferred_role',
  'cognito:roles',
  'event_id',
  'exp',
  'iat',
  'identities',
  'iss',
  'jti',
  'nbf',
  'nonce',
  'origin_jti',
  'scope',
  'sub',
  'token_use',
  'username',
  'version',
]);

function applyOverride(claims: Record<string, unknown>, o: ClaimsOverride | undefined) {
  if (!o) return;
  for (const name of o.claimsToSuppress ?? []) if (!RESERVED.has(name)) delete claims[name];
  for (const [name, value] of Object.entries(o.claimsToAddOrOverride ?? {})) {
    if (!RESERVED.has(name) && value !== undefined) claims[name] = value;
  }
}

/** Attributes that go into the ID token: all but sub (set separately) and developer-only ones. */
function idTokenAttributes(user: UserRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    if (name === 'sub' || name.startsWith('dev:')) continue;
    // Federated users: the attribute is a JSON string; the ID token carries the parsed list, as Cognito does.
    if (name === 'identities') {
      try {
        out.identities = JSON.parse(value);
      } catch {
        // A malformed value is left out rather than breaking sign-in.
      }
      continue;
    }
    out[name] = name === 'email_verified' || name === 'phone_number_verified' ? value === 'true' : value;
  }
  return out;
}

export interface IssueOptions {
  pool: UserPool;
  client: UserPoolClient;
  user: UserRecord;
  source: TokenGenerationSource;
  /** Sign-in time (epoch seconds), kept across refreshes. */
  authTime: number;
  /** The refresh token's id when refreshing; a new refresh token is created when absent. */
  originJti?: string;
  /** Issue a new refresh token (sign-in, or rotation on refresh). */
  withRefreshToken: boolean;
  clientMetadata?: Record<string, string>;
  /** OAuth scopes granted through the hosted UI (default: aws.cognito.signin.user.admin, as for API sign-ins). */
  scopes?: string[];
  /** The hosted UI's `nonce`, echoed in the ID token. */
  nonce?: string;
}

export interface AuthenticationResult {
  AccessToken: string;
  ExpiresIn: number;
  IdToken: string;
  RefreshToken?: string;
  TokenType: 'Bearer';
}

export async function issueTokens(
  deps: IdentityDeps,
  o: IssueOptions,
): Promise<{ result: AuthenticationResult; originJti: string }> {
  const { pool, client, user } = o;
  const validity = tokenValidity(client);
  let originJti = o.originJti;
  let refreshToken: string | undefined;
  if (o.withRefreshToken) {
    const created = await createRefreshToken(deps, {
      poolId: pool.id,
      clientId: client.id,
      username: user.username,
      authTime: o.authTime,
      validitySeconds: validity.refresh,
      scopes: o.scopes,
    });
    originJti = created.id;
    refreshToken = created.token;
  }
  if (!originJti) throw new Error('issueTokens needs an origin_jti or a new refresh token');

  let groups = await groupsOf(deps, pool.id, user.username);
  let scopes = o.scopes ?? ['aws.cognito.signin.user.admin'];
  const idExtra: Record<string, unknown> = idTokenAttributes(user);
  const accessExtra: Record<string, unknown> = {};

  const pre = await invokeTrigger(deps, pool, 'PreTokenGeneration', {
    ...eventBase(deps, pool, user.username, client.id),
    version: '2',
    triggerSource: o.source,
    request: {
      userAttributes: { ...user.attributes },
      groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [], preferredRole: null },
      scopes,
      clientMetadata: o.clientMetadata,
    },
    response: { claimsAndScopeOverrideDetails: null },
  });
  if (pre) {
    const v2 = pre.response.claimsAndScopeOverrideDetails;
    const v1 = pre.response.claimsOverrideDetails;
    if (v2) {
      applyOverride(idExtra, v2.idTokenGeneration);
      applyOverride(accessExtra, v2.accessTokenGeneration);
      const add = v2.accessTokenGeneration?.scopesToAdd ?? [];
      const drop = new Set(v2.accessTokenGeneration?.scopesToSuppress ?? []);
      scopes = [...new Set([...scopes, ...add])].filter((s) => !drop.has(s));
      if (v2.groupOverrideDetails?.groupsToOverride) groups = v2.groupOverrideDetails.groupsToOverride;
    } else if (v1) {
      applyOverride(idExtra, v1);
      if (v1.groupOverrideDetails?.groupsToOverride) groups = v1.groupOverrideDetails.groupsToOverride;
    }
  }

  const now = Math.floor(deps.now().getTime() / 1000);
  const iss = issuerFor(deps, pool.id);
  const eventId = randomUUID();
  const groupClaim = groups.length ? { 'cognito:groups': groups } : {};

  const access = {
    ...accessExtra,
    sub: user.sub,
    ...groupClaim,
    iss,
    version: 2,
    client_id: client.id,
    origin_jti: originJti,
    event_id: eventId,
    token_use: 'access',
    scope: scopes.join(' '),
    auth_time: o.authTime,
    exp: now + validity.access,
    iat: now,
    jti: randomUUID(),
    username: user.username,
  };
  const id = {
    ...idExtra,
    sub: user.sub,
    ...groupClaim,
    iss,
    'cognito:username': user.username,
    ...(o.nonce ? { nonce: o.nonce } : {}),
    origin_jti: originJti,
    aud: client.id,
    event_id: eventId,
    token_use: 'id',
    auth_time: o.authTime,
    exp: now + validity.id,
    iat: now,
    jti: randomUUID(),
  };
  const [accessKey, idKey] = await Promise.all([
    getSigningKey(deps, pool.id, 'access'),
    getSigningKey(deps, pool.id, 'id'),
  ]);
  const [AccessToken, IdToken] = await Promise.all([
    new SignJWT(access).setProtectedHeader({ kid: accessKey.kid, alg: 'RS256' }).sign(accessKey.privateKey),
    new SignJWT(id).setProtectedHeader({ kid: idKey.kid, alg: 'RS256' }).sign(idKey.privateKey),
  ]);
  return {
    originJti,
    result: {
      AccessToken,
      ExpiresIn: validity.access,
      IdToken,
      ...(refreshToken ? { RefreshToken: refreshToken } : {}),
      TokenType: 'Bearer',
    },
  };
}
