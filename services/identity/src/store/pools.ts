// User pools, their app clients and their signing keys. Reads sit on the hot path of every sign-in and token
// check, so they are cached per database for a few seconds and dropped at once when this process changes them.
import { createPrivateKey, generateKeyPair, type KeyObject, randomInt } from 'node:crypto';
import type { Database, RawQuery } from '@innov/db';
import { calculateJwkThumbprint } from 'jose';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import type { UserPool, UserPoolClient, UserPoolClientConfig, UserPoolConfig } from './types.ts';

/** Cached reads live this long; another process's changes are seen within it. */
const CACHE_TTL_MS = 5_000;
/** Longest access/ID token validity (Cognito: 1 day), plus a margin for other processes' key caches. */
const RETIRED_KEY_LIFETIME_MS = 24 * 3600_000 + 10 * 60_000;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** Cognito: `<region>_<9 alphanumerics>`; Amplify reads the region from the part before `_`. */
export const newPoolId = (region: string) => `${region}_${randomString(ALNUM, 9)}`;
/** Cognito app client ids: 26 lower-case alphanumerics. */
export const newClientId = () => randomString(LOWER_ALNUM, 26);
/** Cognito client secrets: 51 lower-case alphanumerics. */
export const newClientSecret = () => randomString(LOWER_ALNUM, 51);

interface Cached<T> {
  value: T;
  at: number;
}

interface PoolCache {
  pools: Map<string, Cached<UserPool>>;
  clients: Map<string, Cached<UserPoolClient>>;
  keys: Map<string, Cached<{ kid: string; privateKey: KeyObject }>>;
  jwks: Map<string, Cached<{ keys: JsonWebKey[] }>>;
}

const caches = new WeakMap<Database, PoolCache>();

function cacheFor(deps: IdentityDeps): PoolCache {
  let cache = caches.get(deps.database);
  if (!cache) {
    cache = { pools: new Map(), clients: new Map(), keys: new Map(), jwks: new Map() };
    caches.set(deps.database, cache);
  }
  return cache;
}

function fresh<T>(map: Map<string, Cached<T>>, key: string): T | undefined {
  const hit = map.get(key);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
  if (hit) map.delete(key);
  return undefined;
}

function remember<T>(map: Map<string, Cached<T>>, key: string, value: T): T {
  if (map.size > 10_000) map.clear();
  map.set(key, { value, at: Date.now() });
  return value;
}

/** Drops this process's cached copies of a pool (and its clients and keys) after a change. */
export function invalidatePool(deps: IdentityDeps, poolId: string): void {
  const cache = cacheFor(deps);
  cache.pools.delete(poolId);
  cache.jwks.delete(poolId);
  cache.keys.delete(`${poolId}/access`);
  cache.keys.delete(`${poolId}/id`);
  for (const [id, c] of cache.clients) if (c.value.poolId === poolId) cache.clients.delete(id);
}

export function invalidateClient(deps: IdentityDeps, clientId: string): void {
  cacheFor(deps).clients.delete(clientId);
}

interface PoolRow {
  id: string;
  name: string;
  config: UserPoolConfig;
  created_at: Date;
  updated_at: Date;
}

interface ClientRow {
  id: string;
  pool_id: string;
  name: string;
  secret_enc: string | null;
  config: UserPoolClientConfig;
  created_at: Date;
  updated_at: Date;
}

