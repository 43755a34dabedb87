// The public forms before the page's script has run: what a visitor types is kept, and neither Enter nor a click
// sends the form natively (which would put the typed address into the URL). The test holds back the page's
// JavaScript, types, tries to send, then lets the script through and sends for real.
import { SITE } from '@innov/contracts';
import { expect, type Page, test } from '@playwright/test';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { uniqueEmail, waitForMessage } from '../support/outbox.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(({ page }) => acknowledgeCookieNotice(page));

/** Holds every request for the page's JavaScript (the islands script of a public page, or Next's chunks) until
 * `release` is called; the page loads without hydrating. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/(_islands|_next\/static\/chunks)\//, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('the footer sign-up keeps an address typed before hydration and never puts it in the URL', async ({ page }) => {
  const email = uniqueEmail('early-newsletter');
  const scripts = await holdScripts(page);
  await page.goto('/who-we-are', { waitUntil: 'commit' });
  const form = page.getByTestId('newsletter-form');
  const subscribe = form.getByRole('button', { name: 'Subscribe' });

  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('E-mail address').press('Enter');
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain('email=');
  expect(new URL(page.url()).pathname).toBe('/who-we-are');
  await expect(subscribe).toBeDisabled();

  scripts.release();
  await expect(subscribe).toBeEnabled();
  await expect(form.getByLabel('E-mail address')).toHaveValue(email);
  await subscribe.click();
  await expect(form.getByText(`Almost there: open the link we sent to ${email} to confirm.`)).toBeVisible();
  expect(page.url()).not.toContain('email=');
});

test('an enquiry typed before hydration is sent whole once the page is ready', async ({ page, request }) => {
  const email = uniqueEmail('early-enquiry');
  const since = new Date(Date.now() - 1_000);
  const scripts = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.locator('form').filter({ has: page.getByLabel('Your message') });
  const send = form.getByRole('button', { name: 'Send enquiry' });

  await form.getByLabel('Your name').fill('Grace Early');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel('What is it about?').selectOption({ label: 'Public sector partnership' });
  await form.getByLabel('Your message').fill('We typed this while the page was still loading on a slow phone.');
  await form.getByRole('checkbox').check();
  await form.getByLabel('Your name').press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  await expect(send).toBeDisabled();

  scripts.release();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: `We have your enquiry. A confirmation is on its way to ${email}.` }),
  ).toBeVisible();
  // Every field typed before hydration arrived, the chosen type and the message included.
  const team = await waitForMessage(request, SITE.email, { since, filter: (m) => m.text.includes(email) });
  expect(team.subject).toBe('New enquiry (PUBLIC_SECTOR_PARTNERSHIP) from Grace Early');
  expect(team.text).toContain('We typed this while the page was still loading on a slow phone.');
});

test('a referral code typed before hydration is checked once the page is ready', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/pricing', { waitUntil: 'commit' });
  const code = page.getByRole('textbox', { name: 'Referral code', exact: true });
  const apply = page.getByRole('button', { name: 'Apply' });
  await code.fill('LAUNCH20');
  await expect(apply).toBeDisabled();

  scripts.release();
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(page.getByTestId('referral-applied')).toContainText('Code LAUNCH20 applied');
});

test('survey answers given before hydration, with every kind of control, are all sent', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/survey', { waitUntil: 'commit' });
  const send = page.getByRole('button', { name: 'Send my answers' });
  await page
    .getByRole('radiogroup', { name: /formal innovation programme/ })
    .getByLabel('Yes')
    .check();
  await page.getByLabel(/How many people work on new products/).fill('12');
  const slider = page.getByRole('slider', { name: /How confident are you/ });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('6');
  await page.getByLabel(/biggest obstacle/).fill('Approvals take a quarter.');
  await expect(send).toBeDisabled();

  const graphql: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') graphql.push(r.postData() ?? '');
  });
  scripts.release();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByTestId('survey-thank-you')).toBeVisible();
  // The four answers, each as the JSON text of its value.
  const values = graphql.map((body) => JSON.parse(body).variables.input.value);
  expect(values).toEqual(['true', '12', '6', '"Approvals take a quarter."']);
});
