// ListIdentityPools: MaxResults (1–60, required as in Cognito) and NextToken.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { listIdentityPools as listIdentityPoolRecords } from '../store/identity-pools.ts';
import { decodePageToken, page } from './pagination.ts';

export const ZListIdentityPoolsInput = z.object({
  MaxResults: z.number().int().min(1).max(60),
  NextToken: z.string().min(1).max(131_072).optional(),
});
export type TListIdentityPoolsInput = z.infer<typeof ZListIdentityPoolsInput>;

export const listIdentityPools: Operation<TListIdentityPoolsInput> = {
  plane: 'admin',
  input: ZListIdentityPoolsInput,
  async run(input, { deps }) {
    const rows = await listIdentityPoolRecords(deps, input.MaxResults + 1, decodePageToken(input.NextToken));
    const { items, next } = page(rows, input.MaxResults, (p) => p.id);
    return {
      IdentityPools: items.map((p) => ({ IdentityPoolId: p.id, IdentityPoolName: p.name })),
      ...(next ? { NextToken: next } : {}),
    };
  },
};
