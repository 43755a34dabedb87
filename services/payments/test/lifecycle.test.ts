// Subscriptions' lives on test clocks through the real stripe SDK: trial end with and without a card,
// trial_will_end three days before, renewals, a declined renewal (past_due, smart retries, then canceled) and
// the portal's new card paying it, cancel at period end and now, plan changes whose preview equals the invoice.
import { loadMasterKey, localPaymentsKeys } from '@innov/platform';
import { type MemorySystem, startMemorySystem } from '@innov/server/test/memory-system';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsDeps } from '../src/deps.ts';
import { loadPortalPage, updatePortalCard } from '../src/engine/hosted.ts';

const DAY = 86_400;
const T0 = Date.UTC(2027, 0, 10, 12) / 1000; // 10 Jan 2027, 12:00 UTC

let m: MemorySystem;
let stripe: Stripe;
let deps: PaymentsDeps;
let basic: Stripe.Price;
let pro: Stripe.Price;
let yearly: Stripe.Price;

beforeAll(async () => {
  m = await startMemorySystem({ prefix: 'payments-life-', services: ['identity', 'payments'] });
  const { secretKey } = localPaymentsKeys(loadMasterKey(process.env, m.dataDir));
  const port = Number(new URL(m.url).port);
  stripe = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  deps = m.system.payments!.deps;
  const product = await stripe.products.create({ name: 'Collaborate' });
  const proProduct = await stripe.products.create({ name: 'Campaign' });
  basic = await stripe.prices.create({
    product: product.id,
    currency: 'gbp',
    unit_amount: 3000,
    recurring: { interval: 'month' },
  });
  pro = await stripe.prices.create({
    product: proProduct.id,
    currency: 'gbp',
    unit_amount: 6000,
    recurring: { interval: 'month' },
  });
  yearly = await stripe.prices.create({
    product: proProduct.id,
    currency: 'gbp',
    unit_amount: 60_000,
    recurring: { interval: 'year' },
  });
}, 60_000);

afterAll(async () => {
  await m?.system.app.shutdown(1000);
});

/** A customer on a fresh test clock at T0, with a card when given. */
async function clockCustomer(card?: string) {
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: T0, name: 'test' });
  const customer = await stripe.customers.create({ email: 'owner@example.com', test_clock: clock.id });
  let pm: Stripe.PaymentMethod | undefined;
  if (card) {
    pm = await stripe.paymentMethods.attach(card, { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  }
  const advance = async (seconds: number) => {
    const advanced = await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: T0 + seconds });
    expect(advanced.status).toBe('ready');
    return advanced;
  };
  return { clock, customer, pm, advance };
}

const eventsFor = async (type: string, id: string) =>
  (await stripe.events.list({ type, limit: 100 })).data.filter((e) => (e.data.object as { id: string }).id === id);

