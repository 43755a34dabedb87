// Subscriptions' lives: creation (trial or first invoice), trial_will_end, trial end (charge the default card,
// or cancel / pause / invoice without one), renewals at each period end, past_due and retries, cancel at period
// end or now, plan changes with prorations (the preview and the update share one computation).
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { DECLINES } from './cards.ts';
import { cardError, invalid, noSuch } from './errors.ts';
import { changedAttributes, recordEvent } from './events.ts';
import {
  activeDiscounts,
  composeInvoice,
  type DraftLine,
  issueInvoice,
  type PayResult,
  payInvoice,
  voidInvoice,
} from './invoices.ts';
import { money } from './payments.ts';
import { getObject, insertObject, listObjects, newId, type Stored, saveObject, type Tx } from './store.ts';
import { addInterval, clockIdOf, DAY, formatDate } from './time.ts';

type Deps = Pick<PaymentsDeps, 'jobs' | 'now' | 'config' | 'linkKey'>;

export async function loadPrice(q: Tx, id: unknown, param: string): Promise<Stripe.Price> {
  if (typeof id !== 'string' || !id) throw invalid(`Invalid string: ${String(id)}`, param);
  const price = await getObject<Stripe.Price>(q, 'price', id);
  if (!price) throw noSuch('price', id, param);
  return price;
}

export async function productName(q: Tx, price: Stripe.Price): Promise<string> {
  const product = await getObject<Stripe.Product>(q, 'product', price.product as string);
  return product?.name ?? 'Product';
}

export function planOf(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  } as unknown as Stripe.Plan;
}

export function intervalLabel(price: Stripe.Price): string {
  const r = price.recurring;
  if (!r) return '';
  return r.interval_count === 1 ? ` / ${r.interval}` : ` every ${r.interval_count} ${r.interval}s`;
}

/** Coupons applied: one Discount each (the coupon redeemed once more; a used-up coupon is refused). */
export async function makeDiscounts(
  deps: Pick<PaymentsDeps, 'jobs'>,
  q: Tx,
  discounts: Array<{ coupon?: unknown }> | undefined,
  owner: { customer: string | null; subscription?: string | null; checkoutSession?: string | null },
  at: number,
  param = 'discounts',
  redeem = true,
): Promise<Stripe.Discount[]> {
  const out: Stripe.Discount[] = [];
  for (const [i, entry] of (discounts ?? []).entries()) {
    const couponId = entry?.coupon;
    if (typeof couponId !== 'string' || !couponId) continue;
    const coupon = await getObject<Stripe.Coupon>(q, 'coupon', couponId, true);
    if (!coupon || coupon.deleted) throw noSuch('coupon', couponId, `${param}[${i}][coupon]`);
    if (!coupon.valid) throw invalid(`Coupon expired: ${couponId}`, `${param}[${i}][coupon]`, 'coupon_expired');
    if (redeem) await redeemCoupon(deps, q, coupon, at);
    const discount = {
      id: newId('di'),
      object: 'discount',
      checkout_session: owner.checkoutSession ?? null,
      customer: owner.customer,
      customer_account: null,
      end:
        coupon.duration === 'repeating' && coupon.duration_in_months
          ? addInterval(at, 'month', coupon.duration_in_months)
          : null,
      invoice: null,
      invoice_item: null,
      promotion_code: null,
      source: { coupon, type: 'coupon' },
      start: at,
      subscription: owner.subscription ?? null,
      subscription_item: null,
    } as unknown as Stripe.Discount & { object: 'discount'; created: number };
    discount.created = at;
    await insertObject(q, discount, { customer: owner.customer });
    out.push(discount);
  }
  return out;
}

/** One more redemption of the coupon (a checkout's at completion); used up at max_redemptions. */
export async function redeemCoupon(deps: Pick<PaymentsDeps, 'jobs'>, q: Tx, coupon: Stored<Stripe.Coupon>, at: number) {
  const current = (await getObject<Stripe.Coupon>(q, 'coupon', coupon.id, true)) ?? coupon;
  current.times_redeemed += 1;
  if (current.max_redemptions !== null && current.times_redeemed >= current.max_redemptions) current.valid = false;
  await saveObject(q, current);
  await recordEvent(deps, q, 'coupon.updated', current, at);
}

