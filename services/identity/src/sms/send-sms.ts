// The SMS sender: text messages (SMS MFA codes, phone verification) go to an SMS provider when one is configured,
// otherwise to the local outbox (GET /dev/outbox?to=+44…), where developers and tests read them.
// The provider is an HTTPS webhook (SMS_WEBHOOK_URL, optional bearer SMS_WEBHOOK_TOKEN) receiving
// `{"to": "+447700900123", "text": "…"}`: a small relay to Amazon SNS, Twilio or any gateway.
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';

export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code the message carries (kept on the outbox entry, never sent to the provider separately). */
  code?: string;
  /** A title for the outbox entry (text messages have none of their own). */
  subject?: string;
}

const TIMEOUT_MS = 10_000;

export function smsProviderFromEnv(env: Record<string, string | undefined> = process.env) {
  const url = env.SMS_WEBHOOK_URL?.trim();
  if (!url) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('SMS_WEBHOOK_URL must be http(s)');
  return { url: parsed.toString(), token: env.SMS_WEBHOOK_TOKEN?.trim() || undefined };
}

export async function sendSms(deps: IdentityDeps, message: SmsMessage): Promise<void> {
  const provider = smsProviderFromEnv();
  if (!provider) {
    await deps.mailer.send({
      to: message.to,
      subject: message.subject ?? 'Text message',
      text: message.text,
      code: message.code,
      channel: 'sms',
    });
    return;
  }
  let response: Response;
  try {
    response = await fetch(provider.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.token ? { authorization: `Bearer ${provider.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'SMS provider unreachable');
    throw Errors.codeDeliveryFailure('Unable to deliver the code by SMS.');
  }
  if (!response.ok) {
    deps.logger.warn({ status: response.status }, 'SMS provider refused the message');
    throw Errors.codeDeliveryFailure('Unable to deliver the code by SMS.');
  }
}
