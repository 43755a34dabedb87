// Invoices: lines (price × quantity, prorations), discounts from coupons, the customer's balance, numbering,
// finalisation with the hosted links, and payment through a payment intent on the default card.
import { SITE } from '@innov/contracts';
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import { hostedInvoiceUrls } from '../pages/links.ts';
import { recordEvent } from './events.ts';
import { type ConfirmOutcome, confirmIntent, newPaymentIntent } from './payments.ts';
import { getObject, insertObject, newId, type Stored, saveObject, type Tx } from './store.ts';
import { clockIdOf, DAY } from './time.ts';

type Deps = Pick<PaymentsDeps, 'jobs' | 'now' | 'config' | 'linkKey'>;

/** The business the hosted pages and invoices name: the site's (contracts' SITE). */
export const BUSINESS_NAME = SITE.name;

/** Smart retries as configured here: three more attempts, 3, 5 and 7 days after the first. */
export const RETRY_DAYS = [3, 5, 7];

export interface DraftLine {
  description: string;
  amount: number;
  quantity: number;
  price: Stripe.Price;
  period: { start: number; end: number };
  proration: boolean;
  subscriptionItem?: string | null;
  invoiceItem?: string | null;
}

/** Active discounts on `at` (a `once` coupon is dropped after its first paid invoice). */
export function activeDiscounts(discounts: Stripe.Discount[], at: number): Stripe.Discount[] {
  return discounts.filter((d) => d.end === null || d.end > at);
}

/** The invoice object (a draft) for these lines, discounts and the customer's balance. */
export function composeInvoice(input: {
  id?: string;
  customer: Stripe.Customer;
  subscription?: Stripe.Subscription | null;
  lines: DraftLine[];
  discounts: Stripe.Discount[];
  billingReason: Stripe.Invoice.BillingReason;
  at: number;
  currency: string;
  prorationDate?: number;
}): Stored<Stripe.Invoice> {
  const id = input.id ?? newId('in');
  const coupons = input.discounts.map((d) => ({ discount: d, coupon: d.source.coupon as Stripe.Coupon }));
  const subtotal = input.lines.reduce((sum, l) => sum + l.amount, 0);
  // amount_off coupons take from positive lines in order; percent_off from each line.
  const discountTotals = new Map<string, number>();
  const lines = input.lines.map((line) => {
    const amounts: Stripe.InvoiceLineItem.DiscountAmount[] = [];
    for (const { discount, coupon } of coupons) {
      let off = 0;
      if (coupon.percent_off) off = Math.round((line.amount * coupon.percent_off) / 100);
      else if (coupon.amount_off && line.amount > 0) {
        const used = discountTotals.get(discount.id) ?? 0;
        off = Math.min(line.amount, Math.max(0, coupon.amount_off - used));
      }
      discountTotals.set(discount.id, (discountTotals.get(discount.id) ?? 0) + off);
      amounts.push({ amount: off, discount: discount.id });
    }
    const subscriptionId = input.subscription?.id ?? null;
    return {
      id: newId('il'),
      object: 'line_item',
      amount: line.amount,
      currency: input.currency,
      description: line.description,
      discount_amounts: amounts,
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: line.subscriptionItem
        ? {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: line.invoiceItem ?? null,
              proration: line.proration,
              proration_details: { credited_items: null },
              subscription: subscriptionId,
              subscription_item: line.subscriptionItem,
            },
          }
        : {
            type: 'invoice_item_details',
            subscription_item_details: null,
            invoice_item_details: {
              invoice_item: line.invoiceItem ?? '',
              proration: line.proration,
              proration_details: { credited_items: null },
              subscription: subscriptionId,
            },
          },
      period: line.period,
      pretax_credit_amounts: [],
      pricing: {
        type: 'price_details',
        price_details: { price: line.price.id, product: line.price.product as string },
        unit_amount_decimal: String(line.price.unit_amount ?? 0),
      },
      quantity: line.quantity,
      subscription: subscriptionId,
      subtotal: line.amount,
      taxes: [],
    } as unknown as Stripe.InvoiceLineItem;
  });
  const discountAmount = [...discountTotals.values()].reduce((a, b) => a + b, 0);
  const total = subtotal - discountAmount;
  const startingBalance = input.customer.balance ?? 0;
  const sum = total + startingBalance;
  const amountDue = Math.max(0, sum);
  const customer = input.customer;
  const periodStart = input.lines.length ? Math.min(...input.lines.map((l) => l.period.start)) : input.at;
  const periodEnd = input.lines.length ? Math.max(...input.lines.map((l) => l.period.end)) : input.at;
  return {
    id,
    object: 'invoice',
    account_country: 'GB',
    account_name: BUSINESS_NAME,
    account_tax_ids: null,
    amount_due: amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amountDue,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.at,
    currency: input.currency,
    custom_fields: customer.invoice_settings?.custom_fields ?? null,
    customer: customer.id,
    customer_account: null,
    customer_address: customer.address ?? null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: input.discounts.map((d) => d.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: input.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            metadata: input.subscription.metadata,
            subscription: input.subscription.id,
            ...(input.prorationDate ? { subscription_proration_date: input.prorationDate } : {}),
          },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
    period_end: periodEnd,
    period_start: periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: startingBalance,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: clockIdOf(customer),
    total,
    total_discount_amounts: [...discountTotals].map(([discount, amount]) => ({ amount, discount })),
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
    _engine: { sum },
  } as unknown as Stored<Stripe.Invoice>;
}

