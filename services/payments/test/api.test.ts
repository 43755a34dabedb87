// The local payments service through the real stripe SDK: the frame (keys, errors, idempotency, lists, expand),
// products, prices, customers, coupons, payment methods, payment intents (3-D Secure), refunds, checkout for
// each test card through the hosted page's engine, and webhooks signed as Stripe signs them, retried until 2xx.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadMasterKey, localPaymentsKeys, PAYMENTS_WEBHOOK_EVENTS, PAYMENTS_WEBHOOK_PATH } from '@innov/platform';
import { type MemorySystem, startMemorySystem } from '@innov/server/test/memory-system';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsDeps } from '../src/deps.ts';
import { LIVE_CARD_MESSAGE } from '../src/engine/cards.ts';
import { processDue } from '../src/engine/due.ts';
import {
  completeCheckoutAuthentication,
  confirmCheckoutWithCard,
  loadCheckoutPage,
  loadInvoice,
} from '../src/engine/hosted.ts';

let m: MemorySystem;
let stripe: Stripe;
let deps: PaymentsDeps;
let port: number;
let monthly: Stripe.Price;
let oneOff: Stripe.Price;

// A webhook receiver: answers 500 to the first delivery of each event, then 200.
let receiver: Server;
let endpoint: Stripe.WebhookEndpoint;
const received: Array<{ body: string; signature: string; status: number }> = [];
const seen = new Set<string>();

const card = (number: string, extra: Partial<{ cvc: string; expYear: number; expMonth: number }> = {}) => ({
  number,
  expMonth: extra.expMonth ?? 12,
  expYear: extra.expYear ?? new Date().getUTCFullYear() + 2,
  cvc: extra.cvc ?? '123',
  name: 'Ada Lovelace',
  postalCode: 'SW1A 1AA',
});

async function until<T>(fn: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  m = await startMemorySystem({ prefix: 'payments-api-', services: ['identity', 'data', 'payments'] });
  const { secretKey } = localPaymentsKeys(loadMasterKey(process.env, m.dataDir));
  port = Number(new URL(m.url).port);
  stripe = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  deps = m.system.payments!.deps;
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const id = (JSON.parse(body) as { id: string }).id;
      const status = seen.has(id) ? 200 : 500;
      seen.add(id);
      received.push({ body, signature: String(req.headers['stripe-signature']), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  endpoint = await stripe.webhookEndpoints.create({
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    enabled_events: ['charge.refunded', 'checkout.session.completed'],
  });
  const product = await stripe.products.create({ name: 'Collaborate', metadata: { pricingPlanId: 'plan-1' } });
  monthly = await stripe.prices.create({
    product: product.id,
    currency: 'gbp',
    unit_amount: 2900,
    recurring: { interval: 'month' },
  });
  oneOff = await stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 9900 });
}, 60_000);

afterAll(async () => {
  receiver?.close();
  await m?.system.app.shutdown(1000);
});