export async function discountsOf(q: Tx, ids: Array<string | Stripe.Discount>): Promise<Stored<Stripe.Discount>[]> {
  const out: Stored<Stripe.Discount>[] = [];
  for (const id of ids) {
    const d = await getObject<Stripe.Discount>(q, 'discount', typeof id === 'string' ? id : id.id);
    if (d) out.push(d);
  }
  return out;
}

/** `once` coupons end with the first invoice that charged something. */
async function consumeOnceDiscounts(q: Tx, sub: Stored<Stripe.Subscription>, invoice: Stripe.Invoice, at: number) {
  if (invoice.subtotal <= 0) return;
  const discounts = await discountsOf(q, sub.discounts);
  const kept: string[] = [];
  for (const d of discounts) {
    if ((d.source.coupon as Stripe.Coupon).duration === 'once') {
      d.end = at;
      await saveObject(q, d as Stored<Stripe.Discount> & { object: 'discount' });
    } else if (d.end === null || d.end > at) kept.push(d.id);
  }
  sub.discounts = kept;
}

export async function defaultPaymentMethod(
  q: Tx,
  sub: Stripe.Subscription,
  customer: Stripe.Customer,
): Promise<Stored<Stripe.PaymentMethod> | null> {
  const id =
    (sub.default_payment_method as string | null) ??
    (customer.invoice_settings?.default_payment_method as string | null) ??
    null;
  if (!id) return null;
  const pm = await getObject<Stripe.PaymentMethod>(q, 'payment_method', id);
  return pm && pm.customer === customer.id ? pm : null;
}

export const itemsOf = (sub: Stripe.Subscription) => sub.items.data;
const periodOf = (sub: Stripe.Subscription) => ({
  start: sub.items.data[0]!.current_period_start,
  end: sub.items.data[0]!.current_period_end,
});

/** When the engine next acts on the subscription. */
export function nextDue(sub: Stored<Stripe.Subscription>): number | null {
  switch (sub.status) {
    case 'trialing': {
      const end = sub.trial_end!;
      if (sub._engine?.trialWillEndSent) return end;
      return Math.min(end, Math.max(sub.trial_start ?? end, end - 3 * DAY));
    }
    case 'active':
    case 'past_due':
    case 'unpaid':
      return sub.cancel_at ?? periodOf(sub).end;
    case 'incomplete':
      return sub.created + 23 * 3600;
    default:
      return null;
  }
}

export async function saveSubscription(q: Tx, sub: Stored<Stripe.Subscription>) {
  const due = nextDue(sub);
  await saveObject(q, sub, due === null ? null : new Date(due * 1000));
}

export async function periodLines(
  q: Tx,
  sub: Stripe.Subscription,
  period: { start: number; end: number },
): Promise<DraftLine[]> {
  const lines: DraftLine[] = [];
  for (const item of itemsOf(sub)) {
    const quantity = item.quantity ?? 1;
    const name = await productName(q, item.price);
    lines.push({
      description: `${quantity} × ${name} (at ${money(item.price.unit_amount ?? 0, item.price.currency)}${intervalLabel(item.price)})`,
      amount: (item.price.unit_amount ?? 0) * quantity,
      quantity,
      price: item.price,
      period,
      proration: false,
      subscriptionItem: item.id,
    });
  }
  return lines;
}

/** The customer's invoice items not yet billed (prorations left for the next invoice). */
async function pendingItemLines(q: Tx, customerId: string, subscriptionId: string): Promise<DraftLine[]> {
  const items = (
    await listObjects<Stripe.InvoiceItem>(q, { object: 'invoiceitem', customer: customerId, limit: 1000 })
  ).data.filter(
    (i) =>
      !i.invoice &&
      (i.parent?.subscription_details?.subscription ?? null) === subscriptionId &&
      !(i as Stored<Stripe.InvoiceItem>)._engine?.deleted,
  );
  return items.reverse().map((i) => ({
    description: i.description ?? '',
    amount: i.amount,
    quantity: i.quantity,
    price: (i as Stored<Stripe.InvoiceItem>)._engine?.price as Stripe.Price,
    period: i.period,
    proration: i.proration,
    subscriptionItem: (i as Stored<Stripe.InvoiceItem>)._engine?.subscriptionItem as string,
    invoiceItem: i.id,
  }));
}

