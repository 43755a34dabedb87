// The provider switch: with STRIPE_SECRET_KEY the SDK talks to Stripe's own host (the SDK's default, no override);
// without it, to the local payments service (PAYMENTS_SERVICE_URL, else this process's listener) with the keys
// derived from the master key.
import { localPaymentsKeys } from '@innov/platform';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeAccess, stripeClientSettings } from './stripe-client.ts';

const masterKey = Buffer.alloc(32, 7);
const noSelfUrl = () => {
  throw new Error('selfUrl must not be asked when Stripe is configured');
};
const apiField = (client: Stripe, key: string) =>
  (client as unknown as { getApiField(k: string): unknown }).getApiField(key);

describe('stripeClientSettings', () => {
  it('targets api.stripe.com with the secret key when STRIPE_SECRET_KEY is set', () => {
    const settings = stripeClientSettings(
      { secretKey: 'sk_test_real', webhookSecret: 'whsec_real' },
      masterKey,
      noSelfUrl,
    );
    const options = settings.options();
    expect(settings.local).toBe(false);
    expect(settings.key).toBe('sk_test_real');
    expect(settings.webhookSecret).toBe('whsec_real');
    expect(options).not.toHaveProperty('host');
    expect(options).not.toHaveProperty('port');
    expect(options).not.toHaveProperty('protocol');
    const client = createStripeAccess({ secretKey: 'sk_test_real' }, masterKey, noSelfUrl).client();
    expect(apiField(client, 'host')).toBe('api.stripe.com');
    expect(apiField(client, 'port')).toBe('443');
    expect(apiField(client, 'protocol')).toBe('https');
  });

  it('targets the local payments service without it, with the derived keys', () => {
    const keys = localPaymentsKeys(masterKey);
    const own = stripeClientSettings({}, masterKey, () => 'http://127.0.0.1:43210');
    expect(own.local).toBe(true);
    expect(own.key).toBe(keys.secretKey);
    expect(own.webhookSecret).toBe(keys.webhookSecret);
    expect(own.options()).toMatchObject({ host: '127.0.0.1', port: 43210, protocol: 'http' });
    const client = createStripeAccess({}, masterKey, () => 'http://127.0.0.1:43210').client();
    expect(apiField(client, 'host')).toBe('127.0.0.1');
    const elsewhere = stripeClientSettings({ localUrl: 'https://payments.internal' }, masterKey, noSelfUrl);
    expect(elsewhere.options()).toMatchObject({ host: 'payments.internal', port: 443, protocol: 'https' });
  });
});
