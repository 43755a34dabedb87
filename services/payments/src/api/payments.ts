// Payment intents (create, confirm with a payment method: succeeded, declined, or requires_action for the
// 3-D Secure card), charges, refunds (partial and full: charge.refunded).
import type Stripe from 'stripe';
import { cardError, invalid } from '../engine/errors.ts';
import { recordEvent } from '../engine/events.ts';
import { confirmIntent, newPaymentIntent, refundCharge, resolvePaymentMethod } from '../engine/payments.ts';
import { getObject, insertObject, inTransaction, type Stored, saveObject, type Tx, unix } from '../engine/store.ts';
import { clockIdOf, lockCustomer, nowFor } from '../engine/time.ts';
import { list, mustGet } from './common.ts';
import { bool, int, metadata, nullableStr, str } from './params.ts';
import type { Call, Route } from './router.ts';

async function confirm(
  c: Call,
  q: Tx,
  intent: Stored<Stripe.PaymentIntent>,
  isNew: boolean,
  at: number,
  clock: string | null,
) {
  const pmId = str(c.params, 'payment_method') || (intent.payment_method as string | null);
  if (!pmId) {
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
    throw invalid(
      `This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const pm = await resolvePaymentMethod(c.deps, q, pmId, at);
  if (pm.customer && intent.customer && pm.customer !== intent.customer) {
    throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
  }
  const offSession = bool(c.params, 'off_session') ?? false;
  const outcome = await confirmIntent(c.deps, q, intent, pm, at, { isNew, offSession, testClock: clock });
  if (outcome.kind === 'declined') {
    // Stripe answers a declined confirmation with the card error (the intent saved with last_payment_error).
    return { intent, error: cardError(outcome.decline, { payment_intent: intent }) };
  }
  return { intent };
}

async function createIntent(c: Call) {
  const result = await inTransaction(c.deps, async (q) => {
    const p = c.params;
    const customerId = str(p, 'customer') || null;
    const customer = customerId ? await lockCustomer(q, customerId) : null;
    const at = await nowFor(c.deps, q, customer);
    const amount = int(p, 'amount', { required: true, min: 1, max: 99_999_999 })!;
    const currency = str(p, 'currency', { required: true })!;
    if (!/^[a-zA-Z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}`, 'currency');
    const intent = newPaymentIntent(
      {
        amount,
        currency: currency.toLowerCase(),
        customer: customerId,
        description: str(p, 'description', { max: 1000 }) || null,
        metadata: metadata(p) ?? {},
      },
      at,
    );
    const pmId = str(p, 'payment_method');
    if (bool(p, 'confirm')) return confirm(c, q, intent, true, at, clockIdOf(customer));
    if (pmId) {
      const pm = await resolvePaymentMethod(c.deps, q, pmId, at);
      intent.payment_method = pm.id;
      intent.status = 'requires_confirmation';
    }
    await insertObject(q, intent, { customer: customerId, testClock: clockIdOf(customer) });
    await recordEvent(c.deps, q, 'payment_intent.created', intent, at);
    return { intent };
  });
  if ('error' in result && result.error) throw result.error;
  return result.intent;
}

async function confirmExisting(c: Call) {
  const result = await inTransaction(c.deps, async (q) => {
    const intent = await mustGet<Stripe.PaymentIntent>(q, 'payment_intent', c.ids[0], 'intent', true);
    const customer = intent.customer
      ? await getObject<Stripe.Customer>(q, 'customer', intent.customer as string, true)
      : null;
    const at = await nowFor(c.deps, q, customer);
    return confirm(c, q, intent, false, at, clockIdOf(customer));
  });
  if ('error' in result && result.error) throw result.error;
  return result.intent;
}

async function updateIntent(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const intent = await mustGet<Stripe.PaymentIntent>(q, 'payment_intent', c.ids[0], 'intent', true);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `This PaymentIntent's status is ${intent.status} and cannot be updated.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const p = c.params;
    const description = nullableStr(p, 'description', 1000);
    if (description !== undefined) intent.description = description;
    intent.metadata = metadata(p, intent.metadata) ?? intent.metadata;
    const amount = int(p, 'amount', { min: 1, max: 99_999_999 });
    if (amount !== undefined) intent.amount = amount;
    await saveObject(q, intent);
    return intent;
  });
}

async function cancelIntent(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const intent = await mustGet<Stripe.PaymentIntent>(q, 'payment_intent', c.ids[0], 'intent', true);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const at = unix(c.deps.now());
    intent.status = 'canceled';
    intent.canceled_at = at;
    intent.cancellation_reason =
      (str(c.params, 'cancellation_reason') as Stripe.PaymentIntent.CancellationReason) || null;
    await saveObject(q, intent);
    await recordEvent(c.deps, q, 'payment_intent.canceled', intent, at);
    return intent;
  });
}

async function createRefund(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const intentId = str(p, 'payment_intent');
    let chargeId = str(p, 'charge');
    if (!intentId && !chargeId)
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'payment_intent',
        'parameter_missing',
      );
    if (intentId) {
      const intent = await mustGet<Stripe.PaymentIntent>(q, 'payment_intent', intentId, 'payment_intent', true);
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      }
      chargeId = intent.latest_charge as string;
    }
    const charge = await mustGet<Stripe.Charge>(q, 'charge', chargeId, 'charge', true);
    const customer = charge.customer
      ? await getObject<Stripe.Customer>(q, 'customer', charge.customer as string)
      : null;
    const at = await nowFor(c.deps, q, customer);
    const reason = str(p, 'reason');
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid('Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer', 'reason');
    }
    return refundCharge(c.deps, q, charge, int(p, 'amount', { min: 1 }), at, {
      reason: (reason as Stripe.Refund.Reason) ?? null,
      metadata: metadata(p) ?? {},
    });
  });
}

export const paymentRoutes: Route[] = [
  { method: 'POST', path: '/payment_intents', handler: createIntent },
  {
    method: 'GET',
    path: '/payment_intents',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/payment_intents', c.params, {
          object: 'payment_intent',
          ...(str(c.params, 'customer') ? { customer: str(c.params, 'customer') } : {}),
        }),
      ),
  },
  {
    method: 'GET',
    path: '/payment_intents/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'payment_intent', c.ids[0], 'intent')),
  },
  { method: 'POST', path: '/payment_intents/:id', handler: updateIntent },
  { method: 'POST', path: '/payment_intents/:id/confirm', handler: confirmExisting },
  { method: 'POST', path: '/payment_intents/:id/cancel', handler: cancelIntent },
  {
    method: 'GET',
    path: '/charges',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/charges', c.params, {
          object: 'charge',
          ...(str(c.params, 'customer') ? { customer: str(c.params, 'customer') } : {}),
          where: { payment_intent: str(c.params, 'payment_intent') || undefined },
        }),
      ),
  },
  {
    method: 'GET',
    path: '/charges/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'charge', c.ids[0], 'charge')),
  },
  { method: 'POST', path: '/refunds', handler: createRefund },
  {
    method: 'GET',
    path: '/refunds',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/refunds', c.params, {
          object: 'refund',
          where: {
            payment_intent: str(c.params, 'payment_intent') || undefined,
            charge: str(c.params, 'charge') || undefined,
          },
        }),
      ),
  },
  {
    method: 'GET',
    path: '/refunds/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'refund', c.ids[0], 'refund')),
  },
];