export interface CreateSubscriptionInput {
  customer: Stored<Stripe.Customer>;
  items: Array<{ price: Stripe.Price; quantity: number }>;
  trialEnd: number | null;
  missingPaymentMethod: 'cancel' | 'create_invoice' | 'pause';
  defaultPaymentMethod: string | null;
  coupons?: Array<{ coupon?: unknown }>;
  discounts?: Stripe.Discount[];
  metadata: Stripe.Metadata;
  paymentBehavior: 'allow_incomplete' | 'default_incomplete' | 'error_if_incomplete';
  offSession: boolean;
  authenticated?: boolean;
  at: number;
  checkoutSession?: string | null;
}

export async function createSubscription(
  deps: Deps,
  q: Tx,
  input: CreateSubscriptionInput,
): Promise<{ sub: Stored<Stripe.Subscription>; invoice: Stored<Stripe.Invoice>; pay: PayResult }> {
  const { customer, at } = input;
  const first = input.items[0];
  if (!first) throw invalid('Missing required param: items.', 'items', 'parameter_missing');
  for (const [i, { price }] of input.items.entries()) {
    if (!price.recurring) {
      throw invalid(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        `items[${i}][price]`,
      );
    }
    if (!price.active)
      throw invalid(`The price specified is inactive. This field only accepts active prices.`, `items[${i}][price]`);
    if (price.currency !== first.price.currency || price.recurring.interval !== first.price.recurring!.interval) {
      throw invalid('All prices on a subscription must have the same `currency` and `recurring[interval]`.', 'items');
    }
  }
  const id = newId('sub');
  const recurring = first.price.recurring!;
  const trialing = input.trialEnd !== null && input.trialEnd > at;
  const periodEnd = trialing ? input.trialEnd! : addInterval(at, recurring.interval, recurring.interval_count);
  const discounts =
    input.discounts ?? (await makeDiscounts(deps, q, input.coupons, { customer: customer.id, subscription: id }, at));
  for (const d of discounts) {
    d.subscription = id;
    await saveObject(q, d as Stored<Stripe.Discount> & { object: 'discount' });
  }
  const clock = clockIdOf(customer);
  const sub = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialing ? input.trialEnd! : at,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: at,
    currency: first.price.currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discounts.map((d) => d.id),
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: input.items.map(({ price, quantity }) => ({
        id: newId('si'),
        object: 'subscription_item',
        billing_thresholds: null,
        created: at,
        current_period_end: periodEnd,
        current_period_start: at,
        current_trial: null,
        discounts: [],
        metadata: {},
        plan: planOf(price),
        price,
        quantity,
        subscription: id,
        tax_rates: [],
      })),
      has_more: false,
      total_count: input.items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: at,
    status: trialing ? 'trialing' : 'incomplete',
    test_clock: clock,
    transfer_data: null,
    trial_end: trialing ? input.trialEnd : null,
    trial_settings: { end_behavior: { missing_payment_method: input.missingPaymentMethod } },
    trial_start: trialing ? at : null,
    _engine: {},
  } as unknown as Stored<Stripe.Subscription>;
  await insertObject(q, sub, { customer: customer.id, testClock: clock });
  const name = await productName(q, first.price);
  const lines: DraftLine[] = trialing
    ? input.items.map(({ price, quantity }) => ({
        description: `Trial period for ${name}`,
        amount: 0,
        quantity,
        price,
        period: { start: at, end: periodEnd },
        proration: false,
        subscriptionItem: sub.items.data.find((i) => i.price.id === price.id)!.id,
      }))
    : await periodLines(q, sub, { start: at, end: periodEnd });
  const invoice = composeInvoice({
    customer,
    subscription: sub,
    lines,
    discounts: activeDiscounts(discounts, at),
    billingReason: 'subscription_create',
    at,
    currency: sub.currency,
  });
  await issueInvoice(deps, q, invoice, customer, at);
  sub.latest_invoice = invoice.id;
  await consumeOnceDiscounts(q, sub, invoice, at);
  const pm = await defaultPaymentMethod(q, sub, customer);
  let pay: PayResult;
  if (invoice.amount_due <= 0 || (pm && input.paymentBehavior !== 'default_incomplete')) {
    pay = (
      await payInvoice(deps, q, invoice, pm, at, {
        offSession: input.offSession,
        authenticated: input.authenticated,
        retries: false,
      })
    ).result;
  } else pay = 'no_payment_method';
  if (pay === 'paid' && !trialing) sub.status = 'active';
  await saveSubscription(q, sub);
  await recordEvent(deps, q, 'customer.subscription.created', sub, at);
  return { sub, invoice, pay };
}

