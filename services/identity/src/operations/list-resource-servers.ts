// ListResourceServers: MaxResults (1–50) and NextToken.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { listResourceServers as listResourceServerRecords } from '../store/resource-servers.ts';
import { decodePageToken, page } from './pagination.ts';
import { resourceServerType } from './resource-server-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZListResourceServersInput = z.object({
  UserPoolId: ZUserPoolId,
  MaxResults: z.number().int().min(1).max(50),
  NextToken: z.string().min(1).max(131_072).optional(),
});
export type TListResourceServersInput = z.infer<typeof ZListResourceServersInput>;

export const listResourceServers: Operation<TListResourceServersInput> = {
  plane: 'admin',
  input: ZListResourceServersInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    const limit = input.MaxResults;
    const rows = await listResourceServerRecords(deps, input.UserPoolId, limit + 1, decodePageToken(input.NextToken));
    const { items, next } = page(rows, limit, (s) => s.identifier);
    return { ResourceServers: items.map(resourceServerType), ...(next ? { NextToken: next } : {}) };
  },
};
