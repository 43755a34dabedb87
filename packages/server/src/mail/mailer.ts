// Mail goes to SMTP when SMTP_URL is set, otherwise to a local outbox in the database that developers read
// at GET /dev/outbox and /dev/mailbox (loopback only).
import type { Database } from '@innov/db';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code the message carries, so tests and developers can read it without parsing text. */
  code?: string;
  /** `email` (default) or `sms`. */
  channel?: 'email' | 'sms';
  /** Extra e-mail headers, e.g. List-Unsubscribe (RFC 2369/8058); only SMTP delivery carries them. */
  headers?: Record<string, string>;
}

export interface StoredMessage extends OutgoingMessage {
  id: string;
  createdAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
  /** Newest first; only the local outbox keeps messages. */
  list(to?: string, limit?: number): Promise<StoredMessage[]>;
}

export function createMailer(opts: { database: Database; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { database, smtpUrl, from, logger } = opts;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        if (m.channel === 'sms') {
          // No SMS provider configured: keep the message where an operator can find it, never drop it silently.
          await storeInOutbox(database, m);
          return;
        }
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
        });
      },
      async list() {
        return [];
      },
    };
  }
  return {
    kind: 'outbox',
    async send(m) {
      await storeInOutbox(database, m);
      logger.info(
        { to: m.to, subject: m.subject, channel: m.channel ?? 'email' },
        'message written to the local outbox',
      );
    },
    async list(to, limit = 50) {
      const rows = await database.query<{
        id: string;
        to_address: string;
        subject: string;
        body_text: string;
        body_html: string | null;
        code: string | null;
        channel: 'email' | 'sms';
        created_at: Date;
      }>(
        `select id, to_address, subject, body_text, body_html, code, channel, created_at
           from app.outbox
          where ($1::text is null or lower(to_address) = lower($1))
          order by created_at desc, seq desc
          limit $2`,
        [to ?? null, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.body_text,
        html: r.body_html ?? undefined,
        code: r.code ?? undefined,
        channel: r.channel,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

async function storeInOutbox(database: Database, m: OutgoingMessage): Promise<void> {
  await database.query(
    'insert into app.outbox (to_address, subject, body_text, body_html, code, channel) values ($1, $2, $3, $4, $5, $6)',
    [m.to, m.subject, m.text, m.html ?? null, m.code ?? null, m.channel ?? 'email'],
  );
}
