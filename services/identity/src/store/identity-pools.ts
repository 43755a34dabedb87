// Identity pools and their identities. An identity is bound to at most one login per provider, and a login
// (provider + subject) to exactly one identity, so the same user always gets the same IdentityId.
import { randomUUID } from 'node:crypto';
import type { RawQuery } from '@innov/db';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';

export interface CognitoIdentityProvider {
  ProviderName: string;
  ClientId?: string;
  ServerSideTokenCheck?: boolean;
}

/** Cognito's IdentityPool shape (kept in `config`, apart from the id, name and guest flag columns). */
export interface IdentityPoolConfig {
  AllowClassicFlow?: boolean;
  SupportedLoginProviders?: Record<string, string>;
  DeveloperProviderName?: string;
  OpenIdConnectProviderARNs?: string[];
  CognitoIdentityProviders?: CognitoIdentityProvider[];
  SamlProviderARNs?: string[];
  IdentityPoolTags?: Record<string, string>;
}

export interface IdentityPool {
  id: string;
  name: string;
  allowUnauthenticated: boolean;
  config: IdentityPoolConfig;
  createdAt: Date;
  updatedAt: Date;
}

interface PoolRow {
  id: string;
  name: string;
  allow_unauthenticated: boolean;
  config: IdentityPoolConfig;
  created_at: Date;
  updated_at: Date;
}

const POOL_COLUMNS = 'id, name, allow_unauthenticated, config, created_at, updated_at';

