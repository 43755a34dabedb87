// DeleteUserPoolClient (its refresh tokens go with it).
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { deleteClient, requireClient, requirePool } from '../store/pools.ts';
import { ZClientId } from './user-pool-client-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDeleteUserPoolClientInput = z.object({ UserPoolId: ZUserPoolId, ClientId: ZClientId });
export type TDeleteUserPoolClientInput = z.infer<typeof ZDeleteUserPoolClientInput>;

export const deleteUserPoolClient: Operation<TDeleteUserPoolClientInput> = {
  plane: 'admin',
  input: ZDeleteUserPoolClientInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const client = await requireClient(deps, input.UserPoolId, input.ClientId);
    await deleteClient(deps, client.id);
    return {};
  },
};