async function update(
  deps: Deps,
  q: Tx,
  sub: Stored<Stripe.Subscription>,
  before: Stripe.Subscription,
  at: number,
  type = 'customer.subscription.updated',
) {
  await saveSubscription(q, sub);
  await recordEvent(deps, q, type, sub, at, changedAttributes(before, sub));
}

const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export async function cancelNow(
  deps: Deps,
  q: Tx,
  sub: Stored<Stripe.Subscription>,
  at: number,
  reason: Stripe.Subscription.CancellationDetails.Reason = 'cancellation_requested',
) {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
  const before = snapshot(sub);
  sub.status = 'canceled';
  sub.canceled_at ??= at;
  sub.ended_at = at;
  sub.cancel_at = null;
  sub.cancellation_details = { comment: null, feedback: null, reason } as Stripe.Subscription.CancellationDetails;
  await saveSubscription(q, sub);
  await recordEvent(deps, q, 'customer.subscription.deleted', sub, at, changedAttributes(before, sub));
}

/** What to do when an invoice of a subscription is paid: past_due / incomplete become active. */
export async function afterInvoicePaid(deps: Deps, q: Tx, invoice: Stripe.Invoice, at: number) {
  const subId = invoice.parent?.subscription_details?.subscription as string | undefined;
  if (!subId) return;
  const sub = await getObject<Stripe.Subscription>(q, 'subscription', subId, true);
  if (!sub || !['past_due', 'incomplete', 'unpaid'].includes(sub.status)) return;
  const before = snapshot(sub);
  // Another unpaid invoice keeps it past due.
  const open = (
    await listObjects<Stripe.Invoice>(q, {
      object: 'invoice',
      where: { 'parent.subscription_details.subscription': subId, status: 'open' },
      limit: 10,
    })
  ).data;
  if (open.length) return;
  sub.status = 'active';
  await update(deps, q, sub, before, at);
}

/** A failed renewal payment: past due; the last retry's failure cancels the subscription. */
async function afterRenewalFailed(
  deps: Deps,
  q: Tx,
  sub: Stored<Stripe.Subscription>,
  invoice: Stripe.Invoice,
  at: number,
) {
  if (invoice.next_payment_attempt === null && invoice.attempt_count > 1) {
    await cancelNow(deps, q, sub, at, 'payment_failed');
    return;
  }
  if (sub.status !== 'past_due') {
    const before = snapshot(sub);
    sub.status = 'past_due';
    await update(deps, q, sub, before, at);
  }
}

