// The notifications' jobs on the durable queue (docs/architecture.md, "Work after a request"):
// notification-digest every 15 minutes, notification-prune daily, and the marketing consent carried to identity.
import { NOTIFICATION_RETENTION_DAYS } from '@innov/contracts/notifications';
import type { DataDeps } from '../deps.ts';
import { sendNotificationDigests } from './send-notification-digests.ts';
import { MARKETING_CONSENT_JOB, type MarketingConsentJob } from './unsubscribe-by-link.ts';

export const DIGEST_JOB = 'notification-digest';
export const PRUNE_JOB = 'notification-prune';

/** Deletes notification events older than the retention; answers how many. */
export async function pruneNotifications(deps: Pick<DataDeps, 'database' | 'now'>): Promise<number> {
  const rows = await deps.database.query<{ n: number }>(
    `with gone as (
       delete from app.notification_events where created_at < $1::timestamptz - make_interval(days => $2) returning 1)
     select count(*)::int as n from gone`,
    [deps.now(), NOTIFICATION_RETENTION_DAYS],
  );
  return rows[0]?.n ?? 0;
}

export function defineNotificationJobs(deps: DataDeps): void {
  deps.jobs.define(DIGEST_JOB, {
    schedule: '*/15 * * * *',
    retryLimit: 2,
    handler: async () => {
      const sent = await sendNotificationDigests(deps);
      if (sent) deps.logger.info({ sent }, 'notification digests sent');
    },
  });
  deps.jobs.define(PRUNE_JOB, {
    schedule: '41 3 * * *',
    retryLimit: 2,
    handler: async () => {
      const pruned = await pruneNotifications(deps);
      if (pruned) deps.logger.info({ pruned }, 'old notifications pruned');
    },
  });
  deps.jobs.define<MarketingConsentJob>(MARKETING_CONSENT_JOB, {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 600,
    handler: async (job) => {
      await deps.callers.updateUserAttributes(job.data.sub, {
        'custom:marketing_update': job.data.consent ? 'true' : 'false',
      });
    },
  });
}
