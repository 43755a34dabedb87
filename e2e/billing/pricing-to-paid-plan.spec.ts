// The paid path from the public site: a visitor applies a referral code and chooses Collaborate on /pricing,
// signs up (the real sign-up page, the code e-mailed to them), lands after the confirmation on the subscription
// page offering that plan with the code, continues to the provider's hosted checkout (the discount taken off),
// pays with Stripe's test card 4242…, and comes back to a page that waits until the webhook's change shows. The
// payment approved the waiting workspace (a card is the verification) and Collaborate's features (teams) are
// open. axe on every page visited, the hosted checkout too.
import { expect, test } from '@playwright/test';
import { TEST_PASSWORD } from '../support/admin.ts';
import { expectOnDashboard, fillSignUp } from '../support/auth-flows.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { CARD_OK, expectCheckoutConfirmed, payOnCheckout } from '../support/billing.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';

test.setTimeout(240_000);

test('choose a plan on /pricing, sign up, pay with 4242…: the workspace is approved and the plan’s features open', async ({
  page,
  request,
}) => {
  await acknowledgeCookieNotice(page);
  await page.goto('/pricing');
  await page.getByRole('textbox', { name: 'Referral code', exact: true }).fill('LAUNCH20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('referral-applied')).toContainText('Code LAUNCH20 applied');
  await expectNoSeriousA11yViolations(page, '/pricing');
  await page.getByTestId('choose-COLLABORATE').click();

  await expect(page).toHaveURL(/\/auth\/sign-up\?.*pricingPlanId=/);
  // Sign-up reached from a plan names it, with the code.
  await expect(page.getByTestId('sign-up-plan')).toContainText('Collaborate');
  await expect(page.getByTestId('sign-up-plan')).toContainText('LAUNCH20');
  // An ongoing discount is the price of every month.
  await expect(page.getByTestId('sign-up-plan')).toContainText('£39.20 per month');
  await expectNoSeriousA11yViolations(page, '/auth/sign-up with a plan');
  const email = uniqueEmail('billing-signup');
  const since = new Date();
  await fillSignUp(page, { email, password: TEST_PASSWORD, givenName: 'Katherine', familyName: 'Johnson' });
  await expect(page).toHaveURL(/\/auth\/code-verification\?/);
  await page.getByRole('textbox', { name: 'Confirmation code' }).fill(await waitForCode(request, email, since));
  await page.getByRole('button', { name: 'Confirm account' }).click();

  // Signed in, on the subscription page offering the plan chosen.
  await expectOnDashboard(page, '/dashboard/subscription');
  expect(new URL(page.url()).searchParams.get('plan')).toBeTruthy();
  const offer = page.getByTestId('chosen-plan');
  await expect(offer.getByRole('heading', { name: 'Collaborate' })).toBeVisible({ timeout: 30_000 });
  await expect(offer.getByRole('button', { name: 'Start 14-day free trial' })).toBeVisible();
  await expect(offer).toContainText('LAUNCH20');
  await expect(offer).toContainText('£39.20 per month');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Connect');
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription?plan=…');

  await offer.getByRole('button', { name: 'Continue to payment' }).click();
  // The hosted checkout takes the code off: 20 % of £49.00.
  await expect(page.getByRole('row', { name: /Total due today/ })).toContainText('£39.20', { timeout: 30_000 });
  await payOnCheckout(page, CARD_OK);

  // Back on the page, which waits for the webhook before saying the plan is the workspace's.
  await expectCheckoutConfirmed(page, 'Collaborate');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('subscription-next')).toContainText('Renews on');
  await expect(page.getByTestId('subscription-card')).toContainText('•••• 4242');
  await expect(page.getByTestId('subscription-discount')).toContainText('LAUNCH20');
  await expect(page.getByTestId('chosen-plan')).toBeHidden();
  await expect(page.getByTestId('payment-row').first()).toContainText('Paid');
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription after the payment');

  // The payment approved the workspace.
  await page.goto('/dashboard');
  await expect(page.getByTestId('approval-state')).toHaveText('Approved', { timeout: 30_000 });
  await expect(page.getByTestId('approval-banner')).toBeHidden();
  await expect(page.getByTestId('dashboard-plan')).toContainText('Collaborate');
  await expectNoSeriousA11yViolations(page, '/dashboard');

  // Collaborate's features are open: the teams page offers to create a team instead of naming a plan.
  await page.goto('/dashboard/teams');
  await expect(page.getByRole('link', { name: 'Create team' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('teams-closed')).toBeHidden();
  await expectNoSeriousA11yViolations(page, '/dashboard/teams');
});

test('a first-payment-only referral code: /pricing and sign-up say what the first period costs and what follows', async ({
  page,
}) => {
  await acknowledgeCookieNotice(page);
  await page.goto('/pricing');
  await page.getByRole('textbox', { name: 'Referral code', exact: true }).fill('PARTNER100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('referral-applied')).toContainText('Code PARTNER100 applied');
  // £100 off the first payment only: never a permanent "£0 per month".
  const collaborate = page.getByTestId('price-COLLABORATE');
  await expect(collaborate).toHaveText(/£0\s+for the first month, then £49 per month/);
  await expect(collaborate).not.toContainText('£0 per month');
  await expect(page.getByTestId('price-AVALANCHE')).toHaveText(/£4,890\s+for the first year, then £4,990 per year/);
  await expectNoSeriousA11yViolations(page, '/pricing with a first-payment-only code');

  // Sign-up reached from the plan shows it with the discount, and keeps both through to the next step.
  await page.getByTestId('choose-COLLABORATE').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?.*pricingPlanId=plan-collaborate/);
  const panel = page.getByTestId('sign-up-plan');
  await expect(panel.getByRole('heading', { name: 'Collaborate' })).toBeVisible();
  await expect(panel).toContainText('£0 for the first month, then £49 per month');
  await expect(panel).toContainText('PARTNER100');
  await expectNoSeriousA11yViolations(page, '/auth/sign-up with a plan and a first-payment-only code');
  await fillSignUp(page, { email: uniqueEmail('partner-signup'), password: TEST_PASSWORD });
  await expect(page).toHaveURL(/\/auth\/code-verification\?.*pricingPlanId=plan-collaborate/);
  await expect(page.getByTestId('sign-up-plan')).toContainText('£0 for the first month, then £49 per month');
  await expectNoSeriousA11yViolations(page, '/auth/code-verification with a plan');
});
