// POST /payments/webhook: the provider's events (docs/architecture.md, "Billing"). The raw body's signature is
// checked with the SDK's constructEvent (400 otherwise); each event id is recorded once in app.payment_events in
// the transaction of its effects, so a replay answers 200 and changes nothing. Objects are read again through the
// SDK before the transaction (never an HTTP call inside one): events may arrive in any order, and the provider's
// current object is the truth. State comes from here, never from the browser's redirect.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney, PAST_DUE_GRACE_DAYS, SITE, toMajor } from '@innov/contracts';
import { type Mount, PAYMENTS_WEBHOOK_PATH, PayloadTooLargeError, readBody, sendJson } from '@innov/platform';
import type Stripe from 'stripe';
import { insertAudit } from '../audit/write-audit.ts';
import type { DataDeps } from '../deps.ts';
import { notify } from '../notifications/notify.ts';
import { publish } from '../realtime/publish.ts';
import { saveCustomer, tenantOfCustomer } from './customer.ts';
import { invoiceSubscriptionId } from './invoices.ts';
import { loadPlan, type PlanRow, planForPrice } from './plans.ts';
import { bookReferral, releaseReferral } from './referral.ts';
import {
  announceTenant,
  applySubscription,
  type BillingTx,
  fallbackTier,
  notifyBilling,
  STRIPE_ACTOR,
  setTenantTier,
} from './state.ts';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** What the event's effects need from the provider, read before the transaction. */
interface Fetched {
  subscription?: Stripe.Subscription | null;
  invoice?: Stripe.Invoice | null;
  paymentIntent?: Stripe.PaymentIntent | null;
}

const isMissing = (err: unknown) => (err as { statusCode?: number })?.statusCode === 404;

