// Application tables owned by the data service (schema `app`).
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSchema } from './namespaces.ts';

/** Every state-changing action by a signed-in user: who, what, when, from where (product page, cross-cutting). */
export const auditLog = appSchema.table(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor: text('actor'),
    tenantId: text('tenant_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_actor_created_idx').on(t.actor, t.createdAt),
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    // A record's trail (an idea's activity), newest first.
    index('audit_log_target_created_idx').on(t.target, t.createdAt.desc().nullsFirst(), t.id),
    // The back-office's audit log: newest first, and by action.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
  ],
);

/**
 * What the identity service told the data side about a user's account security (sign-outs, password, two-step
 * verification, e-mail and device changes), kept for the account page's security activity. Keyed by the
 * event's id, so a redelivered event is stored once.
 */
export const securityEvents = appSchema.table(
  'security_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('security_events_user_created_idx').on(t.userId, t.createdAt)],
);

/** The local outbox: mail and SMS when no SMTP server or SMS provider is configured (architecture page, §5). */
export const outbox = appSchema.table(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    code: text('code'),
    channel: text('channel').notNull().default('email'),
    /** The extra e-mail headers SMTP would have carried (List-Unsubscribe, …). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_created_idx').on(sql`lower(${t.toAddress})`, t.createdAt)],
);
