// Two-step verification through the real pages: set up an authenticator app (QR code and secret) or a phone
// (SMS code) on the account page, then sign in through the login page with the second factor; a remembered
// device skips it on the next sign-in, and forgetting the device brings it back.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { createUser, TEST_PASSWORD } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail, waitForCode } from '../support/outbox.ts';
import { signInContext, signInThroughPage } from '../support/sign-in.ts';

test.setTimeout(600_000);
// Sign-in steps and page changes wait on the identity service and, in development, on page compilation.
const expect = baseExpect.configure({ timeout: 120_000 });

const STEP_MS = 30_000;

/**
 * A code for a TOTP step the service has not accepted yet: the service takes each step once, within one step
 * either side of its clock. Never the step before the clock's: on a slow machine the clock can move on
 * between making the code and the service checking it, and that step would then be out of the window.
 * Waits for the clock when the current and next steps are spent.
 */
async function freshCode(secret: string, lastStep: { value: number }): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(current, lastStep.value + 1);
    if (step <= current + 1) {
      lastStep.value = step;
      return generate({ secret, epoch: step * 30 + 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

test('TOTP: set up on the account page, sign in with the code, remember the device, forget it', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('mfa-totp');
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);
  await page.goto('/dashboard/account');
  const security = page.getByRole('region', { name: 'Two-step verification' });
  await expect(security.getByTestId('mfa-status')).toHaveText('Off');

  await security.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secretEl = security.getByTestId('totp-secret');
  await expect(secretEl).toBeVisible();
  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await secretEl.getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page, 'account: TOTP setup');
  const used = { value: -1 };
  await security
    .getByLabel('Code from the app')
    .fill('000000' === (await freshCode(secret, { value: -1 })) ? '111111' : '000000');
  await security.getByRole('button', { name: 'Verify' }).click();
  await expect(security.getByText('That code is not right. Enter the current code.')).toBeVisible();
  await security.getByLabel('Code from the app').fill(await freshCode(secret, used));
  await security.getByRole('button', { name: 'Verify' }).click();
  await expect(security.getByTestId('mfa-status')).toHaveText('On — Authenticator app');

  // Sign in through the page: the code is asked for; remember this browser.
  await signOutFromMenu(page);
  await signInThroughPage(page, email, TEST_PASSWORD);
  const step = page.getByTestId('step-totp-code');
  await expect(step).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-in: TOTP code');
  await step.getByLabel('Authenticator code').fill('12345');
  await step.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(step.getByText('Enter the 6-digit code.')).toBeVisible();
  await step.getByLabel('Authenticator code').fill(await freshCode(secret, used));
  await step.getByLabel('Remember this device').check();
  await step.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectDashboard(page);

  await page.goto('/dashboard/account');
  const devices = page.getByRole('region', { name: 'Remembered devices' });
  const list = devices.getByRole('list', { name: 'Remembered devices' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(/^Last sign-in /)).toBeVisible();

  // The remembered device signs in without the code.
  await signOutFromMenu(page);
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expectDashboard(page);

  // Forgotten, it asks again.
  await page.goto('/dashboard/account');
  await devices.getByRole('button', { name: /^Forget / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forget device' }).click();
  await expect(devices.getByTestId('devices-empty')).toBeVisible();
  await signOutFromMenu(page);
  await signInThroughPage(page, email, TEST_PASSWORD);
  await expect(page.getByTestId('step-totp-code')).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectDashboard(page);
});

test('SMS: verify a phone on the account page, then sign in with the texted code', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('mfa-sms');
  const phone = `+4477009${String(Date.now()).slice(-5)}`;
  await createUser(baseURL!, email);
  await signInContext(context, baseURL!, email);
  await page.goto('/dashboard/account');
  const security = page.getByRole('region', { name: 'Two-step verification' });
  const sms = security.getByTestId('mfa-sms');
  await expect(sms).toBeVisible();

  await sms.getByLabel('Mobile phone number').fill('0770');
  await sms.getByRole('button', { name: 'Text me a code' }).click();
  await expect(sms.getByText('Enter the number with its country code, such as +447700900123.')).toBeVisible();
  let since = new Date();
  await sms.getByLabel('Mobile phone number').fill(phone);
  await sms.getByRole('button', { name: 'Text me a code' }).click();
  const verification = await waitForCode(request, phone, since);
  await sms.getByLabel('Code from the text message').fill(verification);
  await sms.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(security.getByTestId('mfa-status')).toHaveText('On — Text message (SMS)');

  await signOutFromMenu(page);
  since = new Date();
  await signInThroughPage(page, email, TEST_PASSWORD);
  const step = page.getByTestId('step-sms-code');
  await expect(step).toBeVisible();
  await expect(step.getByText(`+*******${phone.slice(-4)}`)).toBeVisible();
  const code = await waitForCode(request, phone, since);
  await step.getByLabel('Text message code').fill(code === '000000' ? '111111' : '000000');
  await step.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(step.getByText('Invalid confirmation code. Retry.')).toBeVisible();
  await step.getByLabel('Text message code').fill(code);
  await step.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectDashboard(page);
});