/** Bills the next period (or the first after the trial) and charges the default card off-session. */
async function bill(
  deps: Deps,
  q: Tx,
  sub: Stored<Stripe.Subscription>,
  customer: Stored<Stripe.Customer>,
  at: number,
  start: number,
) {
  const before = snapshot(sub);
  const price = itemsOf(sub)[0]!.price;
  const end = addInterval(start, price.recurring!.interval, price.recurring!.interval_count);
  for (const item of itemsOf(sub)) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  if (sub.status === 'trialing') sub.status = 'active';
  const discounts = activeDiscounts(await discountsOf(q, sub.discounts), at);
  const lines = [...(await pendingItemLines(q, customer.id, sub.id)), ...(await periodLines(q, sub, { start, end }))];
  const invoice = composeInvoice({
    customer,
    subscription: sub,
    lines,
    discounts,
    billingReason: 'subscription_cycle',
    at,
    currency: sub.currency,
  });
  await issueInvoice(deps, q, invoice, customer, at);
  sub.latest_invoice = invoice.id;
  await consumeOnceDiscounts(q, sub, invoice, at);
  const pm = await defaultPaymentMethod(q, sub, customer);
  const { result } = await payInvoice(deps, q, invoice, pm, at, { offSession: true, retries: true });
  if (result !== 'paid') sub.status = 'past_due';
  await update(deps, q, sub, before, at);
}

/** The subscription's due action at `at`. */
export async function stepSubscription(deps: Deps, q: Tx, sub: Stored<Stripe.Subscription>, at: number) {
  const customer = await getObject<Stripe.Customer>(q, 'customer', sub.customer as string, true);
  if (!customer) return saveObject(q, sub, null);
  if (sub.status === 'trialing') {
    const trialEnd = sub.trial_end!;
    if (at < trialEnd) {
      sub._engine = { ...sub._engine, trialWillEndSent: true };
      await saveSubscription(q, sub);
      await recordEvent(deps, q, 'customer.subscription.trial_will_end', sub, at);
      return;
    }
    // Canceled at the trial's end: nothing is charged.
    if (sub.cancel_at !== null && sub.cancel_at <= trialEnd) return cancelNow(deps, q, sub, sub.cancel_at);
    const pm = await defaultPaymentMethod(q, sub, customer);
    const behaviour = sub.trial_settings?.end_behavior?.missing_payment_method ?? 'create_invoice';
    if (!pm && behaviour === 'cancel') return cancelNow(deps, q, sub, trialEnd, 'cancellation_requested');
    if (!pm && behaviour === 'pause') {
      const before = snapshot(sub);
      sub.status = 'paused';
      await update(deps, q, sub, before, trialEnd);
      await recordEvent(deps, q, 'customer.subscription.paused', sub, trialEnd);
      return;
    }
    return bill(deps, q, sub, customer, trialEnd, trialEnd);
  }
  if (sub.status === 'incomplete') {
    const before = snapshot(sub);
    sub.status = 'incomplete_expired';
    sub.ended_at = at;
    const invoice = sub.latest_invoice
      ? await getObject<Stripe.Invoice>(q, 'invoice', sub.latest_invoice as string, true)
      : null;
    if (invoice?.status === 'open') await voidInvoice(deps, q, invoice, at);
    await update(deps, q, sub, before, at, 'customer.subscription.deleted');
    return;
  }
  if (['active', 'past_due', 'unpaid'].includes(sub.status)) {
    const { end } = periodOf(sub);
    if (sub.cancel_at !== null && sub.cancel_at <= at) return cancelNow(deps, q, sub, sub.cancel_at);
    if (at >= end) return bill(deps, q, sub, customer, at, end);
  }
  await saveSubscription(q, sub);
}

/** A retry of an open invoice's payment (smart retries). */
export async function stepInvoice(deps: Deps, q: Tx, invoice: Stored<Stripe.Invoice>, at: number) {
  if (invoice.status !== 'open' || invoice.next_payment_attempt === null) return saveObject(q, invoice, null);
  const customer = await getObject<Stripe.Customer>(q, 'customer', invoice.customer as string, true);
  const subId = invoice.parent?.subscription_details?.subscription as string | undefined;
  const sub = subId ? await getObject<Stripe.Subscription>(q, 'subscription', subId, true) : null;
  if (!customer || !sub || sub.status === 'canceled') {
    invoice.next_payment_attempt = null;
    return saveObject(q, invoice, null);
  }
  const pm = await defaultPaymentMethod(q, sub, customer);
  const { result } = await payInvoice(deps, q, invoice, pm, at, { offSession: true, retries: true });
  if (result === 'paid') await afterInvoicePaid(deps, q, invoice, at);
  else await afterRenewalFailed(deps, q, sub, invoice, at);
}

