// AdminListGroupsForUser: the user's groups by name, paginated.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { groupType } from '../store/groups.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { decodePageToken, page } from './pagination.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZUsername } from './user-shape.ts';

export const ZAdminListGroupsForUserInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  Limit: z.number().int().min(0).max(60).optional(),
  NextToken: z.string().min(1).max(2048).optional(),
});
export type TAdminListGroupsForUserInput = z.infer<typeof ZAdminListGroupsForUserInput>;

interface Row {
  pool_id: string;
  name: string;
  description: string | null;
  precedence: number | null;
  role_arn: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const adminListGroupsForUser: Operation<TAdminListGroupsForUserInput> = {
  plane: 'admin',
  input: ZAdminListGroupsForUserInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    const limit = input.Limit || 60;
    const after = decodePageToken(input.NextToken);
    const rows = await deps.database.query<Row>(
      `select g.pool_id, g.name, g.description, g.precedence, g.role_arn, g.created_at, g.updated_at
         from identity.user_groups ug
         join identity.groups g on g.pool_id = ug.pool_id and g.name = ug.group_name
        where ug.pool_id = $1 and ug.username = $2 and ($3::text is null or g.name > $3)
        order by g.name limit $4`,
      [pool.id, user.username, after ?? null, limit + 1],
    );
    const { items, next } = page(rows, limit, (r) => r.name);
    return {
      Groups: items.map((r) =>
        groupType({
          poolId: r.pool_id,
          name: r.name,
          ...(r.description !== null ? { description: r.description } : {}),
          ...(r.precedence !== null ? { precedence: r.precedence } : {}),
          ...(r.role_arn !== null ? { roleArn: r.role_arn } : {}),
          createdAt: new Date(r.created_at),
          updatedAt: new Date(r.updated_at),
        }),
      ),
      ...(next ? { NextToken: next } : {}),
    };
  },
};
