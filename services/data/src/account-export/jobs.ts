// The account export's jobs on the durable queue (docs/architecture.md, "Work after a request"): data-export makes
// one export's file (collect-user-data.ts, export-archive.ts), stores it under `exports/{id}/`, marks it READY for
// DATA_EXPORT_LIMITS.keepHours and tells the user (a transactional e-mail linking to the account page); after its
// last try it is FAILED. data-export-cleanup, hourly, removes the files of exports past their time (EXPIRED).
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES, DATA_EXPORT_PATH, type TDisplaySettings } from '@innov/contracts';
import { noticeDate } from '../campaigns/campaign-notices.ts';
import type { DataDeps } from '../deps.ts';
import { notify, notifyInTransaction } from '../notifications/notify.ts';
import { collectUserData } from './collect-user-data.ts';
import { exportArchive } from './export-archive.ts';
import {
  DATA_EXPORT_CLEANUP_JOB,
  DATA_EXPORT_JOB,
  type DataExportJob,
  exportFileName,
  exportFolder,
} from './export-state.ts';

const RETRY_LIMIT = 3;

/** Makes the export's file and marks it READY; answers whether it did (false: gone, or made already). */
export async function buildDataExport(deps: DataDeps, exportId: string): Promise<boolean> {
  const [row] = await deps.database.query<{
    user_id: string;
    status: string;
    display_settings: TDisplaySettings | null;
    created_at: Date;
  }>('select user_id, status, display_settings, created_at from app.data_exports where id = $1', [exportId]);
  if (row?.status !== 'PENDING') return false;
  const data = await collectUserData(deps, row.user_id, { displaySettings: row.display_settings });
  const now = deps.now();
  const bytes = exportArchive(data, now);
  const key = `${exportFolder(exportId)}${exportFileName(row.created_at)}`;
  await deps.storage.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    contentType: 'application/zip',
    contentLength: bytes.byteLength,
  });
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LIMITS.keepHours * 3_600_000);
  const ready = await notifyInTransaction(deps, async (ctx) => {
    const [updated] = await ctx.db.query<{ user_id: string }>(
      `update app.data_exports set status = 'READY', key = $2, size = $3, ready_at = $4, expires_at = $5
        where id = $1 and status = 'PENDING' returning user_id`,
      [exportId, key, bytes.byteLength, now, expiresAt],
    );
    if (!updated) return false;
    await notify(ctx, {
      recipient: updated.user_id,
      type: 'SECURITY',
      kind: 'account.dataExportReady',
      title: DATA_EXPORT_MESSAGES.readyTitle,
      body: DATA_EXPORT_MESSAGES.readyBody(noticeDate(expiresAt)),
      link: DATA_EXPORT_PATH,
      transactional: true,
      sourceId: `data-export:${exportId}`,
    });
    return true;
  });
  // Deleted meanwhile (the account went): its file goes too.
  if (!ready) await deps.storage.deletePrefix(exportFolder(exportId));
  return ready;
}

/** Marks an export FAILED after its last try (the user may ask again at once). */
async function failDataExport(deps: Pick<DataDeps, 'database' | 'now'>, exportId: string): Promise<void> {
  await deps.database.query(
    `update app.data_exports set status = 'FAILED', failed_at = $2 where id = $1 and status = 'PENDING'`,
    [exportId, deps.now()],
  );
}

/** Removes the files of the exports past their time and marks them EXPIRED; answers how many. */
export async function cleanupExpiredExports(deps: Pick<DataDeps, 'database' | 'storage' | 'now'>): Promise<number> {
  const due = await deps.database.query<{ id: string }>(
    `select id from app.data_exports where status = 'READY' and expires_at <= $1 order by expires_at limit 1000`,
    [deps.now()],
  );
  let removed = 0;
  for (const { id } of due) {
    await deps.storage.deletePrefix(exportFolder(id));
    const done = await deps.database.query(
      `update app.data_exports set status = 'EXPIRED', key = null where id = $1 and status = 'READY' returning id`,
      [id],
    );
    removed += done.length;
  }
  return removed;
}

export function defineDataExportJobs(deps: DataDeps): void {
  deps.jobs.define<DataExportJob>(DATA_EXPORT_JOB, {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 10,
    retryDelayMaxSeconds: 300,
    handler: async (job) => {
      try {
        await buildDataExport(deps, job.data.exportId);
      } catch (err) {
        deps.logger.error({ err, exportId: job.data.exportId, retryCount: job.retryCount }, 'data export failed');
        if (job.retryCount >= RETRY_LIMIT) await failDataExport(deps, job.data.exportId);
        throw err;
      }
    },
  });
  deps.jobs.define(DATA_EXPORT_CLEANUP_JOB, {
    schedule: '41 * * * *',
    retryLimit: 2,
    handler: async () => {
      const removed = await cleanupExpiredExports(deps);
      if (removed) deps.logger.info({ removed }, 'expired data exports removed');
    },
  });
}
