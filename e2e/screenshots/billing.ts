// Captures docs/screenshots/billing-subscription-owner-*.png (the subscription page of an owner on a paid plan:
// plan, usage, plans, payment history and invoices, billing details), billing-subscription-member-*.png (the same
// page as a member reads it), billing-checkout-*.png and billing-portal-*.png (the local payments service's hosted
// checkout and card portal), at phone and desktop widths, dark and light, from data made as people make it: the
// owner pays through the hosted checkout with Stripe's test card, then moves to another plan (a proration invoice).
// Run against a running server started with known keys:
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/billing.ts
import { chromium, request } from '@playwright/test';
import { CARD_OK, expectCheckoutConfirmed, payOnCheckout, pendingOwner } from '../support/billing.ts';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { graphql } from '../support/notifications.ts';
import { type SessionTokens, setSessionCookies } from '../support/sign-in.ts';
import { joinedMember } from '../support/workspace.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3301';
const api = await request.newContext({ baseURL });

const setup = await pendingOwner(api, baseURL, {
  label: 'shots-billing',
  workspace: 'Analytical Engines',
  givenName: 'Ada',
  familyName: 'Lovelace',
});
const owner = setup.owner;
const run = <T>(query: string, variables: Record<string, unknown> = {}, tokens: SessionTokens = owner.tokens) =>
  graphql<T>(baseURL, tokens.accessToken, query, variables);

await run('mutation ($input: BillingDetailsInput!) { updateBillingDetails(input: $input) { tenantId } }', {
  input: {
    companyName: 'Analytical Engines Ltd',
    email: 'accounts@analytical-engines.example',
    line1: '12 Dorset Street',
    city: 'London',
    postalCode: 'W1U 6QS',
    country: 'GB',
    vatNumber: 'GB123456789',
  },
});
const { listBillingPlans: plans } = await run<{ listBillingPlans: { id: string; tier: string }[] }>(
  'query { listBillingPlans { id tier } }',
);
const planOf = (tier: string) => {
  const plan = plans.find((p) => p.tier === tier);
  if (!plan) throw new Error(`no ${tier} plan on offer`);
  return plan.id;
};

// The owner pays for Collaborate through the hosted checkout, as a person would.
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ baseURL });
  await setSessionCookies(context, baseURL, owner.tokens);
  const page = await context.newPage();
  const { startCheckout } = await run<{ startCheckout: { url: string } }>(
    'mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) { url } }',
    { input: { pricingPlanId: planOf('COLLABORATE') } },
  );
  await page.goto(startCheckout.url);
  await payOnCheckout(page, CARD_OK, { axe: false });
  await expectCheckoutConfirmed(page, 'Collaborate');
  await context.close();
} finally {
  await browser.close();
}

// Then moves to Campaign (a proration invoice), and a colleague joins.
const { previewPlanChange } = await run<{ previewPlanChange: { prorationDate: number } }>(
  'query ($input: PlanChangeInput!) { previewPlanChange(input: $input) { prorationDate } }',
  { input: { pricingPlanId: planOf('CAMPAIGN') } },
);
await run('mutation ($input: PlanChangeInput!) { changePlan(input: $input) { status } }', {
  input: { pricingPlanId: planOf('CAMPAIGN'), prorationDate: previewPlanChange.prorationDate },
});
const member = await joinedMember(api, baseURL, setup, {
  label: 'shots-billing-member',
  givenName: 'Mary',
  familyName: 'Somerville',
});

// A checkout and a portal session to picture (each lives long enough for every width and theme).
// (A workspace with a subscription changes its plan instead: another owner's first checkout is pictured.)
const newcomer = await pendingOwner(api, baseURL, { label: 'shots-checkout', workspace: 'Difference Engines' });
const { startCheckout: checkout } = await run<{ startCheckout: { url: string } }>(
  'mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) { url } }',
  { input: { pricingPlanId: planOf('COLLABORATE') } },
  newcomer.owner.tokens,
);
const { openBillingPortal: portal } = await run<{ openBillingPortal: { url: string } }>(
  'mutation { openBillingPortal { url } }',
);

const SESSIONS: Record<string, SessionTokens | null> = {
  'billing-subscription-owner': owner.tokens,
  'billing-subscription-member': member.tokens,
  'billing-checkout': null,
  'billing-portal': null,
};

try {
  await captureAll({
    baseURL,
    cookieNoticeSeen: true,
    targets: [
      { name: 'billing-subscription-owner', path: '/dashboard/subscription' },
      { name: 'billing-subscription-member', path: '/dashboard/subscription' },
      { name: 'billing-checkout', path: checkout.url, external: true },
      { name: 'billing-portal', path: portal.url, external: true },
    ],
    async before(context, target) {
      await context.clearCookies();
      const tokens = SESSIONS[target.name];
      if (tokens) await setSessionCookies(context, baseURL, tokens);
    },
    async ready(page, target) {
      if (target.name.startsWith('billing-subscription')) {
        await page.getByTestId('current-plan-name').filter({ hasText: 'Campaign' }).waitFor({ timeout: 60_000 });
        await page.getByRole('heading', { name: 'Plans' }).waitFor();
        if (target.name.endsWith('owner')) {
          await page
            .getByTestId(/^(invoice-row|invoice-card)$/)
            .first()
            .waitFor({ state: 'attached' });
          await page.getByRole('heading', { name: 'Payment history' }).waitFor();
        }
      } else {
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    },
  });
} finally {
  await api.dispose();
}
