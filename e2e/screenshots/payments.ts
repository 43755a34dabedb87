// Captures the local payments service's hosted pages in the states billing.ts does not show (it pictures the
// checkout and the card portal as the app opens them, billing-checkout-*.png and billing-portal-*.png):
// billing-checkout-declined-*.png (Stripe's decline message beside the card number), billing-checkout-
// authenticate-*.png (the 3-D Secure test step) and billing-invoice-*.png (a paid invoice's hosted page), at
// phone and desktop widths, dark and light. The sessions are made with the stripe SDK, as the app makes them, and
// paid through the hosted form. Run against a running server, with its data folder (the SDK's key derives from
// its master key) or IDENTITY_MASTER_KEY:
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_DATA_DIR=… npx tsx e2e/screenshots/payments.ts
import { loadMasterKey, localPaymentsKeys } from '@innov/platform';
import { type APIRequestContext, request } from '@playwright/test';
import Stripe from 'stripe';
import { futureExpiry } from '../support/billing.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3301';
const dataDir = process.env.E2E_DATA_DIR ?? process.env.DATA_DIR;
if (!dataDir && !process.env.IDENTITY_MASTER_KEY) {
  throw new Error('Set E2E_DATA_DIR (the server’s DATA_DIR) or IDENTITY_MASTER_KEY: the API key derives from it');
}
const base = new URL(baseURL);
const stripe = new Stripe(localPaymentsKeys(loadMasterKey(process.env, dataDir)).secretKey, {
  host: base.hostname,
  port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
  protocol: base.protocol === 'https:' ? 'https' : 'http',
});

const product = await stripe.products.create({ name: 'Collaborate' });
const price = await stripe.prices.create({
  product: product.id,
  currency: 'gbp',
  unit_amount: 2900,
  recurring: { interval: 'month' },
});
const customer = await stripe.customers.create({
  name: 'Analytical Engines Ltd',
  email: 'accounts@analytical-engines.example',
  address: { line1: '12 Dorset Street', city: 'London', postal_code: 'W1U 6QS', country: 'GB' },
  invoice_settings: { custom_fields: [{ name: 'VAT number', value: 'GB123456789' }] },
});

async function session() {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: `${baseURL}/dashboard/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${baseURL}/dashboard/subscription?checkout=cancelled`,
  });
}

/** Sends the hosted card form as a browser would (its CSRF cookie and field). */
async function pay(api: APIRequestContext, url: string, number: string): Promise<void> {
  const page = await (await api.get(url)).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!csrf) throw new Error(`no card form at ${url}`);
  await api.post(url, {
    form: { _csrf: csrf, number, expiry: futureExpiry(), cvc: '123', name: 'Ada Lovelace' },
    maxRedirects: 0,
  });
}

const api = await request.newContext({ baseURL });
try {
  // Declined: a session left open, paid with the declined card in each picture's own browser.
  const declined = await session();
  // The 3-D Secure step: a session whose card asked for authentication.
  const authenticating = await session();
  await pay(api, authenticating.url!, '4000 0027 6000 3184');
  // A paid invoice: a session paid with the card that succeeds.
  const paid = await session();
  await pay(api, paid.url!, '4242 4242 4242 4242');
  const subscription = (await stripe.checkout.sessions.retrieve(paid.id)).subscription as string;
  const [invoice] = (await stripe.invoices.list({ subscription })).data;
  if (!invoice?.hosted_invoice_url) throw new Error('the paid checkout made no invoice');

  await captureAll({
    baseURL,
    targets: [
      { name: 'billing-checkout-declined', path: declined.url!, external: true },
      { name: 'billing-checkout-authenticate', path: `${authenticating.url!}/authenticate`, external: true },
      { name: 'billing-invoice', path: invoice.hosted_invoice_url, external: true },
    ],
    async ready(page, target) {
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      if (target.name === 'billing-checkout-declined') {
        await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
        await page.getByRole('textbox', { name: /^Expiry/ }).fill(futureExpiry());
        await page.getByRole('textbox', { name: /CVC/ }).fill('123');
        await page.getByRole('textbox', { name: /^Name on card/ }).fill('Ada Lovelace');
        await page.getByRole('button', { name: /^Pay/ }).click();
        await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      }
    },
  });
} finally {
  await api.dispose();
}
