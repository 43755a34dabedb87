// Checkout Sessions: create (subscription or payment mode, discounts, trial), retrieve, list, line items,
// expire. Paying happens on the hosted page (engine/hosted.ts).
import type Stripe from 'stripe';
import { expireCheckoutSession, lineItemsOf, type Session } from '../engine/checkout.ts';
import { invalid } from '../engine/errors.ts';
import { getObject, insertObject, inTransaction, newId, type Stored, unix } from '../engine/store.ts';
import { makeDiscounts, productName } from '../engine/subscriptions.ts';
import { clockIdOf, DAY, lockCustomer, nowFor } from '../engine/time.ts';
import { checkoutPageUrl, hostedOrigin } from '../pages/links.ts';
import { list, mustGet } from './common.ts';
import { arr, int, metadata, obj, oneOf, str } from './params.ts';
import type { Call, Route } from './router.ts';

const urlParam = (p: Record<string, unknown>, name: string, required: boolean) => {
  const v = str(p, name, { required, max: 5000 });
  if (v && !/^https?:\/\/[^\s]+$/i.test(v)) throw invalid('Not a valid URL', name, 'url_invalid');
  return v || null;
};

async function createSession(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const mode = oneOf(p, 'mode', ['payment', 'subscription', 'setup'] as const);
    if (!mode) throw invalid('Missing required param: mode.', 'mode', 'parameter_missing');
    if (mode === 'setup') throw invalid('Setup mode is not supported by the local payments service.', 'mode');
    const customerId = str(p, 'customer') || null;
    const customer = customerId ? await lockCustomer(q, customerId) : null;
    const at = customer ? await nowFor(c.deps, q, customer) : unix(c.deps.now());
    const successUrl = urlParam(p, 'success_url', true);
    const cancelUrl = urlParam(p, 'cancel_url', false);
    const entries = arr(p, 'line_items');
    if (!entries.length) throw invalid('Missing required param: line_items.', 'line_items', 'parameter_missing');
    let currency: string | null = null;
    const lineItems: Stripe.LineItem[] = [];
    for (const [i, entry] of entries.entries()) {
      const priceId = str(entry, 'price', { required: true, path: `line_items[${i}][price]` })!;
      const price = await getObject<Stripe.Price>(q, 'price', priceId);
      if (!price) throw invalid(`No such price: '${priceId}'`, `line_items[${i}][price]`, 'resource_missing');
      if (!price.active) {
        throw invalid(
          `The price specified is inactive. This field only accepts active prices.`,
          `line_items[${i}][price]`,
        );
      }
      if (mode === 'payment' && price.recurring) {
        throw invalid(
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
          `line_items[${i}][price]`,
        );
      }
      currency ??= price.currency;
      if (price.currency !== currency)
        throw invalid('All prices must be in the same currency.', `line_items[${i}][price]`);
      const quantity = int(entry, 'quantity', { min: 1, max: 999_999, path: `line_items[${i}][quantity]` }) ?? 1;
      const amount = (price.unit_amount ?? 0) * quantity;
      lineItems.push({
        id: newId('li'),
        object: 'item',
        adjustable_quantity: null,
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: await productName(q, price),
        metadata: {},
        price,
        quantity,
      } as unknown as Stripe.LineItem);
    }
    if (mode === 'subscription' && !lineItems.some((li) => li.price?.recurring)) {
      throw invalid(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        'line_items',
      );
    }
    const id = newId('cs_test', 58);
    const discountEntries = arr(p, 'discounts');
    if (discountEntries.length > 1) throw invalid('You may only specify one discount.', 'discounts');
    const discounts = await makeDiscounts(
      c.deps,
      q,
      discountEntries,
      { customer: customerId, checkoutSession: id },
      at,
      'discounts',
      false,
    );
    const subtotal = lineItems.reduce((s, li) => s + li.amount_subtotal, 0);
    let discountTotal = 0;
    for (const d of discounts) {
      const coupon = d.source.coupon as Stripe.Coupon;
      if (coupon.amount_off && coupon.currency && coupon.currency !== currency) {
        throw invalid(
          `The coupon currency (${coupon.currency}) must match the session currency (${currency}).`,
          'discounts[0][coupon]',
        );
      }
      for (const li of lineItems) {
        const off = coupon.percent_off
          ? Math.round((li.amount_subtotal * coupon.percent_off) / 100)
          : Math.min(li.amount_subtotal - li.amount_discount, Math.max(0, (coupon.amount_off ?? 0) - discountTotal));
        li.amount_discount += off;
        li.amount_total = li.amount_subtotal - li.amount_discount;
        li.discounts = [{ amount: off, discount: d }] as Stripe.LineItem.Discount[];
        discountTotal += off;
      }
    }
    const subscriptionData = obj(p, 'subscription_data');
    let subData: Record<string, unknown> | undefined;
    if (subscriptionData) {
      if (mode !== 'subscription')
        throw invalid('subscription_data can only be used in `subscription` mode.', 'subscription_data');
      const trial = int(subscriptionData, 'trial_period_days', {
        min: 1,
        max: 730,
        path: 'subscription_data[trial_period_days]',
      });
      const settings = obj(subscriptionData, 'trial_settings', 'subscription_data[trial_settings]');
      const end = settings
        ? obj(settings, 'end_behavior', 'subscription_data[trial_settings][end_behavior]')
        : undefined;
      subData = {
        trial_period_days: trial,
        metadata: metadata(subscriptionData) ?? {},
        missing_payment_method: end
          ? oneOf(
              end,
              'missing_payment_method',
              ['cancel', 'create_invoice', 'pause'] as const,
              'subscription_data[trial_settings][end_behavior][missing_payment_method]',
            )
          : undefined,
      };
    }
    const pid = obj(p, 'payment_intent_data');
    const expiresAt = int(p, 'expires_at', { min: at + 1800, max: at + DAY }) ?? at + DAY;
    const email = str(p, 'customer_email', { max: 512 }) || null;
    const total = subtotal - discountTotal;
    const session = {
      id,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: subtotal,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: cancelUrl,
      client_reference_id: str(p, 'client_reference_id', { max: 200 }) || null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created: at,
      currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: customerId,
      customer_account: null,
      customer_creation:
        mode === 'payment' && !customerId
          ? (oneOf(p, 'customer_creation', ['always', 'if_required'] as const) ?? 'if_required')
          : null,
      customer_details: customer
        ? {
            address: customer.address ?? null,
            email: customer.email,
            name: customer.name ?? null,
            phone: null,
            tax_exempt: 'none',
            tax_ids: [],
          }
        : null,
      customer_email: email,
      discounts: discounts.map((d) => ({ coupon: (d.source.coupon as Stripe.Coupon).id, promotion_code: null })),
      expires_at: expiresAt,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      managed_payments: null,
      metadata: metadata(p) ?? {},
      mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: mode === 'subscription' ? 'always' : null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: discountTotal, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: checkoutPageUrl(hostedOrigin(c.deps, successUrl ?? undefined), id),
      wallet_options: null,
      _engine: {
        lineItems,
        discountIds: discounts.map((d) => d.id),
        subscriptionData: subData,
        paymentIntentData: pid
          ? {
              description: str(pid, 'description', { path: 'payment_intent_data[description]' }),
              metadata: metadata(pid) ?? {},
            }
          : undefined,
      },
    } as unknown as Session;
    await insertObject(q, session, {
      customer: customerId,
      testClock: clockIdOf(customer),
      dueAt: new Date(expiresAt * 1000),
    });
    return session;
  });
}

