// ListIdentityProviders: MaxResults (1–60) and NextToken.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { listIdentityProviders as listProviderRecords } from '../store/identity-providers.ts';
import { requirePool } from '../store/pools.ts';
import { providerDescription } from './identity-provider-shape.ts';
import { decodePageToken, page } from './pagination.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZListIdentityProvidersInput = z.object({
  UserPoolId: ZUserPoolId,
  MaxResults: z.number().int().min(1).max(60).optional(),
  NextToken: z.string().min(1).max(131_072).optional(),
});
export type TListIdentityProvidersInput = z.infer<typeof ZListIdentityProvidersInput>;

export const listIdentityProviders: Operation<TListIdentityProvidersInput> = {
  plane: 'admin',
  input: ZListIdentityProvidersInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const limit = input.MaxResults ?? 60;
    const rows = await listProviderRecords(deps, input.UserPoolId, limit + 1, decodePageToken(input.NextToken));
    const { items, next } = page(rows, limit, (p) => p.name);
    return { Providers: items.map(providerDescription), ...(next ? { NextToken: next } : {}) };
  },
};
