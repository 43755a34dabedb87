// DeleteGroup (its memberships go with it).
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteGroup as deleteGroupRecord } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { ZGroupName } from './group-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDeleteGroupInput = z.object({ GroupName: ZGroupName, UserPoolId: ZUserPoolId });
export type TDeleteGroupInput = z.infer<typeof ZDeleteGroupInput>;

export const deleteGroup: Operation<TDeleteGroupInput> = {
  plane: 'admin',
  input: ZDeleteGroupInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    if (!(await deleteGroupRecord(deps, input.UserPoolId, input.GroupName)))
      throw Errors.resourceNotFound('Group not found.');
    return {};
  },
};
