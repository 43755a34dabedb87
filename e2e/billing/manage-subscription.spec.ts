// Managing a paid subscription on /dashboard/subscription: the owner (who paid for Collaborate through the hosted
// checkout) changes to Campaign after reading the proration preview, cancels at the period's end and resumes,
// updates the card on the provider's portal, keeps billing details (a bad VAT number refused beside its field),
// and downloads an invoice as PDF; a member of the workspace reads the plan without the controls. axe on every
// page visited, the portal too.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { CARD_OK, futureExpiry, pendingOwner, subscribeThroughCheckout, subscriptionOf } from '../support/billing.ts';
import { signInContext } from '../support/sign-in.ts';
import { joinedMember } from '../support/workspace.ts';

test.setTimeout(240_000);

async function toastShown(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible({ timeout: 30_000 });
}

test('change plan with the preview, cancel and resume, update the card, download an invoice', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { owner } = await pendingOwner(request, baseURL!, {
    label: 'billing-manage',
    workspace: 'Orbital Mechanics Ltd',
  });
  await signInContext(context, baseURL!, owner.email);
  await page.goto('/dashboard/subscription');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Connect', { timeout: 30_000 });
  await subscribeThroughCheckout(page, 'Collaborate');
  await page.goto('/dashboard/subscription');

  // Change plan: the preview's lines and amount due, then the change.
  await page.getByRole('article', { name: 'Campaign' }).getByRole('button', { name: 'Change to Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change to Campaign' });
  const preview = dialog.getByTestId('plan-change-preview');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('row')).not.toHaveCount(1);
  await expect(dialog.getByTestId('plan-change-amount')).toHaveText(/£\d/);
  await expectNoSeriousA11yViolations(page, 'the change-plan dialog');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('current-plan-name')).toHaveText('Campaign', { timeout: 30_000 });
  expect((await subscriptionOf(baseURL!, owner)).tier).toBe('CAMPAIGN');

  // Cancel at the period's end, then resume.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(cancel).toContainText('Nothing more is charged');
  await expectNoSeriousA11yViolations(page, 'the cancel dialog');
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('subscription-next')).toContainText('Cancels on', { timeout: 30_000 });
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancels at period end');
  expect((await subscriptionOf(baseURL!, owner)).cancelAtPeriodEnd).toBe(true);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Resume your subscription?' })
    .getByRole('button', { name: 'Resume subscription' })
    .click();
  await expect(page.getByTestId('subscription-next')).toContainText('Renews on', { timeout: 30_000 });
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');

  // Billing details: the server's rule beside its field, then saved.
  const details = page.getByRole('form', { name: 'Billing details' });
  await details.getByLabel('Company name').fill('Orbital Mechanics Ltd');
  await details.getByLabel('VAT number').fill('not a vat number!');
  await details.getByRole('button', { name: 'Save billing details' }).click();
  await expect(details.getByText('expected a VAT number like GB123456789')).toBeVisible();
  await details.getByLabel('VAT number').fill('GB123456789');
  await details.getByRole('button', { name: 'Save billing details' }).click();
  await toastShown(page, 'Billing details saved');

  // Invoices: the first one downloads as a PDF.
  const invoice = page.getByTestId('invoice-row').last();
  await expect(invoice).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription (managed)');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('link', { name: /^Download invoice .* as PDF$/ }).click(),
  ]);
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // …and opens on the provider's hosted invoice page.
  const [hosted] = await Promise.all([
    page.waitForEvent('popup'),
    invoice.getByRole('link', { name: /^View invoice / }).click(),
  ]);
  await expect(hosted.getByRole('heading', { level: 1, name: /^Invoice / })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(hosted, 'the hosted invoice');
  await hosted.close();

  // On a phone the history is a list of cards whose actions stay in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('invoice-card').last();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('link', { name: /^Download invoice .* as PDF$/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription at 390 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Update the card on the provider's portal, and come back.
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/pay\/portal\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Update your card', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the card portal');
  await page.getByRole('textbox', { name: 'Card number' }).fill(CARD_OK);
  await page.getByRole('textbox', { name: /^Expiry/ }).fill(futureExpiry());
  await page.getByRole('textbox', { name: /CVC/ }).fill('321');
  await page.getByRole('button', { name: /card/i }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/subscription/, { timeout: 30_000 });
  await expect(page.getByTestId('subscription-card')).toContainText('•••• 4242');
});

test('a member reads the plan and usage, without the controls', async ({ browser, request, baseURL }) => {
  const setup = await pendingOwner(request, baseURL!, { label: 'billing-owner', workspace: 'Member View Ltd' });
  const ownerContext = await browser.newContext({ baseURL });
  await signInContext(ownerContext, baseURL!, setup.owner.email);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/dashboard/subscription');
  await subscribeThroughCheckout(ownerPage, 'Collaborate');
  await ownerContext.close();

  // The payment approved the workspace: the owner invites a colleague, who accepts.
  const member = await joinedMember(request, baseURL!, setup, { givenName: 'Mary', familyName: 'Jackson' });
  const context = await browser.newContext({ baseURL });
  await signInContext(context, baseURL!, member.email);
  const page = await context.newPage();
  await page.goto('/dashboard/subscription');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Collaborate', { timeout: 30_000 });
  await expect(page.getByTestId('manage-denied')).toHaveText(
    'Only owners and admins of the workspace manage its subscription.',
  );
  await expect(page.getByTestId('usage-seats')).toContainText('2 of 10');
  await expect(page.getByRole('button', { name: /Subscribe|Change to|Cancel subscription|Update card/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Billing details' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/subscription (member)');
  await context.close();
});