describe('the frame', () => {
  it('refuses a missing or wrong key with StripeAuthenticationError', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    const error = await wrong.customers.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((error as Stripe.errors.StripeError).message).toMatch(/^Invalid API Key provided/);
    const bare = await fetch(`${m.url}/v1/customers`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });

  it("answers Stripe's error shapes: 404 resource_missing, 400 with the parameter, unknown URLs", async () => {
    const missing = (await stripe.customers.retrieve('cus_nope').catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing.statusCode).toBe(404);
    expect(missing.code).toBe('resource_missing');
    expect(missing.message).toBe("No such customer: 'cus_nope'");
    const bad = (await stripe.prices
      .create({ product: monthly.product as string, currency: 'gbp', unit_amount: -5 })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(bad).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(bad.statusCode).toBe(400);
    expect(bad.param).toBe('unit_amount');
    const noName = (await stripe.products.create({} as never).catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(noName.code).toBe('parameter_missing');
    expect(noName.param).toBe('name');
    const auth = { authorization: `Bearer ${deps.keys.secretKey}` };
    const unknown = await fetch(`${m.url}/v1/nothing_here`, { headers: auth });
    expect(unknown.status).toBe(404);
    // Junk never a 5xx: nested junk, NUL characters, wrong types.
    for (const body of ['name[a][b][c]=1', 'name=%00x', 'name=x&metadata=notanobject', '%%%', 'limit[]=1']) {
      const res = await fetch(`${m.url}/v1/products`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(res.status, body).toBeLessThan(500);
    }
    const list = await fetch(`${m.url}/v1/customers?limit=abc`, { headers: auth });
    expect(list.status).toBe(400);
  });

  it('honours Idempotency-Key: the same request answers the same object; other parameters are refused', async () => {
    const a = await stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    const b = await stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    expect(b.id).toBe(a.id);
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.customers
      .create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const list = await stripe.customers.list({ email: 'idem@example.com' });
    expect(list.data).toHaveLength(1);
  });

  it('lists newest first with limit, has_more and starting_after', async () => {
    for (const name of ['one', 'two', 'three']) await stripe.products.create({ name: `List ${name}` });
    const first = await stripe.products.list({ limit: 2 });
    expect(first.object).toBe('list');
    expect(first.data.map((p) => p.name)).toEqual(['List three', 'List two']);
    expect(first.has_more).toBe(true);
    const next = await stripe.products.list({ limit: 1, starting_after: first.data[1]!.id });
    expect(next.data[0]!.name).toBe('List one');
    const all: string[] = [];
    for await (const p of stripe.products.list({ limit: 2 })) all.push(p.name);
    expect(all).toContain('Collaborate');
  });
});

describe('catalogue and customers', () => {
  it('products and prices: retrieve, update, archive a price, list by product and active', async () => {
    const product = await stripe.products.update(monthly.product as string, { description: 'Teams' });
    expect(product.description).toBe('Teams');
    expect((await stripe.products.retrieve(product.id)).metadata).toEqual({ pricingPlanId: 'plan-1' });
    const yearly = await stripe.prices.create({
      product: product.id,
      currency: 'gbp',
      unit_amount: 29_000,
      recurring: { interval: 'year' },
    });
    expect(yearly.type).toBe('recurring');
    expect(oneOff.type).toBe('one_time');
    const archived = await stripe.prices.update(yearly.id, { active: false });
    expect(archived.active).toBe(false);
    const active = await stripe.prices.list({ product: product.id, active: true });
    expect(active.data.map((p) => p.id).sort()).toEqual([monthly.id, oneOff.id].sort());
    const retrieved = await stripe.prices.retrieve(monthly.id, { expand: ['product'] });
    expect((retrieved.product as Stripe.Product).name).toBe('Collaborate');
  });

  it('customers: create, update invoice settings, address and custom fields, list', async () => {
    const customer = await stripe.customers.create({
      email: 'a@example.com',
      name: 'A Ltd',
      metadata: { tenantId: 't1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    expect(pm.card?.last4).toBe('4242');
    const updated = await stripe.customers.update(customer.id, {
      name: 'A Limited',
      address: { line1: '1 Street', city: 'London', postal_code: 'N1 1AA', country: 'GB' },
      invoice_settings: {
        default_payment_method: pm.id,
        custom_fields: [{ name: 'VAT number', value: 'GB123456789' }],
      },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(pm.id);
    expect(updated.invoice_settings.custom_fields).toEqual([{ name: 'VAT number', value: 'GB123456789' }]);
    expect(updated.address?.city).toBe('London');
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((p) => p.id)).toEqual([pm.id]);
    const detached = await stripe.paymentMethods.detach(pm.id);
    expect(detached.customer).toBeNull();
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
    const declined = await stripe.paymentMethods
      .attach('pm_card_chargeDeclined', { customer: customer.id })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('coupons: chosen id, max_redemptions, delete', async () => {
    const coupon = await stripe.coupons.create({
      id: 'referral-abc',
      percent_off: 20,
      duration: 'once',
      max_redemptions: 5,
    });
    expect(coupon).toMatchObject({ id: 'referral-abc', percent_off: 20, times_redeemed: 0, valid: true });
    const fixed = await stripe.coupons.create({
      id: 'referral-fixed',
      amount_off: 500,
      currency: 'gbp',
      duration: 'forever',
    });
    expect(fixed.amount_off).toBe(500);
    expect((await stripe.coupons.retrieve('referral-abc')).max_redemptions).toBe(5);
    const dup = await stripe.coupons.create({ id: 'referral-abc', percent_off: 10 }).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const gone = await stripe.coupons.del('referral-fixed');
    expect(gone.deleted).toBe(true);
  });
});

describe('payment intents and refunds', () => {
  it('confirms with each magic card: succeeded, declined (card errors), requires_action for 3-D Secure', async () => {
    const ok = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(ok.status).toBe('succeeded');
    expect(ok.latest_charge).toMatch(/^ch_/);
    const declined = (await stripe.paymentIntents
      .create({ amount: 1000, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', confirm: true })
      .catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const poor = (await stripe.paymentIntents
      .create({
        amount: 1000,
        currency: 'gbp',
        payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
        confirm: true,
      })
      .catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(poor).toMatchObject({ decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'gbp' });
    expect(intent.status).toBe('requires_payment_method');
    const action = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_authenticationRequired' });
    expect(action.status).toBe('requires_action');
    expect(action.next_action?.type).toBe('use_stripe_sdk');
    const listed = await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect((listed.payment_method as Stripe.PaymentMethod).card?.last4).toBe('3184');
  });

  it('refunds part then the rest (charge.refunded each time), and refuses more than is left', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const part = await stripe.refunds.create({ payment_intent: intent.id, amount: 2000 });
    expect(part).toMatchObject({ amount: 2000, status: 'succeeded', payment_intent: intent.id });
    const tooMuch = (await stripe.refunds
      .create({ payment_intent: intent.id, amount: 3001 })
      .catch((e: unknown) => e)) as Stripe.errors.StripeError;
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch.param).toBe('amount');
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(3000);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 5000, refunded: true });
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(2);
    const events = await stripe.events.list({ type: 'charge.refunded', limit: 10 });
    const mine = events.data.filter((e) => (e.data.object as Stripe.Charge).id === charge.id);
    expect(mine.map((e) => (e.data.object as Stripe.Charge).amount_refunded)).toEqual([5000, 2000]);
    const again = await stripe.refunds.create({ payment_intent: intent.id }).catch((e: unknown) => e);
    expect((again as Stripe.errors.StripeError).code).toBe('charge_already_refunded');
  });
});

describe('checkout', () => {
  const session = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: monthly.id, quantity: 1 }],
      success_url: `${m.url}/dashboard/subscription?checkout=success&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${m.url}/dashboard/subscription?checkout=cancelled`,
      metadata: { tenantId: 't-checkout' },
      client_reference_id: 't-checkout',
      ...extra,
    });

  it('4242 pays: the subscription is active, its first invoice paid with hosted links; success_url gets the id', async () => {
    const customer = await stripe.customers.create({ email: 'buyer@example.com' });
    const cs = await session({ customer: customer.id, subscription_data: { metadata: { tenantId: 't-checkout' } } });
    expect(cs.id).toMatch(/^cs_test_/);
    expect(cs.url).toBe(`${m.url}/pay/checkout/${cs.id}`);
    expect(cs).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 2900, currency: 'gbp' });
    const page = await loadCheckoutPage(deps, cs.id);
    expect(page?.lineItems[0]).toMatchObject({ description: 'Collaborate', amount_total: 2900, quantity: 1 });
    const result = await confirmCheckoutWithCard(deps, cs.id, card('4242 4242 4242 4242'));
    expect(result).toEqual({
      kind: 'redirect',
      url: `${m.url}/dashboard/subscription?checkout=success&session=${cs.id}`,
    });
    const done = await stripe.checkout.sessions.retrieve(cs.id, { expand: ['subscription', 'line_items'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    expect(done.line_items?.data).toHaveLength(1);
    const sub = done.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({ status: 'active', metadata: { tenantId: 't-checkout' } });
    expect(sub.items.data[0]!.price.id).toBe(monthly.id);
    const invoice = await stripe.invoices.retrieve(done.invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2900,
      total: 2900,
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(invoice.hosted_invoice_url).toMatch(new RegExp(`^${m.url}/pay/invoices/${invoice.id}\\?t=`));
    expect(invoice.invoice_pdf).toMatch(new RegExp(`^${m.url}/pay/invoices/${invoice.id}/pdf\\?t=`));
    expect(invoice.payments?.data[0]?.payment.payment_intent).toMatch(/^pi_/);
    expect((await loadInvoice(deps, invoice.id))?.amountRefunded).toBe(0);
    await stripe.refunds.create({
      payment_intent: invoice.payments!.data[0]!.payment.payment_intent as string,
      amount: 900,
    });
    expect(await loadInvoice(deps, invoice.id)).toMatchObject({ amountRefunded: 900, customer: { id: customer.id } });
    expect(await loadInvoice(deps, 'in_missing')).toBeNull();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.id)).toEqual([sub.id]);
    // Paying again is the same redirect, nothing more.
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4242424242424242'))).toMatchObject({ kind: 'redirect' });
  });

  it("declined, insufficient-funds and live cards: Stripe's words, the session stays open, nothing is made", async () => {
    const customer = await stripe.customers.create({ email: 'declined@example.com' });
    const cs = await session({ customer: customer.id });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4000 0000 0000 0002'))).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4000000000009995'))).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
    });
    // A real (Luhn-valid) card number that is not a test card.
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4111 1111 1111 1111'))).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: LIVE_CARD_MESSAGE,
    });
    expect(LIVE_CARD_MESSAGE).toBe(
      'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    );
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4242 4242 4242 4241'))).toMatchObject({
      code: 'incorrect_number',
    });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4242424242424242', { expYear: 2001 }))).toMatchObject({
      code: 'invalid_expiry_year',
    });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4242424242424242', { cvc: '1' }))).toMatchObject({
      code: 'invalid_cvc',
    });
    expect((await stripe.checkout.sessions.retrieve(cs.id)).status).toBe('open');
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(0);
    const expired = await stripe.checkout.sessions.expire(cs.id);
    expect(expired.status).toBe('expired');
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4242424242424242'))).toMatchObject({ kind: 'declined' });
    expect((await loadCheckoutPage(deps, cs.id))?.expired).toBe(true);
  });

  it('3-D Secure: the authentication step, failed then completed', async () => {
    const cs = await session({ customer_email: 'tds@example.com' });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4000 0027 6000 3184'))).toEqual({ kind: 'authenticate' });
    expect(await completeCheckoutAuthentication(deps, cs.id, false)).toEqual({
      kind: 'declined',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4000002760003184'))).toEqual({ kind: 'authenticate' });
    const done = await completeCheckoutAuthentication(deps, cs.id, true);
    expect(done).toMatchObject({ kind: 'redirect' });
    const completed = await stripe.checkout.sessions.retrieve(cs.id, { expand: ['subscription'] });
    expect(completed.status).toBe('complete');
    expect((completed.subscription as Stripe.Subscription).status).toBe('active');
    expect(completed.customer_details?.email).toBe('tds@example.com');
  });

  it('a trial through subscription_data starts trialing with nothing charged; a coupon discounts the total', async () => {
    await stripe.coupons.create({ id: 'referral-checkout', percent_off: 50, duration: 'forever', max_redemptions: 1 });
    const trial = await session({
      subscription_data: { trial_period_days: 14 },
      discounts: [{ coupon: 'referral-checkout' }],
    });
    expect(trial.amount_total).toBe(1450);
    expect(trial.total_details?.amount_discount).toBe(1450);
    expect((await loadCheckoutPage(deps, trial.id))?.trialDays).toBe(14);
    expect(await confirmCheckoutWithCard(deps, trial.id, card('4242424242424242'))).toMatchObject({ kind: 'redirect' });
    const done = await stripe.checkout.sessions.retrieve(trial.id, { expand: ['subscription'] });
    expect(done.payment_status).toBe('no_payment_required');
    const sub = done.subscription as Stripe.Subscription;
    expect(sub.status).toBe('trialing');
    expect(sub.trial_end! - sub.trial_start!).toBe(14 * 86_400);
    expect(sub.discounts).toHaveLength(1);
    expect(await stripe.coupons.retrieve('referral-checkout')).toMatchObject({ times_redeemed: 1, valid: false });
    const used = await session({ discounts: [{ coupon: 'referral-checkout' }] }).catch((e: unknown) => e);
    expect(used).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('payment mode charges a one-time price through a payment intent; recurring prices are refused there', async () => {
    const cs = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: oneOff.id, quantity: 1 }],
      success_url: `${m.url}/done`,
      payment_intent_data: { metadata: { tenantId: 't-one' } },
    });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4000000000000002'))).toMatchObject({ kind: 'declined' });
    expect(await confirmCheckoutWithCard(deps, cs.id, card('4242424242424242'))).toEqual({
      kind: 'redirect',
      url: `${m.url}/done`,
    });
    const done = await stripe.checkout.sessions.retrieve(cs.id, { expand: ['payment_intent'] });
    expect(done.payment_status).toBe('paid');
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ status: 'succeeded', amount: 9900, metadata: { tenantId: 't-one' } });
    const wrong = await stripe.checkout.sessions
      .create({ mode: 'payment', line_items: [{ price: monthly.id, quantity: 1 }], success_url: `${m.url}/done` })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await stripe.checkout.sessions.list({ limit: 3 })).data[0]!.id).toBe(cs.id);
  });
});