const toPool = (r: PoolRow): UserPool => ({
  id: r.id,
  name: r.name,
  config: r.config,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

function toClient(deps: IdentityDeps, r: ClientRow): UserPoolClient {
  return {
    id: r.id,
    poolId: r.pool_id,
    name: r.name,
    ...(r.secret_enc ? { secret: deps.secrets.open(r.secret_enc).toString('utf8') } : {}),
    config: r.config,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

// ── Pools ────────────────────────────────────────────────────────────────────────────────────────────────

export async function getPool(deps: IdentityDeps, poolId: string): Promise<UserPool | null> {
  const cache = cacheFor(deps);
  const hit = fresh(cache.pools, poolId);
  if (hit) return hit;
  const [row] = await deps.database.query<PoolRow>(
    'select id, name, config, created_at, updated_at from identity.user_pools where id = $1',
    [poolId],
  );
  return row ? remember(cache.pools, poolId, toPool(row)) : null;
}

/** Like getPool, but an unknown pool is Cognito's ResourceNotFoundException. */
export async function requirePool(deps: IdentityDeps, poolId: string): Promise<UserPool> {
  const pool = await getPool(deps, poolId);
  if (!pool) throw Errors.resourceNotFound(`User pool ${poolId} does not exist.`);
  return pool;
}

/** Creates a pool and its two signing keys (one for access tokens, one for ID tokens) in one transaction. */
export async function insertPool(
  deps: IdentityDeps,
  q: RawQuery,
  pool: { id?: string; name: string; config: UserPoolConfig },
): Promise<UserPool> {
  const id = pool.id ?? newPoolId(deps.config.region);
  const now = deps.now();
  const keys = await Promise.all([newSigningKey(deps, 'access'), newSigningKey(deps, 'id')]);
  const [row] = await q<PoolRow>(
    `insert into identity.user_pools (id, name, config, created_at, updated_at) values ($1, $2, $3, $4, $4)
     returning id, name, config, created_at, updated_at`,
    [id, pool.name, JSON.stringify(pool.config), now],
  );
  for (const key of keys) await insertSigningKey(q, id, key, now);
  return toPool(row);
}

export async function createPool(
  deps: IdentityDeps,
  pool: { name: string; config: UserPoolConfig },
): Promise<UserPool> {
  return deps.database.transaction((q) => insertPool(deps, q, pool));
}

export async function updatePool(
  deps: IdentityDeps,
  poolId: string,
  patch: { name: string; config: UserPoolConfig },
): Promise<UserPool> {
  const [row] = await deps.database.query<PoolRow>(
    `update identity.user_pools set name = $2, config = $3, updated_at = $4 where id = $1
     returning id, name, config, created_at, updated_at`,
    [poolId, patch.name, JSON.stringify(patch.config), deps.now()],
  );
  invalidatePool(deps, poolId);
  if (!row) throw Errors.resourceNotFound(`User pool ${poolId} does not exist.`);
  return toPool(row);
}

/** Deletes a pool and everything in it (tables without a foreign key are cleared explicitly). */
export async function deletePool(deps: IdentityDeps, poolId: string): Promise<void> {
  await deps.database.transaction(async (q) => {
    for (const table of ['verification_codes', 'refresh_tokens', 'user_groups', 'devices']) {
      await q(`delete from identity.${table} where pool_id = $1`, [poolId]);
    }
    await q('delete from identity.user_pools where id = $1', [poolId]);
  });
  invalidatePool(deps, poolId);
}

/** Pools in id order after `after` (keyset pagination). */
export async function listPools(deps: IdentityDeps, limit: number, after?: string): Promise<UserPool[]> {
  const rows = await deps.database.query<PoolRow>(
    `select id, name, config, created_at, updated_at from identity.user_pools
     where ($1::text is null or id > $1) order by id limit $2`,
    [after ?? null, limit],
  );
  return rows.map(toPool);
}

export async function countUsers(deps: IdentityDeps, poolId: string): Promise<number> {
  const [row] = await deps.database.query<{ n: number | string }>(
    'select count(*) as n from identity.users where pool_id = $1',
    [poolId],
  );
  return Number(row?.n ?? 0);
}

// ── App clients ──────────────────────────────────────────────────────────────────────────────────────────

export async function getClient(deps: IdentityDeps, clientId: string): Promise<UserPoolClient | null> {
  const cache = cacheFor(deps);
  const hit = fresh(cache.clients, clientId);
  if (hit) return hit;
  const [row] = await deps.database.query<ClientRow>(
    'select id, pool_id, name, secret_enc, config, created_at, updated_at from identity.user_pool_clients where id = $1',
    [clientId],
  );
  return row ? remember(cache.clients, clientId, toClient(deps, row)) : null;
}

/** The client, which must belong to `poolId`, or ResourceNotFoundException. */
export async function requireClient(deps: IdentityDeps, poolId: string, clientId: string): Promise<UserPoolClient> {
  const client = await getClient(deps, clientId);
  if (!client || client.poolId !== poolId)
    throw Errors.resourceNotFound(`User pool client ${clientId} does not exist.`);
  return client;
}

export async function insertClient(
  deps: IdentityDeps,
  q: RawQuery,
  client: { poolId: string; name: string; generateSecret: boolean; config: UserPoolClientConfig },
): Promise<UserPoolClient> {
  const secret = client.generateSecret ? newClientSecret() : undefined;
  const [row] = await q<ClientRow>(
    `insert into identity.user_pool_clients (id, pool_id, name, secret_enc, config, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     returning id, pool_id, name, secret_enc, config, created_at, updated_at`,
    [
      newClientId(),
      client.poolId,
      client.name,
      secret ? deps.secrets.seal(secret) : null,
      JSON.stringify(client.config),
      deps.now(),
    ],
  );
  return toClient(deps, row);
}

export async function createClient(
  deps: IdentityDeps,
  client: { poolId: string; name: string; generateSecret: boolean; config: UserPoolClientConfig },
): Promise<UserPoolClient> {
  return insertClient(deps, deps.database.query, client);
}

export async function updateClient(
  deps: IdentityDeps,
  clientId: string,
  patch: { name: string; config: UserPoolClientConfig },
): Promise<UserPoolClient> {
  const [row] = await deps.database.query<ClientRow>(
    `update identity.user_pool_clients set name = $2, config = $3, updated_at = $4 where id = $1
     returning id, pool_id, name, secret_enc, config, created_at, updated_at`,
    [clientId, patch.name, JSON.stringify(patch.config), deps.now()],
  );
  invalidateClient(deps, clientId);
  if (!row) throw Errors.resourceNotFound(`User pool client ${clientId} does not exist.`);
  return toClient(deps, row);
}

export async function deleteClient(deps: IdentityDeps, clientId: string): Promise<void> {
  await deps.database.transaction(async (q) => {
    await q('delete from identity.refresh_tokens where client_id = $1', [clientId]);
    await q('delete from identity.user_pool_clients where id = $1', [clientId]);
  });
  invalidateClient(deps, clientId);
}

export async function listClients(
  deps: IdentityDeps,
  poolId: string,
  limit: number,
  after?: string,
): Promise<UserPoolClient[]> {
  const rows = await deps.database.query<ClientRow>(
    `select id, pool_id, name, secret_enc, config, created_at, updated_at from identity.user_pool_clients
     where pool_id = $1 and ($2::text is null or id > $2) order by id limit $3`,
    [poolId, after ?? null, limit],
  );
  return rows.map((r) => toClient(deps, r));
}

// ── Signing keys and issuer ──────────────────────────────────────────────────────────────────────────────

/** A JWKS entry as Cognito publishes it. */
export type PublicJwk = JsonWebKey & { kid: string };

interface NewKey {
  kid: string;
  use: 'access' | 'id';
  publicJwk: PublicJwk;
  privateKeyEnc: string;
}

async function newSigningKey(deps: IdentityDeps, use: 'access' | 'id'): Promise<NewKey> {
  const { publicKey, privateKey } = await new Promise<{ publicKey: KeyObject; privateKey: KeyObject }>(
    (resolve, reject) =>
      generateKeyPair('rsa', { modulusLength: 2048, publicExponent: 0x10001 }, (err, pub, priv) =>
        err ? reject(err) : resolve({ publicKey: pub, privateKey: priv }),
      ),
  );
  const jwk = publicKey.export({ format: 'jwk' }) as { kty: string; n: string; e: string };
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'sha256');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  return {
    kid,
    use,
    publicJwk: { alg: 'RS256', e: jwk.e, kid, kty: 'RSA', n: jwk.n, use: 'sig' },
    privateKeyEnc: deps.secrets.seal(pem),
  };
}

async function insertSigningKey(q: RawQuery, poolId: string, key: NewKey, now: Date): Promise<void> {
  await q(
    `insert into identity.signing_keys (kid, pool_id, use, public_jwk, private_key_enc, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [key.kid, poolId, key.use, JSON.stringify(key.publicJwk), key.privateKeyEnc, now],
  );
}

/** The pool's current private key for access or ID tokens (the kid goes in the JWT header). */
export async function getSigningKey(
  deps: IdentityDeps,
  poolId: string,
  use: 'access' | 'id',
): Promise<{ kid: string; privateKey: KeyObject }> {
  const cache = cacheFor(deps);
  const cacheKey = `${poolId}/${use}`;
  const hit = fresh(cache.keys, cacheKey);
  if (hit) return hit;
  const [row] = await deps.database.query<{ kid: string; private_key_enc: string }>(
    `select kid, private_key_enc from identity.signing_keys
     where pool_id = $1 and use = $2 and retired_at is null order by created_at desc limit 1`,
    [poolId, use],
  );
  if (!row) throw new Error(`User pool ${poolId} has no ${use} signing key`);
  const privateKey = createPrivateKey(deps.secrets.open(row.private_key_enc).toString('utf8'));
  return remember(cache.keys, cacheKey, { kid: row.kid, privateKey });
}

/** Public keys that verify the pool's tokens: the current ones and retired ones whose tokens may still live. */
export async function getPublicJwks(deps: IdentityDeps, poolId: string): Promise<{ keys: JsonWebKey[] }> {
  const cache = cacheFor(deps);
  const hit = fresh(cache.jwks, poolId);
  if (hit) return hit;
  const rows = await deps.database.query<{ public_jwk: JsonWebKey }>(
    `select public_jwk from identity.signing_keys
     where pool_id = $1 and (retired_at is null or expires_at > $2)
     order by retired_at desc nulls first, use, created_at desc`,
    [poolId, deps.now()],
  );
  return remember(cache.jwks, poolId, { keys: rows.map((r) => r.public_jwk) });
}

/**
 * New access and ID keys become current; the old ones are retired but stay in the JWKS until every token they
 * signed has expired. Keys retired long enough ago are deleted.
 */
export async function rotateSigningKeys(deps: IdentityDeps, poolId: string): Promise<{ access: string; id: string }> {
  const keys = await Promise.all([newSigningKey(deps, 'access'), newSigningKey(deps, 'id')]);
  const now = deps.now();
  await deps.database.transaction(async (q) => {
    const [pool] = await q('select id from identity.user_pools where id = $1 for update', [poolId]);
    if (!pool) throw Errors.resourceNotFound(`User pool ${poolId} does not exist.`);
    await q('delete from identity.signing_keys where pool_id = $1 and retired_at is not null and expires_at <= $2', [
      poolId,
      now,
    ]);
    await q(
      `update identity.signing_keys set retired_at = $2, expires_at = $3 where pool_id = $1 and retired_at is null`,
      [poolId, now, new Date(now.getTime() + RETIRED_KEY_LIFETIME_MS)],
    );
    for (const key of keys) await insertSigningKey(q, poolId, key, now);
  });
  invalidatePool(deps, poolId);
  return { access: keys[0].kid, id: keys[1].kid };
}

const issuerBases = new WeakMap<object, string>();

/** `iss` of the pool's tokens: `${IDENTITY_ISSUER_BASE}/${poolId}`, by default `${publicUrl}/cognito/${poolId}`. */
export function issuerFor(deps: IdentityDeps, poolId: string): string {
  let base = issuerBases.get(deps.config);
  if (base === undefined) {
    const fromEnv = process.env.IDENTITY_ISSUER_BASE?.trim();
    base = (fromEnv ? new URL(fromEnv).toString() : `${deps.config.publicUrl}/cognito`).replace(/\/+$/, '');
    issuerBases.set(deps.config, base);
  }
  return `${base}/${poolId}`;
}
