// The hosted pages over HTTP, as a browser uses them, against the whole system with the local payments service;
// the sessions are made with the real stripe SDK. Checkout: the page (items, total, test cards), each test card's
// outcome, a live card refused, the 3-D Secure step (complete and fail), CSRF; the portal's card update; the
// hosted invoice and its PDF; unknown ids, bad tokens and junk never answering 5xx.
import { rmSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { SITE, TEST_CARDS } from '@innov/contracts';
import { loadMasterKey, localPaymentsKeys } from '@innov/platform';
import { type MemorySystem, startMemorySystem } from '@innov/server/test/memory-system';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/pages/html.ts';

const LIVE_CARD =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';
const AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

let m: MemorySystem;
let stripe: Stripe;
let price: Stripe.Price;

beforeAll(async () => {
  m = await startMemorySystem({ prefix: 'payments-pages-', services: ['identity', 'data', 'payments'] });
  const { secretKey } = localPaymentsKeys(loadMasterKey(process.env, m.dataDir));
  const port = Number(new URL(m.url).port);
  stripe = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  const product = await stripe.products.create({ name: 'Collaborate <plan>' });
  price = await stripe.prices.create({
    product: product.id,
    currency: 'gbp',
    unit_amount: 2900,
    recurring: { interval: 'month' },
  });
}, 60_000);

afterAll(async () => {
  await m?.system.app.shutdown(1000);
  if (m) rmSync(m.dataDir, { recursive: true, force: true });
});

/** A browser: keeps the cookies the pages set, follows nothing by itself. */
class Browser {
  cookies = new Map<string, string>();

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(new URL(path, m.url), { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body, text: body.toString('utf8') };
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, fields: Record<string, string>) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Opens the page and sends its form with `fields` (and the form's CSRF field). */
  async submit(path: string, fields: Record<string, string>, action = path) {
    const page = await this.get(path);
    expect(page.status).toBe(200);
    return this.post(action, { _csrf: csrfOf(page.text), ...fields });
  }
}

function csrfOf(html: string): string {
  const found = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!found) throw new Error('no CSRF field on the page');
  return found[1];
}

const card = (number: string) => ({
  number,
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada Lovelace',
  postalCode: 'W1 1AA',
});
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

let run = 0;
async function checkout(options: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  run++;
  const customer = await stripe.customers.create({ email: `pages-${run}@example.com`, name: `Workspace ${run}` });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: `${m.url}/dashboard/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${m.url}/dashboard/subscription?checkout=cancelled`,
    ...options,
  });
  expect(session.url).toBe(`${m.url}/pay/checkout/${session.id}`);
  return { session, customer, path: pathOf(session.url!) };
}

async function nothingGranted(sessionId: string, customerId: string) {
  expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('open');
  expect((await stripe.subscriptions.list({ customer: customerId, status: 'all' })).data).toEqual([]);
}

