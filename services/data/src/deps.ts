// Everything the data service depends on, built once per service instance (no module singletons).
import type { IdentityCallers, ObjectStorage, SecretBox, ServiceDeps } from '@innov/platform';
import type { StripeAccess } from './billing/stripe-client.ts';
import type { IdentityEventHub } from './identity-events.ts';
import type { PubSub } from './realtime/pubsub.ts';
import type { RateLimiter } from './security/rate-limit.ts';
import type { TokenCodec } from './store/next-token.ts';

export interface DataDeps extends ServiceDeps {
  /** The master key: derives the nextToken and link keys. */
  secrets: SecretBox;
  /** Who calls: user-pool JWTs and identity-pool SigV4 signatures, verified by functions the server hands over. */
  callers: IdentityCallers;
  /** The identity service's events as this process hears them (the principal cache, later notifications). */
  identityEvents: IdentityEventHub;
  pubsub: PubSub;
  tokens: TokenCodec;
  /** `DATA_API_KEY`: server-to-server calls with `x-api-key`; unset disables the apiKey mode. */
  apiKey?: string;
  /** Guest writes (enquiries, newsletter, survey answers) per caller address. */
  limiter: RateLimiter;
  /** HMAC key for the newsletter's confirm and unsubscribe links. */
  linkKey: Buffer;
  /** HMAC key for the notification e-mails' unsubscribe links (notifications/mail.ts). */
  unsubscribeKey: Buffer;
  /** HMAC key for the back-office's CSV export links (admin/export-token.ts). */
  exportKey: Buffer;
  /** Files: the local disk (DATA_DIR/files) or an S3-compatible bucket, behind one interface. */
  storage: ObjectStorage;
  /** Payments: the stripe SDK, to Stripe or to the local payments service (billing/stripe-client.ts). */
  stripe: StripeAccess;
}
