// Calls between services that run apart (identity's triggers and events to the data service) carry an HMAC of
// the timestamp and body under TRIGGER_SHARED_SECRET; the receiver recomputes it in constant time and refuses
// stale timestamps, so a captured call cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a data service takes signed calls from an identity service in another process. */
export const INTERNAL_TRIGGERS_PATH = '/internal/triggers';
export const INTERNAL_IDENTITY_EVENTS_PATH = '/internal/identity-events';

export const TRIGGER_SIGNATURE_HEADER = 'x-innov-trigger-signature';
export const TRIGGER_TIMESTAMP_HEADER = 'x-innov-trigger-timestamp';
/** How far a signed call's timestamp may be from the receiver's clock. */
export const SIGNED_CALL_TOLERANCE_SECONDS = 300;

/** `sha256=<hex HMAC(secret, timestamp + "." + body)>`. */
export function signTriggerBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers for a signed call made now. */
export function signedCallHeaders(secret: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    'content-type': 'application/json',
    [TRIGGER_TIMESTAMP_HEADER]: timestamp,
    [TRIGGER_SIGNATURE_HEADER]: signTriggerBody(secret, timestamp, body),
  };
}

/** True when the call's signature is valid for this body and its timestamp is fresh. */
export function verifySignedCall(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
): boolean {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const timestamp = one(headers[TRIGGER_TIMESTAMP_HEADER]);
  const signature = one(headers[TRIGGER_SIGNATURE_HEADER]);
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNED_CALL_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signTriggerBody(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The receiver answered a signed call with an error; `message` is what it said (a Lambda's errorMessage). */
export class SignedCallRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SignedCallRefused';
  }
}

/**
 * POSTs `payload` as JSON, signed, and returns the JSON answer. A refusal (non-2xx) throws SignedCallRefused with
 * the receiver's message; a network failure or the timeout throws fetch's own error.
 */
export async function postSignedJson<T>(url: string, secret: string, payload: unknown, timeoutMs = 5_000): Promise<T> {
  const body = JSON.stringify(payload);
  const res = await fetch(url, {
    method: 'POST',
    headers: signedCallHeaders(secret, body),
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text.slice(0, 200);
    try {
      const parsed = JSON.parse(text) as { errorMessage?: string; message?: string };
      message = parsed.errorMessage ?? parsed.message ?? message;
    } catch {}
    throw new SignedCallRefused(message || `HTTP ${res.status}`, res.status);
  }
  return JSON.parse(text) as T;
}
