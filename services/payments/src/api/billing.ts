// Subscriptions (create, retrieve, update: cancel at period end, plan change with prorations, default card;
// cancel; list) and invoices (retrieve, list, lines, createPreview of a plan change, pay, void).
import type Stripe from 'stripe';
import { processDue } from '../engine/due.ts';
import { cardError, invalid } from '../engine/errors.ts';
import { changedAttributes, recordEvent } from '../engine/events.ts';
import { payInvoice, voidInvoice } from '../engine/invoices.ts';
import { resolvePaymentMethod } from '../engine/payments.ts';
import { getObject, inTransaction, type Stored, type Tx } from '../engine/store.ts';
import {
  afterInvoicePaid,
  applyPlanChange,
  cancelNow,
  createSubscription,
  loadPrice,
  type ProrationBehavior,
  planChange,
  previewInvoice,
  saveSubscription,
} from '../engine/subscriptions.ts';
import { DAY, lockCustomer, nowFor } from '../engine/time.ts';
import { list, mustGet } from './common.ts';
import { arr, bool, int, metadata, nullableStr, obj, oneOf, type Params, str } from './params.ts';
import type { Call, Route } from './router.ts';

const PRORATION = ['always_invoice', 'create_prorations', 'none'] as const;

async function itemChanges(q: Tx, p: Params, path = 'items') {
  const out: Array<{ id?: string; price?: Stripe.Price; quantity?: number }> = [];
  for (const [i, entry] of arr(p, 'items').entries()) {
    const priceId = str(entry, 'price', { path: `${path}[${i}][price]` });
    out.push({
      id: str(entry, 'id', { path: `${path}[${i}][id]` }) || undefined,
      price: priceId ? await loadPrice(q, priceId, `${path}[${i}][price]`) : undefined,
      quantity: int(entry, 'quantity', { min: 1, max: 999_999, path: `${path}[${i}][quantity]` }),
    });
  }
  return out;
}

async function paymentMethodFor(c: Call, q: Tx, customer: Stripe.Customer, at: number) {
  const pmId = nullableStr(c.params, 'default_payment_method');
  if (!pmId) return pmId;
  const pm = await resolvePaymentMethod(c.deps, q, pmId, at, 'default_payment_method');
  if (pm.customer !== customer.id) {
    throw invalid(
      'The customer does not have a payment method with the ID ' +
        pmId +
        '. The payment method must be attached to the customer.',
      'default_payment_method',
      'resource_missing',
    );
  }
  return pm.id;
}

async function createSub(c: Call) {
  const result = await inTransaction(c.deps, async (q) => {
    const p = c.params;
    const customer = await lockCustomer(q, str(p, 'customer', { required: true })!);
    const at = await nowFor(c.deps, q, customer);
    const changes = await itemChanges(q, p);
    if (!changes.length) throw invalid('Missing required param: items.', 'items', 'parameter_missing');
    const items = changes.map((ch, i) => {
      if (!ch.price)
        throw invalid(`Missing required param: items[${i}][price].`, `items[${i}][price]`, 'parameter_missing');
      return { price: ch.price, quantity: ch.quantity ?? 1 };
    });
    const trialDays = int(p, 'trial_period_days', { min: 0, max: 730 });
    const trialEndParam = p.trial_end === 'now' ? at : int(p, 'trial_end', { min: at, max: at + 730 * DAY });
    const trialEnd = trialEndParam ?? (trialDays ? at + trialDays * DAY : null);
    const settings = obj(p, 'trial_settings');
    const endBehavior = settings ? obj(settings, 'end_behavior', 'trial_settings[end_behavior]') : undefined;
    const missing =
      (endBehavior &&
        oneOf(
          endBehavior,
          'missing_payment_method',
          ['cancel', 'create_invoice', 'pause'] as const,
          'trial_settings[end_behavior][missing_payment_method]',
        )) ||
      'create_invoice';
    const behavior =
      oneOf(p, 'payment_behavior', [
        'allow_incomplete',
        'default_incomplete',
        'error_if_incomplete',
        'pending_if_incomplete',
      ] as const) ?? 'allow_incomplete';
    if (behavior === 'pending_if_incomplete')
      throw invalid('pending_if_incomplete is only for updates.', 'payment_behavior');
    const created = await createSubscription(c.deps, q, {
      customer,
      items,
      trialEnd: trialEnd && trialEnd > at ? trialEnd : null,
      missingPaymentMethod: missing,
      defaultPaymentMethod: (await paymentMethodFor(c, q, customer, at)) ?? null,
      coupons: arr(p, 'discounts').map((d) => ({ coupon: str(d, 'coupon') })),
      metadata: metadata(p) ?? {},
      paymentBehavior: behavior,
      offSession: bool(p, 'off_session') ?? false,
      at,
    });
    if (behavior === 'error_if_incomplete' && created.pay !== 'paid') {
      const intentId = created.invoice._engine?.paymentIntent as string | undefined;
      const intent = intentId ? await getObject<Stripe.PaymentIntent>(q, 'payment_intent', intentId) : null;
      const error = intent?.last_payment_error;
      throw cardError(
        error?.code
          ? { code: error.code, message: error.message ?? 'Your card was declined.', declineCode: error.decline_code }
          : { code: 'card_declined', message: 'Your card was declined.', declineCode: 'generic_decline' },
      );
    }
    return created.sub;
  });
  return result;
}

