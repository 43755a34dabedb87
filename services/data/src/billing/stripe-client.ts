// The one door from billing to the payment provider: the official stripe SDK. With STRIPE_SECRET_KEY it talks to
// Stripe (api.stripe.com, the SDK's own default); without it, to the local Stripe-compatible payments service
// (PAYMENTS_SERVICE_URL, or this process's loopback listener: the SDK takes a host, port and protocol but no base
// path, which is why that service answers at /v1 on the same port), with keys both derive from the master key.
import { localPaymentsKeys, type StripeConfig } from '@innov/platform';
import Stripe from 'stripe';
import { Errors } from '../errors.ts';

/** What billing answers when no provider may take payments here. */
export const PAYMENTS_UNAVAILABLE =
  'Payments are not set up on this server yet. Ask its operator to configure the payment provider (STRIPE_SECRET_KEY).';

/** The API version the app is written against (the SDK's pinned one: the shapes our code reads). */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

export interface StripeAccess {
  /** The SDK client (built at first use: the local service's port is known once the server listens). */
  client(): Stripe;
  /** The webhook endpoint's signing secret that `constructEvent` verifies with. */
  webhookSecret: string | undefined;
  /** True against the local payments service (Stripe's test cards only; test clocks available). */
  local: boolean;
}

/** The SDK's key and options for a configuration: Stripe's real host, or the local service's. */
export function stripeClientSettings(
  stripe: StripeConfig,
  masterKey: Buffer,
  selfUrl: () => string,
): { key: string; webhookSecret: string | undefined; options: () => Stripe.StripeConfig; local: boolean } {
  const common: Stripe.StripeConfig = { maxNetworkRetries: 2, telemetry: false, timeout: 20_000 };
  if (stripe.secretKey) {
    return {
      key: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      options: () => ({ ...common, appInfo: { name: 'innovation-platform' } }),
      local: false,
    };
  }
  const keys = localPaymentsKeys(masterKey);
  return {
    key: keys.secretKey,
    webhookSecret: keys.webhookSecret,
    options: () => {
      const base = new URL(stripe.localUrl ?? selfUrl());
      return {
        ...common,
        host: base.hostname.replace(/^\[|\]$/g, ''),
        port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      };
    },
    local: true,
  };
}

export function createStripeAccess(stripe: StripeConfig, masterKey: Buffer, selfUrl: () => string): StripeAccess {
  const settings = stripeClientSettings(stripe, masterKey, selfUrl);
  // The local test-mode provider takes payments on a loopback PUBLIC_URL only, unless PAYMENTS_LOCAL=1.
  const available = !settings.local || stripe.localAllowed;
  let client: Stripe | undefined;
  return {
    client() {
      if (!available) throw Errors.validation(PAYMENTS_UNAVAILABLE);
      client ??= new Stripe(settings.key, settings.options());
      return client;
    },
    webhookSecret: available ? settings.webhookSecret : undefined,
    local: settings.local,
  };
}
