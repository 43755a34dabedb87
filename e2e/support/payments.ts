// A payment for the back-office's journeys and screenshots, made as an owner makes one: startCheckout (the owner's
// own data call) opens the provider's hosted checkout, where the test card that succeeds pays (billing.ts fills
// the form); what was paid reaches the app through the provider's webhook, never through the redirect.
import { expect, type Page } from '@playwright/test';
import { CARD_OK, payOnCheckout } from './billing.ts';
import { graphql } from './notifications.ts';
import type { SessionTokens } from './sign-in.ts';

/** Pays for a plan (the seed's Collaborate, £49 a month, by default) from `page`, signed in as the owner. */
export async function payForPlan(
  page: Page,
  baseURL: string,
  owner: SessionTokens,
  pricingPlanId = 'plan-collaborate',
): Promise<void> {
  const { startCheckout } = await graphql<{ startCheckout: { url: string } }>(
    baseURL,
    owner.accessToken,
    'mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) { url } }',
    { input: { pricingPlanId } },
  );
  await page.goto(startCheckout.url);
  await payOnCheckout(page, CARD_OK, { axe: false });
  await expect(page).toHaveURL(/\/dashboard\/subscription\?checkout=success/, { timeout: 30_000 });
}
