// Checkout Sessions: expiry, and completion once a card is accepted (subscription mode makes the subscription
// and its first invoice; payment mode charges a payment intent), then checkout.session.completed.
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { recordEvent } from './events.ts';
import { type ConfirmOutcome, confirmIntent, newPaymentIntent } from './payments.ts';
import { getObject, insertObject, newId, type Stored, saveObject, type Tx } from './store.ts';
import { createSubscription, discountsOf, redeemCoupon } from './subscriptions.ts';
import { clockIdOf, DAY } from './time.ts';

type Deps = Pick<PaymentsDeps, 'jobs' | 'now' | 'config' | 'linkKey'>;

export type Session = Stored<Stripe.Checkout.Session>;

export const lineItemsOf = (session: Session) => (session._engine?.lineItems ?? []) as Stripe.LineItem[];

export async function expireCheckoutSession(deps: Deps, q: Tx, session: Session, at: number) {
  if (session.status !== 'open') return saveObject(q, session, null);
  session.status = 'expired';
  session.url = null;
  await saveObject(q, session, null);
  await recordEvent(deps, q, 'checkout.session.expired', session, at);
}

export function newCustomer(
  input: { email?: string | null; name?: string | null; metadata?: Stripe.Metadata; testClock?: string | null },
  at: number,
): Stored<Stripe.Customer> {
  const id = newId('cus', 14);
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: at,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: id
      .slice(4, 12)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X'),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: input.testClock ?? null,
  } as Stored<Stripe.Customer>;
}

export type CompleteResult =
  | { kind: 'completed' }
  | { kind: 'declined'; outcome: ConfirmOutcome }
  | { kind: 'requires_action' };

/**
 * Pays the open session with the payment method (already checked for its test behaviour by the caller): the
 * customer (made when the session has none), the subscription or the payment, then the session completes.
 */
export async function completeCheckout(
  deps: Deps,
  q: Tx,
  session: Session,
  pm: Stored<Stripe.PaymentMethod>,
  at: number,
  options: { authenticated: boolean },
): Promise<CompleteResult> {
  const items = lineItemsOf(session);
  // The customer: the session's, or a new one (subscription mode always has one).
  let customer = session.customer
    ? await getObject<Stripe.Customer>(q, 'customer', session.customer as string, true)
    : null;
  const needsCustomer = session.mode === 'subscription' || session.customer_creation === 'always';
  if (session.mode === 'payment') {
    let intent = session.payment_intent
      ? await getObject<Stripe.PaymentIntent>(q, 'payment_intent', session.payment_intent as string, true)
      : null;
    let isNew = false;
    if (!intent) {
      const pid = (session._engine?.paymentIntentData ?? {}) as { description?: string; metadata?: Stripe.Metadata };
      intent = newPaymentIntent(
        {
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'gbp',
          customer: customer?.id ?? null,
          description: pid.description ?? null,
          metadata: pid.metadata ?? {},
          engine: { checkoutSession: session.id },
        },
        at,
      );
      isNew = true;
      session.payment_intent = intent.id;
    }
    const outcome = await confirmIntent(deps, q, intent, pm, at, {
      isNew,
      authenticated: options.authenticated,
      testClock: clockIdOf(customer),
    });
    if (outcome.kind !== 'succeeded') {
      await saveObject(q, session);
      return outcome.kind === 'requires_action' ? { kind: 'requires_action' } : { kind: 'declined', outcome };
    }
    if (!customer && needsCustomer) {
      customer = newCustomer({ email: session.customer_email, name: pm.billing_details.name }, at);
      await insertObject(q, customer, { customer: customer.id });
      await recordEvent(deps, q, 'customer.created', customer, at);
    }
    if (customer) {
      intent.customer = customer.id;
      await saveObject(q, intent);
    }
    session.payment_status = 'paid';
  } else {
    if (!customer) {
      customer = newCustomer({ email: session.customer_email, name: pm.billing_details.name }, at);
      await insertObject(q, customer, { customer: customer.id });
      await recordEvent(deps, q, 'customer.created', customer, at);
    }
    pm.customer = customer.id;
    await q('update payments.objects set customer = $2 where object = $3 and id = $1', [
      pm.id,
      customer.id,
      'payment_method',
    ]);
    await saveObject(q, pm);
    await recordEvent(deps, q, 'payment_method.attached', pm, at);
    const subData = (session._engine?.subscriptionData ?? {}) as {
      trial_period_days?: number;
      metadata?: Stripe.Metadata;
      missing_payment_method?: 'cancel' | 'create_invoice' | 'pause';
    };
    const prices: Array<{ price: Stripe.Price; quantity: number }> = items.map((li) => ({
      price: li.price!,
      quantity: li.quantity ?? 1,
    }));
    const discounts = await discountsOf(q, (session._engine?.discountIds ?? []) as string[]);
    const { sub, invoice, pay } = await createSubscription(deps, q, {
      customer: customer as Stored<Stripe.Customer>,
      items: prices,
      trialEnd: subData.trial_period_days ? at + subData.trial_period_days * DAY : null,
      missingPaymentMethod: subData.missing_payment_method ?? 'create_invoice',
      defaultPaymentMethod: pm.id,
      discounts,
      metadata: subData.metadata ?? {},
      paymentBehavior: 'error_if_incomplete',
      offSession: false,
      authenticated: options.authenticated,
      at,
      checkoutSession: session.id,
    });
    if (pay !== 'paid') throw new Error(`checkout subscription payment ${pay} after an accepted card`);
    session.subscription = sub.id;
    session.invoice = invoice.id;
    session.payment_status = invoice.amount_due > 0 ? 'paid' : 'no_payment_required';
  }
  for (const d of await discountsOf(q, (session._engine?.discountIds ?? []) as string[])) {
    await redeemCoupon(deps, q, d.source.coupon as Stripe.Coupon, at);
  }
  session.status = 'complete';
  session.customer = customer?.id ?? null;
  session.customer_details = {
    address: {
      city: null,
      country: null,
      line1: null,
      line2: null,
      postal_code: pm.billing_details.address?.postal_code ?? null,
      state: null,
    },
    business_name: null,
    email: customer?.email ?? session.customer_email ?? null,
    individual_name: null,
    name: pm.billing_details.name ?? customer?.name ?? null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  } as Stripe.Checkout.Session.CustomerDetails;
  session.url = null;
  session._engine = { ...session._engine, pendingPaymentMethod: undefined };
  await saveObject(q, session, null);
  await recordEvent(deps, q, 'checkout.session.completed', session, at);
  return { kind: 'completed' };
}
