// ListUserPools: MaxResults (1–60, required as in Cognito) and NextToken.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { listPools } from '../store/pools.ts';
import { decodePageToken, page } from './pagination.ts';
import { userPoolDescription } from './user-pool-shape.ts';

export const ZListUserPoolsInput = z.object({
  MaxResults: z.number().int().min(1).max(60),
  NextToken: z.string().min(1).max(131_072).optional(),
});
export type TListUserPoolsInput = z.infer<typeof ZListUserPoolsInput>;

export const listUserPools: Operation<TListUserPoolsInput> = {
  plane: 'admin',
  input: ZListUserPoolsInput,
  async run(input, { deps }) {
    const after = decodePageToken(input.NextToken);
    const rows = await listPools(deps, input.MaxResults + 1, after);
    const { items, next } = page(rows, input.MaxResults, (p) => p.id);
    return { UserPools: items.map(userPoolDescription), ...(next ? { NextToken: next } : {}) };
  },
};
