// GET/POST /pay/checkout/<cs_id>: Checkout's hosted page (what is bought, the discount, the total, a card form
// that takes Stripe's test cards) and GET/POST /pay/checkout/<cs_id>/authenticate: the 3-D Secure step a card
// that asks for it goes through, as Stripe's test authentication page (complete or fail). Paying ends in a 303 to
// the session's success_url; the session's state comes from the engine, never from what the form says.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import type { PaymentsDeps } from '../deps.ts';
import {
  type CardErrors,
  type CardValues,
  cardForm,
  EMPTY_CARD,
  fieldOfCode,
  parseCardForm,
  testCardList,
} from './card-form.ts';
import type { CheckoutPageData, HostedEngine, HostedResult } from './engine.ts';
import { csrfField, validCsrf } from './form.ts';
import { type Html, html, sendMessage, sendPage } from './html.ts';
import { cadence, formatAmount } from './money.ts';
import { httpUrl, redirect, requestNotValid, serveFormPage } from './respond.ts';

const pagePath = (id: string) => `/pay/checkout/${encodeURIComponent(id)}`;
const authenticatePath = (id: string) => `${pagePath(id)}/authenticate`;

function successUrl(session: Stripe.Checkout.Session): string | undefined {
  const url = session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  return httpUrl(url?.replaceAll('%7BCHECKOUT_SESSION_ID%7D', session.id));
}

function originOf(url: string | null | undefined): string[] {
  const safe = httpUrl(url ?? undefined);
  return safe ? [new URL(safe).origin] : [];
}

/** Sends the page a session that can no longer be paid shows instead of the form; false while it is open. */
function closed(res: ServerResponse, data: CheckoutPageData): boolean {
  const { session, businessName } = data;
  if (session.status === 'complete') {
    const back = successUrl(session);
    sendMessage(
      res,
      200,
      'Payment complete',
      `This checkout is complete. ${businessName} has your payment details.`,
      back ? { href: back, label: `Return to ${businessName}` } : undefined,
    );
    return true;
  }
  if (data.expired || session.status === 'expired') {
    const back = httpUrl(session.cancel_url ?? undefined);
    sendMessage(
      res,
      410,
      'Checkout expired',
      'This checkout session has expired: nothing was charged. Start again from the site to pay.',
      back ? { href: back, label: `Return to ${businessName}` } : undefined,
    );
    return true;
  }
  return false;
}

interface Totals {
  currency: string;
  /** Before discounts. */
  subtotal: number;
  discount: number;
  /** What is charged now (0 while a trial runs). */
  dueToday: number;
  /** What each period costs after discounts (subscriptions). */
  recurring: number;
  interval: string;
}

function totals(data: CheckoutPageData): Totals {
  const { session, lineItems, trialDays } = data;
  const currency = session.currency ?? lineItems[0]?.currency ?? 'gbp';
  const subtotal = session.amount_subtotal ?? lineItems.reduce((s, l) => s + l.amount_subtotal, 0);
  const total = session.amount_total ?? lineItems.reduce((s, l) => s + l.amount_total, 0);
  const discount = session.total_details?.amount_discount ?? Math.max(0, subtotal - total);
  const recurringLine = lineItems.find((l) => l.price?.recurring);
  return {
    currency,
    subtotal,
    discount,
    dueToday: trialDays ? 0 : total,
    recurring: lineItems.reduce((s, l) => s + l.amount_total, 0),
    interval: cadence(recurringLine?.price?.recurring),
  };
}

function discountLabel(session: Stripe.Checkout.Session): string {
  const coupon = session.discounts?.find((d) => d.coupon)?.coupon;
  if (!coupon || typeof coupon === 'string') return 'Discount';
  const name = coupon.name ?? 'Discount';
  return coupon.percent_off ? `${name} (${coupon.percent_off}% off)` : name;
}

function summary(data: CheckoutPageData, t: Totals): Html {
  const { session, lineItems, trialDays, businessName } = data;
  const product = lineItems[0]?.description ?? 'your plan';
  const money = (minor: number) => formatAmount(minor, t.currency);
  const heading =
    session.mode === 'subscription'
      ? trialDays
        ? `Try ${product}`
        : `Subscribe to ${product}`
      : `Pay ${businessName}`;
  const headline = trialDays
    ? html`<p class="amount">${trialDays} days free</p><p class="then">Then ${money(t.recurring)} ${t.interval}</p>`
    : html`<p class="amount">${money(t.dueToday)}${t.interval ? html` <small>${t.interval}</small>` : ''}</p>`;
  const rows = lineItems.map((l) => {
    const sub = [
      l.quantity && l.quantity > 1 ? `Qty ${l.quantity}` : '',
      l.price?.recurring ? `Billed ${cadence(l.price.recurring).replace(/^per /, 'every ')}` : '',
    ].filter(Boolean);
    return html`<tr><th scope="row">${l.description ?? 'Item'}${sub.length ? html`<span class="sub">${sub.join(' · ')}</span>` : ''}</th><td class="num">${money(l.amount_subtotal)}</td></tr>`;
  });
  return html`<section class="summary" aria-labelledby="checkout-title">
<p class="business"><span>${businessName}</span><span class="badge">Test mode</span></p>
<h1 id="checkout-title">${heading}</h1>
${headline}
<table class="lines"><caption class="visually-hidden">Order summary</caption>
<thead class="visually-hidden"><tr><th scope="col">Item</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><th scope="row">Subtotal</th><td class="num">${money(t.subtotal)}</td></tr>
${t.discount > 0 ? html`<tr><th scope="row">${discountLabel(session)}</th><td class="num">−${money(t.discount)}</td></tr>` : ''}
<tr class="total"><th scope="row">Total due today</th><td class="num">${money(t.dueToday)}</td></tr>
</tfoot></table>
</section>`;
}

