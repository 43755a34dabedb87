// Everything the local payments service depends on, built once per service instance.
import type { LocalPaymentsKeys, ServiceDeps } from '@innov/platform';

export interface PaymentsDeps extends ServiceDeps {
  /** The API keys it accepts and the app endpoint's signing secret (derived from the master key). */
  keys: LocalPaymentsKeys;
  /** HMAC key of the hosted pages' capability links (checkout, portal, invoice PDF). */
  linkKey: Buffer;
  /**
   * The app's webhook endpoint (the data service's /payments/webhook: in this process, or at DATA_SERVICE_URL),
   * registered at start as a webhook endpoint with the secret above; undefined when no data service is known.
   */
  appWebhookUrl?: () => string;
}
