// DescribeUserPoolClient (returns the client secret, as Cognito does).
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requireClient, requirePool } from '../store/pools.ts';
import { userPoolClientType, ZClientId } from './user-pool-client-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDescribeUserPoolClientInput = z.object({ UserPoolId: ZUserPoolId, ClientId: ZClientId });
export type TDescribeUserPoolClientInput = z.infer<typeof ZDescribeUserPoolClientInput>;

export const describeUserPoolClient: Operation<TDescribeUserPoolClientInput> = {
  plane: 'admin',
  input: ZDescribeUserPoolClientInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const client = await requireClient(deps, input.UserPoolId, input.ClientId);
    return { UserPoolClient: userPoolClientType(client) };
  },
};
