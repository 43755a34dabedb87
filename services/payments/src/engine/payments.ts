// Payment methods (test cards), payment intents and their charges, refunds.
import { randomBytes } from 'node:crypto';
import { SITE } from '@innov/contracts';
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { type CheckedCard, chargeOutcome, MAGIC_PAYMENT_METHODS } from './cards.ts';
import { type Decline, invalid, noSuch } from './errors.ts';
import { recordEvent } from './events.ts';
import { getObject, insertObject, newId, type Stored, saveObject, type Tx } from './store.ts';

type Deps = Pick<PaymentsDeps, 'jobs' | 'now'>;

export function cardPaymentMethod(
  card: Pick<CheckedCard, 'brand' | 'funding' | 'last4' | 'expMonth' | 'expYear' | 'behaviour'>,
  at: number,
  billing: { name?: string | null; postalCode?: string | null } = {},
): Stored<Stripe.PaymentMethod> {
  const id = newId('pm');
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: {
        city: null,
        country: null,
        line1: null,
        line2: null,
        postal_code: billing.postalCode ?? null,
        state: null,
      },
      email: null,
      name: billing.name ?? null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: `fp${card.last4}${card.brand}`,
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: at,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
    _engine: { card: card.behaviour },
  } as Stored<Stripe.PaymentMethod>;
}

/** A payment method by id; a magic test id (`pm_card_visa`…) makes a new one with that card. */
export async function resolvePaymentMethod(
  _deps: Deps,
  q: Tx,
  id: string,
  at: number,
  param = 'payment_method',
): Promise<Stored<Stripe.PaymentMethod>> {
  const magic = MAGIC_PAYMENT_METHODS[id];
  if (magic) {
    const year = new Date(at * 1000).getUTCFullYear() + 1;
    const pm = cardPaymentMethod({ ...magic, expMonth: 12, expYear: year }, at);
    await insertObject(q, pm);
    return pm;
  }
  const pm = await getObject<Stripe.PaymentMethod>(q, 'payment_method', id, true);
  if (!pm) throw noSuch('payment_method', id, param);
  return pm;
}

