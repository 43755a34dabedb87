// ListUsersInGroup: members of a group, paginated by username.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requireGroup } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { toUser, USER_COLUMNS } from '../store/users.ts';
import { userType } from './admin-user-shape.ts';
import { ZGroupName } from './group-shape.ts';
import { decodePageToken, page } from './pagination.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZListUsersInGroupInput = z.object({
  UserPoolId: ZUserPoolId,
  GroupName: ZGroupName,
  Limit: z.number().int().min(0).max(60).optional(),
  NextToken: z.string().min(1).max(2048).optional(),
});
export type TListUsersInGroupInput = z.infer<typeof ZListUsersInGroupInput>;

export const listUsersInGroup: Operation<TListUsersInGroupInput> = {
  plane: 'admin',
  input: ZListUsersInGroupInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    await requireGroup(deps, pool.id, input.GroupName);
    const limit = input.Limit || 60;
    const after = decodePageToken(input.NextToken);
    const rows = await deps.database.query(
      `select ${USER_COLUMNS.split(', ')
        .map((c) => `u.${c}`)
        .join(', ')}
         from identity.user_groups ug
         join identity.users u on u.pool_id = ug.pool_id and u.username = ug.username
        where ug.pool_id = $1 and ug.group_name = $2 and ($3::text is null or ug.username > $3)
        order by ug.username limit $4`,
      [pool.id, input.GroupName, after ?? null, limit + 1],
    );
    const users = rows.map((r) => toUser(r as never));
    const { items, next } = page(users, limit, (u) => u.username);
    return { Users: items.map((u) => userType(u)), ...(next ? { NextToken: next } : {}) };
  },
};
