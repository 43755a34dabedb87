// UpdateIdentityPool: the request is the whole pool, as in Cognito.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { identityPoolType, updateIdentityPool as updateIdentityPoolRecord } from '../store/identity-pools.ts';
import { identityPoolRecord, ZIdentityPoolFields, ZIdentityPoolId } from './identity-pool-shape.ts';

export const ZUpdateIdentityPoolInput = z.object({ IdentityPoolId: ZIdentityPoolId, ...ZIdentityPoolFields.shape });
export type TUpdateIdentityPoolInput = z.infer<typeof ZUpdateIdentityPoolInput>;

export const updateIdentityPool: Operation<TUpdateIdentityPoolInput> = {
  plane: 'admin',
  input: ZUpdateIdentityPoolInput,
  async run({ IdentityPoolId, ...fields }, { deps }) {
    return identityPoolType(await updateIdentityPoolRecord(deps, IdentityPoolId, identityPoolRecord(fields)));
  },
};