export async function attachPaymentMethod(
  deps: Deps,
  q: Tx,
  pm: Stored<Stripe.PaymentMethod>,
  customerId: string,
  at: number,
): Promise<Stored<Stripe.PaymentMethod>> {
  if (pm.customer === customerId) return pm;
  if (pm.customer) {
    throw invalid(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  pm.customer = customerId;
  await q('update payments.objects set customer = $3 where object = $1 and id = $2', [
    'payment_method',
    pm.id,
    customerId,
  ]);
  await saveObject(q, pm);
  await recordEvent(deps, q, 'payment_method.attached', pm, at);
  return pm;
}

export interface IntentInput {
  amount: number;
  currency: string;
  customer: string | null;
  description?: string | null;
  metadata?: Stripe.Metadata;
  testClock?: string | null;
  engine?: Record<string, unknown>;
}

export function newPaymentIntent(input: IntentInput, at: number): Stored<Stripe.PaymentIntent> {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    confirmation_method: 'automatic',
    created: at,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
    _engine: input.engine ?? {},
  } as unknown as Stored<Stripe.PaymentIntent>;
}

export type ConfirmOutcome =
  | { kind: 'succeeded'; charge: Stripe.Charge }
  | { kind: 'declined'; decline: Decline; charge: Stripe.Charge }
  | { kind: 'requires_action' };

/**
 * Confirms the intent with the payment method: a charge that succeeds or fails (the card's test behaviour), or
 * the 3-D Secure step. The intent is saved (inserted when new) and its events recorded.
 */
export async function confirmIntent(
  deps: Deps,
  q: Tx,
  intent: Stored<Stripe.PaymentIntent>,
  pm: Stored<Stripe.PaymentMethod>,
  at: number,
  options: { isNew: boolean; offSession?: boolean; authenticated?: boolean; testClock?: string | null },
): Promise<ConfirmOutcome> {
  const outcome = chargeOutcome(pm._engine?.card, options);
  intent.payment_method = pm.id;
  const save = async () => {
    if (options.isNew) {
      await insertObject(q, intent, {
        customer: typeof intent.customer === 'string' ? intent.customer : null,
        testClock: options.testClock ?? null,
      });
      options.isNew = false;
    } else await saveObject(q, intent);
  };
  if (outcome.kind === 'requires_action') {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '', source: pm.id },
    } as unknown as Stripe.PaymentIntent.NextAction;
    await save();
    await recordEvent(deps, q, 'payment_intent.requires_action', intent, at);
    return outcome;
  }
  const card = pm.card!;
  const succeeded = outcome.kind === 'succeeded';
  const decline = outcome.kind === 'declined' ? outcome.decline : null;
  const charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: pm.billing_details,
    calculated_statement_descriptor: SITE.name.toUpperCase().slice(0, 22),
    captured: succeeded,
    created: at,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: succeeded ? 'approved_by_network' : 'declined_by_network',
      reason: decline?.declineCode ?? null,
      risk_level: 'normal',
      seller_message: succeeded
        ? 'Payment complete.'
        : 'The bank did not return any further details with this decline.',
      type: succeeded ? 'authorized' : 'issuer_declined',
    },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: pm.id,
    payment_method_details: {
      type: 'card',
      card: {
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        last4: card.last4,
        network: card.brand,
        three_d_secure: options.authenticated ? { authentication_flow: 'challenge', result: 'authenticated' } : null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, url: '' },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  } as unknown as Stripe.Charge;
  (charge.refunds as Stripe.ApiList<Stripe.Refund>).url = `/v1/charges/${charge.id}/refunds`;
  await insertObject(q, charge as Stripe.Charge & { object: 'charge' }, {
    customer: typeof intent.customer === 'string' ? intent.customer : null,
    testClock: options.testClock ?? null,
  });
  intent.latest_charge = charge.id;
  intent.next_action = null;
  if (succeeded) {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    await save();
    await recordEvent(deps, q, 'charge.succeeded', charge, at);
    await recordEvent(deps, q, 'payment_intent.succeeded', intent, at);
    return { kind: 'succeeded', charge };
  }
  intent.status = 'requires_payment_method';
  intent.last_payment_error = {
    type: 'card_error',
    code: decline!.code,
    ...(decline!.declineCode ? { decline_code: decline!.declineCode } : {}),
    message: decline!.message,
    charge: charge.id,
    payment_method: pm,
  } as unknown as Stripe.PaymentIntent.LastPaymentError;
  await save();
  await recordEvent(deps, q, 'charge.failed', charge, at);
  await recordEvent(deps, q, 'payment_intent.payment_failed', intent, at);
  return { kind: 'declined', decline: decline!, charge };
}

/** A refund of a succeeded charge: all of what is left, or `amount` of it. */
export async function refundCharge(
  deps: Deps,
  q: Tx,
  charge: Stored<Stripe.Charge>,
  amount: number | undefined,
  at: number,
  extra: { reason?: Stripe.Refund.Reason | null; metadata?: Stripe.Metadata } = {},
): Promise<Stripe.Refund> {
  if (!charge.paid || charge.status !== 'succeeded') {
    throw invalid(`Charge ${charge.id} has not succeeded and cannot be refunded.`, 'charge', 'charge_not_refundable');
  }
  const left = charge.amount_captured - charge.amount_refunded;
  if (left <= 0) {
    throw invalid(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
  }
  const value = amount ?? left;
  if (value <= 0) throw invalid('Invalid positive integer', 'amount');
  if (value > left) {
    throw invalid(
      `Refund amount (${money(value, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
      'amount',
      'amount_too_large',
    );
  }
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount: value,
    balance_transaction: null,
    charge: charge.id,
    created: at,
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'available', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata: extra.metadata ?? {},
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: extra.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  } as unknown as Stripe.Refund & { object: 'refund' };
  const customer = typeof charge.customer === 'string' ? charge.customer : null;
  await insertObject(q, refund, { customer });
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += value;
  charge.refunded = charge.amount_refunded >= charge.amount_captured;
  const list = (charge.refunds ?? {
    object: 'list',
    data: [],
    has_more: false,
    url: '',
  }) as Stripe.ApiList<Stripe.Refund>;
  list.data = [refund, ...list.data];
  charge.refunds = list;
  await saveObject(q, charge);
  await recordEvent(deps, q, 'refund.created', refund, at);
  await recordEvent(deps, q, 'charge.refunded', charge, at, previous);
  return refund;
}

export function money(minor: number, currency: string): string {
  const symbol = { gbp: '£', usd: '$', eur: '€' }[currency.toLowerCase()] ?? `${currency.toUpperCase()} `;
  return `${symbol}${(minor / 100).toFixed(2)}`;
}
