// The durable job queue's interface (PostgreSQL-backed; the composition root runs it with pg-boss on both the
// embedded database and a PostgreSQL server). Work that happens after a request or on a timer goes through it.
import type { RawQuery } from '@innov/db';

export interface EnqueueOptions {
  /** The transaction of the change that causes the job: the job exists only if that change commits. */
  query?: RawQuery;
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one queued job with this key at a time. */
  singletonKey?: string;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Attempts before this one. */
  retryCount: number;
}

export interface JobDefinition<T> {
  /** Tries after the first failure before the job is kept as failed. */
  retryLimit?: number;
  /** Seconds before the first retry; doubles with each further one (with jitter). */
  retryDelaySeconds?: number;
  /** Longest wait between retries, in seconds. */
  retryDelayMaxSeconds?: number;
  /** Seconds a run may take before it counts as failed. */
  expireInSeconds?: number;
  /** Jobs run at the same time in this process. */
  concurrency?: number;
  /** A cron expression (UTC): the queue also runs on this schedule, once across processes. */
  schedule?: string;
  handler(job: Job<T>): Promise<void>;
}

export interface JobQueue {
  /** Declares a queue and its handler; call before `start()`. */
  define<T extends object>(name: string, definition: JobDefinition<T>): void;
  send<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
}
