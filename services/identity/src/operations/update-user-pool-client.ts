// UpdateUserPoolClient. As in Cognito, settings left out return to their defaults; the name and secret stay.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { listIdentityProviders } from '../store/identity-providers.ts';
import { requireClient, requirePool, updateClient } from '../store/pools.ts';
import { customScopesOf } from '../store/resource-servers.ts';
import {
  buildClientConfig,
  userPoolClientType,
  ZClientFields,
  ZClientId,
  ZClientName,
} from './user-pool-client-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZUpdateUserPoolClientInput = z.object({
  UserPoolId: ZUserPoolId,
  ClientId: ZClientId,
  ClientName: ZClientName.optional(),
  ...ZClientFields.shape,
});
export type TUpdateUserPoolClientInput = z.infer<typeof ZUpdateUserPoolClientInput>;

export const updateUserPoolClient: Operation<TUpdateUserPoolClientInput> = {
  plane: 'admin',
  input: ZUpdateUserPoolClientInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const client = await requireClient(deps, pool.id, input.ClientId);
    const config = buildClientConfig(input, pool, deps.config.publicUrl, {
      providers: (await listIdentityProviders(deps, pool.id)).map((p) => p.name),
      customScopes: await customScopesOf(deps, pool.id),
    });
    const updated = await updateClient(deps, client.id, { name: input.ClientName ?? client.name, config });
    return { UserPoolClient: userPoolClientType(updated) };
  },
};
