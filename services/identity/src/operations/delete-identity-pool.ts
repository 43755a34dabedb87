// DeleteIdentityPool (its identities go with it); never the platform's default identity pool (guests' and users'
// credentials).
import { z } from 'zod';
import { readDefaults } from '../defaults.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteIdentityPool as deleteIdentityPoolRecord } from '../store/identity-pools.ts';
import { ZIdentityPoolId } from './identity-pool-shape.ts';

export const ZDeleteIdentityPoolInput = z.object({ IdentityPoolId: ZIdentityPoolId });
export type TDeleteIdentityPoolInput = z.infer<typeof ZDeleteIdentityPoolInput>;

export const deleteIdentityPool: Operation<TDeleteIdentityPoolInput> = {
  plane: 'admin',
  input: ZDeleteIdentityPoolInput,
  async run(input, { deps }) {
    if ((await readDefaults(deps))?.identityPoolId === input.IdentityPoolId) {
      throw Errors.invalidParameter(
        "The identity pool cannot be deleted because it is the platform's default identity pool.",
      );
    }
    if (!(await deleteIdentityPoolRecord(deps, input.IdentityPoolId))) {
      throw Errors.resourceNotFound(`IdentityPool '${input.IdentityPoolId}' not found.`);
    }
    return {};
  },
};