describe('webhooks', () => {
  it('signs each delivery so constructEvent verifies it; a tampered payload is refused; a failed delivery is retried until 2xx', async () => {
    const delivered = await until(
      async () => received.find((r) => r.status === 200 && JSON.parse(r.body).type === 'checkout.session.completed'),
      30_000,
    );
    const firstTry = received.find((r) => JSON.parse(r.body).id === JSON.parse(delivered.body).id);
    expect(firstTry?.status).toBe(500);
    const event = stripe.webhooks.constructEvent(delivered.body, delivered.signature, endpoint.secret!);
    expect(event.type).toBe('checkout.session.completed');
    expect((event.data.object as Stripe.Checkout.Session).object).toBe('checkout.session');
    expect(() =>
      stripe.webhooks.constructEvent(
        delivered.body.replace('"complete"', '"open"'),
        delivered.signature,
        endpoint.secret!,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(delivered.body, delivered.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // The endpoint answered before the delivery job records it: wait for the record.
    const rows = await until(async () => {
      const found = await deps.database.query<{ attempts: number; delivered_at: Date | null }>(
        'select attempts, delivered_at from payments.deliveries where event_id = $1 and endpoint_id = $2',
        [event.id, endpoint.id],
      );
      return found[0]?.delivered_at ? found : undefined;
    }, 10_000);
    expect(rows[0]?.attempts).toBe(2);
    expect(rows[0]?.delivered_at).not.toBeNull();
    expect((await stripe.events.retrieve(event.id)).pending_webhooks).toBe(0);
  }, 40_000);

  it('webhook endpoints: list, retrieve without the secret, update, delete', async () => {
    const listed = await stripe.webhookEndpoints.list();
    expect(listed.data.map((e) => e.id)).toContain(endpoint.id);
    const got = await stripe.webhookEndpoints.retrieve(endpoint.id);
    expect(got.secret).toBeUndefined();
    const extra = await stripe.webhookEndpoints.create({ url: 'http://127.0.0.1:9/none', enabled_events: ['*'] });
    const disabled = await stripe.webhookEndpoints.update(extra.id, { disabled: true });
    expect(disabled.status).toBe('disabled');
    expect((await stripe.webhookEndpoints.del(extra.id)).deleted).toBe(true);
  });

  it("the app's endpoint we_app: registered at start with the derived secret and the app's events, delivered to the data service's URL", async () => {
    const app = await stripe.webhookEndpoints.retrieve('we_app');
    expect(app).toMatchObject({ status: 'enabled', url: `${m.url}${PAYMENTS_WEBHOOK_PATH}` });
    expect(app.enabled_events).toEqual([...PAYMENTS_WEBHOOK_EVENTS]);
    const completed = (await stripe.events.list({ type: 'checkout.session.completed', limit: 1 })).data[0]!;
    const row = await until(async () => {
      const rows = await deps.database.query<{ attempts: number; last_status: number | null }>(
        'select attempts, last_status from payments.deliveries where event_id = $1 and endpoint_id = $2',
        [completed.id, 'we_app'],
      );
      return rows[0] && rows[0].attempts > 0 ? rows[0] : undefined;
    });
    // The data service answered (whatever it made of it): the delivery reached the app's webhook over HTTP.
    expect(row.last_status).not.toBeNull();
    expect(deps.keys.webhookSecret).toMatch(/^whsec_/);
  });
});

describe('the clock', () => {
  it('the minute tick processes what is due on real time: an open checkout session expires after its day', async () => {
    const cs = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: oneOff.id, quantity: 2 }],
      success_url: `${m.url}/done`,
    });
    expect(cs.amount_total).toBe(19_800);
    await processDue(deps, null, cs.expires_at - 1);
    expect((await stripe.checkout.sessions.retrieve(cs.id)).status).toBe('open');
    await processDue(deps, null, cs.expires_at);
    expect((await stripe.checkout.sessions.retrieve(cs.id)).status).toBe('expired');
    const expired = (await stripe.events.list({ type: 'checkout.session.expired', limit: 5 })).data;
    expect(expired.map((e) => (e.data.object as Stripe.Checkout.Session).id)).toContain(cs.id);
  });
});

