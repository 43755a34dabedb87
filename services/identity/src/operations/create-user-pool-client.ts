// CreateUserPoolClient: a 26-character client id and, with GenerateSecret, a 51-character secret.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { listIdentityProviders } from '../store/identity-providers.ts';
import { createClient, requirePool } from '../store/pools.ts';
import { customScopesOf } from '../store/resource-servers.ts';
import { buildClientConfig, userPoolClientType, ZClientFields, ZClientName } from './user-pool-client-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZCreateUserPoolClientInput = z.object({
  UserPoolId: ZUserPoolId,
  ClientName: ZClientName,
  GenerateSecret: z.boolean().optional(),
  ...ZClientFields.shape,
});
export type TCreateUserPoolClientInput = z.infer<typeof ZCreateUserPoolClientInput>;

export const createUserPoolClient: Operation<TCreateUserPoolClientInput> = {
  plane: 'admin',
  input: ZCreateUserPoolClientInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const config = buildClientConfig(input, pool, deps.config.publicUrl, {
      providers: (await listIdentityProviders(deps, pool.id)).map((p) => p.name),
      customScopes: await customScopesOf(deps, pool.id),
    });
    const client = await createClient(deps, {
      poolId: pool.id,
      name: input.ClientName,
      generateSecret: input.GenerateSecret ?? false,
      config,
    });
    return { UserPoolClient: userPoolClientType(client) };
  },
};
