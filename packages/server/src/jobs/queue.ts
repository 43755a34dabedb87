// The durable job queue: pg-boss on the same PostgreSQL the system uses (the embedded PGlite through pg-boss's own
// adapter, or its own small pool on a PostgreSQL server). Jobs are enqueued in the transaction of the change that
// causes them, claimed once across processes (SKIP LOCKED), retried with exponential backoff and then kept as
// failed; workers wake on NOTIFY when a job is sent and poll as a floor. Stopping stops taking jobs and lets
// running ones finish (or releases them) before the database closes.
import type { Database, RawQuery } from '@innov/db';
import type { EnqueueOptions, JobDefinition, JobQueue, Logger } from '@innov/platform';
import { fromPglite, PgBoss } from 'pg-boss';

export interface QueueStats {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface RunningJobQueue extends JobQueue {
  /** Creates pg-boss's schema (first start) and starts the workers of every queue defined so far. */
  start(): Promise<void>;
  /** Stops taking jobs; running ones get `timeoutMs` to finish, then are released for another process. */
  stop(timeoutMs: number): Promise<void>;
  stats(): Promise<QueueStats[]>;
  /** Resolves once the queue has nothing waiting or running (tests and tools that read what jobs wrote). */
  idle(name: string, timeoutMs?: number): Promise<void>;
  /** Completed and terminally failed runs in this process since start, per queue. */
  outcomes(): Map<string, { completed: number; failed: number; retried: number }>;
}

const POLL_SECONDS = 2;
const SCHEMA = 'jobs';

const adapt = (query: RawQuery) => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await query(text, values) }),
});

export function createJobQueue(opts: { database: Database; logger: Logger }): RunningJobQueue {
  const { database, logger } = opts;
  const native = database.native;
  const boss =
    native.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(native.client as never), backend: 'pglite', schema: SCHEMA, useListenNotify: true })
      : new PgBoss({ connectionString: native.url, max: 4, schema: SCHEMA, useListenNotify: true });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));

  const definitions = new Map<string, JobDefinition<object>>();
  const outcomes = new Map<string, { completed: number; failed: number; retried: number }>();
  let started = false;
  let stopping = false;

  async function install(name: string, def: JobDefinition<object>): Promise<void> {
    const options = {
      retryLimit: def.retryLimit ?? 5,
      retryDelay: def.retryDelaySeconds ?? 5,
      retryBackoff: true,
      retryDelayMax: def.retryDelayMaxSeconds ?? 600,
      expireInSeconds: def.expireInSeconds ?? 300,
      // Failed jobs stay visible for a fortnight (metrics, operators); completed ones for a day.
      deleteAfterSeconds: 86_400,
      retentionSeconds: 14 * 86_400,
      notify: true,
    };
    const existing = await boss.getQueue(name);
    if (existing) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
    const counts = { completed: 0, failed: 0, retried: 0 };
    outcomes.set(name, counts);
    // A worker claims up to `concurrency` jobs at a time and keeps claiming while batches come back full (a
    // backlog after a restart drains at once); each job in a batch settles on its own.
    const batchSize = def.concurrency ?? 4;
    await boss.work<object>(
      name,
      {
        pollingIntervalSeconds: POLL_SECONDS,
        notifyPollingIntervalSeconds: POLL_SECONDS,
        batchSize,
        burstWhenBatchFull: batchSize > 1,
        includeMetadata: true,
        perJobResults: true,
      },
      async (batch) =>
        Promise.all(
          batch.map(async (job) => {
            try {
              await def.handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount });
              counts.completed++;
              return { id: job.id, status: 'completed' as const };
            } catch (err) {
              const final = job.retryCount >= (job as unknown as { retryLimit: number }).retryLimit;
              if (final) counts.failed++;
              else counts.retried++;
              logger[final ? 'error' : 'warn'](
                { err, job: job.id, queue: name, attempt: job.retryCount + 1 },
                final ? 'job failed for good' : 'job failed; will retry',
              );
              return {
                id: job.id,
                status: 'failed' as const,
                output: { message: err instanceof Error ? err.message : String(err) },
              };
            }
          }),
        ),
    );
    if (def.schedule) await boss.schedule(name, def.schedule, {}, { tz: 'UTC' });
  }

  const pending: Promise<void>[] = [];

  return {
    define(name, definition) {
      if (definitions.has(name)) throw new Error(`Job queue ${name} is defined twice.`);
      definitions.set(name, definition as JobDefinition<object>);
      if (started) pending.push(install(name, definition as JobDefinition<object>));
    },
    async send(name, data, options: EnqueueOptions = {}) {
      if (stopping) throw new Error('The job queue is stopping.');
      // A queue defined after start is being created: wait for it, so the job has somewhere to go.
      if (pending.length) await Promise.all(pending.splice(0));
      return boss.send(name, data, {
        ...(options.query ? { db: adapt(options.query) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, def] of definitions) await install(name, def);
    },
    async stop(timeoutMs) {
      if (!started || stopping) return;
      stopping = true;
      await Promise.allSettled(pending);
      // graceful: workers stop fetching, running handlers get the timeout; close: pg-boss's own pool only.
      await boss.stop({ graceful: true, timeout: Math.max(timeoutMs, 1000), close: true });
    },
    async stats() {
      // Counted now from the job table (pg-boss's own queue counts are refreshed only by its monitor pass).
      const names = [...definitions.keys()];
      const rows = await database.query<{ name: string; queued: number; active: number; failed: number }>(
        `select name,
                count(*) filter (where state in ('created', 'retry'))::int as queued,
                count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state = 'failed')::int as failed
           from ${SCHEMA}.job where name = any($1::text[]) group by name`,
        [names],
      );
      const byName = new Map(rows.map((r) => [r.name, r]));
      return names.map((name) => ({ name, queued: 0, active: 0, failed: 0, ...byName.get(name) }));
    },
    async idle(name, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await database.query<{ busy: number }>(
          // A job queued to start later (startAfter) is not work left now.
          `select count(*)::int as busy from ${SCHEMA}.job
            where name = $1 and state in ('created', 'retry', 'active') and (state <> 'created' or start_after <= now())`,
          [name],
        );
        if (!row || row.busy === 0) return;
        if (Date.now() > deadline) throw new Error(`Job queue ${name} still busy after ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    outcomes: () => outcomes,
  };
}
