// GetGroup.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { groupType, requireGroup } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { ZGroupName } from './group-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZGetGroupInput = z.object({ GroupName: ZGroupName, UserPoolId: ZUserPoolId });
export type TGetGroupInput = z.infer<typeof ZGetGroupInput>;

export const getGroup: Operation<TGetGroupInput> = {
  plane: 'admin',
  input: ZGetGroupInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    return { Group: groupType(await requireGroup(deps, input.UserPoolId, input.GroupName)) };
  },
};
