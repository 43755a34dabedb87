// AdminAddUserToGroup: membership shows in the `cognito:groups` claim of the next tokens.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requireGroup } from '../store/groups.ts';
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
    await deps.database.query(
      `insert into identity.user_groups (pool_id, group_name, username, created_at) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [pool.id, input.GroupName, user.username, deps.now()],
    );
    return {};
  },
};
