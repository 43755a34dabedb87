// How long a granted upload holds its place: its link's time, then as long again for an upload started at the
// link's last moment to arrive (the files mount's body time is the link's). Until then it counts against the
// workspace's quota and the attachments per record, and it may be confirmed; after that it does neither (the
// cleanup removes it), so uploads granted one after another as each link lapses, then confirmed together, cannot
// take more than the quota or the attachments allowed.
import { FILE_LIMITS } from '@innov/contracts';

const UPLOAD_GRACE_MS = FILE_LIMITS.uploadUrlSeconds * 1000;

/** The `expires_at` (the grant's link's) a PENDING row must be past to still count at `now`. */
export const pendingCountsAfter = (now: Date) => new Date(now.getTime() - UPLOAD_GRACE_MS);

/** Whether a PENDING row's time to be uploaded and confirmed is over at `now`. */
export const uploadLapsed = (row: { expires_at: Date | string | null }, now: Date) =>
  row.expires_at !== null && new Date(row.expires_at).getTime() + UPLOAD_GRACE_MS <= now.getTime();
