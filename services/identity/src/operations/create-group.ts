// CreateGroup: GroupExistsException when the name is taken in the pool.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { groupType, insertGroup } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { ZGroupDescription, ZGroupName, ZPrecedence, ZRoleArn } from './group-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZCreateGroupInput = z.object({
  GroupName: ZGroupName,
  UserPoolId: ZUserPoolId,
  Description: ZGroupDescription.optional(),
  RoleArn: ZRoleArn.optional(),
  Precedence: ZPrecedence.optional(),
});
export type TCreateGroupInput = z.infer<typeof ZCreateGroupInput>;

export const createGroup: Operation<TCreateGroupInput> = {
  plane: 'admin',
  input: ZCreateGroupInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const group = await insertGroup(deps.database.query, deps.now(), {
      poolId: input.UserPoolId,
      name: input.GroupName,
      description: input.Description,
      precedence: input.Precedence,
      roleArn: input.RoleArn,
    });
    return { Group: groupType(group) };
  },
};
