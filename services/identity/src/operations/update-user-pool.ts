// UpdateUserPool. As in Cognito, a setting left out of the request returns to its default, with one exception:
// deletion protection is turned off only by asking for INACTIVE. The schema and the username/alias attributes
// cannot change after creation.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requirePool, updatePool } from '../store/pools.ts';
import {
  buildPoolConfig,
  type StoredPoolConfig,
  ZPoolName,
  ZUpdatableUserPoolFields,
  ZUserPoolId,
} from './user-pool-shape.ts';

export const ZUpdateUserPoolInput = z.object({
  UserPoolId: ZUserPoolId,
  PoolName: ZPoolName.optional(),
  ...ZUpdatableUserPoolFields.shape,
});
export type TUpdateUserPoolInput = z.infer<typeof ZUpdateUserPoolInput>;

export const updateUserPool: Operation<TUpdateUserPoolInput> = {
  plane: 'admin',
  input: ZUpdateUserPoolInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const previous = pool.config as StoredPoolConfig;
    // Cognito (UpdateUserPool, DeletionProtection): "Before you can delete a user pool that you have protected
    // against deletion, you must deactivate this feature ... in an UpdateUserPool API request." An update that
    // does not name it leaves the protection as it is.
    const config = buildPoolConfig(
      { ...input, DeletionProtection: input.DeletionProtection ?? previous.DeletionProtection },
      previous,
    );
    await updatePool(deps, pool.id, { name: input.PoolName ?? pool.name, config });
    return {};
  },
};