/** Creates, numbers and finalises the invoice (it becomes open, its balance applied to the customer's). */
export async function issueInvoice(
  deps: Deps,
  q: Tx,
  invoice: Stored<Stripe.Invoice>,
  customer: Stored<Stripe.Customer>,
  at: number,
): Promise<Stored<Stripe.Invoice>> {
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
  const sum = Number(invoice._engine?.sum ?? invoice.total);
  invoice.ending_balance = Math.min(sum, 0);
  customer.balance = invoice.ending_balance;
  await saveObject(q, customer);
  const links = hostedInvoiceUrls(deps, invoice.id);
  invoice.hosted_invoice_url = links.hosted;
  invoice.invoice_pdf = links.pdf;
  invoice.status = 'open';
  invoice.effective_at = at;
  invoice.status_transitions.finalized_at = at;
  await insertObject(q, invoice, { customer: customer.id, testClock: clockIdOf(customer) });
  // Pending invoice items now billed.
  for (const line of invoice.lines.data) {
    const ii =
      line.parent?.subscription_item_details?.invoice_item ?? line.parent?.invoice_item_details?.invoice_item ?? null;
    if (!ii) continue;
    const item = await getObject<Stripe.InvoiceItem>(q, 'invoiceitem', ii);
    if (item) {
      item.invoice = invoice.id;
      await saveObject(q, item as Stored<Stripe.InvoiceItem> & { object: 'invoiceitem' });
    }
  }
  await recordEvent(deps, q, 'invoice.created', invoice, at);
  await recordEvent(deps, q, 'invoice.finalized', invoice, at);
  return invoice;
}

export type PayResult = 'paid' | 'failed' | 'requires_action' | 'no_payment_method';

async function markPaid(deps: Deps, q: Tx, invoice: Stored<Stripe.Invoice>, at: number, intentId?: string) {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status_transitions.paid_at = at;
  invoice.next_payment_attempt = null;
  if (intentId) {
    const payments = invoice.payments as Stripe.ApiList<Stripe.InvoicePayment>;
    payments.data = [
      {
        id: newId('inpay'),
        object: 'invoice_payment',
        amount_paid: invoice.amount_due,
        amount_requested: invoice.amount_due,
        created: at,
        currency: invoice.currency,
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: intentId },
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: at },
      } as Stripe.InvoicePayment,
    ];
  }
  await saveObject(q, invoice, null);
  await recordEvent(deps, q, 'invoice.paid', invoice, at);
  await recordEvent(deps, q, 'invoice.payment_succeeded', invoice, at);
}

/**
 * One attempt to pay an open invoice with the payment method (none: the attempt fails). A failed automatic
 * attempt schedules the next retry (`next_payment_attempt`, the row's due time) unless `retries` is false.
 */
export async function payInvoice(
  deps: Deps,
  q: Tx,
  invoice: Stored<Stripe.Invoice>,
  pm: Stored<Stripe.PaymentMethod> | null,
  at: number,
  options: { offSession: boolean; authenticated?: boolean; retries: boolean },
): Promise<{ result: PayResult; outcome?: ConfirmOutcome; intent?: Stripe.PaymentIntent }> {
  if (invoice.amount_due <= 0) {
    await markPaid(deps, q, invoice, at);
    return { result: 'paid' };
  }
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice._engine = invoice._engine ?? {};
  const engine = invoice._engine;
  engine.firstAttempt ??= at;
  const scheduleRetry = () => {
    const step = RETRY_DAYS[invoice.attempt_count - 1];
    invoice.next_payment_attempt =
      options.retries && step !== undefined ? Number(engine.firstAttempt) + step * DAY : null;
  };
  if (!pm) {
    scheduleRetry();
    await saveObject(q, invoice, invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null);
    await recordEvent(deps, q, 'invoice.payment_failed', invoice, at);
    return { result: 'no_payment_method' };
  }
  let intent: Stored<Stripe.PaymentIntent> | null = null;
  let isNew = false;
  if (typeof engine.paymentIntent === 'string') {
    intent = await getObject<Stripe.PaymentIntent>(q, 'payment_intent', engine.paymentIntent);
  }
  if (!intent || intent.status === 'succeeded' || intent.status === 'canceled') {
    intent = newPaymentIntent(
      {
        amount: invoice.amount_due,
        currency: invoice.currency,
        customer: invoice.customer as string,
        description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
        engine: { invoice: invoice.id },
      },
      at,
    );
    isNew = true;
    engine.paymentIntent = intent.id;
  }
  const outcome = await confirmIntent(deps, q, intent, pm, at, {
    isNew,
    offSession: options.offSession,
    authenticated: options.authenticated,
    testClock: invoice.test_clock as string | null,
  });
  if (outcome.kind === 'succeeded') {
    await markPaid(deps, q, invoice, at, intent.id);
    return { result: 'paid', outcome, intent };
  }
  const payments = invoice.payments as Stripe.ApiList<Stripe.InvoicePayment>;
  if (!payments.data.some((p) => p.payment.payment_intent === intent.id)) {
    payments.data.push({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: at,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    } as Stripe.InvoicePayment);
  }
  if (outcome.kind === 'requires_action') {
    invoice.next_payment_attempt = null;
    await saveObject(q, invoice, null);
    await recordEvent(deps, q, 'invoice.payment_action_required', invoice, at);
    return { result: 'requires_action', outcome, intent };
  }
  scheduleRetry();
  await saveObject(q, invoice, invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null);
  await recordEvent(deps, q, 'invoice.payment_failed', invoice, at);
  return { result: 'failed', outcome, intent };
}

export async function voidInvoice(deps: Deps, q: Tx, invoice: Stored<Stripe.Invoice>, at: number): Promise<void> {
  invoice.status = 'void';
  invoice.status_transitions.voided_at = at;
  invoice.next_payment_attempt = null;
  invoice.amount_remaining = 0;
  await saveObject(q, invoice, null);
  await recordEvent(deps, q, 'invoice.voided', invoice, at);
}
