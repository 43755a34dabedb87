// What a newsletter e-mail's links do, decided once for both doors: the site's pages (/newsletter/confirm and
// /newsletter/unsubscribe, through confirmNewsletterSubscription and newsletterUnsubscribeLink) and the POST to
// the unsubscribe link itself (the page's button, and mail clients' RFC 8058 one-click; http/newsletter.ts). The
// link's HMAC is checked before anything else, so nothing is read or changed for a forged or mangled link.
import type { NewsletterLinkOutcome } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { DataDeps } from '../deps.ts';
import { checkLinkToken, type LinkAction } from './subscribe-to-newsletter.ts';

/** Subscription ids are uuids: anything longer is no link of ours. */
const MAX_ID = 64;

/** Whether `token` is the link token of `action` for subscription `id`. */
export function isNewsletterLink(deps: Pick<DataDeps, 'linkKey'>, action: LinkAction, id: string, token: string) {
  return id.length > 0 && id.length <= MAX_ID && token.length > 0 && checkLinkToken(deps, action, id, token);
}

async function statusOf(q: RawQuery, id: string): Promise<string | undefined> {
  const [row] = await q<{ status: string }>('select status from app.newsletter_subscriptions where id = $1', [id]);
  return row?.status;
}

/**
 * The confirmation link (double opt-in): a PENDING address becomes CONFIRMED. Followed again, ALREADY_CONFIRMED; once
 * the address unsubscribed (or the back-office deleted it), the link has EXPIRED: subscribing again sends a new one.
 */
export async function confirmByLink(
  q: RawQuery,
  deps: Pick<DataDeps, 'linkKey' | 'now'>,
  id: string,
  token: string,
): Promise<NewsletterLinkOutcome> {
  if (!isNewsletterLink(deps, 'confirm', id, token)) return 'INVALID';
  const now = deps.now();
  const confirmed = await q(
    `update app.newsletter_subscriptions set status = 'CONFIRMED', confirmed_at = coalesce(confirmed_at, $2), updated_at = $2
      where id = $1 and status = 'PENDING' returning id`,
    [id, now],
  );
  if (confirmed.length) return 'CONFIRMED';
  return (await statusOf(q, id)) === 'CONFIRMED' ? 'ALREADY_CONFIRMED' : 'EXPIRED';
}

/** What the unsubscribe link's page shows before its button: SUBSCRIBED (pending or confirmed) or UNSUBSCRIBED. */
export async function unsubscribeLinkState(
  q: RawQuery,
  deps: Pick<DataDeps, 'linkKey'>,
  id: string,
  token: string,
): Promise<NewsletterLinkOutcome> {
  if (!isNewsletterLink(deps, 'unsubscribe', id, token)) return 'INVALID';
  const status = await statusOf(q, id);
  return status && status !== 'UNSUBSCRIBED' ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
}

/** The unsubscribe link's POST: the address gets no more newsletters. Idempotent. */
export async function unsubscribeByLink(
  q: RawQuery,
  deps: Pick<DataDeps, 'linkKey' | 'now'>,
  id: string,
  token: string,
): Promise<NewsletterLinkOutcome> {
  if (!isNewsletterLink(deps, 'unsubscribe', id, token)) return 'INVALID';
  const now = deps.now();
  await q(
    `update app.newsletter_subscriptions set status = 'UNSUBSCRIBED', unsubscribed_at = $2, updated_at = $2
      where id = $1 and status <> 'UNSUBSCRIBED'`,
    [id, now],
  );
  return 'UNSUBSCRIBED';
}
