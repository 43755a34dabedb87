// A declined card grants nothing: the owner of a workspace waiting for approval subscribes, the hosted checkout
// answers Stripe's test card 4000 0000 0000 0002 with Stripe's decline message, the owner cancels back to the
// subscription page (which says nothing was charged), and the workspace is still waiting, on Connect. Also a
// trial without a card: the workspace takes the plan's tier but stays waiting for approval. axe on every page.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { CARD_DECLINED, payOnCheckout, pendingOwner, subscriptionOf, workspaceOf } from '../support/billing.ts';
import { signInContext } from '../support/sign-in.ts';

test.setTimeout(180_000);

test('a declined card shows Stripe’s decline message and nothing is granted', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { owner } = await pendingOwner(request, baseURL!, {
    label: 'billing-declined',
    workspace: 'Declined Devices Ltd',
  });
  await signInContext(context, baseURL!, owner.email);
  await page.goto('/dashboard/subscription');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Connect', { timeout: 30_000 });
  await expect(page.getByTestId('subscription-status')).toHaveText('Free plan');
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription (free)');

  await page.getByRole('article', { name: 'Campaign' }).getByRole('button', { name: 'Subscribe' }).click();
  await payOnCheckout(page, CARD_DECLINED);
  await expect(page.getByText('Your card was declined.').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await expectNoSeriousA11yViolations(page, 'the hosted checkout after a decline');

  await page.getByRole('link', { name: /^Cancel and return/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\?checkout=cancelled/);
  await expect(page.getByTestId('checkout-cancelled')).toContainText('Nothing was charged');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Connect');
  await expect(page.getByText('No payments yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription?checkout=cancelled');

  // Checked through the guard: the workspace waits on Connect, with no subscription.
  expect(await workspaceOf(baseURL!, owner)).toEqual({ status: 'PENDING', tier: 'CONNECT' });
  expect(await subscriptionOf(baseURL!, owner)).toMatchObject({ status: 'NONE', tier: 'CONNECT' });
});

test('a free trial starts without a card and does not approve the workspace', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { owner } = await pendingOwner(request, baseURL!, {
    label: 'billing-trial',
    workspace: 'Trial Instruments Ltd',
  });
  await signInContext(context, baseURL!, owner.email);
  await page.goto('/dashboard/subscription');
  const collaborate = page.getByRole('article', { name: 'Collaborate' });
  await collaborate.getByRole('button', { name: 'Start 14-day free trial' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Trial', { timeout: 30_000 });
  await expect(page.getByTestId('current-plan-name')).toHaveText('Collaborate');
  await expect(page.getByTestId('subscription-next')).toContainText('Trial ends on');
  // One trial per workspace: no other plan offers one now.
  await expect(page.getByRole('button', { name: /free trial/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription (trial)');
  expect(await workspaceOf(baseURL!, owner)).toMatchObject({ status: 'PENDING' });
});
