// The mail interface every service sends through. The composition root implements it: messages are jobs on the
// durable queue, delivered to SMTP when SMTP_URL is set, otherwise to the local outbox (GET /dev/outbox).
import type { RawQuery } from '@innov/db';

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code the message carries, so tests and developers can read it without parsing text. */
  code?: string;
  /** `email` (default) or `sms`. */
  channel?: 'email' | 'sms';
  /** Extra e-mail headers, e.g. List-Unsubscribe (RFC 2369/8058): SMTP delivery sends them, the outbox keeps them. */
  headers?: Record<string, string>;
}

export interface StoredMessage extends OutgoingMessage {
  id: string;
  createdAt: string;
}

export interface SendOptions {
  /** The transaction of the change that causes the message: it is queued only if that change commits. */
  query?: RawQuery;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Queues the message durably; it is delivered (with retries) by the job queue, after a restart if need be. */
  send(message: OutgoingMessage, options?: SendOptions): Promise<void>;
  /** Newest first; only the local outbox keeps messages. */
  list(to?: string, limit?: number): Promise<StoredMessage[]>;
}
