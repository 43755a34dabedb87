// Newsletter: footer sign-up, double opt-in by the e-mailed link, idempotent for the same address, and the
// unsubscribe link every newsletter e-mail carries (a page with a button, and RFC 8058 one-click). The links open
// pages of the site (header, footer, styles), not bare HTML.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { uniqueEmail, waitForMessage } from '../support/outbox.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(({ page }) => acknowledgeCookieNotice(page));

test('subscribe, confirm by link on a site page, subscribe again harmlessly, unsubscribe on a site page and in one click', async ({
  page,
  request,
}) => {
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

  // Not subscribed until the link is followed. The link opens a page of the site: its header, footer and styles.
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  await expectSitePage(page);
  await expectNoSeriousA11yViolations(page, '/newsletter/confirm');
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are already subscribed');

  // The same address again: no second subscription, no new mail.
  await page.goto('/who-we-are');
  await page.getByTestId('newsletter-form').getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByTestId('newsletter-form').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('You are already subscribed. Thank you!')).toBeVisible();

  // Opening the unsubscribe link asks first (mail scanners follow links); the button unsubscribes.
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
  await expectSitePage(page);
  await expectNoSeriousA11yViolations(page, '/newsletter/unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await expectSitePage(page);
  await expectNoSeriousA11yViolations(page, '/newsletter/unsubscribe, done');
  // The confirmation link no longer subscribes; the page offers the way back.
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toBeVisible();

  // A forged link does nothing and says so.
  const forged = `/newsletter/unsubscribe?id=${unsubscribe.searchParams.get('id')}&token=forged`;
  await page.goto(forged);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await expectSitePage(page);
  await expectNoSeriousA11yViolations(page, '/newsletter/unsubscribe with a forged token');
  const oneClick = { 'List-Unsubscribe': 'One-Click' };
  expect((await request.post(forged, { form: oneClick })).status()).toBe(400);
  // Mail clients' one-click unsubscribe (RFC 8058) posts to the e-mailed link itself.
  expect((await request.post(unsubscribe.pathname + unsubscribe.search, { form: oneClick })).status()).toBe(200);
});

/** The page is in the site's frame: the header with its logo and main navigation, and the footer. */
async function expectSitePage(page: Page) {
  await expect(page.getByTestId('header-logo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('footer-copyright')).toBeVisible();
}
