// Shared by the admin user operations: finding the user of a request and Cognito's UserType.
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import { requirePool } from '../store/pools.ts';
import type { UserPool } from '../store/types.ts';
import { findUser, type UserRecord } from '../store/users.ts';
import { toAttributeList } from '../users/attributes.ts';
import { epochSeconds } from './user-shape.ts';

export async function requirePoolUser(
  deps: IdentityDeps,
  poolId: string,
  username: string,
): Promise<{ pool: UserPool; user: UserRecord }> {
  const pool = await requirePool(deps, poolId);
  const user = await findUser(deps, pool.id, username);
  if (!user) throw Errors.userNotFound('User does not exist.');
  return { pool, user };
}

/** Cognito's UserType (ListUsers, AdminCreateUser, ListUsersInGroup). */
export function userType(user: UserRecord, only?: string[]) {
  return {
    Username: user.username,
    Attributes: toAttributeList(user.attributes, only),
    UserCreateDate: epochSeconds(user.createdAt),
    UserLastModifiedDate: epochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}