describe('junk input', () => {
  it('every route answers junk parameters with a 4xx (or a 2xx), never a 5xx', async () => {
    const { catalogRoutes } = await import('../src/api/catalog.ts');
    const { customerRoutes } = await import('../src/api/customers.ts');
    const { checkoutRoutes } = await import('../src/api/checkout.ts');
    const { paymentRoutes } = await import('../src/api/payments.ts');
    const { billingRoutes } = await import('../src/api/billing.ts');
    const { webhookRoutes } = await import('../src/api/webhooks.ts');
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
    const customer = await stripe.customers.create({ email: 'junk@example.com' });
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      default_payment_method: pm.id,
    });
    const intent = await stripe.paymentIntents.create({
      amount: 500,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    const cs = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: oneOff.id }],
      success_url: `${m.url}/x`,
    });
    await stripe.coupons.create({ id: 'junk-coupon', percent_off: 5 });
    const hook = await stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/junk',
      enabled_events: ['invoice.paid'],
    });
    const ids: Record<string, string> = {
      products: monthly.product as string,
      prices: monthly.id,
      coupons: 'junk-coupon',
      customers: customer.id,
      payment_methods: pm.id,
      billing_portal: 'x',
      checkout: cs.id,
      payment_intents: intent.id,
      charges: intent.latest_charge as string,
      refunds: refund.id,
      subscriptions: sub.id,
      invoices: sub.latest_invoice as string,
      webhook_endpoints: hook.id,
      events: (await stripe.events.list({ limit: 1 })).data[0]!.id,
      test_helpers: clock.id,
    };
    const names = [
      'customer',
      'items',
      'line_items',
      'price',
      'product',
      'product_data',
      'amount',
      'unit_amount',
      'currency',
      'mode',
      'success_url',
      'cancel_url',
      'recurring',
      'discounts',
      'subscription_details',
      'subscription',
      'invoice_settings',
      'payment_method',
      'default_payment_method',
      'frozen_time',
      'url',
      'enabled_events',
      'metadata',
      'expand',
      'limit',
      'starting_after',
      'ending_before',
      'created',
      'trial_period_days',
      'trial_end',
      'trial_settings',
      'subscription_data',
      'flow_data',
      'return_url',
      'address',
      'proration_date',
      'proration_behavior',
      'payment_behavior',
      'cancel_at_period_end',
      'confirm',
      'active',
      'name',
      'email',
      'id',
      'percent_off',
      'amount_off',
      'duration',
      'max_redemptions',
      'payment_intent',
      'charge',
      'status',
      'type',
      'types',
      'test_clock',
      'disabled',
      'description',
      'payment_intent_data',
      'custom_fields',
      'quantity',
    ];
    const future = Math.floor(Date.now() / 1000) + 3600;
    const base = new URLSearchParams({
      customer: customer.id,
      price: monthly.id,
      'items[0][price]': monthly.id,
      'line_items[0][price]': oneOff.id,
      mode: 'payment',
      success_url: `${m.url}/x`,
      currency: 'gbp',
      amount: '100',
      unit_amount: '100',
      product: monthly.product as string,
      name: 'n',
      url: 'http://127.0.0.1:9/x',
      'enabled_events[0]': '*',
      frozen_time: String(future),
      payment_intent: intent.id,
      percent_off: '5',
      subscription: sub.id,
    }).toString();
    // Each parameter in turn made an object where the rest is valid, then everything junk at once.
    const bodies = [
      ...names.map((n) => `${base}&${n}[a][b]=1`),
      names.map((n) => `${n}[0]=x&${n}[1][y]=2`).join('&'),
      names.map((n) => `${n}=${'9'.repeat(40)}`).join('&'),
      names.map((n) => `${n}=-1`).join('&'),
    ];
    const auth = { authorization: `Bearer ${deps.keys.secretKey}` };
    const routes = [
      ...catalogRoutes,
      ...customerRoutes,
      ...checkoutRoutes,
      ...paymentRoutes,
      ...billingRoutes,
      ...webhookRoutes,
    ].filter((r) => !(r.method === 'DELETE' && r.path.includes('customers')));
    const failures: string[] = [];
    for (const route of routes) {
      const resource = route.path.split('/')[1]!;
      const path = route.path.replace(/:[a-z]+/g, ids[resource] ?? 'x');
      await Promise.all(
        bodies.map(async (body) => {
          const res =
            route.method === 'GET'
              ? await fetch(`${m.url}/v1${path}?${body}`, { headers: auth })
              : await fetch(`${m.url}/v1${path}`, {
                  method: route.method,
                  headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
                  body,
                });
          if (res.status >= 500) failures.push(`${route.method} ${path} ${body.slice(-40)}: ${await res.text()}`);
          else await res.body?.cancel();
        }),
      );
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
