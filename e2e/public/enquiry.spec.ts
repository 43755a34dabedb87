// The enquiry form: checked in the page, stored by makeEnquiry as a guest, the team notified by e-mail and the
// sender sent an acknowledgement; a referral code must be one for enquiries.
import { SITE } from '@innov/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { uniqueEmail, waitForMessage } from '../support/outbox.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(({ page }) => acknowledgeCookieNotice(page));

/** Points at the success toast: react-hot-toast pauses every toast's timer while one is under the pointer. */
async function holdToasts(page: Page) {
  const toast = page.getByRole('status').filter({ hasText: 'Thank you: your enquiry is on its way.' });
  await expect(toast).toBeVisible();
  await toast.hover();
}

test('an enquiry from a service page reaches the team and the sender', async ({ page, request }) => {
  const email = uniqueEmail('enquiry');
  const name = `Ada Enquirer ${Date.now()}`;
  const since = new Date(Date.now() - 1_000);
  await page.goto('/services/software-engineering/data-extraction-and-automation');
  const form = page.locator('form').filter({ has: page.getByLabel('Your message') });

  // Nothing is sent while required fields are missing.
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please tell us your name.')).toBeVisible();
  await expect(form.getByText('We can only answer with your agreement to be contacted.')).toBeVisible();

  await form.getByLabel('Your name').fill(name);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel('Company or organisation').fill('Northwind Freight');
  await form
    .getByLabel('Your message')
    .fill('We key 3,000 delivery notes a week by hand and would like to automate it.');
  await form.getByLabel('Referral code (optional)').fill('LAUNCH20');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  // LAUNCH20 is a sign-up and payment code, not one for enquiries: the server says so.
  await expect(form.getByText('This referral code cannot be used with an enquiry')).toBeVisible();

  await form.getByLabel('Referral code (optional)').fill('DISCOVERY250');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: `We have your enquiry. A confirmation is on its way to ${email}.` });
  await expect(confirmation).toBeVisible();
  // The pointer on the toast keeps every toast (the earlier error one too), so they are checked whole, not while
  // their timers fade them out.
  await holdToasts(page);
  await expectNoSeriousA11yViolations(page);

  const team = await waitForMessage(request, SITE.email, { since, filter: (m) => m.text.includes(email) });
  expect(team.subject).toBe(`New enquiry (DATA_EXTRACTION_AND_AUTOMATION) from ${name}`);
  expect(team.text).toContain('Company: Northwind Freight');
  expect(team.text).toContain('Referral code: DISCOVERY250');
  const ack = await waitForMessage(request, email, { since });
  expect(ack.subject).toContain('We have your enquiry');
});

test('the contact page sends a general enquiry', async ({ page, request }) => {
  const email = uniqueEmail('contact');
  const since = new Date(Date.now() - 1_000);
  await page.goto('/contact');
  const type = page.getByRole('combobox', { name: 'What is it about?' });
  await expect(type).toHaveValue('GENERAL_ENQUIRY');
  await expect(type.locator('option:checked')).toHaveText('General enquiry');
  const form = page.locator('form').filter({ has: page.getByLabel('Your message') });
  await form.getByLabel('Your name').fill('Grace Contact');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel('Your message').fill('Could you tell us more about the Launchpad cohorts?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'We have your enquiry' });
  await expect(confirmation).toBeVisible();
  await holdToasts(page);
  await expectNoSeriousA11yViolations(page);
  const team = await waitForMessage(request, SITE.email, { since, filter: (m) => m.text.includes(email) });
  expect(team.subject).toBe('New enquiry (GENERAL_ENQUIRY) from Grace Contact');
});