describe('hosted checkout', () => {
  it('shows the line items, the total and the test cards, in a page without script', async () => {
    const { path } = await checkout();
    const page = await new Browser().get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.headers.get('set-cookie')).toMatch(/^pay_csrf=[^;]+; Path=\/pay; HttpOnly; SameSite=Lax/);
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page.text).toContain(escapeHtml('Collaborate <plan>'));
    expect(page.text).not.toContain('Collaborate <plan>');
    expect(page.text).toContain('£29.00');
    expect(page.text).toContain('per month');
    for (const c of TEST_CARDS) {
      expect(page.text).toContain(`<td>${c.number}</td><td>${escapeHtml(c.outcome)}</td>`);
    }
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC', 'Name on card', 'Postal code']) {
      expect(page.text).toContain(escapeHtml(label));
    }
  });

  it('offers a trial as "Start trial" with nothing due today, and a one-off price as "Pay <amount>"', async () => {
    const trial = await checkout({ subscription_data: { trial_period_days: 14 } });
    const page = await new Browser().get(trial.path);
    expect(page.text).toContain('14 days free');
    expect(page.text).toContain('Then £29.00 per month');
    expect(page.text).toMatch(/Total due today<\/th><td class="num">£0.00</);
    expect(page.text).toContain('<button type="submit">Start trial</button>');
    const started = await new Browser().submit(trial.path, card('4242 4242 4242 4242'));
    expect(started.status).toBe(303);
    expect((await stripe.subscriptions.list({ customer: trial.customer.id })).data.map((s) => s.status)).toEqual([
      'trialing',
    ]);

    const product = await stripe.products.create({ name: 'Workshop' });
    const workshop = await stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 49_900 });
    const oneOff = await checkout({ mode: 'payment', line_items: [{ price: workshop.id, quantity: 1 }] });
    const pay = await new Browser().get(oneOff.path);
    expect(pay.text).toContain('<h1 id="checkout-title">Pay ');
    expect(pay.text).toContain('<button type="submit">Pay £499.00</button>');
    expect(pay.text).not.toContain('per month');
    const paid = await new Browser().submit(oneOff.path, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(oneOff.session.id)).payment_status).toBe('paid');
  });

  it('pays with 4242… and redirects to success_url with the session id', async () => {
    const { session, customer, path } = await checkout();
    const res = await new Browser().submit(path, card('4242 4242 4242 4242'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${m.url}/dashboard/subscription?checkout=success&session_id=${session.id}`,
    );
    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after.status).toBe('complete');
    const subs = await stripe.subscriptions.list({ customer: customer.id });
    expect(subs.data.map((s) => s.status)).toEqual(['active']);
    // Opened again: the page says it is done and pays nothing twice.
    const again = await new Browser().get(path);
    expect(again.status).toBe(200);
    expect(again.text).toContain('Payment complete');
    expect(again.text).not.toContain('name="number"');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('shows Stripe’s message for %s and grants nothing', async (number, message) => {
    const { session, customer, path } = await checkout();
    const res = await new Browser().submit(path, card(number));
    expect(res.status).toBe(402);
    expect(res.text).toContain(`<p class="field-error" id="card-number-error" role="alert">${escapeHtml(message)}</p>`);
    expect(res.text).toContain('<title>Error: ');
    expect(res.text).toMatch(
      /id="card-number"[^>]*aria-describedby="card-number-error" aria-invalid="true" autofocus>/,
    );
    // The number is shown again to correct; the CVC never is.
    expect(res.text).toContain(`value="${number}"`);
    expect(res.text).toMatch(/name="cvc" value=""/);
    await nothingGranted(session.id, customer.id);
  });

  it('refuses a card that is not a test card with the test-mode message', async () => {
    const { session, customer, path } = await checkout();
    // A well-formed (Luhn-valid) Visa number that is not one of Stripe's test cards.
    const res = await new Browser().submit(path, card('4111 1111 1111 1111'));
    expect(res.status).toBe(402);
    expect(res.text).toContain(escapeHtml(LIVE_CARD));
    await nothingGranted(session.id, customer.id);
  });

  it('refuses an incomplete form beside each field, without calling the engine', async () => {
    const { session, customer, path } = await checkout();
    const res = await new Browser().submit(path, { number: '4242', expiry: '1', cvc: '', name: '', postalCode: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(escapeHtml('Your card number is incomplete.'));
    expect(res.text).toContain(escapeHtml("Your card's expiration date is incomplete."));
    expect(res.text).toContain(escapeHtml("Your card's security code is incomplete."));
    // Only the first field in error takes the focus.
    expect(res.text.match(/ autofocus/g)).toHaveLength(1);
    expect(res.text).toMatch(/id="card-number"[^>]*autofocus>/);
    await nothingGranted(session.id, customer.id);
  });

  it('takes the 3-D Secure card through the authentication step: complete → success', async () => {
    const { session, customer, path } = await checkout();
    const browser = new Browser();
    const res = await browser.submit(path, card('4000 0027 6000 3184'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${path}/authenticate`);
    await nothingGranted(session.id, customer.id);
    const step = await browser.get(`${path}/authenticate`);
    expect(step.status).toBe(200);
    expect(step.text).toContain('Complete authentication');
    expect(step.text).toContain('Fail authentication');
    const done = await browser.post(`${path}/authenticate`, { _csrf: csrfOf(step.text), action: 'complete' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`session_id=${session.id}`);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.status)).toEqual(['active']);
  });

  it("fails the 3-D Secure step with Stripe's message and grants nothing", async () => {
    const { session, customer, path } = await checkout();
    const browser = new Browser();
    await browser.submit(path, card('4000 0027 6000 3184'));
    const failed = await browser.submit(`${path}/authenticate`, { action: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.text).toContain(escapeHtml(AUTH_FAILED));
    await nothingGranted(session.id, customer.id);
    // The card form is back: paying with a good card now works.
    const paid = await browser.submit(path, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('refuses a form without the CSRF cookie, with a wrong token, or made for another session', async () => {
    const { session, customer, path } = await checkout();
    const other = await checkout();
    const browser = new Browser();
    const page = await browser.get(path);
    const token = csrfOf(page.text);
    // No cookie (another site's form posting here): refused.
    const stranger = await new Browser().post(path, { _csrf: token, ...card('4242 4242 4242 4242') });
    expect(stranger.status).toBe(403);
    // The cookie but no or a wrong token.
    expect((await browser.post(path, card('4242 4242 4242 4242'))).status).toBe(403);
    // Its last character changed (to one it is not: a token ending in 'A' would otherwise stay right).
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await browser.post(path, { _csrf: wrong, ...card('4242 4242 4242 4242') })).status).toBe(403);
    // This session's token at another session.
    expect((await browser.post(other.path, { _csrf: token, ...card('4242 4242 4242 4242') })).status).toBe(403);
    expect((await browser.post(`${path}/authenticate`, { action: 'complete' })).status).toBe(403);
    await nothingGranted(session.id, customer.id);
    await nothingGranted(other.session.id, other.customer.id);
  });

  it('says an expired session has expired, with the way back, and takes no card', async () => {
    const { session, customer, path } = await checkout();
    const browser = new Browser();
    const page = await browser.get(path);
    await stripe.checkout.sessions.expire(session.id);
    const res = await browser.post(path, { _csrf: csrfOf(page.text), ...card('4242 4242 4242 4242') });
    expect(res.status).toBe(410);
    expect(res.text).toContain('Checkout expired');
    expect(res.text).toContain(escapeHtml(`${m.url}/dashboard/subscription?checkout=cancelled`));
    expect((await browser.get(path)).status).toBe(410);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
  });
});

