// DescribeUserPool.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { countUsers, requirePool } from '../store/pools.ts';
import { userPoolType, ZUserPoolId } from './user-pool-shape.ts';

export const ZDescribeUserPoolInput = z.object({ UserPoolId: ZUserPoolId });
export type TDescribeUserPoolInput = z.infer<typeof ZDescribeUserPoolInput>;

export const describeUserPool: Operation<TDescribeUserPoolInput> = {
  plane: 'admin',
  input: ZDescribeUserPoolInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    return { UserPool: userPoolType(pool, { estimatedNumberOfUsers: await countUsers(deps, pool.id) }) };
  },
};
