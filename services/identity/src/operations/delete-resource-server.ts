// DeleteResourceServer.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { deleteResourceServer as removeResourceServer } from '../store/resource-servers.ts';
import { ZResourceServerIdentifier } from './resource-server-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDeleteResourceServerInput = z.object({ UserPoolId: ZUserPoolId, Identifier: ZResourceServerIdentifier });
export type TDeleteResourceServerInput = z.infer<typeof ZDeleteResourceServerInput>;

export const deleteResourceServer: Operation<TDeleteResourceServerInput> = {
  plane: 'admin',
  input: ZDeleteResourceServerInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    if (!(await removeResourceServer(deps, input.UserPoolId, input.Identifier))) {
      throw Errors.resourceNotFound(`Resource server ${input.Identifier} does not exist.`);
    }
    return {};
  },
};
