// DescribeResourceServer.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { getResourceServer } from '../store/resource-servers.ts';
import { resourceServerType, ZResourceServerIdentifier } from './resource-server-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDescribeResourceServerInput = z.object({
  UserPoolId: ZUserPoolId,
  Identifier: ZResourceServerIdentifier,
});
export type TDescribeResourceServerInput = z.infer<typeof ZDescribeResourceServerInput>;

export const describeResourceServer: Operation<TDescribeResourceServerInput> = {
  plane: 'admin',
  input: ZDescribeResourceServerInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const server = await getResourceServer(deps, input.UserPoolId, input.Identifier);
    if (!server) throw Errors.resourceNotFound(`Resource server ${input.Identifier} does not exist.`);
    return { ResourceServer: resourceServerType(server) };
  },
};
