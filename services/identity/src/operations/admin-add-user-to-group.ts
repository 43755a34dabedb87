// AdminAddUserToGroup: membership shows in the `cognito:groups` claim of the next tokens; GroupsChanged tells the
// rest of the system (the data service's user projection and its admin check).
import { z } from 'zod';
import type { IdentityDeps } from '../deps.ts';
import type { Operation } from '../protocol/types.ts';
import { requireGroup } from '../store/groups.ts';
import type { UserPool } from '../store/types.ts';
import { groupsOf, type UserRecord } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZGroupName } from './group-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminAddUserToGroupInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  GroupName: ZGroupName,
});
export type TAdminAddUserToGroupInput = z.infer<typeof ZAdminAddUserToGroupInput>;

export const adminAddUserToGroup: Operation<TAdminAddUserToGroupInput> = {
  plane: 'admin',
  input: ZAdminAddUserToGroupInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await requireGroup(deps, pool.id, input.GroupName);
    await addUserToGroup(deps, pool, user, input.GroupName);
    return {};
  },
};

/**
 * Puts the user in the group (which must exist, unless `createGroup`, which creates it when missing) and emits
 * GroupsChanged when they were not in it already. Shared with the back-office's IdentityAdmin.addToGroup.
 */
export async function addUserToGroup(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  group: string,
  options: { createGroup?: boolean } = {},
): Promise<void> {
  if (options.createGroup) {
    await deps.database.query(
      `insert into identity.groups (pool_id, name, created_at, updated_at) values ($1, $2, $3, $3)
       on conflict (pool_id, name) do nothing`,
      [pool.id, group, deps.now()],
    );
  }
  const added = await deps.database.query(
    `insert into identity.user_groups (pool_id, group_name, username, created_at) values ($1, $2, $3, $4)
     on conflict do nothing returning username`,
    [pool.id, group, user.username, deps.now()],
  );
  if (added.length === 0) return;
  await emitUserEvent(deps, 'GroupsChanged', user, {
    groups: await groupsOf(deps, pool.id, user.username),
    added: group,
  });
}
