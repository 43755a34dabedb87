// CreateResourceServer: an identifier unique in the pool, with custom scopes clients can be allowed.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { insertResourceServer } from '../store/resource-servers.ts';
import {
  resourceServerType,
  ZResourceServerIdentifier,
  ZResourceServerName,
  ZResourceServerScopes,
} from './resource-server-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZCreateResourceServerInput = z.object({
  UserPoolId: ZUserPoolId,
  Identifier: ZResourceServerIdentifier,
  Name: ZResourceServerName,
  Scopes: ZResourceServerScopes.optional(),
});
export type TCreateResourceServerInput = z.infer<typeof ZCreateResourceServerInput>;

export const createResourceServer: Operation<TCreateResourceServerInput> = {
  plane: 'admin',
  input: ZCreateResourceServerInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const server = {
      poolId: input.UserPoolId,
      identifier: input.Identifier,
      name: input.Name,
      scopes: input.Scopes ?? [],
    };
    if (!(await insertResourceServer(deps, server))) {
      throw Errors.invalidParameter(`${input.Identifier} already exists in pool ${input.UserPoolId}.`);
    }
    return { ResourceServer: resourceServerType(server) };
  },
};