async function retrieveSubscription(deps: DataDeps, id: string | null): Promise<Stripe.Subscription | null> {
  if (!id) return null;
  try {
    return await deps.stripe.client().subscriptions.retrieve(id, { expand: ['default_payment_method'] });
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

async function retrievePaymentIntent(deps: DataDeps, id: string | null): Promise<Stripe.PaymentIntent | null> {
  if (!id) return null;
  try {
    return await deps.stripe.client().paymentIntents.retrieve(id);
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** The payment intent behind an invoice (API 2025+: the invoice's `payments`). */
function invoicePaymentIntentId(invoice: Stripe.Invoice): string | null {
  for (const p of invoice.payments?.data ?? []) {
    const pi = p.payment?.payment_intent;
    if (pi) return idOf(pi);
  }
  return null;
}

async function fetchFor(deps: DataDeps, event: Stripe.Event): Promise<Fetched> {
  const object = event.data.object as { object?: string; id?: string };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const sub = event.data.object as Stripe.Subscription;
      // Re-read: an older event arriving late must not win over the current state.
      return { subscription: (await retrieveSubscription(deps, sub.id)) ?? sub };
    }
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded': {
      const stale = event.data.object as Stripe.Invoice;
      let invoice = stale;
      try {
        invoice = await deps.stripe.client().invoices.retrieve(stale.id as string, { expand: ['payments'] });
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
      const subscription = await retrieveSubscription(deps, invoiceSubscriptionId(invoice));
      const paymentIntent =
        event.type === 'invoice.payment_failed'
          ? await retrievePaymentIntent(deps, invoicePaymentIntentId(invoice))
          : null;
      return { invoice, subscription, paymentIntent };
    }
    case 'checkout.session.completed': {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.mode === 'subscription')
        return { subscription: await retrieveSubscription(deps, idOf(session.subscription)) };
      return { paymentIntent: await retrievePaymentIntent(deps, idOf(session.payment_intent)) };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return {
        paymentIntent:
          (await retrievePaymentIntent(deps, object.id ?? null)) ?? (event.data.object as Stripe.PaymentIntent),
      };
    default:
      return {};
  }
}

// ---- Payments -------------------------------------------------------------------------------------------------

type PaymentStatus = 'PENDING' | 'PAID' | 'ERROR';

interface PaymentWrite {
  tenantId: string;
  type: 'INVOICE' | 'PAYMENT_INTENT';
  refType: 'invoice' | 'payment_intent';
  refId: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  paymentIntentId: string | null;
  pricingPlanId: string | null;
  description: string | null;
  failureMessage: string | null;
  paidAt: Date | null;
}

/** PENDING → PAID | ERROR, ERROR → PAID (a retry), never back from PAID nor from ERROR to PENDING. */
const allowed = (from: PaymentStatus, to: PaymentStatus) =>
  from === to ? to === 'ERROR' : from === 'PENDING' || (from === 'ERROR' && to === 'PAID');

/** Writes the payment's move (or its first state); answers its id and whether it became PAID now. */
async function recordPayment(
  ctx: BillingTx,
  p: PaymentWrite,
  eventId: string,
): Promise<{ id: string; becamePaid: boolean; changed: boolean; status: PaymentStatus }> {
  const q = ctx.db.query;
  const now = ctx.deps.now();
  // Two events about one invoice processed at once (invoice.paid and invoice.payment_succeeded) take turns: the
  // second finds the first's row instead of colliding with it on the unique index.
  await q('select pg_advisory_xact_lock(hashtext($1))', [`payment:${p.refId}`]);
  const [existing] = await q<{ id: string; status: PaymentStatus }>(
    `select id, status from app.payments where provider = 'STRIPE' and provider_ref_id = $1 for update`,
    [p.refId],
  );
  const [owner] = await q<{ owner: string }>('select owner from app.tenants where id = $1', [p.tenantId]);
  let id: string;
  let changed = false;
  let status = p.status;
  if (!existing) {
    const [row] = await q<{ id: string }>(
      `insert into app.payments (type, type_id, provider, amount, currency, provider_ref_type, status, provider_ref_id,
         user_profile_id, owner, tenant_id, amount_minor, payment_intent_id, pricing_plan_id, description,
         failure_message, paid_at, session_start_time, created_at, updated_at)
       values ($1, $2, 'STRIPE', $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $16)
       returning id`,
      [
        p.type,
        p.pricingPlanId,
        toMajor(p.amountMinor),
        p.currency.toUpperCase(),
        p.refType,
        p.status,
        p.refId,
        owner?.owner ?? null,
        p.tenantId,
        p.amountMinor,
        p.paymentIntentId,
        p.pricingPlanId,
        p.description,
        p.status === 'ERROR' ? p.failureMessage : null,
        p.status === 'PAID' ? (p.paidAt ?? now) : null,
        now,
      ],
    );
    id = (row as { id: string }).id;
    changed = true;
  } else {
    id = existing.id;
    status = existing.status;
    if (allowed(existing.status, p.status)) {
      await q(
        `update app.payments set status = $2, amount = $3, amount_minor = $4, currency = $5,
                payment_intent_id = coalesce($6, payment_intent_id), pricing_plan_id = coalesce($7, pricing_plan_id),
                description = coalesce($8, description), failure_message = $9,
                paid_at = case when $2 = 'PAID' then coalesce(paid_at, $10) else paid_at end,
                session_end_time = case when $2 = 'PAID' then $11 else session_end_time end, updated_at = $11
          where id = $1`,
        [
          id,
          p.status,
          toMajor(p.amountMinor),
          p.amountMinor,
          p.currency.toUpperCase(),
          p.paymentIntentId,
          p.pricingPlanId,
          p.description,
          p.status === 'ERROR' ? p.failureMessage : null,
          p.paidAt ?? now,
          now,
        ],
      );
      changed = existing.status !== p.status || p.status === 'ERROR';
      status = p.status;
    }
  }
  if (changed)
    await insertAudit(q, {
      actor: STRIPE_ACTOR,
      tenantId: p.tenantId,
      action: `payment${status[0]}${status.slice(1).toLowerCase()}`,
      target: `Payment:${id}`,
      details: {
        event: eventId,
        providerRef: p.refId,
        amountMinor: p.amountMinor,
        status,
        from: existing?.status ?? null,
      },
      at: now,
    });
  return { id, becamePaid: status === 'PAID' && existing?.status !== 'PAID', changed, status };
}

/** A PENDING workspace whose plan is paid for becomes ACTIVE: a card is the verification. */
async function approveByPayment(ctx: BillingTx, tenantId: string, eventId: string): Promise<void> {
  const q = ctx.db.query;
  const now = ctx.deps.now();
  const [row] = await q<{ workspace: string; owner: string; email: string | null }>(
    `update app.tenants set status = 'ACTIVE', active = true, rejection_reason = null, updated_at = $2
      where id = $1 and status = 'PENDING' returning workspace, owner, email`,
    [tenantId, now],
  );
  if (!row) return;
  await q(
    `update app.user_profiles set pending_approval = false, updated_at = $2
      where id in (select user_id from app.workspace_members where tenant_id = $1 and role = 'owner')`,
    [tenantId, now],
  );
  await insertAudit(q, {
    actor: STRIPE_ACTOR,
    tenantId,
    action: 'approveWorkspaceByPayment',
    target: `Tenant:${tenantId}`,
    details: { status: 'ACTIVE', event: eventId },
    at: now,
  });
  const body = `Your workspace "${row.workspace}" is active: your payment confirmed it. Everything your plan includes is open to you now.`;
  await notify(ctx, {
    recipient: row.owner,
    type: 'PRODUCT',
    kind: 'workspace.approved',
    title: 'Your workspace is active',
    body,
    link: '/dashboard',
    actor: null,
    transactional: true,
    fallbackEmail: row.email,
    sourceId: `approved-by-payment:${tenantId}`,
    mail: { subject: `Your workspace is active – ${SITE.name}`, text: `Hello,\n\n${body}` },
  });
  announceTenant(ctx, tenantId);
}

/** What a paid plan brings: the receipt, the approval of a waiting workspace, the referral code booked. */
async function onPaid(
  ctx: BillingTx,
  event: Stripe.Event,
  tenantId: string,
  payment: { id: string; amountMinor: number; currency: string; refId: string; hostedUrl?: string | null },
  referralCodeId: string | null | undefined,
): Promise<void> {
  const now = ctx.deps.now();
  if (referralCodeId && (await bookReferral(ctx.db.query, referralCodeId, tenantId, now)))
    await insertAudit(ctx.db.query, {
      actor: STRIPE_ACTOR,
      tenantId,
      action: 'bookReferralCode',
      target: `ReferralCode:${referralCodeId}`,
      details: { event: event.id, payment: payment.id },
      at: now,
    });
  if (payment.amountMinor <= 0) return;
  await approveByPayment(ctx, tenantId, event.id);
  const amount = formatMoney(payment.amountMinor, payment.currency);
  await notifyBilling(ctx, tenantId, {
    kind: 'billing.receipt',
    title: `Receipt for your payment of ${amount}`,
    body: `We received your payment of ${amount} (${payment.refId}). Thank you.${payment.hostedUrl ? `\n\nYour invoice: ${payment.hostedUrl}` : ''}`,
    sourceId: `receipt:${payment.refId}`,
  });
}

// ---- Event effects ------------------------------------------------------------------------------------------------

async function onInvoice(ctx: BillingTx, event: Stripe.Event, f: Fetched): Promise<void> {
  const invoice = f.invoice as Stripe.Invoice;
  const q = ctx.db.query;
  const tenantId = await tenantOfCustomer(q, idOf(invoice.customer), f.subscription?.metadata?.tenantId);
  if (!tenantId) return;
  // The subscription as it is now (an invoice may come before its subscription's own events).
  const applied = f.subscription ? await applySubscription(ctx, f.subscription, event.type) : null;
  if (invoice.status === 'draft') return;
  const price = invoice.lines?.data?.find((l) => l.pricing?.price_details?.price)?.pricing?.price_details;
  const plan: PlanRow | undefined =
    applied?.plan ??
    (price ? await planForPrice(q, { id: idOf(price.price), product: price.product }) : undefined) ??
    undefined;
  const status: PaymentStatus =
    event.type === 'invoice.payment_failed'
      ? 'ERROR'
      : invoice.status === 'paid' || event.type === 'invoice.paid'
        ? 'PAID'
        : 'PENDING';
  const failure =
    f.paymentIntent?.last_payment_error?.message ?? (status === 'ERROR' ? 'Your card was declined.' : null);
  const amountMinor = status === 'PAID' ? invoice.amount_paid : invoice.amount_due;
  const recorded = await recordPayment(
    ctx,
    {
      tenantId,
      type: 'INVOICE',
      refType: 'invoice',
      refId: invoice.id as string,
      status,
      amountMinor,
      currency: invoice.currency,
      paymentIntentId: invoicePaymentIntentId(invoice),
      pricingPlanId: plan?.id ?? null,
      description: plan ? `${plan.title}${invoice.number ? ` (${invoice.number})` : ''}` : (invoice.number ?? null),
      failureMessage: failure,
      paidAt: invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : null,
    },
    event.id,
  );
  if (recorded.becamePaid)
    await onPaid(
      ctx,
      event,
      tenantId,
      {
        id: recorded.id,
        amountMinor,
        currency: invoice.currency,
        refId: invoice.number ?? (invoice.id as string),
        hostedUrl: invoice.hosted_invoice_url,
      },
      f.subscription?.metadata?.referralCodeId,
    );
  if (event.type === 'invoice.payment_failed' && recorded.changed && recorded.status === 'ERROR') {
    const amount = formatMoney(invoice.amount_due, invoice.currency);
    const graceEnds = new Date(
      (applied?.row.past_due_since ? new Date(applied.row.past_due_since).getTime() : ctx.deps.now().getTime()) +
        PAST_DUE_GRACE_DAYS * 86_400_000,
    );
    await notifyBilling(ctx, tenantId, {
      kind: 'billing.paymentFailed',
      title: 'Your payment failed',
      body: `We could not take your payment of ${amount}: ${failure ?? 'your card was declined.'} Update your card before ${graceEnds.toUTCString().slice(0, 16)} to keep your plan's features: ${ctx.deps.config.publicUrl}/dashboard/subscription`,
      sourceId: `payment-failed:${invoice.id}:${invoice.attempt_count ?? 0}`,
    });
  }
}

/** A one-off plan's payment (Checkout in payment mode): its tier is the workspace's with no end. */
async function onPaymentIntent(ctx: BillingTx, event: Stripe.Event, pi: Stripe.PaymentIntent | null | undefined) {
  if (!pi?.metadata?.pricingPlanId || !pi.metadata.tenantId) return; // an invoice's: the invoice events tell
  const q = ctx.db.query;
  const tenantId = await tenantOfCustomer(q, idOf(pi.customer), pi.metadata.tenantId);
  if (!tenantId) return;
  const plan = await loadPlan(q, pi.metadata.pricingPlanId);
  const status: PaymentStatus =
    pi.status === 'succeeded' ? 'PAID' : pi.last_payment_error || pi.status === 'canceled' ? 'ERROR' : 'PENDING';
  const recorded = await recordPayment(
    ctx,
    {
      tenantId,
      type: 'PAYMENT_INTENT',
      refType: 'payment_intent',
      refId: pi.id,
      status,
      amountMinor: status === 'PAID' ? pi.amount_received || pi.amount : pi.amount,
      currency: pi.currency,
      paymentIntentId: pi.id,
      pricingPlanId: plan?.id ?? null,
      description: plan?.title ?? pi.description ?? null,
      failureMessage: pi.last_payment_error?.message ?? null,
      paidAt: status === 'PAID' ? ctx.deps.now() : null,
    },
    event.id,
  );
  if (!recorded.becamePaid) return;
  if (plan)
    await setTenantTier(ctx, tenantId, plan.tier_id, { pricingPlanId: plan.id, payment: recorded.id, event: event.id });
  await onPaid(
    ctx,
    event,
    tenantId,
    { id: recorded.id, amountMinor: pi.amount_received || pi.amount, currency: pi.currency, refId: pi.id },
    pi.metadata.referralCodeId,
  );
}

async function onCheckoutCompleted(ctx: BillingTx, event: Stripe.Event, f: Fetched) {
  const session = event.data.object as Stripe.Checkout.Session;
  const tenantId = session.metadata?.tenantId ?? session.client_reference_id;
  const customerId = idOf(session.customer);
  if (tenantId && customerId) {
    const [t] = await ctx.db.query('select 1 from app.tenants where id = $1', [tenantId]);
    if (t) await saveCustomer(ctx.db.query, tenantId, customerId, ctx.deps.now());
  }
  if (f.subscription) await applySubscription(ctx, f.subscription, event.type);
  if (session.mode === 'payment') await onPaymentIntent(ctx, event, f.paymentIntent);
}

async function onRefund(ctx: BillingTx, event: Stripe.Event) {
  const charge = event.data.object as Stripe.Charge;
  const pi = idOf(charge.payment_intent);
  if (!pi) return;
  const [row] = await ctx.db.query<{
    id: string;
    tenant_id: string | null;
    refunded_minor: number;
    type: string;
    whole: boolean;
  }>(
    `update app.payments p set refunded_minor = greatest(p.refunded_minor, $2), updated_at = $3
       from (select id, refunded_minor as before from app.payments where payment_intent_id = $1 for update) old
      where p.id = old.id and old.before < $2
      returning p.id, p.tenant_id, old.before as refunded_minor, p.type, p.refunded_minor >= p.amount_minor as whole`,
    [pi, charge.amount_refunded, ctx.deps.now()],
  );
  if (!row) return;
  await insertAudit(ctx.db.query, {
    actor: STRIPE_ACTOR,
    tenantId: row.tenant_id,
    action: 'paymentRefunded',
    target: `Payment:${row.id}`,
    details: { event: event.id, refundedMinor: charge.amount_refunded, from: row.refunded_minor },
    at: ctx.deps.now(),
  });
  // A one-off plan refunded in full no longer gives its tier (a subscription's refund leaves the subscription's).
  if (row.whole && row.type === 'PAYMENT_INTENT' && row.tenant_id)
    await setTenantTier(ctx, row.tenant_id, await fallbackTier(ctx.db.query, row.tenant_id, ''), {
      event: event.id,
      refunded: `Payment:${row.id}`,
    });
}

async function onTrialWillEnd(ctx: BillingTx, event: Stripe.Event, f: Fetched) {
  const sub = f.subscription as Stripe.Subscription;
  const applied = await applySubscription(ctx, sub, event.type);
  if (!applied || !sub.trial_end) return;
  const ends = new Date(sub.trial_end * 1000).toUTCString().slice(0, 16);
  const hasCard = Boolean(sub.default_payment_method);
  await notifyBilling(ctx, applied.tenantId, {
    kind: 'billing.trialEnding',
    title: 'Your free trial ends in 3 days',
    body: hasCard
      ? `Your free trial of ${applied.plan?.title ?? 'your plan'} ends on ${ends}; your card will then be charged for the plan.`
      : `Your free trial of ${applied.plan?.title ?? 'your plan'} ends on ${ends}. Add a card to keep its features after that.`,
    sourceId: `trial-ending:${sub.id}:${sub.trial_end}`,
  });
}

/** The event types with effects (the others are only recorded). */
const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
]);

/** Runs the event's effects in one transaction with its id; false when it had been processed already. */
export async function processEvent(deps: DataDeps, event: Stripe.Event): Promise<boolean> {
  const object = event.data.object as { id?: string };
  const objectId = typeof object?.id === 'string' ? object.id : null;
  if (!HANDLED.has(event.type)) {
    // Nothing follows from it but its record (an event the endpoint was not enabled for, or a new kind).
    const rows = await deps.database.query(
      `insert into app.payment_events (id, type, object_id, received_at) values ($1, $2, $3, $4)
       on conflict (id) do nothing returning id`,
      [event.id, event.type, objectId, deps.now()],
    );
    return rows.length > 0;
  }
  // A replay needs no read from the provider (the transaction below is what guarantees once).
  const [seen] = await deps.database.query('select 1 from app.payment_events where id = $1', [event.id]);
  if (seen) return false;
  const fetched = await fetchFor(deps, event);
  const events: [string, Record<string, unknown>][] = [];
  const after: (() => Promise<void> | void)[] = [];
  const processed = await deps.database.transaction(async (query) => {
    const [fresh] = await query(
      `insert into app.payment_events (id, type, object_id, received_at) values ($1, $2, $3, $4)
       on conflict (id) do nothing returning id`,
      [event.id, event.type, objectId, deps.now()],
    );
    if (!fresh) return false;
    const ctx: BillingTx = {
      deps,
      db: { query },
      publish: (topic, record) => events.push([topic, record]),
      afterCommit: (fn) => after.push(fn),
    };
    switch (event.type) {
      case 'checkout.session.completed':
        await onCheckoutCompleted(ctx, event, fetched);
        break;
      case 'checkout.session.expired': {
        const session = event.data.object as Stripe.Checkout.Session;
        if (await releaseReferral(query, session.id))
          await insertAudit(query, {
            actor: STRIPE_ACTOR,
            tenantId: session.metadata?.tenantId ?? null,
            action: 'releaseReferralCode',
            target: session.metadata?.referralCodeId ? `ReferralCode:${session.metadata.referralCodeId}` : null,
            details: { event: event.id, checkoutSessionId: session.id },
            at: deps.now(),
          });
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        if (fetched.subscription) await applySubscription(ctx, fetched.subscription, event.type);
        break;
      case 'customer.subscription.trial_will_end':
        await onTrialWillEnd(ctx, event, fetched);
        break;
      case 'invoice.finalized':
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
      case 'invoice.payment_failed':
        await onInvoice(ctx, event, fetched);
        break;
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        await onPaymentIntent(ctx, event, fetched.paymentIntent);
        break;
      case 'charge.refunded':
        await onRefund(ctx, event);
        break;
    }
    return true;
  });
  for (const [topic, record] of events) await publish(deps, topic, record);
  for (const fn of after) await fn();
  return processed;
}

/** The webhook endpoint's handler: 400 for a body that is not a signed event, 200 once processed (or a replay). */
export function webhookMount(deps: DataDeps): Mount {
  return {
    path: PAYMENTS_WEBHOOK_PATH,
    exact: true,
    handle: async (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'POST') return sendJson(res, 405, { error: { message: 'Use POST.' } }, { allow: 'POST' });
      let raw: Buffer;
      try {
        raw = await readBody(req, 1_048_576);
      } catch (err) {
        if (err instanceof PayloadTooLargeError)
          return sendJson(res, 413, { error: { message: 'Payload too large.' } });
        throw err;
      }
      const secret = deps.stripe.webhookSecret;
      if (!secret) return sendJson(res, 400, { error: { message: 'No webhook signing secret is configured.' } });
      const header = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = deps.stripe.client().webhooks.constructEvent(raw, typeof header === 'string' ? header : '', secret);
      } catch (err) {
        return sendJson(res, 400, {
          error: { message: `Webhook signature verification failed: ${(err as Error).message}` },
        });
      }
      if (!event?.id || typeof event.type !== 'string' || !event.data?.object)
        return sendJson(res, 400, { error: { message: 'Not an event.' } });
      const processed = await processEvent(deps, event);
      sendJson(res, 200, { received: true, ...(processed ? {} : { duplicate: true }) });
    },
  };
}