describe('billing portal', () => {
  it('shows the card and replaces it, then returns to the app; a declined card changes nothing', async () => {
    const { customer, path: checkoutPath } = await checkout();
    await new Browser().submit(checkoutPath, card('4242 4242 4242 4242'));
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: `${m.url}/dashboard/subscription`,
    });
    const path = pathOf(portal.url);
    expect(path).toBe(`/pay/portal/${portal.id}`);
    const browser = new Browser();
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Visa ending in 4242');
    for (const c of TEST_CARDS) expect(page.text).toContain(c.number);
    expect(page.text).toContain(`href="${escapeHtml(`${m.url}/dashboard/subscription`)}">← Return to ${SITE.name}</a>`);

    const declined = await browser.submit(path, card('4000 0000 0000 9995'));
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card has insufficient funds.');
    expect((await browser.get(path)).text).toContain('Visa ending in 4242');

    const saved = await browser.submit(path, card('5555 5555 5555 4444'));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${m.url}/dashboard/subscription`);
    const after = await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] });
    const pm = (after as Stripe.Customer).invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(pm.card?.last4).toBe('4444');
    const [sub] = (await stripe.subscriptions.list({ customer: customer.id })).data;
    expect(sub.default_payment_method).toBe(pm.id);
    expect((await browser.get(path)).text).toContain('Mastercard ending in 4444');
  });
});

/** The text of a PDF's content streams (pdfkit writes the standard fonts' text as hex strings). */
function pdfText(pdf: Buffer): string {
  let out = '';
  const raw = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  for (let found = re.exec(raw); found; found = re.exec(raw)) {
    const start = found.index + found[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) out += Buffer.from(hex[1], 'hex').toString('latin1');
      out += '\n';
    } catch {
      // not a deflated stream (a font, an image)
    }
  }
  return out;
}

describe('hosted invoice', () => {
  it('serves the invoice page and its PDF with the token, and 404 without it', async () => {
    const { customer, path } = await checkout();
    await new Browser().submit(path, card('4242 4242 4242 4242'));
    const [invoice] = (await stripe.invoices.list({ customer: customer.id })).data;
    expect(invoice.status).toBe('paid');
    expect(invoice.number).toBeTruthy();
    expect(invoice.hosted_invoice_url).toMatch(new RegExp(`^${m.url}/pay/invoices/${invoice.id}\\?t=[\\w-]{43}$`));
    expect(invoice.invoice_pdf).toMatch(new RegExp(`^${m.url}/pay/invoices/${invoice.id}/pdf\\?t=[\\w-]{43}$`));

    const page = await new Browser().get(pathOf(invoice.hosted_invoice_url!));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Invoice ${invoice.number}`);
    expect(page.text).toContain('Paid');
    expect(page.text).toContain('£29.00');
    expect(page.text).toContain(escapeHtml(`Workspace ${run}`));

    const pdf = await new Browser().get(pathOf(invoice.invoice_pdf!));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.body);
    expect(text).toContain(invoice.number);
    expect(text).toContain('£29.00');
    expect(text).toContain('Paid');
    expect(text).toContain(SITE.legalName);

    // Part of it refunded: the page and the PDF say so.
    const full = await stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
    const intent = full.payments?.data[0]?.payment.payment_intent;
    await stripe.refunds.create({ payment_intent: typeof intent === 'string' ? intent : intent!.id, amount: 1000 });
    const refunded = await new Browser().get(pathOf(invoice.hosted_invoice_url!));
    expect(refunded.text).toContain('Partially refunded');
    expect(refunded.text).toMatch(/<th scope="row" colspan="2">Refunded<\/th><td class="num">£10.00<\/td>/);
    expect(pdfText((await new Browser().get(pathOf(invoice.invoice_pdf!))).body)).toContain('Partially refunded');

    const token = new URL(invoice.invoice_pdf!).searchParams.get('t')!;
    for (const bad of [
      `/pay/invoices/${invoice.id}`,
      `/pay/invoices/${invoice.id}/pdf`,
      `/pay/invoices/${invoice.id}?t=${token.slice(1)}x`,
      `/pay/invoices/${invoice.id}/pdf?t=${token.toUpperCase()}`,
      `/pay/invoices/in_${'x'.repeat(24)}?t=${token}`,
    ]) {
      expect((await new Browser().get(bad)).status, bad).toBe(404);
    }
  });
});