interface FormState {
  values: CardValues;
  errors: CardErrors;
}

function showCheckout(
  deps: PaymentsDeps,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  data: CheckoutPageData,
  state: FormState = { values: EMPTY_CARD, errors: {} },
) {
  const { session, trialDays, businessName } = data;
  const t = totals(data);
  const csrf = csrfField(deps, req, session.id);
  const submitLabel = trialDays ? 'Start trial' : `Pay ${formatAmount(t.dueToday, t.currency)}`;
  const cancel = httpUrl(session.cancel_url ?? undefined);
  const body = html`<div class="layout">
${summary(data, t)}
<section class="pay" aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
${trialDays ? html`<p class="muted">Your card is charged when the trial ends, unless you cancel before.</p>` : ''}
${cardForm({ action: pagePath(session.id), csrf: csrf.token, values: state.values, errors: state.errors, submitLabel })}
${cancel ? html`<a class="cancel" href="${cancel}">Cancel and return to ${businessName}</a>` : ''}
${testCardList()}
</section></div>`;
  sendPage(res, status, {
    // A page sent back with errors says so first in its title (the first thing a screen reader reads).
    title: `${Object.keys(state.errors).length ? 'Error: ' : ''}${businessName}: checkout`,
    body,
    bodyClass: 'split',
    formOrigins: originOf(successUrl(session)),
    headers: csrf.headers,
  });
}

function showAuthenticate(deps: PaymentsDeps, req: IncomingMessage, res: ServerResponse, data: CheckoutPageData) {
  const { session, businessName } = data;
  const t = totals(data);
  const csrf = csrfField(deps, req, session.id);
  const amount = formatAmount(t.dueToday, t.currency);
  const body = html`<div class="single">
<p class="business"><span>${businessName}</span><span class="badge">Test mode</span></p>
<h1>Authenticate your payment</h1>
<p>Your bank asks you to confirm ${t.dueToday > 0 ? `this payment of ${amount}` : 'this card'} to ${businessName}.</p>
<p class="muted">This is Stripe's 3-D Secure test step: choose whether the authentication succeeds or fails.</p>
<form method="post" action="${authenticatePath(session.id)}" class="actions">
<input type="hidden" name="_csrf" value="${csrf.token}">
<button type="submit" name="action" value="complete">Complete authentication</button>
<button type="submit" name="action" value="fail" class="secondary">Fail authentication</button>
</form></div>`;
  sendPage(res, 200, {
    title: `${businessName}: authenticate your payment`,
    body,
    formOrigins: originOf(successUrl(session)),
    headers: csrf.headers,
  });
}

/** What the engine's answer means for the browser. */
function follow(
  deps: PaymentsDeps,
  req: IncomingMessage,
  res: ServerResponse,
  data: CheckoutPageData,
  result: HostedResult,
  values: CardValues,
) {
  if (result.kind === 'redirect') {
    const to = httpUrl(result.url);
    if (to) return redirect(res, to);
    return sendMessage(res, 200, 'Payment complete', `Thank you: ${data.businessName} has your payment.`);
  }
  if (result.kind === 'authenticate') return redirect(res, authenticatePath(data.session.id));
  const errors: CardErrors = { [fieldOfCode(result.code)]: result.message };
  showCheckout(deps, req, res, 402, data, { values, errors });
}

export function handleCheckout(
  deps: PaymentsDeps,
  engine: HostedEngine,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  return serveFormPage(req, res, {
    path: pagePath(id),
    load: () => engine.loadCheckoutPage(deps, id),
    ended: (data) => closed(res, data),
    show: (data) => showCheckout(deps, req, res, 200, data),
    csrfValid: (data, form) => validCsrf(deps, req, form, data.session.id),
    async act(data, form) {
      const { values, card, errors } = parseCardForm(form);
      if (!card) return showCheckout(deps, req, res, 400, data, { values, errors });
      const result = await engine.confirmCheckoutWithCard(deps, data.session.id, card);
      // The session as the engine left it (a card error may have moved nothing, but the totals stay current).
      const after = result.kind === 'declined' ? ((await engine.loadCheckoutPage(deps, id)) ?? data) : data;
      follow(deps, req, res, after, result, values);
    },
  });
}

export function handleCheckoutAuthentication(
  deps: PaymentsDeps,
  engine: HostedEngine,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  return serveFormPage(req, res, {
    path: authenticatePath(id),
    load: () => engine.loadCheckoutPage(deps, id),
    ended: (data) => closed(res, data),
    show: (data) => showAuthenticate(deps, req, res, data),
    csrfValid: (data, form) => validCsrf(deps, req, form, data.session.id),
    async act(data, form) {
      const action = form.get('action');
      if (action !== 'complete' && action !== 'fail') return requestNotValid(res, authenticatePath(id));
      const result = await engine.completeCheckoutAuthentication(deps, data.session.id, action === 'complete');
      const after = result.kind === 'declined' ? ((await engine.loadCheckoutPage(deps, id)) ?? data) : data;
      follow(deps, req, res, after, result, EMPTY_CARD);
    },
  });
}
