// AdminRemoveUserFromGroup; GroupsChanged tells the rest of the system.
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

export const ZAdminRemoveUserFromGroupInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  GroupName: ZGroupName,
});
export type TAdminRemoveUserFromGroupInput = z.infer<typeof ZAdminRemoveUserFromGroupInput>;

export const adminRemoveUserFromGroup: Operation<TAdminRemoveUserFromGroupInput> = {
  plane: 'admin',
  input: ZAdminRemoveUserFromGroupInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    await requireGroup(deps, pool.id, input.GroupName);
    await removeUserFromGroup(deps, pool, user, input.GroupName);
    return {};
  },
};

/** Takes the user out of the group and emits GroupsChanged when they were in it. Shared with IdentityAdmin. */
export async function removeUserFromGroup(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  group: string,
): Promise<void> {
  const removed = await deps.database.query(
    'delete from identity.user_groups where pool_id = $1 and group_name = $2 and username = $3 returning username',
    [pool.id, group, user.username],
  );
  if (removed.length === 0) return;
  await emitUserEvent(deps, 'GroupsChanged', user, {
    groups: await groupsOf(deps, pool.id, user.username),
    removed: group,
  });
}
