// DescribeIdentityProvider.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getIdentityProvider } from '../store/identity-providers.ts';
import { requirePool } from '../store/pools.ts';
import { identityProviderType, ZProviderName } from './identity-provider-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZDescribeIdentityProviderInput = z.object({ UserPoolId: ZUserPoolId, ProviderName: ZProviderName });
export type TDescribeIdentityProviderInput = z.infer<typeof ZDescribeIdentityProviderInput>;

export const describeIdentityProvider: Operation<TDescribeIdentityProviderInput> = {
  plane: 'admin',
  input: ZDescribeIdentityProviderInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const provider = await getIdentityProvider(deps, input.UserPoolId, input.ProviderName);
    if (!provider) throw Errors.resourceNotFound(`Identity provider ${input.ProviderName} does not exist.`);
    return { IdentityProvider: identityProviderType(provider) };
  },
};
