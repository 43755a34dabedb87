// The provider switch: with STRIPE_SECRET_KEY the SDK talks to Stripe's own host (the SDK's default, no override);
// without it, to the local payments service (PAYMENTS_SERVICE_URL, else this process's listener) with the keys
// derived from the master key.
import { loadConfig, localPaymentsKeys } from '@innov/platform';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeAccess, PAYMENTS_UNAVAILABLE, stripeClientSettings } from './stripe-client.ts';

const masterKey = Buffer.alloc(32, 7);
const noSelfUrl = () => {
  throw new Error('selfUrl must not be asked when Stripe is configured');
};
const apiField = (client: Stripe, key: string) =>
  (client as unknown as { getApiField(k: string): unknown }).getApiField(key);

describe('stripeClientSettings', () => {
  it('targets api.stripe.com with the secret key when STRIPE_SECRET_KEY is set', () => {
    const settings = stripeClientSettings(
      { secretKey: 'sk_test_real', webhookSecret: 'whsec_real', localAllowed: false },
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
    const client = createStripeAccess(
      { secretKey: 'sk_test_real', webhookSecret: 'whsec_real', localAllowed: false },
      masterKey,
      noSelfUrl,
    ).client();
    expect(apiField(client, 'host')).toBe('api.stripe.com');
    expect(apiField(client, 'port')).toBe('443');
    expect(apiField(client, 'protocol')).toBe('https');
  });

  it('targets the local payments service without it, with the derived keys', () => {
    const keys = localPaymentsKeys(masterKey);
    const own = stripeClientSettings({ localAllowed: true }, masterKey, () => 'http://127.0.0.1:43210');
    expect(own.local).toBe(true);
    expect(own.key).toBe(keys.secretKey);
    expect(own.webhookSecret).toBe(keys.webhookSecret);
    expect(own.options()).toMatchObject({ host: '127.0.0.1', port: 43210, protocol: 'http' });
    const client = createStripeAccess({ localAllowed: true }, masterKey, () => 'http://127.0.0.1:43210').client();
    expect(apiField(client, 'host')).toBe('127.0.0.1');
    const elsewhere = stripeClientSettings(
      { localUrl: 'https://payments.internal', localAllowed: true },
      masterKey,
      noSelfUrl,
    );
    expect(elsewhere.options()).toMatchObject({ host: 'payments.internal', port: 443, protocol: 'https' });
  });

  it('takes no payment through the local test-mode provider where it may not run (a public PUBLIC_URL)', () => {
    const access = createStripeAccess({ localAllowed: false }, masterKey, () => 'http://127.0.0.1:43210');
    expect(() => access.client()).toThrow(PAYMENTS_UNAVAILABLE);
    expect(access.webhookSecret).toBeUndefined();
  });
});

describe('the payments configuration', () => {
  const env = { DATA_DIR: '/tmp/innov-config-test' };
  it('lets the local provider run on a loopback address, and on a public one only with PAYMENTS_LOCAL=1', () => {
    expect(loadConfig({ ...env }).stripe.localAllowed).toBe(true);
    expect(loadConfig({ ...env, PUBLIC_URL: 'http://127.0.0.1:3000' }).stripe.localAllowed).toBe(true);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://innovation.example.com' }).stripe.localAllowed).toBe(false);
    expect(
      loadConfig({ ...env, PUBLIC_URL: 'https://innovation.example.com', PAYMENTS_LOCAL: '1' }).stripe.localAllowed,
    ).toBe(true);
  });

  it('refuses a Stripe secret key without the webhook signing secret', () => {
    expect(() => loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).stripe,
    ).toMatchObject({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
    });
  });
});
