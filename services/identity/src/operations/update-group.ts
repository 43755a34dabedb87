// UpdateGroup: fields that are not given stay as they are.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { groupType, updateGroup as updateGroupRecord } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { ZGroupDescription, ZGroupName, ZPrecedence, ZRoleArn } from './group-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZUpdateGroupInput = z.object({
  GroupName: ZGroupName,
  UserPoolId: ZUserPoolId,
  Description: ZGroupDescription.optional(),
  RoleArn: ZRoleArn.optional(),
  Precedence: ZPrecedence.optional(),
});
export type TUpdateGroupInput = z.infer<typeof ZUpdateGroupInput>;

export const updateGroup: Operation<TUpdateGroupInput> = {
  plane: 'admin',
  input: ZUpdateGroupInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const group = await updateGroupRecord(deps, input.UserPoolId, input.GroupName, {
      description: input.Description,
      precedence: input.Precedence,
      roleArn: input.RoleArn,
    });
    return { Group: groupType(group) };
  },
};