export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';

export interface PlanChange {
  /** The subscription as it will be (items switched; a new cycle when the interval changes). */
  sub: Stored<Stripe.Subscription>;
  /** Proration lines (credit for unused time on the old price, charge for the rest on the new). */
  prorations: DraftLine[];
  resetCycle: boolean;
  /** The lines of the invoice made now (always_invoice or a new cycle), else null. */
  invoiceNow: DraftLine[] | null;
}

/** One computation for `subscriptions.update` and `invoices.createPreview` (so their totals agree). */
export async function planChange(
  q: Tx,
  current: Stored<Stripe.Subscription>,
  changes: Array<{ id?: string; price?: Stripe.Price; quantity?: number }>,
  prorationDate: number,
  behaviour: ProrationBehavior,
): Promise<PlanChange> {
  const sub = snapshot(current);
  const { start, end } = periodOf(current);
  if (prorationDate < start || prorationDate > end) {
    throw invalid(
      'The proration_date must be within the current billing period of the subscription.',
      'proration_date',
    );
  }
  const prorations: DraftLine[] = [];
  let resetCycle = false;
  const olds = new Map(itemsOf(current).map((i) => [i.id, i]));
  for (const [i, change] of changes.entries()) {
    const item = change.id ? sub.items.data.find((x) => x.id === change.id) : sub.items.data[0];
    if (!item) throw invalid(`Invalid subscription_item: ${change.id}`, `items[${i}][id]`);
    const old = olds.get(item.id)!;
    const price = change.price ?? old.price;
    const quantity = change.quantity ?? old.quantity ?? 1;
    if (price.currency !== old.price.currency) {
      throw invalid('The currency of the price must match the subscription.', `items[${i}][price]`);
    }
    if (!price.recurring) {
      throw invalid(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        `items[${i}][price]`,
      );
    }
    item.price = price;
    item.plan = planOf(price);
    item.quantity = quantity;
    const sameInterval =
      price.recurring.interval === old.price.recurring!.interval &&
      price.recurring.interval_count === old.price.recurring!.interval_count;
    if (!sameInterval && current.status !== 'trialing') resetCycle = true;
    if (current.status === 'trialing' || behaviour === 'none') continue;
    if (old.price.id === price.id && (old.quantity ?? 1) === quantity) continue;
    const length = end - start;
    const left = end - prorationDate;
    const oldName = await productName(q, old.price);
    const newName = await productName(q, price);
    const oldAmount = (old.price.unit_amount ?? 0) * (old.quantity ?? 1);
    const newAmount = (price.unit_amount ?? 0) * quantity;
    prorations.push({
      description: `Unused time on ${oldName} after ${formatDate(prorationDate)}`,
      amount: -Math.round((oldAmount * left) / length),
      quantity: old.quantity ?? 1,
      price: old.price,
      period: { start: prorationDate, end },
      proration: true,
      subscriptionItem: item.id,
    });
    if (!resetCycle) {
      prorations.push({
        description: `Remaining time on ${newName} after ${formatDate(prorationDate)}`,
        amount: Math.round((newAmount * left) / length),
        quantity,
        price,
        period: { start: prorationDate, end },
        proration: true,
        subscriptionItem: item.id,
      });
    }
  }
  let invoiceNow: DraftLine[] | null = null;
  if (resetCycle) {
    const price = sub.items.data[0]!.price;
    const newEnd = addInterval(prorationDate, price.recurring!.interval, price.recurring!.interval_count);
    for (const item of sub.items.data) {
      item.current_period_start = prorationDate;
      item.current_period_end = newEnd;
    }
    sub.billing_cycle_anchor = prorationDate;
    invoiceNow = [...prorations, ...(await periodLines(q, sub, { start: prorationDate, end: newEnd }))];
  } else if (behaviour === 'always_invoice' && prorations.length) invoiceNow = prorations;
  return { sub, prorations, resetCycle, invoiceNow };
}

