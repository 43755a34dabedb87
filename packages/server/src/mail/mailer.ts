// Mail is a job: `send` queues it durably (in the caller's transaction when given one), and the job delivers it
// to SMTP when SMTP_URL is set, otherwise to a local outbox in the database that developers read at
// GET /dev/outbox and /dev/mailbox (loopback only). A failed delivery is retried with backoff; a SIGTERM or a
// crash between the request and the delivery loses nothing: the job runs after the restart.
import type { Database } from '@innov/db';
import type { JobQueue, Logger, Mailer, OutgoingMessage } from '@innov/platform';
import nodemailer from 'nodemailer';

export const MAIL_JOB = 'mail-delivery';

export interface MailerOptions {
  database: Database;
  jobs: JobQueue;
  smtpUrl?: string;
  from: string;
  logger: Logger;
}

/** Defines the delivery job on the queue and returns the mailer that queues messages for it. */
export function createMailer(opts: MailerOptions): Mailer {
  const { jobs } = opts;
  const delivery = createDelivery(opts);
  jobs.define<QueuedMessage>(MAIL_JOB, {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 900,
    concurrency: 4,
    handler: (job) => delivery.deliver(job.data, job.id),
  });
  return {
    kind: delivery.kind,
    async send(message, options) {
      const queued: QueuedMessage = { ...message, queuedAt: new Date().toISOString() };
      await jobs.send(MAIL_JOB, queued, { query: options?.query });
    },
    list: (to, limit) => delivery.list(to, limit),
  };
}

/** A message as the job carries it: the outbox lists it by when it was sent, not when it was delivered. */
interface QueuedMessage extends OutgoingMessage {
  queuedAt?: string;
}

interface Delivery {
  kind: Mailer['kind'];
  deliver(message: QueuedMessage, id: string): Promise<void>;
  list: Mailer['list'];
}

function createDelivery(opts: MailerOptions): Delivery {
  const { database, smtpUrl, from, logger } = opts;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async deliver(m, id) {
        if (m.channel === 'sms') {
          // No SMS provider configured: keep the message where an operator can find it, never drop it silently.
          await storeInOutbox(database, m, id);
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
    async deliver(m, id) {
      await storeInOutbox(database, m, id);
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
        headers: Record<string, string> | null;
        created_at: Date;
      }>(
        `select id, to_address, subject, body_text, body_html, code, channel, headers, created_at
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
        ...(r.headers ? { headers: r.headers } : {}),
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

/** Stored once per job: a retried delivery (the job's id is the message's) does not add a second copy. */
async function storeInOutbox(database: Database, m: QueuedMessage, id: string): Promise<void> {
  await database.query(
    `insert into app.outbox (id, to_address, subject, body_text, body_html, code, channel, headers, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, coalesce($9::timestamptz, now())) on conflict (id) do nothing`,
    [
      id,
      m.to,
      m.subject,
      m.text,
      m.html ?? null,
      m.code ?? null,
      m.channel ?? 'email',
      m.headers ? JSON.stringify(m.headers) : null,
      m.queuedAt ?? null,
    ],
  );
}
