// Reads the local outbox (`GET /dev/outbox?to=`), where the system puts e-mail and SMS when no SMTP server or
// SMS provider is configured: journeys read confirmation codes and links from it as a user reads their mail.
import { type APIRequestContext, expect } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  createdAt: string;
  code?: string;
}

/** Every message to `to`, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `GET /dev/outbox answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as OutboxMessage[] | { messages: OutboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/**
 * Waits for a message to `to` that arrived after `since` (a Date taken before the action that sends it) and
 * matches `filter`, and returns it.
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  options: { since?: Date; filter?: (message: OutboxMessage) => boolean; timeout?: number } = {},
): Promise<OutboxMessage> {
  const since = options.since?.getTime() ?? 0;
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find(
          (m) => new Date(m.createdAt).getTime() >= since && (options.filter?.(m) ?? true),
        );
        return Boolean(found);
      },
      { timeout: options.timeout ?? 15_000, message: `no message to ${to} in the outbox` },
    )
    .toBe(true);
  return found!;
}

/** The code of the newest message to `to` that carries one and arrived after `since`. */
export async function waitForCode(request: APIRequestContext, to: string, since?: Date): Promise<string> {
  const message = await waitForMessage(request, to, { since, filter: (m) => Boolean(m.code) });
  return message.code!;
}

/** The first http(s) link in the newest message to `to` whose link matches `pattern`. */
export async function waitForLink(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  since?: Date,
): Promise<string> {
  const linkIn = (m: OutboxMessage) => m.text.match(/https?:\/\/\S+/g)?.find((l) => pattern.test(l));
  const message = await waitForMessage(request, to, { since, filter: (m) => Boolean(linkIn(m)) });
  return linkIn(message)!;
}

/** A fresh address for one journey, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
