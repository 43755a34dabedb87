// AdminRemoveUserFromGroup.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requireGroup } from '../store/groups.ts';
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
    await deps.database.query(
      'delete from identity.user_groups where pool_id = $1 and group_name = $2 and username = $3',
      [pool.id, input.GroupName, user.username],
    );
    return {};
  },
};
