// notify(): the one way a feature tells a user something happened (docs/architecture.md, "Notifications"). Called
// inside the caller's transaction, it writes the NotificationEvent, queues its realtime event for after the
// commit (the bell), and sends by the recipient's preferences for the type: EMAIL through the mail job (queued
// in the same transaction, so only a committed change mails), or held for the PRODUCT digest; SMS to the
// profile's phone number when it has one; PUSH as the event's `push` flag, which the open web app shows.
// SECURITY always e-mails; transactional mail (codes, invitations, receipts, payment failures, approval
// decisions, export ready) always goes at once, whatever the preferences and the digest.
import { randomUUID } from 'node:crypto';
import { type NotificationType, SITE } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { DataDeps } from '../deps.ts';
import { publish } from '../realtime/publish.ts';
import { type DbRecord, runtimeFor, toRecord } from '../store/repository.ts';
import { mailText, UNSUBSCRIBABLE, unsubscribeHeaders, unsubscribeUrl } from './mail.ts';
import { notificationEventModel } from './models.ts';
import { type Preference, preferenceOf } from './preferences.ts';

/** What notify needs of its caller: a domain function's context, or the identity events' own transaction. */
export interface NotifyContext {
  deps: DataDeps;
  db: { query: RawQuery };
  /** A realtime event to publish once the transaction has committed. */
  publish(topic: string, record: Record<string, unknown>): void;
}

export interface NotificationMail {
  subject: string;
  /** The message; notify signs it with the site's name and adds the unsubscribe lines where they belong. */
  text: string;
  /** Default: the recipient's e-mail (the profile's, else `fallbackEmail`). */
  to?: string;
}

export interface NotifyInput {
  /** The recipient's user id: their profile id and the events' `owner` (the user's `sub` in the default pool). */
  recipient: string;
  type: NotificationType;
  /** What happened, e.g. `security.passwordChanged`, `workspace.approved`. */
  kind: string;
  title: string;
  body?: string | null;
  /** The in-app path to open, e.g. `/dashboard/account#security`. */
  link?: string | null;
  actor?: { sub?: string | null; name?: string | null } | null;
  /** The e-mail(s) to send; default one made of the title, body and link. */
  mail?: NotificationMail | NotificationMail[];
  /** Transactional: e-mailed at once, never digested, never suppressed by preferences. */
  transactional?: boolean;
  /** The cause's id (an identity event's): a second notify for it does nothing. */
  sourceId?: string;
  /** The address to mail when the profile has none (an identity event's `currentEmail`). */
  fallbackEmail?: string | null;
}

interface Recipient {
  id: string;
  email: string | null;
  name: string | null;
  tenant_id: string | null;
  phone_number: string | null;
  marketing_consent: boolean;
  preferences: Record<string, { channels?: unknown; digest?: unknown }> | null;
}

async function loadRecipient(q: RawQuery, id: string): Promise<Recipient | undefined> {
  const [row] = await q<Recipient>(
    `select p.id, p.email, p.name, p.tenant_id, p.phone_number, p.marketing_consent,
            (select jsonb_object_agg(n.type, jsonb_build_object('channels', n.channels, 'digest', n.digest))
               from app.notifications n where n.owner = p.id) as preferences
       from app.user_profiles p where p.id = $1`,
    [id],
  );
  return row;
}

/** How a notification of `type` goes out to this recipient. */
export function deliveryFor(
  type: NotificationType,
  preference: Preference,
  transactional: boolean,
): { email: 'now' | 'digest' | 'none'; sms: boolean; push: boolean } {
  const wantsEmail = transactional || type === 'SECURITY' || preference.channels.includes('EMAIL');
  const email = !wantsEmail ? 'none' : !transactional && type === 'PRODUCT' && preference.digest ? 'digest' : 'now';
  return { email, sms: preference.channels.includes('SMS'), push: preference.channels.includes('PUSH') };
}

