// Billing for the journeys: an owner of a new (pending) workspace made through the identity service, the
// subscription and plans as the data API answers them, and the provider's hosted checkout and portal pages
// filled in as a person would (the local payments service's pages: Stripe's test cards only).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { graphql } from './notifications.ts';
import { uniqueEmail } from './outbox.ts';
import { passwordSignIn, signUpConfirmed } from './sign-in.ts';
import type { TPerson, TWorkspaceSetup } from './workspace.ts';

export const CARD_OK = '4242 4242 4242 4242';
export const CARD_DECLINED = '4000 0000 0000 0002';

function subOf(idToken: string): string {
  return (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** An owner who signed up with `workspace`: their workspace waits for approval, on Connect. */
export async function pendingOwner(
  request: APIRequestContext,
  baseURL: string,
  options: { label: string; workspace: string; givenName?: string; familyName?: string },
): Promise<TWorkspaceSetup> {
  const email = uniqueEmail(options.label);
  const givenName = options.givenName ?? 'Grace';
  const familyName = options.familyName ?? 'Hopper';
  await signUpConfirmed(request, baseURL, email, { workspace: options.workspace, givenName, familyName });
  const tokens = await passwordSignIn(baseURL, email);
  const owner: TPerson = { email, name: `${givenName} ${familyName}`, tokens, userId: subOf(tokens.idToken) };
  const mine = await graphql<{ getMyWorkspace: { tenantId: string } }>(
    baseURL,
    tokens.accessToken,
    'query { getMyWorkspace { tenantId } }',
  );
  return { tenantId: mine.getMyWorkspace.tenantId, owner };
}

export interface TSubscriptionState {
  status: string;
  tier: string;
  cancelAtPeriodEnd: boolean;
  plan: { id: string; title: string } | null;
}

/** The owner's subscription as the data API answers it. */
export async function subscriptionOf(baseURL: string, person: TPerson): Promise<TSubscriptionState> {
  const data = await graphql<{ getMySubscription: TSubscriptionState }>(
    baseURL,
    person.tokens.accessToken,
    'query { getMySubscription { status tier cancelAtPeriodEnd plan { id title } } }',
  );
  return data.getMySubscription;
}

/** The workspace's state and tier as its guard sees them. */
export async function workspaceOf(baseURL: string, person: TPerson): Promise<{ status: string; tier: string }> {
  const data = await graphql<{ getMyWorkspace: { status: string; tier: string } }>(
    baseURL,
    person.tokens.accessToken,
    'query { getMyWorkspace { status tier } }',
  );
  return data.getMyWorkspace;
}

/** A card's expiry a couple of years ahead, as "MM / YY". */
export function futureExpiry(): string {
  return `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
}

/** The hosted checkout page is open (checked with axe): fills the card form and pays (or starts the trial). */
export async function payOnCheckout(page: Page, card: string, options: { axe?: boolean } = {}): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/checkout\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (options.axe !== false) await expectNoSeriousA11yViolations(page, 'the hosted checkout');
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: /^Expiry/ }).fill(futureExpiry());
  await page.getByRole('textbox', { name: /CVC/ }).fill('123');
  await page.getByRole('textbox', { name: /^Name on card/ }).fill('Grace Hopper');
  await page.getByRole('button', { name: /^(Pay|Start trial)/ }).click();
}

/** The subscription page after a paid checkout: it waited for the webhook and says the plan is the workspace's. */
export async function expectCheckoutConfirmed(page: Page, planTitle: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/subscription\?checkout=success/, { timeout: 30_000 });
  await expect(page.getByTestId('checkout-confirmed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('current-plan-name')).toHaveText(planTitle);
}

/** On the subscription page: Subscribe on a plan's card, pay with the test card that succeeds, and wait. */
export async function subscribeThroughCheckout(page: Page, planTitle: string): Promise<void> {
  await page.getByRole('article', { name: planTitle }).getByRole('button', { name: 'Subscribe' }).click();
  await payOnCheckout(page, CARD_OK, { axe: false });
  await expectCheckoutConfirmed(page, planTitle);
}