async function expire(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const session = await mustGet<Stripe.Checkout.Session>(q, 'checkout.session', c.ids[0], 'session', true);
    if (session.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired.`,
        undefined,
        'checkout_session_not_open',
      );
    }
    const customer = session.customer
      ? await getObject<Stripe.Customer>(q, 'customer', session.customer as string)
      : null;
    await expireCheckoutSession(c.deps, q, session, await nowFor(c.deps, q, customer));
    return session;
  });
}

export const checkoutRoutes: Route[] = [
  { method: 'POST', path: '/checkout/sessions', handler: createSession },
  {
    method: 'GET',
    path: '/checkout/sessions',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/checkout/sessions', c.params, {
          object: 'checkout.session',
          ...(str(c.params, 'customer') ? { customer: str(c.params, 'customer') } : {}),
          where: {
            status: oneOf(c.params, 'status', ['open', 'complete', 'expired'] as const),
            payment_intent: str(c.params, 'payment_intent') || undefined,
            subscription: str(c.params, 'subscription') || undefined,
          },
        }),
      ),
  },
  {
    method: 'GET',
    path: '/checkout/sessions/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'checkout.session', c.ids[0], 'session')),
  },
  {
    method: 'GET',
    path: '/checkout/sessions/:id/line_items',
    handler: (c) =>
      inTransaction(c.deps, async (q) => {
        const session = await mustGet<Stripe.Checkout.Session>(q, 'checkout.session', c.ids[0], 'session');
        return {
          object: 'list',
          data: lineItemsOf(session as Stored<Stripe.Checkout.Session>),
          has_more: false,
          url: `/v1/checkout/sessions/${session.id}/line_items`,
        };
      }),
  },
  { method: 'POST', path: '/checkout/sessions/:id/expire', handler: expire },
];
