// GET/POST /pay/portal/<bps_id>: the billing portal's hosted page. It shows the customer's card and replaces it
// (the engine makes the new card the customer's and its subscriptions' default and pays what a past-due
// subscription owes); everything else about a subscription lives in the app. Ends in a 303 to return_url.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE } from '@innov/contracts';
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
import type { HostedEngine, PortalPageData } from './engine.ts';
import { csrfField, validCsrf } from './form.ts';
import { html, sendMessage, sendPage } from './html.ts';
import { httpUrl, redirect, serveFormPage } from './respond.ts';

/** A 3-D Secure card can be charged only after the customer authenticates, which the portal has no step for. */
export const PORTAL_AUTHENTICATION_MESSAGE =
  'This card asks for authentication on every payment, so it cannot be saved for renewals. Use another card.';

const pagePath = (id: string) => `/pay/portal/${encodeURIComponent(id)}`;

function businessOf(data: PortalPageData): string {
  return data.businessName ?? SITE.name;
}

function returnLink(data: PortalPageData) {
  const back = httpUrl(data.session.return_url ?? undefined);
  return back ? { href: back, label: `Return to ${businessOf(data)}` } : undefined;
}

function brandName(brand: string): string {
  const names: Record<string, string> = {
    amex: 'American Express',
    diners: 'Diners Club',
    discover: 'Discover',
    jcb: 'JCB',
    mastercard: 'Mastercard',
    unionpay: 'UnionPay',
    visa: 'Visa',
  };
  return names[brand] ?? (brand ? brand[0].toUpperCase() + brand.slice(1) : 'Card');
}

function showPortal(
  deps: PaymentsDeps,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  data: PortalPageData,
  state: { values: CardValues; errors: CardErrors } = { values: EMPTY_CARD, errors: {} },
) {
  const business = businessOf(data);
  const back = returnLink(data);
  const csrf = csrfField(deps, req, data.session.id);
  const { card, customer } = data;
  const current = card
    ? html`<p><strong>${brandName(card.brand)} ending in ${card.last4}</strong></p><p class="muted">Expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}</p>`
    : html`<p>No card is saved yet.</p>`;
  const body = html`<div class="single">
<p class="business"><span>${business}</span><span class="badge">Test mode</span></p>
${back ? html`<p><a class="back" href="${back.href}">← ${back.label}</a></p>` : ''}
<h1>Update your card</h1>
${customer.email ? html`<p class="muted">Billing account: ${customer.email}</p>` : ''}
<section class="card" aria-labelledby="current-title"><h2 id="current-title">Current card</h2>${current}</section>
<section aria-labelledby="new-title">
<h2 id="new-title">New card</h2>
<p class="muted">The new card pays your next invoices${card ? ' and replaces the current one' : ''}. An unpaid invoice is paid with it at once.</p>
${cardForm({ action: pagePath(data.session.id), csrf: csrf.token, values: state.values, errors: state.errors, submitLabel: 'Save card' })}
</section>
${testCardList()}
</div>`;
  const origin = back?.href.startsWith('http') ? [new URL(back.href).origin] : [];
  const title = `${Object.keys(state.errors).length ? 'Error: ' : ''}${business}: update your card`;
  sendPage(res, status, { title, body, formOrigins: origin, headers: csrf.headers });
}

function expired(res: ServerResponse, data: PortalPageData): boolean {
  if (!data.expired) return false;
  sendMessage(
    res,
    410,
    'Session expired',
    'This billing session has expired (it lasts an hour). Open it again from your subscription page.',
    returnLink(data),
  );
  return true;
}

export function handlePortal(
  deps: PaymentsDeps,
  engine: HostedEngine,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  return serveFormPage(req, res, {
    path: pagePath(id),
    load: () => engine.loadPortalPage(deps, id),
    ended: (data) => expired(res, data),
    show: (data) => showPortal(deps, req, res, 200, data),
    csrfValid: (data, form) => validCsrf(deps, req, form, data.session.id),
    async act(data, form) {
      const { values, card, errors } = parseCardForm(form);
      if (!card) return showPortal(deps, req, res, 400, data, { values, errors });
      const result = await engine.updatePortalCard(deps, data.session.id, card);
      if (result.kind === 'redirect') {
        const to = httpUrl(result.url);
        if (to) return redirect(res, to);
        return sendMessage(res, 200, 'Card saved', 'Your new card is saved.', returnLink(data));
      }
      const message = result.kind === 'declined' ? result.message : PORTAL_AUTHENTICATION_MESSAGE;
      const field = result.kind === 'declined' ? fieldOfCode(result.code) : 'number';
      const after = (await engine.loadPortalPage(deps, id)) ?? data;
      showPortal(deps, req, res, 402, after, { values, errors: { [field]: message } });
    },
  });
}
