// ListGroups: Limit (0–60, default 60) and NextToken.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { groupType, listGroups as listGroupRecords } from '../store/groups.ts';
import { requirePool } from '../store/pools.ts';
import { decodePageToken, page } from './pagination.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZListGroupsInput = z.object({
  UserPoolId: ZUserPoolId,
  Limit: z.number().int().min(0).max(60).optional(),
  NextToken: z.string().min(1).max(131_072).optional(),
});
export type TListGroupsInput = z.infer<typeof ZListGroupsInput>;

export const listGroups: Operation<TListGroupsInput> = {
  plane: 'admin',
  input: ZListGroupsInput,
  async run(input, { deps }) {
    await requirePool(deps, input.UserPoolId);
    // Cognito treats a Limit of 0 as "the default".
    const limit = input.Limit || 60;
    const rows = await listGroupRecords(deps, input.UserPoolId, limit + 1, decodePageToken(input.NextToken));
    const { items, next } = page(rows, limit, (g) => g.name);
    return { Groups: items.map(groupType), ...(next ? { NextToken: next } : {}) };
  },
};
