// confirmNewsletterSubscription: what the site's /newsletter/confirm page asks when the confirmation link is opened
// (double opt-in): CONFIRMED, ALREADY_CONFIRMED, EXPIRED or INVALID (newsletter-links.ts).
import { ZNewsletterLinkInput } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { confirmByLink } from './newsletter-links.ts';

export const confirmNewsletterSubscription = defineFunction({
  name: 'confirmNewsletterSubscription',
  type: 'Mutation',
  allow: 'public',
  guestLimit: 'newsletter',
  input: z.object({ input: ZNewsletterLinkInput }),
  audit: (result: { outcome: string }, { input }) => ({
    target: result.outcome === 'INVALID' ? null : `NewsletterSubscription:${input.id}`,
    details: { outcome: result.outcome },
  }),
  async run({ deps, db }, { input }) {
    return { outcome: await confirmByLink(db.query, deps, input.id, input.token) };
  },
});
