// OAuth resource servers of a pool (identity.resource_servers): an identifier and its custom scopes, which
// app clients allow as `<identifier>/<scope>` and the client_credentials grant hands out.
import type { IdentityDeps } from '../deps.ts';

export interface ResourceServerScope {
  ScopeName: string;
  ScopeDescription: string;
}

export interface ResourceServer {
  poolId: string;
  identifier: string;
  name: string;
  scopes: ResourceServerScope[];
}

interface Row {
  pool_id: string;
  identifier: string;
  name: string;
  scopes: ResourceServerScope[];
}

const toServer = (r: Row): ResourceServer => ({
  poolId: r.pool_id,
  identifier: r.identifier,
  name: r.name,
  scopes: r.scopes ?? [],
});

/** Inserts; false when the identifier is taken in the pool. */
export async function insertResourceServer(deps: IdentityDeps, s: ResourceServer): Promise<boolean> {
  const rows = await deps.database.query(
    `insert into identity.resource_servers (pool_id, identifier, name, scopes, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5) on conflict do nothing returning identifier`,
    [s.poolId, s.identifier, s.name, JSON.stringify(s.scopes), deps.now()],
  );
  return rows.length === 1;
}

export async function getResourceServer(
  deps: IdentityDeps,
  poolId: string,
  identifier: string,
): Promise<ResourceServer | null> {
  const [row] = await deps.database.query<Row>(
    'select pool_id, identifier, name, scopes from identity.resource_servers where pool_id = $1 and identifier = $2',
    [poolId, identifier],
  );
  return row ? toServer(row) : null;
}

export async function updateResourceServer(deps: IdentityDeps, s: ResourceServer): Promise<boolean> {
  const rows = await deps.database.query(
    `update identity.resource_servers set name = $3, scopes = $4, updated_at = $5
      where pool_id = $1 and identifier = $2 returning identifier`,
    [s.poolId, s.identifier, s.name, JSON.stringify(s.scopes), deps.now()],
  );
  return rows.length === 1;
}

export async function deleteResourceServer(deps: IdentityDeps, poolId: string, identifier: string): Promise<boolean> {
  const rows = await deps.database.query(
    'delete from identity.resource_servers where pool_id = $1 and identifier = $2 returning identifier',
    [poolId, identifier],
  );
  return rows.length === 1;
}

/** Resource servers in identifier order after `after` (keyset pagination). */
export async function listResourceServers(
  deps: IdentityDeps,
  poolId: string,
  limit: number,
  after?: string,
): Promise<ResourceServer[]> {
  const rows = await deps.database.query<Row>(
    `select pool_id, identifier, name, scopes from identity.resource_servers
      where pool_id = $1 and ($2::text is null or identifier > $2) order by identifier limit $3`,
    [poolId, after ?? null, limit],
  );
  return rows.map(toServer);
}

/** Every `<identifier>/<scope>` the pool's resource servers define. */
export async function customScopesOf(deps: IdentityDeps, poolId: string): Promise<Set<string>> {
  const rows = await deps.database.query<Row>(
    'select pool_id, identifier, name, scopes from identity.resource_servers where pool_id = $1',
    [poolId],
  );
  return new Set(rows.flatMap((r) => (r.scopes ?? []).map((s) => `${r.identifier}/${s.ScopeName}`)));
}
