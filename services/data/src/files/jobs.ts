// The files' jobs on the durable queue (docs/architecture.md, "Work after a request"): files-delete removes the
// objects of files whose rows a committed change dropped (retried until the store answers), and files-cleanup,
// hourly, removes the uploads never confirmed, FILE_LIMITS.unconfirmedHours after their link expired.
import { FILE_LIMITS } from '@innov/contracts';
import type { DataDeps } from '../deps.ts';
import { FILES_DELETE_JOB, type FilesDeleteJob, folderOf } from './file-access.ts';

const FILES_CLEANUP_JOB = 'files-cleanup';

/** Removes the unconfirmed uploads past their time (objects first, then rows); answers how many. */
export async function cleanupUnconfirmed(deps: Pick<DataDeps, 'database' | 'now' | 'storage'>): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - FILE_LIMITS.unconfirmedHours * 3_600_000);
  const due = await deps.database.query<{ id: string; key: string }>(
    `select id, key from app.files where status = 'PENDING' and expires_at <= $1 order by created_at limit 1000`,
    [cutoff],
  );
  let removed = 0;
  for (const row of due) {
    await deps.storage.deletePrefix(folderOf(row.key));
    const gone = await deps.database.query(`delete from app.files where id = $1 and status = 'PENDING' returning id`, [
      row.id,
    ]);
    removed += gone.length;
  }
  return removed;
}

/** Removes the objects under each folder. */
async function deleteObjects(deps: Pick<DataDeps, 'storage'>, job: FilesDeleteJob): Promise<void> {
  for (const prefix of job.prefixes) await deps.storage.deletePrefix(prefix);
}

export function defineFileJobs(deps: DataDeps): void {
  deps.jobs.define<FilesDeleteJob>(FILES_DELETE_JOB, {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    handler: (job) => deleteObjects(deps, job.data),
  });
  deps.jobs.define(FILES_CLEANUP_JOB, {
    schedule: '23 * * * *',
    retryLimit: 2,
    handler: async () => {
      const removed = await cleanupUnconfirmed(deps);
      if (removed) deps.logger.info({ removed }, 'unconfirmed uploads removed');
    },
  });
}
