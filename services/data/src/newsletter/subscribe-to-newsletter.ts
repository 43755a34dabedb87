// subscribeToNewsletter: double opt-in. The address is stored as PENDING and sent a confirmation link; only
// following it makes the subscription CONFIRMED. Idempotent per address (case-insensitive); a pending address
// is re-sent its link at most every ten minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_LINK_PATHS, SITE, ZSubscribeToNewsletterInput } from '@innov/contracts';
import { z } from 'zod';
import type { DataDeps } from '../deps.ts';
import { defineFunction } from '../domain/function.ts';

const RESEND_AFTER_MS = 10 * 60_000;

export type LinkAction = 'confirm' | 'unsubscribe';

export function linkToken(deps: Pick<DataDeps, 'linkKey'>, action: LinkAction, id: string): string {
  return createHmac('sha256', deps.linkKey).update(`${action}:${id}`).digest('base64url');
}

export function checkLinkToken(deps: Pick<DataDeps, 'linkKey'>, action: LinkAction, id: string, token: string) {
  const a = Buffer.from(linkToken(deps, action, id));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newsletterLink(deps: DataDeps, action: LinkAction, id: string): string {
  return `${deps.config.publicUrl}${NEWSLETTER_LINK_PATHS[action]}?id=${encodeURIComponent(id)}&token=${linkToken(deps, action, id)}`;
}

/**
 * A newsletter e-mail (the confirmation and every issue): the unsubscribe link at the foot, and the
 * List-Unsubscribe headers that let mail clients offer one-click unsubscription (RFC 8058).
 */
export function newsletterMessage(
  deps: DataDeps,
  subscriptionId: string,
  m: { to: string; subject: string; text: string },
) {
  const unsubscribe = newsletterLink(deps, 'unsubscribe', subscriptionId);
  return {
    ...m,
    text: `${m.text}\n\nUnsubscribe at any time, in one click: ${unsubscribe}\n\n${SITE.name}, ${SITE.email}`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

interface Row {
  id: string;
  email: string;
  status: string;
  confirmation_sent_at: Date | null;
}

export const subscribeToNewsletter = defineFunction({
  name: 'subscribeToNewsletter',
  type: 'Mutation',
  allow: 'public',
  guestLimit: 'newsletter',
  input: z.object({ input: ZSubscribeToNewsletterInput }),
  audit: (result: { email: string; status: string; id?: string }) => ({
    target: result.id ? `NewsletterSubscription:${result.id}` : null,
    details: { status: result.status },
  }),
  async run({ deps, principal, db }, { input }) {
    const email = input.email.trim();
    const now = deps.now();
    // One row per address whatever the race: the unique index on lower(email) decides.
    const [row] = await db.query<Row>(
      `insert into app.newsletter_subscriptions (email, status, requester_ip, created_at, updated_at)
       values ($1, 'PENDING', $2, $3, $3)
       on conflict (lower(email)) do update set updated_at = excluded.updated_at
       returning id, email, status, confirmation_sent_at`,
      [email, principal.ip || null, now],
    );
    if (row.status === 'CONFIRMED') return { email, status: 'CONFIRMED', id: row.id };
    const sentAt = row.confirmation_sent_at ? new Date(row.confirmation_sent_at).getTime() : 0;
    if (row.status === 'UNSUBSCRIBED' || now.getTime() - sentAt >= RESEND_AFTER_MS) {
      const [claimed] = await db.query<{ id: string }>(
        `update app.newsletter_subscriptions
            set status = 'PENDING', confirmation_sent_at = $2, updated_at = $2
          where id = $1 and (confirmation_sent_at is null or confirmation_sent_at = $3 or status = 'UNSUBSCRIBED')
          returning id`,
        [row.id, now, row.confirmation_sent_at],
      );
      if (claimed) {
        await deps.mailer.send(
          newsletterMessage(deps, row.id, {
            to: email,
            subject: `Confirm your subscription to the ${SITE.name} newsletter`,
            text: `Hello,\n\nPlease confirm that you want the ${SITE.name} newsletter at this address by opening this link:\n\n${newsletterLink(deps, 'confirm', row.id)}\n\nIf you did not ask for it, ignore this message: you will not be subscribed.`,
          }),
          { query: db.query },
        );
      }
    }
    return { email, status: 'PENDING', id: row.id };
  },
});
