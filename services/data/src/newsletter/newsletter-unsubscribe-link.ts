// newsletterUnsubscribeLink: what the site's /newsletter/unsubscribe page asks before showing its button: whether
// the link's address still gets the newsletter (SUBSCRIBED), no longer does (UNSUBSCRIBED), or the link is INVALID.
// The button posts to the link itself (http/newsletter.ts), as mail clients' one-click does.
import { ZNewsletterLinkInput } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { unsubscribeLinkState } from './newsletter-links.ts';

export const newsletterUnsubscribeLink = defineFunction({
  name: 'newsletterUnsubscribeLink',
  type: 'Query',
  allow: 'public',
  guestLimit: 'newsletter',
  input: z.object({ input: ZNewsletterLinkInput }),
  async run({ deps, db }, { input }) {
    return { outcome: await unsubscribeLinkState(db.query, deps, input.id, input.token) };
  },
});
