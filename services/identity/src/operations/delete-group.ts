// DeleteGroup (its memberships go with it; each member's GroupsChanged tells the rest of the system).
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteGroup as deleteGroupRecord } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { getUser, groupsOf } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { ZGroupName } from './group-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDeleteGroupInput = z.object({ GroupName: ZGroupName, UserPoolId: ZUserPoolId });
export type TDeleteGroupInput = z.infer<typeof ZDeleteGroupInput>;

export const deleteGroup: Operation<TDeleteGroupInput> = {
  plane: 'admin',
  input: ZDeleteGroupInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const members = await deps.database.query<{ username: string }>(
      'select username from identity.user_groups where pool_id = $1 and group_name = $2',
      [input.UserPoolId, input.GroupName],
    );
    if (!(await deleteGroupRecord(deps, input.UserPoolId, input.GroupName)))
      throw Errors.resourceNotFound('Group not found.');
    for (const { username } of members) {
      const user = await getUser(deps, input.UserPoolId, username);
      if (!user) continue;
      await emitUserEvent(deps, 'GroupsChanged', user, {
        groups: await groupsOf(deps, input.UserPoolId, username),
        removed: input.GroupName,
      });
    }
    return {};
  },
};
