// DeleteUserPool, refused while the pool's DeletionProtection is ACTIVE, and always for the platform's default
// pool (its users, clients and identity pool are the product's own).
import { z } from 'zod';
import { readDefaults } from '../defaults.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { deletePool, requirePool } from '../store/pools.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDeleteUserPoolInput = z.object({ UserPoolId: ZUserPoolId });
export type TDeleteUserPoolInput = z.infer<typeof ZDeleteUserPoolInput>;

export const deleteUserPool: Operation<TDeleteUserPoolInput> = {
  plane: 'admin',
  input: ZDeleteUserPoolInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    if (pool.config.DeletionProtection === 'ACTIVE') {
      throw Errors.invalidParameter(
        'The user pool cannot be deleted because deletion protection is activated. Deletion protection must be inactivated first.',
      );
    }
    if ((await readDefaults(deps))?.userPoolId === pool.id) {
      throw Errors.invalidParameter("The user pool cannot be deleted because it is the platform's default user pool.");
    }
    await deletePool(deps, pool.id);
    return {};
  },
};
