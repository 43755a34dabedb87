// deleteNewsletterSubscription: removes a subscriber's address for good (an erasure request), the admin
// confirming their password. Unsubscribing is the subscriber's own link; this forgets the address altogether.
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';

export const deleteNewsletterSubscription = defineFunction({
  name: 'deleteNewsletterSubscription',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: z.string().min(1).max(128, 'at most 128 characters'),
      password: z.string().max(256).nullish(),
    }),
  }),
  audit: (out: { id: string; email: string; status: string }) => ({
    target: `NewsletterSubscription:${out.id}`,
    details: { email: out.email, status: out.status },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
  },
  async run({ db }, { input }) {
    const [row] = await db.query<{ id: string; email: string; status: string }>(
      'delete from app.newsletter_subscriptions where id = $1 returning id, email, status',
      [input.id],
    );
    if (!row) throw Errors.notFound('This subscription does not exist or has been deleted.');
    return row;
  },
});
