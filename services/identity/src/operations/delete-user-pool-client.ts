// DeleteUserPoolClient (its refresh tokens go with it); never the platform's default web client, which the web app
// signs everyone in with.
import { z } from 'zod';
import { readDefaults } from '../defaults.ts';
import { Errors } from '../protocol/errors.ts';
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
    if ((await readDefaults(deps))?.userPoolClientId === client.id) {
      throw Errors.invalidParameter(
        "The user pool client cannot be deleted because it is the platform's default app client.",
      );
    }
    await deleteClient(deps, client.id);
    return {};
  },
};