async function updateSub(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const current = await mustGet<Stripe.Subscription>(q, 'subscription', c.ids[0], 'id', true);
    const customer = await lockCustomer(q, current.customer as string);
    const at = await nowFor(c.deps, q, customer);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
        undefined,
        'resource_missing',
      );
    }
    const before = JSON.parse(JSON.stringify(current)) as Stripe.Subscription;
    let sub = current;
    const changes = await itemChanges(q, p);
    if (changes.length) {
      const behaviour = oneOf(p, 'proration_behavior', PRORATION) ?? 'create_prorations';
      const prorationDate = int(p, 'proration_date') ?? at;
      const change = await planChange(q, current, changes, prorationDate, behaviour);
      const paymentBehavior = oneOf(p, 'payment_behavior', [
        'allow_incomplete',
        'default_incomplete',
        'error_if_incomplete',
        'pending_if_incomplete',
      ] as const);
      sub = await applyPlanChange(c.deps, q, current, change, customer, prorationDate, at, {
        errorIfIncomplete: paymentBehavior === 'error_if_incomplete',
      });
    }
    const cancelAtEnd = bool(p, 'cancel_at_period_end');
    if (cancelAtEnd !== undefined) {
      sub.cancel_at_period_end = cancelAtEnd;
      sub.cancel_at = cancelAtEnd ? sub.items.data[0]!.current_period_end : null;
      sub.canceled_at = cancelAtEnd ? at : null;
      sub.cancellation_details = {
        comment: null,
        feedback: null,
        reason: cancelAtEnd ? 'cancellation_requested' : null,
      } as Stripe.Subscription.CancellationDetails;
    }
    const pmId = await paymentMethodFor(c, q, customer, at);
    if (pmId !== undefined) sub.default_payment_method = pmId;
    sub.metadata = metadata(p, sub.metadata) ?? sub.metadata;
    if (p.trial_end === 'now' && sub.status === 'trialing') {
      sub.trial_end = at;
      for (const item of sub.items.data) item.current_period_end = at;
      sub._engine = { ...sub._engine, trialWillEndSent: true };
    }
    await saveSubscription(q, sub);
    const previous = changedAttributes(before, sub);
    if (Object.keys(previous).length && !changes.length) {
      await recordEvent(c.deps, q, 'customer.subscription.updated', sub, at, previous);
    } else if (changes.length && (cancelAtEnd !== undefined || pmId !== undefined)) {
      await recordEvent(c.deps, q, 'customer.subscription.updated', sub, at, previous);
    }
    return sub;
  }).then(async (sub) => {
    // trial_end=now: the trial ends at once (processed like a due trial end).
    if (c.params.trial_end === 'now') {
      const clock = (sub.test_clock as string | null) ?? null;
      await processDue(c.deps, clock, sub.trial_end ?? 0);
      return inTransaction(c.deps, (q) => mustGet<Stripe.Subscription>(q, 'subscription', sub.id));
    }
    return sub;
  });
}

async function cancelSub(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const sub = await mustGet<Stripe.Subscription>(q, 'subscription', c.ids[0], 'id', true);
    const customer = await getObject<Stripe.Customer>(q, 'customer', sub.customer as string, true);
    const at = await nowFor(c.deps, q, customer);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw invalid(`No such subscription: '${sub.id}'`, 'id', 'resource_missing');
    }
    await cancelNow(c.deps, q, sub, at);
    return sub;
  });
}

async function previewSub(c: Call) {
  return inTransaction(c.deps, async (q) => {
    const p = c.params;
    const subId = str(p, 'subscription');
    if (!subId) throw invalid('Missing required param: subscription.', 'subscription', 'parameter_missing');
    const sub = await mustGet<Stripe.Subscription>(q, 'subscription', subId, 'subscription');
    const customer = await mustGet<Stripe.Customer>(q, 'customer', sub.customer as string, 'customer');
    const at = await nowFor(c.deps, q, customer);
    const details = obj(p, 'subscription_details') ?? {};
    const changes = await itemChanges(q, details, 'subscription_details[items]');
    const behaviour =
      oneOf(details, 'proration_behavior', PRORATION, 'subscription_details[proration_behavior]') ??
      'create_prorations';
    const prorationDate = int(details, 'proration_date', { path: 'subscription_details[proration_date]' }) ?? at;
    const change = changes.length
      ? await planChange(q, sub, changes, prorationDate, behaviour as ProrationBehavior)
      : null;
    return previewInvoice(
      q,
      sub as Stored<Stripe.Subscription>,
      change,
      customer as Stored<Stripe.Customer>,
      changes.length ? prorationDate : undefined,
      at,
    );
  });
}

