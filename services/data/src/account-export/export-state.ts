// A user's data exports (app.data_exports, migration 0023; docs/architecture.md, "Data export"): where each one's
// file is kept, the state the account page reads (the latest export, its signed link while it lives, when the next
// one may be asked for), and their removal with the account.
import { DATA_EXPORT_LIMITS, type DataExportState, type DataExportStatus } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { IdentityEvent } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { removeFoldersAfterCommit } from '../files/file-access.ts';

export const DATA_EXPORT_JOB = 'data-export';
export const DATA_EXPORT_CLEANUP_JOB = 'data-export-cleanup';

export interface DataExportJob {
  exportId: string;
}

export interface ExportRow {
  id: string;
  user_id: string;
  status: DataExportStatus;
  key: string | null;
  size: number | null;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

export const EXPORT_COLUMNS = 'id, user_id, status, key, size::float8 as size, created_at, ready_at, expires_at';

/** The folder of an export's file (its id is ours: a safe key segment). */
export const exportFolder = (exportId: string) => `exports/${exportId}/`;

/** The file's name as the browser saves it. */
export const exportFileName = (at: Date) => `data-export-${at.toISOString().slice(0, 10)}.zip`;

/** The user's latest export, if any. */
export async function latestExport(q: RawQuery, userId: string): Promise<ExportRow | undefined> {
  const [row] = await q<ExportRow>(
    `select ${EXPORT_COLUMNS} from app.data_exports where user_id = $1 order by created_at desc, id desc limit 1`,
    [userId],
  );
  return row;
}

/** An hour after an export was asked for, while that is still to come; null once it has passed. */
function hourAfter(createdAt: Date, now: Date): Date | null {
  const next = new Date(createdAt.getTime() + DATA_EXPORT_LIMITS.everyMinutes * 60_000);
  return next > now ? next : null;
}

/** When the user may ask again: an hour after their latest export that did not fail; null when they may now. */
export async function nextRequestAt(q: RawQuery, userId: string, now: Date): Promise<Date | null> {
  const [row] = await q<{ created_at: Date }>(
    `select created_at from app.data_exports where user_id = $1 and status <> 'FAILED'
      order by created_at desc, id desc limit 1`,
    [userId],
  );
  return row ? hourAfter(row.created_at, now) : null;
}

/**
 * The user's latest export (`row`) as the account page sees it: a READY one past its time is EXPIRED and has no link.
 * Unless it FAILED, it is also the export the hour counts from, so only a failed one needs another look.
 */
export async function exportState(
  deps: Pick<DataDeps, 'storage' | 'now'>,
  q: RawQuery,
  row: ExportRow,
  origin: string,
): Promise<DataExportState<Date>> {
  const now = deps.now();
  const secondsLeft = row.expires_at ? Math.floor((row.expires_at.getTime() - now.getTime()) / 1000) : 0;
  const live = row.status === 'READY' && row.key !== null && secondsLeft >= 1;
  const status: DataExportStatus = row.status === 'READY' && !live ? 'EXPIRED' : row.status;
  const url =
    live && row.key
      ? await deps.storage.presignGet(row.key, {
          expiresIn: secondsLeft,
          origin,
          fileName: exportFileName(row.created_at),
          contentType: 'application/zip',
          disposition: 'attachment',
        })
      : null;
  return {
    id: row.id,
    status,
    createdAt: row.created_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    size: status === 'READY' ? row.size : null,
    url,
    nextRequestAt: row.status === 'FAILED' ? await nextRequestAt(q, row.user_id, now) : hourAfter(row.created_at, now),
  };
}

/** Account deletion: the user's exports go, rows now and their files once the deletion commits. */
export async function removeUserExports(
  deps: Pick<DataDeps, 'jobs' | 'now'>,
  q: RawQuery,
  userId: string,
): Promise<void> {
  const rows = await q<{ id: string }>('delete from app.data_exports where user_id = $1 returning id', [userId]);
  await removeFoldersAfterCommit(
    deps,
    q,
    rows.map((r) => exportFolder(r.id)),
  );
}

/** A user deleted in identity without deleteUserData having run loses their exports all the same. */
export async function removeDeletedUsersExports(
  deps: Pick<DataDeps, 'database' | 'jobs' | 'now'>,
  event: IdentityEvent,
): Promise<void> {
  if (event.kind !== 'UserDeleted') return;
  await deps.database.transaction(async (q) => {
    // A profile of the same name that belongs to another sign-up keeps its exports.
    const [other] = await q('select 1 from app.user_profiles where id = $1 and sub is distinct from $2', [
      event.username,
      event.sub,
    ]);
    if (other) return;
    await removeUserExports(deps, q, event.username);
  });
}