describe('trials', () => {
  it('without a card (missing_payment_method cancel): trial_will_end 3 days before, canceled at trial end', async () => {
    const { customer, advance } = await clockCustomer();
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
      trial_period_days: 14,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    expect(sub).toMatchObject({ status: 'trialing', trial_start: T0, trial_end: T0 + 14 * DAY });
    expect(sub.items.data[0]).toMatchObject({ current_period_start: T0, current_period_end: T0 + 14 * DAY });
    const first = await stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(first).toMatchObject({ status: 'paid', total: 0, billing_reason: 'subscription_create' });
    await advance(10 * DAY);
    expect(await eventsFor('customer.subscription.trial_will_end', sub.id)).toHaveLength(0);
    await advance(11 * DAY + 60);
    const willEnd = await eventsFor('customer.subscription.trial_will_end', sub.id);
    expect(willEnd).toHaveLength(1);
    expect(willEnd[0]!.created).toBe(T0 + 11 * DAY);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('trialing');
    await advance(15 * DAY);
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: T0 + 14 * DAY });
    expect(await eventsFor('customer.subscription.deleted', sub.id)).toHaveLength(1);
    expect((await stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
  });

  it('with a card: active at trial end, the first period invoiced and charged', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
      trial_period_days: 7,
    });
    await advance(8 * DAY);
    const active = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.items.data[0]).toMatchObject({ current_period_start: T0 + 7 * DAY });
    expect(active.items.data[0]!.current_period_end).toBe(Date.UTC(2027, 1, 17, 12) / 1000);
    const invoice = active.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 3000, billing_reason: 'subscription_cycle' });
    expect(invoice.lines.data[0]).toMatchObject({ amount: 3000, description: '1 × Collaborate (at £30.00 / month)' });
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0002$/);
  });

  it('canceled at period end during a trial: ends with the trial, nothing charged', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
      trial_period_days: 14,
    });
    const canceling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(canceling.cancel_at).toBe(T0 + 14 * DAY);
    await advance(15 * DAY);
    expect(await stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'canceled', ended_at: T0 + 14 * DAY });
    expect((await stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
    const lifecycle = await stripe.events.list({ type: 'customer.subscription.*', limit: 100 });
    const types = lifecycle.data.filter((e) => (e.data.object as Stripe.Subscription).id === sub.id).map((e) => e.type);
    expect(types).toEqual([
      'customer.subscription.deleted',
      'customer.subscription.trial_will_end',
      'customer.subscription.updated',
      'customer.subscription.created',
    ]);
  });
});

