// The back-office answers an enquiry: a visitor sends one on /contact with a referral code; a platform admin finds
// it in the inbox, reads it with the code's details, writes an internal note and replies by e-mail from its page.
// The reply is in the outbox, to the sender, with Reply-To the team's address, and the enquiry is answered. The
// admin also visits the newsletter's subscribers and the plans and codes. axe checks every page.
import { SITE } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { signInAsPlatformAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { outbox, uniqueEmail, waitForMessage } from '../support/outbox.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

test('a platform admin answers an enquiry by e-mail from its page', async ({ browser, request, baseURL }) => {
  const email = uniqueEmail('enquirer');
  const name = `Ada Enquirer ${Date.now()}`;

  // A visitor sends an enquiry from the contact page.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await acknowledgeCookieNotice(visitorPage);
  await visitorPage.goto('/contact');
  const form = visitorPage.locator('form').filter({ has: visitorPage.getByLabel('Your message') });
  await form.getByLabel('Your name').fill(name);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel('Company or organisation').fill('Analytical Engines Ltd');
  await form.getByLabel('Your message').fill('Could your team help us build a proof of concept?');
  await form.getByLabel('Referral code (optional)').fill('DISCOVERY250');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(visitorPage.getByRole('status').filter({ hasText: 'We have your enquiry' })).toBeVisible();
  await visitor.close();

  // A platform admin finds it in the inbox.
  const adminContext = await browser.newContext({ baseURL });
  const page = await adminContext.newPage();
  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Enquiries' });
  const link = table.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(table.getByRole('row').filter({ has: page.getByRole('link', { name }) })).toContainText('New');
  await expectNoSeriousA11yViolations(page, '/admin/enquiries');

  // Its page: the message, the sender and the referral code.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Could your team help us build a proof of concept?')).toBeVisible();
  await expect(page.getByText('DISCOVERY250')).toBeVisible();
  await expect(page.getByText('Valid for enquiries now')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/enquiries/[enquiryId]');

  // An internal note, kept on the page and never sent.
  const note = page.getByRole('region', { name: 'Internal note' });
  await note.getByLabel('Note').fill('Sounds like a good fit for the Launchpad.');
  await note.getByRole('button', { name: 'Add note' }).click();
  const timeline = page.getByRole('list', { name: 'Notes and replies' });
  await expect(timeline).toContainText('Sounds like a good fit for the Launchpad.');

  // The reply by e-mail.
  const since = new Date(Date.now() - 1_000);
  const reply = page.getByRole('region', { name: 'Reply by e-mail' });
  const subject = `About your proof of concept ${Date.now()}`;
  await reply.getByLabel('Subject').fill(subject);
  await reply.getByLabel('Message').fill(`Dear ${name},\n\nYes: let us book a call next week.`);
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Reply sent to ${email}` })).toBeVisible();
  await expect(timeline).toContainText(subject);
  await expect(timeline).toContainText('Reply sent');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Answered');
  await expectNoSeriousA11yViolations(page, '/admin/enquiries/[enquiryId] after the reply');

  const sent = await waitForMessage(request, email, { since, filter: (m) => m.subject === subject });
  expect(sent.text).toContain('Yes: let us book a call next week.');
  expect((sent as { headers?: Record<string, string> }).headers?.['Reply-To']).toBe(SITE.email);
  // The note was never mailed.
  expect((await outbox(request, email)).some((m) => m.text.includes('Launchpad'))).toBe(false);

  // Back in the inbox, answered.
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(name)}&status=ANSWERED`);
  await expect(table.getByRole('link', { name })).toBeVisible();

  // The newsletter's subscribers and the plans and codes.
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newsletter subscribers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/newsletter');

  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and codes' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pricing plans' }).getByText('Collaborate', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/plans');
  await page.getByRole('tab', { name: 'Referral codes' }).click();
  await expect(page).toHaveURL(/\/admin\/plans\/codes$/);
  await expect(page.getByRole('region', { name: 'Referral codes' }).getByText('DISCOVERY250')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/plans/codes');
  await adminContext.close();
});
