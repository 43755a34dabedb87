// The content domain's job: resource-publish, enqueued by publishResource to start at a scheduled resource's
// time. It publishes the resource if it is still SCHEDULED for that time (rescheduled, unpublished or deleted
// since: nothing to do), by the data service's clock (deps.now): a job that a queue on another clock starts early
// is sent again for the time left.
import { insertAudit } from '../audit/write-audit.ts';
import type { DataDeps } from '../deps.ts';
import { publish } from '../realtime/publish.ts';
import { resourceEvent } from './resource-records.ts';

export const RESOURCE_PUBLISH_JOB = 'resource-publish';
export const RESOURCE_PUBLISH_ACTOR = 'system:resource-publish';

export interface ResourcePublishJob {
  id: string;
  /** The time it was scheduled for (ISO): the resource's publishedAt when the job was sent. */
  at: string;
}

export type PublishOutcome = 'published' | 'early' | 'stale';

/** Publishes a scheduled resource whose time has come; answers what it did. */
export async function publishScheduledResource(
  deps: Pick<DataDeps, 'database' | 'now' | 'pubsub' | 'logger' | 'jobs'>,
  job: ResourcePublishJob,
): Promise<PublishOutcome> {
  const at = new Date(job.at);
  const now = deps.now();
  const outcome = await deps.database.transaction(async (q): Promise<PublishOutcome> => {
    const [row] = await q<{ title: string }>(
      "select title from app.resources where id = $1 and status = 'SCHEDULED' and published_at = $2 for update",
      [job.id, at],
    );
    if (!row) return 'stale';
    if (at.getTime() > now.getTime()) {
      // The queue runs on the database's clock: send it again for the time our clock says is left.
      await deps.jobs.send(RESOURCE_PUBLISH_JOB, job, {
        query: q,
        startAfter: new Date(Date.now() + Math.max(1_000, at.getTime() - now.getTime())),
      });
      return 'early';
    }
    await q("update app.resources set status = 'PUBLISHED', updated_at = $2 where id = $1", [job.id, now]);
    await insertAudit(q, {
      actor: RESOURCE_PUBLISH_ACTOR,
      action: 'publishResource',
      target: `Resource:${job.id}`,
      details: { title: row.title, status: 'SCHEDULED → PUBLISHED', publishedAt: job.at },
      at: now,
    });
    return 'published';
  });
  if (outcome === 'published') {
    const event = await resourceEvent(deps.database.query, job.id);
    if (event) await publish(deps, 'onUpdateResource', event);
  }
  return outcome;
}

export function defineContentJobs(deps: DataDeps): void {
  deps.jobs.define<ResourcePublishJob>(RESOURCE_PUBLISH_JOB, {
    retryLimit: 5,
    handler: async (job) => {
      const outcome = await publishScheduledResource(deps, job.data);
      if (outcome === 'published') deps.logger.info({ resource: job.data.id }, 'scheduled resource published');
    },
  });
}
