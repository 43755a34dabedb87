// Stripe's errors as values: the router answers them with Stripe's HTTP status and JSON shape, which the stripe
// SDK turns into its typed errors (400/404 StripeInvalidRequestError, 401 StripeAuthenticationError, 402
// StripeCardError, 409 StripeIdempotencyError…).
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: unknown;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

export const invalid = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), code });

export const missingParam = (param: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });

const NOUNS: Record<string, string> = {
  'checkout.session': 'checkout session',
  'billing_portal.session': 'billing portal session',
  'test_helpers.test_clock': 'test clock',
  payment_intent: 'payment_intent',
  payment_method: 'PaymentMethod',
  webhook_endpoint: 'webhook endpoint',
  invoiceitem: 'invoice item',
};

export const noSuch = (object: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${NOUNS[object] ?? object}: '${id}'`,
  });

/** A card error (HTTP 402): the message is Stripe's, word for word. */
export interface Decline {
  code: string;
  message: string;
  declineCode?: string;
}

export const cardError = (decline: Decline, extra: Partial<StripeErrorBody> = {}) =>
  new StripeApiError(402, {
    type: 'card_error',
    code: decline.code,
    message: decline.message,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    ...extra,
  });