describe('renewals', () => {
  it('renews each period on the card; a declined renewal is past_due, retried, and the portal card pays it', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    expect(sub.status).toBe('active');
    await advance(32 * DAY);
    const renewed = await stripe.invoices.list({ subscription: sub.id });
    expect(renewed.data.map((i) => [i.billing_reason, i.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_create', 'paid'],
    ]);
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
    await advance(60 * DAY);
    const pastDue = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const open = pastDue.latest_invoice as Stripe.Invoice;
    expect(open).toMatchObject({ status: 'open', attempt_count: 1, amount_remaining: 3000 });
    const renewalAt = Date.UTC(2027, 2, 10, 12) / 1000;
    expect(open.next_payment_attempt).toBe(renewalAt + 3 * DAY);
    expect(await eventsFor('invoice.payment_failed', open.id)).toHaveLength(1);
    const failed = (await stripe.paymentIntents.list({ customer: customer.id })).data[0]!;
    expect(failed.last_payment_error?.message).toBe('Your card was declined.');
    // The portal: a new card replaces the default and pays what is owed.
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${m.url}/dashboard/subscription`,
      flow_data: { type: 'payment_method_update' },
    });
    expect(portal.url).toBe(`${m.url}/pay/portal/${portal.id}`);
    const page = await loadPortalPage(deps, portal.id);
    expect(page).toMatchObject({ card: { last4: '4242' }, expired: false, businessName: 'Lumenfold' });
    const result = await updatePortalCard(deps, portal.id, {
      number: '5555 5555 5555 4444',
      expMonth: 1,
      expYear: new Date().getUTCFullYear() + 3,
      cvc: '321',
    });
    expect(result).toEqual({ kind: 'redirect', url: `${m.url}/dashboard/subscription` });
    const fixed = await stripe.subscriptions.retrieve(sub.id, { expand: ['default_payment_method'] });
    expect(fixed.status).toBe('active');
    expect((fixed.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('4444');
    expect((await stripe.invoices.retrieve(open.id)).status).toBe('paid');
    expect(
      ((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method,
    ).toBe(fixed.default_payment_method && (fixed.default_payment_method as Stripe.PaymentMethod).id);
  });

  it('a renewal that keeps failing is retried three more times over 7 days, then the subscription is canceled', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
    const renewalAt = Date.UTC(2027, 1, 10, 12) / 1000;
    await advance(renewalAt - T0 + 6 * DAY);
    const midway = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(midway.status).toBe('past_due');
    expect((midway.latest_invoice as Stripe.Invoice).attempt_count).toBe(3);
    await advance(renewalAt - T0 + 8 * DAY);
    const ended = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(ended).toMatchObject({ status: 'canceled', ended_at: renewalAt + 7 * DAY });
    expect(ended.cancellation_details?.reason).toBe('payment_failed');
    expect(ended.latest_invoice as Stripe.Invoice).toMatchObject({
      attempt_count: 4,
      next_payment_attempt: null,
      status: 'open',
    });
    expect(await eventsFor('invoice.payment_failed', (ended.latest_invoice as Stripe.Invoice).id)).toHaveLength(4);
  });

  it('a declined card at creation: incomplete (allow_incomplete), a card error (error_if_incomplete), expired after 23 hours', async () => {
    const { customer, advance } = await clockCustomer('pm_card_chargeCustomerFail');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    expect(sub.status).toBe('incomplete');
    const error = await stripe.subscriptions
      .create({ customer: customer.id, items: [{ price: basic.id }], payment_behavior: 'error_if_incomplete' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((error as Stripe.errors.StripeCardError).message).toBe('Your card was declined.');
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    await advance(DAY);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete_expired');
    expect((await stripe.invoices.retrieve(sub.latest_invoice as string)).status).toBe('void');
  });

  it("invoices.pay with another card pays an incomplete subscription's first invoice and activates it", async () => {
    const { customer } = await clockCustomer('pm_card_chargeCustomerFail');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    const open = await stripe.invoices.list({ customer: customer.id, status: 'open' });
    expect(open.data.map((i) => i.id)).toEqual([sub.latest_invoice]);
    const declined = await stripe.invoices.pay(sub.latest_invoice as string).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    const visa = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await stripe.invoices.pay(sub.latest_invoice as string, { payment_method: visa.id });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 3000 });
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    const lines = await stripe.invoices.listLineItems(paid.id);
    expect(lines.data[0]).toMatchObject({ amount: 3000, quantity: 1 });
    const again = await stripe.invoices.pay(paid.id).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('cancel', () => {
  it('at period end (and resumed before it), or now', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    const end = sub.items.data[0]!.current_period_end;
    const canceling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: end, status: 'active' });
    const resumed = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const updates = await eventsFor('customer.subscription.updated', sub.id);
    expect(updates[0]!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    await advance(end - T0 + 60);
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end });
    expect((await stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);

    const other = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    const now = await stripe.subscriptions.cancel(other.id);
    expect(now).toMatchObject({ status: 'canceled', ended_at: end + 60 });
    expect(await eventsFor('customer.subscription.deleted', other.id)).toHaveLength(1);
    const again = await stripe.subscriptions.cancel(other.id).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('plan changes', () => {
  it('always_invoice: the preview total is the invoice the update makes with the same proration_date', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    await stripe.coupons.create({ id: 'forever-10', percent_off: 10, duration: 'forever' });
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: basic.id }],
      discounts: [{ coupon: 'forever-10' }],
    });
    const first = await stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(first.total).toBe(2700);
    const clock = await advance(10 * DAY + 3600);
    const item = sub.items.data[0]!.id;
    const preview = await stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: {
        items: [{ id: item, price: pro.id }],
        proration_date: clock.frozen_time,
        proration_behavior: 'always_invoice',
      },
    });
    const proration = preview.lines.data.filter((l) => l.parent?.subscription_item_details?.proration);
    expect(proration).toHaveLength(2);
    expect(proration.map((l) => l.description)).toEqual([
      'Unused time on Collaborate after 20 Jan 2027',
      'Remaining time on Campaign after 20 Jan 2027',
    ]);
    const length = sub.items.data[0]!.current_period_end - T0;
    const left = sub.items.data[0]!.current_period_end - clock.frozen_time;
    const expected = -Math.round((3000 * left) / length) + Math.round((6000 * left) / length);
    expect(preview.subtotal).toBe(expected);
    expect(preview.total).toBe(
      expected -
        Math.round((-Math.round((3000 * left) / length) * 10) / 100) -
        Math.round((Math.round((6000 * left) / length) * 10) / 100),
    );
    await advance(10 * DAY + 7200);
    const updated = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item, price: pro.id }],
      proration_behavior: 'always_invoice',
      proration_date: clock.frozen_time,
      expand: ['latest_invoice'],
    });
    expect(updated.items.data[0]!.price.id).toBe(pro.id);
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice.total).toBe(preview.total);
    expect(invoice.amount_due).toBe(preview.amount_due);
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_update' });
    expect(invoice.parent?.subscription_details?.subscription_proration_date).toBe(clock.frozen_time);
    // error_if_incomplete: a declined card refuses the change and keeps nothing of it.
    const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
    const refused = await stripe.subscriptions
      .update(sub.id, {
        items: [{ id: item, price: yearly.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError);
    const kept = await stripe.subscriptions.retrieve(sub.id);
    expect(kept).toMatchObject({ status: 'active', latest_invoice: invoice.id });
    expect(kept.items.data[0]!.price.id).toBe(pro.id);
    await stripe.subscriptions.update(sub.id, {
      default_payment_method: (updated.default_payment_method as string | undefined) ?? '',
    });
    // Back down: the credit exceeds the charge; the balance carries to the next invoice.
    const down = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item, price: basic.id }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const credit = down.latest_invoice as Stripe.Invoice;
    expect(credit.total).toBeLessThan(0);
    expect(credit.amount_due).toBe(0);
    expect(((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).balance).toBe(credit.total);
  });

  it('create_prorations: the preview of the next invoice equals the renewal invoice; a new interval starts a new cycle', async () => {
    const { customer, advance } = await clockCustomer('pm_card_visa');
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: basic.id }] });
    const item = sub.items.data[0]!.id;
    const clock = await advance(5 * DAY);
    const preview = await stripe.invoices.createPreview({
      subscription: sub.id,
      subscription_details: { items: [{ id: item, price: pro.id }], proration_date: clock.frozen_time },
    });
    await stripe.subscriptions.update(sub.id, {
      items: [{ id: item, price: pro.id }],
      proration_date: clock.frozen_time,
    });
    expect((await stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
    await advance(sub.items.data[0]!.current_period_end - T0 + 60);
    const renewal = (await stripe.invoices.list({ subscription: sub.id })).data[0]!;
    expect(renewal.billing_reason).toBe('subscription_cycle');
    expect(renewal.total).toBe(preview.total);
    expect(renewal.lines.data).toHaveLength(3);

    const yearlyChange = await stripe.subscriptions.update(sub.id, {
      items: [{ id: item, price: yearly.id }],
      proration_behavior: 'create_prorations',
      expand: ['latest_invoice'],
    });
    const now = (await stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time;
    expect(yearlyChange.items.data[0]).toMatchObject({ current_period_start: now });
    expect((yearlyChange.latest_invoice as Stripe.Invoice).lines.data.some((l) => l.amount === 60_000)).toBe(true);
  });
});

describe('test clocks', () => {
  it('retrieve, list, refuse going back, delete with its objects', async () => {
    const { clock, customer } = await clockCustomer();
    expect((await stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(T0);
    expect((await stripe.testHelpers.testClocks.list()).data.map((c) => c.id)).toContain(clock.id);
    const back = await stripe.testHelpers.testClocks
      .advance(clock.id, { frozen_time: T0 - 1 })
      .catch((e: unknown) => e);
    expect(back).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await stripe.testHelpers.testClocks.del(clock.id)).deleted).toBe(true);
    const gone = await stripe.customers.retrieve(customer.id).catch((e: unknown) => e);
    expect((gone as Stripe.errors.StripeError).statusCode).toBe(404);
  });
});