describe('unknown ids and junk', () => {
  it('answers 404 for unknown sessions and paths', async () => {
    for (const path of [
      '/pay',
      '/pay/',
      '/pay/checkout/cs_test_unknown',
      '/pay/checkout/cs_test_unknown/authenticate',
      '/pay/checkout/bps_123',
      '/pay/portal/bps_unknown',
      '/pay/portal/cs_test_123',
      '/pay/invoices/in_unknown/pdf?t=abc',
      '/pay/checkout/..%2F..%2Fv1%2Fcustomers',
      '/pay/checkout/cs_test_x/authenticate/more',
    ]) {
      const res = await new Browser().get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Page not found');
    }
  });

  it('never answers 5xx to junk', async () => {
    const { path } = await checkout();
    const browser = new Browser();
    const token = csrfOf((await browser.get(path)).text);
    const paths = [path, `${path}/authenticate`, '/pay/portal/bps_x', '/pay/invoices/in_x?t=%ff%00'];
    const junk: [string, RequestInit][] = [];
    for (const p of paths) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) junk.push([p, { method }]);
      junk.push([p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"number":"4242"}' }]);
      junk.push([
        p,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x'.repeat(100_000) },
      ]);
      junk.push([
        p,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '_csrf=%00&number=%ff%fe',
        },
      ]);
      junk.push([
        p,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%&&&==' },
      ]);
      junk.push([p, { method: 'POST' }]);
    }
    const forms: Record<string, string>[] = [
      { number: '4242'.repeat(50), expiry: '99/99', cvc: '1234567890' },
      { number: 'abcd efgh ijkl mnop', expiry: '13/30', cvc: 'abc' },
      { number: '4242 4242 4242 4242', expiry: '00/00', cvc: '000' },
      { number: '4242 4242 4242 4242', expiry: '12/2099', cvc: '123', name: 'x'.repeat(5000) },
      { number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' },
      { number: '<script>alert(1)</script>', expiry: '"><img src=x>', cvc: "'", name: '\u{1F600}\uD800' },
      { action: 'maybe' },
    ];
    for (const form of forms) {
      junk.push([
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ _csrf: token, ...form }).toString(),
        },
      ]);
      junk.push([
        `${path}/authenticate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ _csrf: token, ...form }).toString(),
        },
      ]);
    }
    for (const [p, init] of junk) {
      const res = await browser.request(p, init);
      expect(res.status, `${init.method} ${p} ${String(init.body ?? '').slice(0, 60)}`).toBeLessThan(500);
      expect(res.text).not.toContain('<script>alert');
    }
  });
});
