// The local Stripe-compatible payments service: the part of Stripe's API the app uses (`/v1/*`, as the official
// stripe SDK sends it: form-encoded, Bearer secret key, Stripe's shapes, ids and errors), the hosted pages Stripe
// would serve (`/pay/*`: checkout, the card's authentication step, the billing portal, invoices and their PDF),
// and webhook events signed as Stripe signs them, delivered through the job queue until acknowledged. Its
// tables are schema `payments`; nothing else reads them. With STRIPE_SECRET_KEY the app talks to Stripe instead
// and this service does not run.
import { hkdfSync } from 'node:crypto';
import {
  createSecretBox,
  loadMasterKey,
  localPaymentsKeys,
  type Mount,
  PAYMENTS_WEBHOOK_PATH,
  type Service,
  type ServiceDeps,
} from '@innov/platform';
import { apiMount } from './api/router.ts';
import type { PaymentsDeps } from './deps.ts';
import { definePaymentJobs, registerAppWebhookEndpoint } from './engine/jobs.ts';
import { pagesMount } from './pages/router.ts';

export type { PaymentsDeps } from './deps.ts';

export interface PaymentsServiceOptions {
  /** The data service's base URL (this process's, or DATA_SERVICE_URL): its webhook endpoint is registered. */
  dataUrl?: () => string;
}

export interface PaymentsService extends Service {
  deps: PaymentsDeps;
}

export async function createPaymentsService(
  base: ServiceDeps,
  options: PaymentsServiceOptions = {},
): Promise<PaymentsService> {
  const masterKey = createSecretBox(loadMasterKey(process.env, base.config.dataDir)).key;
  const dataUrl = options.dataUrl;
  const deps: PaymentsDeps = {
    ...base,
    keys: localPaymentsKeys(masterKey),
    linkKey: Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'innov/payments/links/v1', 32)),
    appWebhookUrl: dataUrl ? () => `${dataUrl()}${PAYMENTS_WEBHOOK_PATH}` : undefined,
  };
  definePaymentJobs(deps);
  await registerAppWebhookEndpoint(deps);
  const mounts: Mount[] = [apiMount(deps), pagesMount(deps)];
  return { name: 'payments', mounts, deps };
}
