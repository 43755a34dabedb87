// DescribeIdentityPool.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { identityPoolType, requireIdentityPool } from '../store/identity-pools.ts';
import { ZIdentityPoolId } from './identity-pool-shape.ts';

export const ZDescribeIdentityPoolInput = z.object({ IdentityPoolId: ZIdentityPoolId });
export type TDescribeIdentityPoolInput = z.infer<typeof ZDescribeIdentityPoolInput>;

export const describeIdentityPool: Operation<TDescribeIdentityPoolInput> = {
  plane: 'admin',
  input: ZDescribeIdentityPoolInput,
  async run(input, { deps }) {
    return identityPoolType(await requireIdentityPool(deps, input.IdentityPoolId));
  },
};