const toPool = (r: PoolRow): IdentityPool => ({
  id: r.id,
  name: r.name,
  allowUnauthenticated: r.allow_unauthenticated,
  config: r.config,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** Cognito: `<region>:<uuid>`; Amplify reads the region from the part before `:`. */
export const newIdentityPoolId = (region: string) => `${region}:${randomUUID()}`;

/** Cognito's IdentityPool response shape. */
export function identityPoolType(p: IdentityPool) {
  return {
    IdentityPoolId: p.id,
    IdentityPoolName: p.name,
    AllowUnauthenticatedIdentities: p.allowUnauthenticated,
    AllowClassicFlow: p.config.AllowClassicFlow ?? false,
    ...(p.config.SupportedLoginProviders ? { SupportedLoginProviders: p.config.SupportedLoginProviders } : {}),
    ...(p.config.DeveloperProviderName ? { DeveloperProviderName: p.config.DeveloperProviderName } : {}),
    ...(p.config.OpenIdConnectProviderARNs ? { OpenIdConnectProviderARNs: p.config.OpenIdConnectProviderARNs } : {}),
    CognitoIdentityProviders: p.config.CognitoIdentityProviders ?? [],
    ...(p.config.SamlProviderARNs ? { SamlProviderARNs: p.config.SamlProviderARNs } : {}),
    ...(p.config.IdentityPoolTags ? { IdentityPoolTags: p.config.IdentityPoolTags } : {}),
  };
}

export async function getIdentityPool(deps: IdentityDeps, id: string, q?: RawQuery): Promise<IdentityPool | null> {
  const [row] = await (q ?? deps.database.query)<PoolRow>(
    `select ${POOL_COLUMNS} from identity.identity_pools where id = $1`,
    [id],
  );
  return row ? toPool(row) : null;
}

export async function requireIdentityPool(deps: IdentityDeps, id: string): Promise<IdentityPool> {
  const pool = await getIdentityPool(deps, id);
  if (!pool) throw Errors.resourceNotFound(`IdentityPool '${id}' not found.`);
  return pool;
}

export async function insertIdentityPool(
  deps: IdentityDeps,
  q: RawQuery,
  p: { name: string; allowUnauthenticated: boolean; config: IdentityPoolConfig },
): Promise<IdentityPool> {
  const [row] = await q<PoolRow>(
    `insert into identity.identity_pools (id, name, allow_unauthenticated, config, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) returning ${POOL_COLUMNS}`,
    [newIdentityPoolId(deps.config.region), p.name, p.allowUnauthenticated, JSON.stringify(p.config), deps.now()],
  );
  return toPool(row);
}

export async function updateIdentityPool(
  deps: IdentityDeps,
  id: string,
  p: { name: string; allowUnauthenticated: boolean; config: IdentityPoolConfig },
  q?: RawQuery,
): Promise<IdentityPool> {
  const [row] = await (q ?? deps.database.query)<PoolRow>(
    `update identity.identity_pools set name = $2, allow_unauthenticated = $3, config = $4, updated_at = $5
     where id = $1 returning ${POOL_COLUMNS}`,
    [id, p.name, p.allowUnauthenticated, JSON.stringify(p.config), deps.now()],
  );
  if (!row) throw Errors.resourceNotFound(`IdentityPool '${id}' not found.`);
  return toPool(row);
}

export async function deleteIdentityPool(deps: IdentityDeps, id: string): Promise<boolean> {
  const rows = await deps.database.query('delete from identity.identity_pools where id = $1 returning id', [id]);
  return rows.length > 0;
}

export async function listIdentityPools(deps: IdentityDeps, limit: number, after?: string): Promise<IdentityPool[]> {
  const rows = await deps.database.query<PoolRow>(
    `select ${POOL_COLUMNS} from identity.identity_pools where ($1::text is null or id > $1) order by id limit $2`,
    [after ?? null, limit],
  );
  return rows.map(toPool);
}

// ── Identities ───────────────────────────────────────────────────────────────────────────────────────────

export interface Identity {
  id: string;
  poolId: string;
  /** Canonical provider name (`cognito-idp.<region>.amazonaws.com/<userPoolId>`) → subject. */
  logins: Record<string, string>;
}

interface IdentityRow {
  id: string;
  pool_id: string;
  logins: Record<string, string>;
}

const toIdentity = (r: IdentityRow): Identity => ({ id: r.id, poolId: r.pool_id, logins: r.logins ?? {} });

export async function getIdentity(deps: IdentityDeps, id: string): Promise<Identity | null> {
  const [row] = await deps.database.query<IdentityRow>(
    'select id, pool_id, logins from identity.identities where id = $1',
    [id],
  );
  return row ? toIdentity(row) : null;
}

export async function createGuestIdentity(deps: IdentityDeps, poolId: string): Promise<Identity> {
  const [row] = await deps.database.query<IdentityRow>(
    `insert into identity.identities (id, pool_id, logins, created_at, updated_at) values ($1, $2, '{}'::jsonb, $3, $3)
     returning id, pool_id, logins`,
    [`${deps.config.region}:${randomUUID()}`, poolId, deps.now()],
  );
  return toIdentity(row);
}

/** Serialises concurrent sign-ins of one login, so that they agree on a single identity. */
async function lockLogin(q: RawQuery, poolId: string, provider: string, subject: string) {
  await q('select pg_advisory_xact_lock(hashtext($1))', [`identity-login:${poolId}:${provider}:${subject}`]);
}

async function findByLogin(q: RawQuery, poolId: string, provider: string, subject: string): Promise<Identity | null> {
  const [row] = await q<IdentityRow>(
    'select id, pool_id, logins from identity.identities where pool_id = $1 and logins @> $2::jsonb limit 1',
    [poolId, JSON.stringify({ [provider]: subject })],
  );
  return row ? toIdentity(row) : null;
}

/** GetId with a login: the identity bound to it, created on first use. */
export async function identityForLogin(
  deps: IdentityDeps,
  poolId: string,
  provider: string,
  subject: string,
): Promise<Identity> {
  return deps.database.transaction(async (q) => {
    await lockLogin(q, poolId, provider, subject);
    const found = await findByLogin(q, poolId, provider, subject);
    if (found) return found;
    const [row] = await q<IdentityRow>(
      `insert into identity.identities (id, pool_id, logins, created_at, updated_at) values ($1, $2, $3, $4, $4)
       returning id, pool_id, logins`,
      [`${deps.config.region}:${randomUUID()}`, poolId, JSON.stringify({ [provider]: subject }), deps.now()],
    );
    return toIdentity(row);
  });
}

/**
 * GetCredentialsForIdentity with a login on a given identity, as Cognito links them: a login already bound to
 * another identity wins and a guest identity is merged into it; a guest identity with a new login
 * becomes that login's identity; an identity bound to a different subject of the same provider is refused.
 */
export async function linkLogin(
  deps: IdentityDeps,
  identity: Identity,
  provider: string,
  subject: string,
): Promise<Identity> {
  return deps.database.transaction(async (q) => {
    await lockLogin(q, identity.poolId, provider, subject);
    const bound = await findByLogin(q, identity.poolId, provider, subject);
    if (bound) {
      // A guest identity merges into the login's identity. It is kept, not deleted: a client often sends the
      // same guest id with the login from two requests at once (aws-amplify's parallel session fetches), and
      // the second must get the same answer, not ResourceNotFoundException.
      if (bound.id !== identity.id && Object.keys(identity.logins).length > 0) {
        throw Errors.notAuthorized(
          "Logins don't match. Please include at least one valid login for this identity or identity pool.",
        );
      }
      return bound;
    }
    const existing = identity.logins[provider];
    if (existing !== undefined && existing !== subject) {
      throw Errors.notAuthorized(
        "Logins don't match. Please include at least one valid login for this identity or identity pool.",
      );
    }
    const [row] = await q<IdentityRow>(
      `update identity.identities set logins = logins || $2::jsonb, updated_at = $3 where id = $1
       returning id, pool_id, logins`,
      [identity.id, JSON.stringify({ [provider]: subject }), deps.now()],
    );
    if (!row) throw Errors.resourceNotFound(`Identity '${identity.id}' not found.`);
    return toIdentity(row);
  });
}
