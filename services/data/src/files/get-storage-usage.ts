// getStorageUsage: the caller's workspace's storage against its plan (the usage meter beside the logo): the READY
// files of the purposes with a quota. The quota check of requestUpload also counts uploads granted whose link is
// still good or whose upload may still arrive (upload-window.ts: a grant holds its bytes until it is confirmed or
// lapses, so two grants cannot share the last bytes, and a lapsed one can no longer be confirmed).
import { FILE_LIMITS, FILE_PURPOSES, FILE_RULES, type StorageUsage } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { requireWorkspace } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { pendingCountsAfter } from './upload-window.ts';

const QUOTA_PURPOSES = FILE_PURPOSES.filter((p) => FILE_RULES[p].quota);

/** Bytes and files the workspace holds against its quota (READY; with `now`, the open grants' bytes too). */
export async function storageUsed(
  q: RawQuery,
  tenantId: string,
  now: Date | null,
): Promise<{ usedBytes: number; fileCount: number }> {
  const [row] = await q<{ used: string | number | null; n: number }>(
    `select coalesce(sum(size), 0)::float8 as used, count(*) filter (where status = 'READY')::int as n
       from app.files
      where tenant_id = $1 and purpose = any($2::text[]) and (status = 'READY' or (status = 'PENDING' and expires_at > $3::timestamptz))`,
    [tenantId, QUOTA_PURPOSES, now && pendingCountsAfter(now)],
  );
  return { usedBytes: Number(row?.used ?? 0), fileCount: row?.n ?? 0 };
}

export const getStorageUsage = defineFunction({
  name: 'getStorageUsage',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run(ctx): Promise<StorageUsage> {
    const w = await requireWorkspace(ctx.principal, 'getStorageUsage', 'Query');
    const used = await storageUsed(ctx.db.query, w.tenantId as string, null);
    const gb = w.entitlements.storageGb;
    return { ...used, limitBytes: gb === null ? null : gb * FILE_LIMITS.bytesPerGb };
  },
});