/** The default e-mail of a notification: its title, body and a link to what it is about. */
export function defaultMessage(
  input: Pick<NotifyInput, 'title' | 'body' | 'link'>,
  name: string | null,
  publicUrl: string,
): string {
  return [
    `Hello${name ? ` ${name}` : ''},`,
    input.title,
    input.body ?? '',
    input.link ? `Open it in ${SITE.name}: ${publicUrl}${input.link}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Writes the notification and sends it by the recipient's preferences, in the caller's transaction. Returns the
 * event, or null when there is no such recipient (no profile) or the cause was notified already.
 */
export async function notify(ctx: NotifyContext, input: NotifyInput): Promise<DbRecord | null> {
  const { deps, db } = ctx;
  const recipient = await loadRecipient(db.query, input.recipient);
  if (!recipient) {
    deps.logger.debug({ recipient: input.recipient, kind: input.kind }, 'notify: no profile for the recipient');
    return null;
  }
  const transactional = input.transactional === true;
  const preference = preferenceOf(input.type, recipient.preferences?.[input.type], recipient.marketing_consent);
  const delivery = deliveryFor(input.type, preference, transactional);
  const now = deps.now();
  const rt = runtimeFor(notificationEventModel);
  const [row] = await db.query<Record<string, unknown>>(
    `insert into app.notification_events
       (id, owner, user_profile_id, tenant_id, type, kind, title, body, link, actor_sub, actor_name, push,
        email_pending, emailed_at, source_id, created_at, updated_at)
     values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     on conflict (owner, source_id) do nothing
     returning ${rt.selectList}`,
    [
      randomUUID(),
      recipient.id,
      recipient.tenant_id,
      input.type,
      input.kind,
      input.title,
      input.body ?? null,
      input.link ?? null,
      input.actor?.sub ?? null,
      input.actor?.name ?? null,
      delivery.push,
      delivery.email === 'digest',
      delivery.email === 'now' ? now : null,
      input.sourceId ?? null,
      now,
    ],
  );
  // Notified already: a redelivered identity event, say. Nothing is sent twice.
  if (!row) return null;
  const record = toRecord(rt, row);
  ctx.publish('onCreateNotificationEvent', record);

  const publicUrl = deps.config.publicUrl;
  if (delivery.email === 'now') {
    const unsubscribe =
      !transactional && UNSUBSCRIBABLE.includes(input.type)
        ? { type: input.type, url: unsubscribeUrl(publicUrl, deps.unsubscribeKey, recipient.id, input.type) }
        : undefined;
    const mails = input.mail
      ? Array.isArray(input.mail)
        ? input.mail
        : [input.mail]
      : [{ subject: `${input.title} – ${SITE.name}`, text: defaultMessage(input, recipient.name, publicUrl) }];
    for (const mail of mails) {
      const to = mail.to ?? recipient.email ?? input.fallbackEmail;
      if (!to) continue;
      await deps.mailer.send(
        {
          to,
          subject: mail.subject.slice(0, 200),
          text: mailText(mail.text, publicUrl, unsubscribe),
          ...(unsubscribe ? { headers: unsubscribeHeaders(unsubscribe.url) } : {}),
        },
        { query: db.query },
      );
    }
  }
  if (delivery.sms && recipient.phone_number) {
    const text = `${SITE.name}: ${input.title}${input.link ? ` ${publicUrl}${input.link}` : ''}`;
    await deps.mailer.send(
      { to: recipient.phone_number, subject: input.title.slice(0, 200), text, channel: 'sms' },
      { query: db.query },
    );
  }
  return record;
}

/**
 * Runs `fn` in a transaction with a NotifyContext, for work that is not a domain function (identity events,
 * jobs, the unsubscribe link), and publishes its realtime events once the transaction has committed.
 */
export async function notifyInTransaction<T>(deps: DataDeps, fn: (ctx: NotifyContext) => Promise<T>): Promise<T> {
  const events: [string, Record<string, unknown>][] = [];
  const out = await deps.database.transaction((query) =>
    fn({ deps, db: { query }, publish: (topic, record) => events.push([topic, record]) }),
  );
  for (const [topic, record] of events) await publish(deps, topic, record);
  return out;
}
