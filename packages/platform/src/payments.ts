// What the local Stripe-compatible payments service and the data service's billing both need to agree on when
// no Stripe account is configured: the keys (derived from the master key, so processes that share it agree
// without a file), the app's webhook path and the events it listens to.
import { hkdfSync } from 'node:crypto';

/** Where the data service receives the payment provider's webhooks (Stripe-Signature). */
export const PAYMENTS_WEBHOOK_PATH = '/payments/webhook';

/** The events the app's webhook endpoint is enabled for (the README lists them for a Stripe account too). */
export const PAYMENTS_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;

export interface LocalPaymentsKeys {
  /** The secret key the stripe SDK sends (Bearer) to the local service. */
  secretKey: string;
  publishableKey: string;
  /** The signing secret of the app's webhook endpoint at the local service. */
  webhookSecret: string;
}

const derive = (masterKey: Buffer, label: string) =>
  Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `innov/payments/${label}/v1`, 24))
    .toString('base64url')
    .replace(/[-_]/g, 'x');

/** The local payments service's keys: `sk_test_…`, `pk_test_…` and the app endpoint's `whsec_…`. */
export function localPaymentsKeys(masterKey: Buffer): LocalPaymentsKeys {
  return {
    secretKey: `sk_test_${derive(masterKey, 'secret-key')}`,
    publishableKey: `pk_test_${derive(masterKey, 'publishable-key')}`,
    webhookSecret: `whsec_${derive(masterKey, 'webhook-secret')}`,
  };
}
