// unpublishResource: a published resource leaves the public site (UNPUBLISHED, its date kept for a later
// publication); a scheduled one goes back to DRAFT (its job then finds it no longer scheduled and does nothing).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { type AdminResource, lockResource, resourceEvent } from './resource-records.ts';

export const unpublishResource = defineFunction({
  name: 'unpublishResource',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ id: z.string().min(1, 'expected an id').max(128, 'at most 128 characters') }) }),
  audit: (r: AdminResource & { from: string }) => ({
    target: `Resource:${r.id}`,
    details: { title: r.title, status: `${r.from} → ${r.status}` },
  }),
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    const current = await lockResource(db.query, input.id);
    if (current.status === 'PUBLISHED')
      await db.query("update app.resources set status = 'UNPUBLISHED', updated_at = $2 where id = $1", [
        current.id,
        deps.now(),
      ]);
    else if (current.status === 'SCHEDULED')
      await db.query("update app.resources set status = 'DRAFT', published_at = null, updated_at = $2 where id = $1", [
        current.id,
        deps.now(),
      ]);
    else throw Errors.validation('input.id: this resource is not published or scheduled');
    const event = await resourceEvent(db.query, current.id);
    if (event) ctx.publish('onUpdateResource', event);
    return { ...(await lockResource(db.query, current.id)), from: current.status };
  },
});
