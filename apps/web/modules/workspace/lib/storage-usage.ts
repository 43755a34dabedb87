// The workspace's storage against its plan (getStorageUsage: the READY files that count towards the quota, the
// plan's limit, how many files) as the company page's meter reads it: "1.2 MB of 1 GB used". Pure.
import type { StorageUsage } from '@innov/contracts';
import { formatBytes } from '../../files/lib/format-bytes.ts';

export interface TUsageView {
  /** "1.2 MB of 1 GB used"; "1.2 MB used" without a limit. */
  text: string;
  /** Share of the limit used, 0–100 (null without a limit). */
  percent: number | null;
  /** How the meter reads: full at the limit, nearly full from 90 %. */
  level: 'ok' | 'high' | 'full';
  /** "3 files". */
  files: string;
}

/** Share of the limit from which the meter warns. */
const STORAGE_WARN_PERCENT = 90;

export function usageView(usage: StorageUsage): TUsageView {
  const used = Math.max(0, usage.usedBytes);
  const files = usage.fileCount === 1 ? '1 file' : `${usage.fileCount} files`;
  if (usage.limitBytes == null || usage.limitBytes <= 0)
    return { text: `${formatBytes(used)} used`, percent: null, level: 'ok', files };
  const exact = (used / usage.limitBytes) * 100;
  // A little used shows as a sliver rather than nothing; the bar never runs past its end.
  const percent = Math.min(100, used > 0 ? Math.max(1, Math.round(exact)) : 0);
  const level = used >= usage.limitBytes ? 'full' : exact >= STORAGE_WARN_PERCENT ? 'high' : 'ok';
  return { text: `${formatBytes(used)} of ${formatBytes(usage.limitBytes)} used`, percent, level, files };
}
