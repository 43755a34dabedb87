// The PRODUCT digest (the notification-digest job, every 15 minutes): a user whose PRODUCT e-mail comes as a daily
// digest gets one mail, once their local time (the profile's time zone, UTC when unset) has passed 08:00 since
// their last digest, with the PRODUCT events held for it that happened before that 08:00. The local 08:00 is
// PostgreSQL's arithmetic on its own time-zone database (`at time zone`), so summer time is its business. Each
// user's digest is one transaction (the profile row locked, so two runs never send it twice): the mail is queued,
// the events marked e-mailed and the digest's time kept together.

import { SITE } from '@innov/contracts';
import { NOTIFICATION_DIGEST_HOUR } from '@innov/contracts/notifications';
import type { RawQuery } from '@innov/db';
import type { DataDeps } from '../deps.ts';
import { formatWhen, mailText, unsubscribeHeaders, unsubscribeUrl } from './mail.ts';
import { preferenceOf } from './preferences.ts';

/** The latest local 08:00 at or before $1 in the profile `p`'s time zone, as an instant ($2: the hour). */
const BOUNDARY = `((date_trunc('day', ($1::timestamptz at time zone coalesce(p.time_zone, 'UTC')) - make_interval(hours => $2))
   + make_interval(hours => $2)) at time zone coalesce(p.time_zone, 'UTC'))`;

interface DigestEvent {
  title: string;
  body: string | null;
  link: string | null;
  created_at: Date;
}

/** Sends every digest that is due; answers how many were sent. */
export async function sendNotificationDigests(deps: DataDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.database.query<{ id: string }>(
    `select p.id from app.user_profiles p
      where p.id in (select owner from app.notification_events where email_pending)
        and (p.digest_sent_at is null or p.digest_sent_at < ${BOUNDARY})
        and exists (select 1 from app.notification_events n
                     where n.owner = p.id and n.email_pending and n.created_at < ${BOUNDARY})`,
    [now, NOTIFICATION_DIGEST_HOUR],
  );
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await deps.database.transaction((q) => sendDigest(deps, q, id, now))) sent++;
    } catch (err) {
      deps.logger.error({ err, user: id }, 'notification digest failed');
    }
  }
  return sent;
}

async function sendDigest(deps: DataDeps, q: RawQuery, id: string, now: Date): Promise<boolean> {
  const [p] = await q<{
    email: string | null;
    name: string | null;
    time_zone: string | null;
    marketing_consent: boolean;
    due: boolean;
    boundary: Date;
  }>(
    `select p.email, p.name, p.time_zone, p.marketing_consent, ${BOUNDARY} as boundary,
            (p.digest_sent_at is null or p.digest_sent_at < ${BOUNDARY}) as due
       from app.user_profiles p where p.id = $3 for update skip locked`,
    [now, NOTIFICATION_DIGEST_HOUR, id],
  );
  // Another run holds it, or sent it a moment ago.
  if (!p?.due) return false;
  const events = await q<DigestEvent>(
    `update app.notification_events set email_pending = false, emailed_at = $3, updated_at = $3
      where owner = $1 and email_pending and created_at < $2
      returning title, body, link, created_at`,
    [id, p.boundary, now],
  );
  if (!events.length) return false;
  await q('update app.user_profiles set digest_sent_at = $2 where id = $1', [id, now]);
  const [record] = await q<{ channels: unknown; digest: unknown }>(
    `select channels, digest from app.notifications where owner = $1 and type = 'PRODUCT'`,
    [id],
  );
  // E-mail turned off since the events were held: they are not mailed after all.
  if (!p.email || !preferenceOf('PRODUCT', record, p.marketing_consent).channels.includes('EMAIL')) return false;
  events.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  const publicUrl = deps.config.publicUrl;
  const items = events.map((e) =>
    [
      `• ${e.title} (${formatWhen(new Date(e.created_at).toISOString(), p.time_zone)})`,
      e.body ? `  ${e.body}` : '',
      e.link ? `  ${publicUrl}${e.link}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const count = events.length === 1 ? '1 update' : `${events.length} updates`;
  const url = unsubscribeUrl(publicUrl, deps.unsubscribeKey, id, 'PRODUCT');
  await deps.mailer.send(
    {
      to: p.email,
      subject: `Your daily summary: ${count} – ${SITE.name}`,
      text: mailText(
        `Hello${p.name ? ` ${p.name}` : ''},\n\nHere is what happened since your last summary:\n\n${items.join('\n\n')}\n\n` +
          `All your notifications: ${publicUrl}/dashboard/notifications`,
        publicUrl,
        { type: 'PRODUCT', url },
      ),
      headers: unsubscribeHeaders(url),
    },
    { query: q },
  );
  return true;
}
