// deleteResource: a platform admin deletes a resource for good, confirming with their password. A published one
// leaves the public pages at once.
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { type AdminResource, lockResource, resourceEvent } from './resource-records.ts';

export const deleteResource = defineFunction({
  name: 'deleteResource',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: z.string().min(1, 'expected an id').max(128, 'at most 128 characters'),
      password: z.string().max(256).nullish(),
    }),
  }),
  audit: (r: AdminResource) => ({
    target: `Resource:${r.id}`,
    details: { title: r.title, slug: r.slug, status: r.status },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
  },
  async run(ctx, { input }) {
    const { db } = ctx;
    const current = await lockResource(db.query, input.id);
    const event = await resourceEvent(db.query, current.id);
    await db.query('delete from app.resources where id = $1', [current.id]);
    if (event) ctx.publish('onDeleteResource', event);
    return current;
  },
});
