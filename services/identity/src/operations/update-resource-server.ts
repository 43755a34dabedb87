// UpdateResourceServer: name and scopes are replaced (scopes left out are removed, as in Cognito).
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { updateResourceServer as saveResourceServer } from '../store/resource-servers.ts';
import {
  resourceServerType,
  ZResourceServerIdentifier,
  ZResourceServerName,
  ZResourceServerScopes,
} from './resource-server-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZUpdateResourceServerInput = z.object({
  UserPoolId: ZUserPoolId,
  Identifier: ZResourceServerIdentifier,
  Name: ZResourceServerName,
  Scopes: ZResourceServerScopes.optional(),
});
export type TUpdateResourceServerInput = z.infer<typeof ZUpdateResourceServerInput>;

export const updateResourceServer: Operation<TUpdateResourceServerInput> = {
  plane: 'admin',
  input: ZUpdateResourceServerInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const server = {
      poolId: input.UserPoolId,
      identifier: input.Identifier,
      name: input.Name,
      scopes: input.Scopes ?? [],
    };
    if (!(await saveResourceServer(deps, server))) {
      throw Errors.resourceNotFound(`Resource server ${input.Identifier} does not exist.`);
    }
    return { ResourceServer: resourceServerType(server) };
  },
};
