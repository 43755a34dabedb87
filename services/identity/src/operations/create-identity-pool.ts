// CreateIdentityPool: id `<region>:<uuid>`.
import type { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { identityPoolType, insertIdentityPool } from '../store/identity-pools.ts';
import { identityPoolRecord, ZIdentityPoolFields } from './identity-pool-shape.ts';

export const ZCreateIdentityPoolInput = ZIdentityPoolFields;
export type TCreateIdentityPoolInput = z.infer<typeof ZCreateIdentityPoolInput>;

export const createIdentityPool: Operation<TCreateIdentityPoolInput> = {
  plane: 'admin',
  input: ZCreateIdentityPoolInput,
  async run(input, { deps }) {
    const pool = await insertIdentityPool(deps, deps.database.query, identityPoolRecord(input));
    return identityPoolType(pool);
  },
};
