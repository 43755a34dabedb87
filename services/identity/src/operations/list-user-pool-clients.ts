// ListUserPoolClients: MaxResults (1–60) and NextToken.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { listClients, requirePool } from '../store/pools.ts';
import { decodePageToken, page } from './pagination.ts';
import { userPoolClientDescription } from './user-pool-client-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZListUserPoolClientsInput = z.object({
  UserPoolId: ZUserPoolId,
  MaxResults: z.number().int().min(1).max(60).optional(),
  NextToken: z.string().min(1).max(131_072).optional(),
});
export type TListUserPoolClientsInput = z.infer<typeof ZListUserPoolClientsInput>;

export const listUserPoolClients: Operation<TListUserPoolClientsInput> = {
  plane: 'admin',
  input: ZListUserPoolClientsInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const limit = input.MaxResults ?? 60;
    const rows = await listClients(deps, input.UserPoolId, limit + 1, decodePageToken(input.NextToken));
    const { items, next } = page(rows, limit, (c) => c.id);
    return { UserPoolClients: items.map(userPoolClientDescription), ...(next ? { NextToken: next } : {}) };
  },
};
