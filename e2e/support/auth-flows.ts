// Shared steps of the auth journeys: filling the sign-in and sign-up forms as a user would, and reading the
// session the browser holds.
import { type BrowserContext, expect, type Page } from '@playwright/test';

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInThroughPage(page: Page, email: string, password: string, returnTo?: string) {
  await page.goto(`/auth/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible({ timeout: 30_000 });
  await fillSignIn(page, email, password);
}

export async function fillSignUp(
  page: Page,
  values: { email: string; password: string; givenName?: string; familyName?: string; marketing?: boolean },
) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(values.email);
  await page.getByRole('textbox', { name: 'Given name' }).fill(values.givenName ?? 'Grace');
  await page.getByRole('textbox', { name: 'Family name' }).fill(values.familyName ?? 'Hopper');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(values.password);
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  if (values.marketing) await page.getByRole('checkbox', { name: /product news/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The Amplify session cookies the browser holds (the app's cookies). */
export async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => c.name.startsWith('CognitoIdentityServiceProvider.'));
}

export async function expectSignedIn(context: BrowserContext) {
  await expect.poll(async () => (await sessionCookies(context)).some((c) => c.name.endsWith('.idToken'))).toBe(true);
}

export async function expectSignedOut(context: BrowserContext) {
  // Remembered-device metadata stays (a remembered device stays known); the session tokens go.
  await expect
    .poll(
      async () =>
        (await sessionCookies(context)).filter(
          (c) => c.value && /\.(idToken|accessToken|refreshToken|LastAuthUser)$/.test(c.name),
        ).length,
    )
    .toBe(0);
}

/** The dashboard has loaded for a signed-in user. */
export async function expectOnDashboard(page: Page, path = '/dashboard') {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 60_000 });
}
