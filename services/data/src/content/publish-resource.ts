// publishResource: a platform admin publishes a resource now (PUBLISHED, public at once) or at a later time
// (SCHEDULED: the resource-publish job, enqueued to start then, publishes it if it is still scheduled for that
// time; content/jobs.ts). A resource published before and unpublished since keeps its first publication date.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { RESOURCE_PUBLISH_JOB, type ResourcePublishJob } from './jobs.ts';
import { type AdminResource, lockResource, resourceEvent } from './resource-records.ts';

export const ZPublishResourceArgs = z.object({
  input: z.object({
    id: z.string().min(1, 'expected an id').max(128, 'at most 128 characters'),
    /** When to publish; absent or past: now. */
    at: z
      .string()
      .max(40)
      .refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date and time')
      .nullish(),
  }),
});

export const publishResource = defineFunction({
  name: 'publishResource',
  type: 'Mutation',
  allow: 'admins',
  input: ZPublishResourceArgs,
  audit: (r: AdminResource, _input) => ({
    action: r.status === 'SCHEDULED' ? 'scheduleResource' : 'publishResource',
    target: `Resource:${r.id}`,
    details: { title: r.title, status: r.status, publishedAt: r.publishedAt?.toISOString() ?? null },
  }),
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    const now = deps.now();
    const current = await lockResource(db.query, input.id);
    if (current.status === 'PUBLISHED')
      throw Errors.validation('input.id: this resource is already published. Unpublish it first to schedule it.');
    const at = input.at ? new Date(input.at) : null;
    if (at && at.getTime() > now.getTime()) {
      await db.query(
        "update app.resources set status = 'SCHEDULED', published_at = $2, updated_at = $3 where id = $1",
        [current.id, at, now],
      );
      const job: ResourcePublishJob = { id: current.id, at: at.toISOString() };
      await deps.jobs.send(RESOURCE_PUBLISH_JOB, job, { query: db.query, startAfter: at });
    } else {
      // Back from UNPUBLISHED it keeps its date; a draft or a scheduled one is published as of now.
      const keep = current.status === 'UNPUBLISHED' && current.publishedAt && current.publishedAt <= now;
      await db.query(
        "update app.resources set status = 'PUBLISHED', published_at = $2, updated_at = $3 where id = $1",
        [current.id, keep ? current.publishedAt : now, now],
      );
    }
    const event = await resourceEvent(db.query, current.id);
    if (event) ctx.publish('onUpdateResource', event);
    return lockResource(db.query, current.id);
  },
});
