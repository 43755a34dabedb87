// DeleteIdentityProvider: also removed from the SupportedIdentityProviders of the pool's clients.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteIdentityProvider as removeIdentityProvider } from '../store/identity-providers.ts';
import { requirePool } from '../store/pools.ts';
import { syncClientProviders, ZProviderName } from './identity-provider-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDeleteIdentityProviderInput = z.object({ UserPoolId: ZUserPoolId, ProviderName: ZProviderName });
export type TDeleteIdentityProviderInput = z.infer<typeof ZDeleteIdentityProviderInput>;

export const deleteIdentityProvider: Operation<TDeleteIdentityProviderInput> = {
  plane: 'admin',
  input: ZDeleteIdentityProviderInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    if (!(await removeIdentityProvider(deps, input.UserPoolId, input.ProviderName))) {
      throw Errors.resourceNotFound(`Identity provider ${input.ProviderName} does not exist.`);
    }
    await syncClientProviders(deps, input.UserPoolId, { removed: input.ProviderName });
    return {};
  },
};
