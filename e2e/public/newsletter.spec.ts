// Newsletter: footer sign-up, double opt-in by the e-mailed link, idempotent for the same address, and the
// unsubscribe link every newsletter e-mail carries.
import { expect, test } from '@playwright/test';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { uniqueEmail, waitForMessage } from '../support/outbox.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(({ page }) => acknowledgeCookieNotice(page));

test('subscribe, confirm by link, subscribe again harmlessly, unsubscribe in one click', async ({ page, request }) => {
  const email = uniqueEmail('newsletter');
  const since = new Date(Date.now() - 1_000);
  await page.goto('/who-we-are');
  const form = page.getByTestId('newsletter-form');
  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();

  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(`Almost there: open the link we sent to ${email} to confirm.`)).toBeVisible();

  const message = await waitForMessage(request, email, {
    since,
    filter: (m) => m.subject.includes('Confirm your subscription'),
  });
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  const confirm = new URL(links.find((l) => l.includes('/newsletter/confirm')) ?? '');
  const unsubscribe = new URL(links.find((l) => l.includes('/newsletter/unsubscribe')) ?? '');
  expect(message.text).toContain('Unsubscribe at any time, in one click');

  // Not subscribed until the link is followed.
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');

  // The same address again: no second subscription, no new mail.
  await page.goto('/who-we-are');
  await page.getByTestId('newsletter-form').getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByTestId('newsletter-form').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are already subscribed. Thank you!')).toBeVisible();

  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  // A forged link does nothing.
  const forged = await request.get(`/newsletter/unsubscribe?id=${unsubscribe.searchParams.get('id')}&token=forged`);
  expect(forged.status()).toBe(400);
});