async function payOpenInvoice(c: Call) {
  const result = await inTransaction(c.deps, async (q) => {
    const invoice = await mustGet<Stripe.Invoice>(q, 'invoice', c.ids[0], 'invoice', true);
    if (invoice.status !== 'open') {
      throw invalid(
        `Invoice is already ${invoice.status === 'paid' ? 'paid' : invoice.status}`,
        undefined,
        'invoice_not_open',
      );
    }
    const customer = await lockCustomer(q, invoice.customer as string);
    const at = await nowFor(c.deps, q, customer);
    let pmId = str(c.params, 'payment_method') || null;
    if (!pmId) {
      const subId = invoice.parent?.subscription_details?.subscription as string | undefined;
      const sub = subId ? await getObject<Stripe.Subscription>(q, 'subscription', subId) : null;
      pmId =
        (sub?.default_payment_method as string | null) ??
        (customer.invoice_settings.default_payment_method as string | null);
    }
    if (!pmId) {
      throw invalid(
        'This customer has no attached payment source or default payment method.',
        undefined,
        'invoice_no_payment_method_types',
      );
    }
    const pm = await resolvePaymentMethod(c.deps, q, pmId, at);
    const { result, outcome } = await payInvoice(c.deps, q, invoice, pm, at, {
      offSession: bool(c.params, 'off_session') ?? false,
      retries: false,
    });
    if (result === 'paid') await afterInvoicePaid(c.deps, q, invoice, at);
    return { invoice, error: outcome?.kind === 'declined' ? cardError(outcome.decline) : null };
  });
  if (result.error) throw result.error;
  return result.invoice;
}

export const billingRoutes: Route[] = [
  { method: 'POST', path: '/subscriptions', handler: createSub },
  {
    method: 'GET',
    path: '/subscriptions',
    handler: (c) =>
      inTransaction(c.deps, async (q) => {
        const status = str(c.params, 'status');
        const page = await list<Stripe.Subscription>(q, '/subscriptions', c.params, {
          object: 'subscription',
          ...(str(c.params, 'customer') ? { customer: str(c.params, 'customer') } : {}),
          where: {
            status: status && status !== 'all' && status !== 'ended' ? status : undefined,
            test_clock: str(c.params, 'test_clock') || undefined,
          },
        });
        // Stripe's default list leaves out canceled subscriptions.
        if (!status) page.data = page.data.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired');
        if (status === 'ended')
          page.data = page.data.filter((s) => s.status === 'canceled' || s.status === 'incomplete_expired');
        return page;
      }),
  },
  {
    method: 'GET',
    path: '/subscriptions/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'subscription', c.ids[0])),
  },
  { method: 'POST', path: '/subscriptions/:id', handler: updateSub },
  { method: 'DELETE', path: '/subscriptions/:id', handler: cancelSub },
  {
    method: 'GET',
    path: '/invoices',
    handler: (c) =>
      inTransaction(c.deps, (q) =>
        list(q, '/invoices', c.params, {
          object: 'invoice',
          ...(str(c.params, 'customer') ? { customer: str(c.params, 'customer') } : {}),
          where: {
            'parent.subscription_details.subscription': str(c.params, 'subscription') || undefined,
            status: oneOf(c.params, 'status', ['draft', 'open', 'paid', 'uncollectible', 'void'] as const),
          },
        }),
      ),
  },
  { method: 'POST', path: '/invoices/create_preview', handler: previewSub },
  {
    method: 'GET',
    path: '/invoices/:id',
    handler: (c) => inTransaction(c.deps, (q) => mustGet(q, 'invoice', c.ids[0], 'invoice')),
  },
  {
    method: 'GET',
    path: '/invoices/:id/lines',
    handler: (c) =>
      inTransaction(c.deps, async (q) => (await mustGet<Stripe.Invoice>(q, 'invoice', c.ids[0], 'invoice')).lines),
  },
  { method: 'POST', path: '/invoices/:id/pay', handler: payOpenInvoice },
  {
    method: 'POST',
    path: '/invoices/:id/void',
    handler: (c) =>
      inTransaction(c.deps, async (q) => {
        const invoice = await mustGet<Stripe.Invoice>(q, 'invoice', c.ids[0], 'invoice', true);
        if (invoice.status !== 'open')
          throw invalid(`You can only void an open invoice.`, undefined, 'invoice_not_open');
        const customer = await getObject<Stripe.Customer>(q, 'customer', invoice.customer as string);
        await voidInvoice(c.deps, q, invoice, await nowFor(c.deps, q, customer));
        return invoice;
      }),
  },
];
