// User-pool groups (membership lives in identity.user_groups and is managed by the admin user operations).
import type { RawQuery } from '@innov/db';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';

export interface Group {
  poolId: string;
  name: string;
  description?: string;
  precedence?: number;
  roleArn?: string;
  createdAt: Date;
  updatedAt: Date;
}

interface GroupRow {
  pool_id: string;
  name: string;
  description: string | null;
  precedence: number | null;
  role_arn: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'pool_id, name, description, precedence, role_arn, created_at, updated_at';

const toGroup = (r: GroupRow): Group => ({
  poolId: r.pool_id,
  name: r.name,
  ...(r.description !== null ? { description: r.description } : {}),
  ...(r.precedence !== null ? { precedence: r.precedence } : {}),
  ...(r.role_arn !== null ? { roleArn: r.role_arn } : {}),
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** Cognito's GroupType, timestamps in epoch seconds. */
export function groupType(g: Group) {
  return {
    GroupName: g.name,
    UserPoolId: g.poolId,
    ...(g.description !== undefined ? { Description: g.description } : {}),
    ...(g.roleArn !== undefined ? { RoleArn: g.roleArn } : {}),
    ...(g.precedence !== undefined ? { Precedence: g.precedence } : {}),
    LastModifiedDate: g.updatedAt.getTime() / 1000,
    CreationDate: g.createdAt.getTime() / 1000,
  };
}

export async function getGroup(deps: IdentityDeps, poolId: string, name: string): Promise<Group | null> {
  const [row] = await deps.database.query<GroupRow>(
    `select ${COLUMNS} from identity.groups where pool_id = $1 and name = $2`,
    [poolId, name],
  );
  return row ? toGroup(row) : null;
}

export async function requireGroup(deps: IdentityDeps, poolId: string, name: string): Promise<Group> {
  const group = await getGroup(deps, poolId, name);
  if (!group) throw Errors.resourceNotFound('Group not found.');
  return group;
}

/** Inserts a group; GroupExistsException when the name is taken in the pool. */
export async function insertGroup(
  q: RawQuery,
  now: Date,
  g: { poolId: string; name: string; description?: string; precedence?: number; roleArn?: string },
): Promise<Group> {
  const [row] = await q<GroupRow>(
    `insert into identity.groups (pool_id, name, description, precedence, role_arn, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6) on conflict (pool_id, name) do nothing returning ${COLUMNS}`,
    [g.poolId, g.name, g.description ?? null, g.precedence ?? null, g.roleArn ?? null, now],
  );
  if (!row) throw Errors.groupExists(`A group with the name ${g.name} already exists.`);
  return toGroup(row);
}

export async function updateGroup(
  deps: IdentityDeps,
  poolId: string,
  name: string,
  patch: { description?: string; precedence?: number; roleArn?: string },
): Promise<Group> {
  // Cognito's UpdateGroup leaves fields that are not given unchanged.
  const [row] = await deps.database.query<GroupRow>(
    `update identity.groups set
       description = case when $3::boolean then $4 else description end,
       precedence = case when $5::boolean then $6::integer else precedence end,
       role_arn = case when $7::boolean then $8 else role_arn end,
       updated_at = $9
     where pool_id = $1 and name = $2 returning ${COLUMNS}`,
    [
      poolId,
      name,
      patch.description !== undefined,
      patch.description ?? null,
      patch.precedence !== undefined,
      patch.precedence ?? null,
      patch.roleArn !== undefined,
      patch.roleArn ?? null,
      deps.now(),
    ],
  );
  if (!row) throw Errors.resourceNotFound('Group not found.');
  return toGroup(row);
}

export async function deleteGroup(deps: IdentityDeps, poolId: string, name: string): Promise<boolean> {
  return deps.database.transaction(async (q) => {
    await q('delete from identity.user_groups where pool_id = $1 and group_name = $2', [poolId, name]);
    const rows = await q('delete from identity.groups where pool_id = $1 and name = $2 returning name', [poolId, name]);
    return rows.length > 0;
  });
}

export async function listGroups(deps: IdentityDeps, poolId: string, limit: number, after?: string): Promise<Group[]> {
  const rows = await deps.database.query<GroupRow>(
    `select ${COLUMNS} from identity.groups where pool_id = $1 and ($2::text is null or name > $2)
     order by name limit $3`,
    [poolId, after ?? null, limit],
  );
  return rows.map(toGroup);
}