/** Applies a plan change: prorations invoiced now, left for the next invoice, or none. */
export async function applyPlanChange(
  deps: Deps,
  q: Tx,
  current: Stored<Stripe.Subscription>,
  change: PlanChange,
  customer: Stored<Stripe.Customer>,
  prorationDate: number,
  at: number,
  options: { errorIfIncomplete?: boolean } = {},
): Promise<Stored<Stripe.Subscription>> {
  const before = snapshot(current);
  const sub = change.sub;
  if (change.invoiceNow) {
    const discounts = activeDiscounts(await discountsOf(q, sub.discounts), at);
    const lines = [...(await pendingItemLines(q, customer.id, sub.id)), ...change.invoiceNow];
    const invoice = composeInvoice({
      customer,
      subscription: sub,
      lines,
      discounts,
      billingReason: 'subscription_update',
      at,
      currency: sub.currency,
      prorationDate,
    });
    await issueInvoice(deps, q, invoice, customer, at);
    sub.latest_invoice = invoice.id;
    await consumeOnceDiscounts(q, sub, invoice, at);
    const pm = await defaultPaymentMethod(q, sub, customer);
    const { result, outcome } = await payInvoice(deps, q, invoice, pm, at, { offSession: true, retries: true });
    // error_if_incomplete: the card error, and (thrown inside the transaction) nothing of the change is kept.
    if (result !== 'paid' && options.errorIfIncomplete) {
      throw cardError(outcome?.kind === 'declined' ? outcome.decline : DECLINES.generic);
    }
    if (result !== 'paid' && sub.status === 'active') sub.status = 'past_due';
  } else {
    for (const line of change.prorations) {
      const item = {
        id: newId('ii'),
        object: 'invoiceitem',
        amount: line.amount,
        currency: sub.currency,
        customer: customer.id,
        customer_account: null,
        date: at,
        description: line.description,
        discountable: true,
        discounts: [],
        invoice: null,
        livemode: false,
        metadata: {},
        net_amount: line.amount,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: sub.id, subscription_item: line.subscriptionItem },
        },
        period: line.period,
        pricing: {
          type: 'price_details',
          price_details: { price: line.price.id, product: line.price.product },
          unit_amount_decimal: String(line.price.unit_amount ?? 0),
        },
        proration: true,
        proration_details: { discount_amounts: [] },
        quantity: line.quantity,
        tax_rates: [],
        test_clock: clockIdOf(customer),
        created: at,
        _engine: { price: line.price, subscriptionItem: line.subscriptionItem },
      } as unknown as Stored<Stripe.InvoiceItem> & { object: 'invoiceitem'; created: number };
      await insertObject(q, item, { customer: customer.id, testClock: clockIdOf(customer) });
    }
  }
  await update(deps, q, sub, before, at);
  return sub;
}

/** The invoice a preview shows: the one made now, or the next renewal's (with pending prorations). */
export async function previewInvoice(
  q: Tx,
  sub: Stored<Stripe.Subscription>,
  change: PlanChange | null,
  customer: Stored<Stripe.Customer>,
  prorationDate: number | undefined,
  at: number,
): Promise<Stripe.Invoice> {
  const target = change?.sub ?? sub;
  const discounts = activeDiscounts(await discountsOf(q, target.discounts), at);
  const pending = await pendingItemLines(q, customer.id, sub.id);
  let lines: DraftLine[];
  let reason: Stripe.Invoice.BillingReason = 'subscription_update';
  if (change?.invoiceNow) lines = [...pending, ...change.invoiceNow];
  else {
    reason = 'upcoming';
    const { end } = periodOf(target);
    const price = target.items.data[0]!.price;
    const start = target.status === 'trialing' ? target.trial_end! : end;
    const next = addInterval(start, price.recurring!.interval, price.recurring!.interval_count);
    lines = [...pending, ...(change?.prorations ?? []), ...(await periodLines(q, target, { start, end: next }))];
  }
  const invoice = composeInvoice({
    id: `upcoming_${newId('in')}`,
    customer,
    subscription: target,
    lines,
    discounts,
    billingReason: reason,
    at,
    currency: target.currency,
    prorationDate,
  });
  delete invoice._engine;
  return invoice;
}
