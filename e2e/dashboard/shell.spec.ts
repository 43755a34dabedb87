// The dashboard shell through the real pages: who is signed in, the workspace from the tenant claim, the
// approval banner and the onboarding checklist; side or top navigation per the layout setting; the phone
// drawer; the user menu; in-app navigation without the full-screen loading overlay; the public header and phone menu
// of a signed-in visitor, signing out from the header, and the sign-out page asking first when reached otherwise; axe
// in both themes on the overview, the account page and the home page.
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, type TSettings } from '@innov/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { waitForSettings } from '../support/settings.ts';
import { signInContext, signUpConfirmed } from '../support/sign-in.ts';

test.setTimeout(180_000);

/**
 * Starts recording every full-screen loading overlay (a fixed `role="status"` that reads "Loading …", the logo in its
 * spinning ring) added to the page from now on, however briefly it shows.
 */
async function watchLoadingOverlays(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingOverlays: string[] }).__loadingOverlays = seen;
    const overlays = (node: Node) =>
      node instanceof HTMLElement
        ? [node, ...node.querySelectorAll<HTMLElement>('[role="status"]')].filter(
            (el) =>
              el.getAttribute('role') === 'status' &&
              getComputedStyle(el).position === 'fixed' &&
              /^Loading\b/.test(el.textContent?.trim() ?? ''),
          )
        : [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) for (const el of overlays(node)) seen.push(el.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
}

function loadingOverlaysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __loadingOverlays: string[] }).__loadingOverlays);
}

async function useSettings(context: BrowserContext, patch: Partial<TSettings>) {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SETTINGS_STORAGE_KEY,
    JSON.stringify({ ...DEFAULT_SETTINGS, ...patch }),
  ] as const);
}

test('overview, side navigation, user menu and account page, in both themes', async ({ browser, request, baseURL }) => {
  const email = uniqueEmail('shell');
  await signUpConfirmed(request, baseURL!, email, { workspace: 'Analytical Engines Ltd' });
  for (const paletteMode of ['dark', 'light'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await useSettings(context, { paletteMode, layout: 'vertical' });
    await signInContext(context, baseURL!, email);
    const page = await context.newPage();
    // Amplify's calls to the identity pool (its credentials), counted for the whole visit of the overview.
    const credentialCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/cognito-identity') credentialCalls.push(r.headers()['x-amz-target'] ?? '');
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('dashboard-workspace')).toHaveText('Analytical Engines Ltd');
    await expect(page.getByTestId('dashboard-top-bar').getByTestId('workspace-label')).toContainText(
      'Analytical Engines Ltd',
    );
    await expect(page.getByTestId('approval-banner')).toContainText('Your account is waiting for approval');
    await expect(page.getByTestId('approval-banner')).toContainText(
      'a platform administrator approves your new workspace',
    );
    await expect(page.locator('[data-step="email"]')).toHaveAttribute('data-done', 'true');
    await expect(page.locator('[data-step="name"]')).toHaveAttribute('data-done', 'true');
    await expect(page.locator('[data-step="approval"]')).toHaveAttribute('data-done', 'false');
    const sideNav = page.getByTestId('dashboard-side-nav');
    await expect(sideNav).toBeVisible();
    await expect(sideNav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, `/dashboard (${paletteMode})`);
    // Fetched once for the page (an identity id, then its credentials), not once per data call: it was twenty.
    expect(credentialCalls.length, credentialCalls.join(', ')).toBeGreaterThan(0);
    expect(credentialCalls.length, credentialCalls.join(', ')).toBeLessThanOrEqual(2);

    // The user menu: who is signed in, and the way to the account page.
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    await expect(page.getByTestId('user-menu-identity')).toContainText('Grace Hopper');
    await expect(page.getByTestId('user-menu-identity')).toContainText(email);
    await expect(page.getByRole('menuitem', { name: 'Sign out of all devices' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible({ timeout: 30_000 });
    await expect(sideNav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    // The sections that load their state: the notification preferences (marketing consent among them).
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name: 'Marketing' }),
    ).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `/dashboard/account (${paletteMode})`);

    // In-app navigation keeps the shell and shows the top progress bar; the full-screen overlay is for the first
    // load only.
    await watchLoadingOverlays(page);
    await sideNav.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible({ timeout: 30_000 });
    await expect(sideNav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(await loadingOverlaysSeen(page)).toEqual([]);

    // The public site knows the visitor: the way to the dashboard and an account menu instead of "Sign in".
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard');
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Get started' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    const accountNav = banner.getByRole('navigation', { name: 'Account' });
    await expect(accountNav).toContainText('Grace Hopper');
    await expect(accountNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(accountNav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard/account');
    await expectNoSeriousA11yViolations(page, `/ signed in, account menu open (${paletteMode})`);
    await accountNav.getByRole('button', { name: 'Sign out' }).click();
    // Signed out, back where the visitor was: the header offers signing in again.
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    const left = (await context.cookies()).filter((c) => c.name.startsWith('CognitoIdentityServiceProvider.'));
    expect(left.filter((c) => !/\.(deviceKey|deviceGroupKey|randomPasswordKey)$/.test(c.name))).toEqual([]);
    await context.close();
  }
});

test('top navigation with the horizontal layout, the phone drawer, and the public phone menu signed in', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail('shell-h');
  await signUpConfirmed(request, baseURL!, email);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await useSettings(context, { layout: 'horizontal', navColor: 'discrete' });
  await signInContext(context, baseURL!, email);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('dashboard-side-nav')).toHaveCount(0);
  const topNav = page.getByTestId('dashboard-top-nav');
  await expect(topNav).toBeVisible();
  await topNav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(topNav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page, '/dashboard/account (horizontal)');

  // Phone width: the navigation moves into a drawer, reachable by keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(topNav).toBeHidden();
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(drawer).toBeHidden();
  await expectNoSeriousA11yViolations(page, '/dashboard (390)');

  // The public site's phone menu offers a signed-in visitor the dashboard and signing out.
  await page.goto('/');
  await waitForSettings(page);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/ phone menu, signed in');

  // A link to the sign-out page from anywhere but the header's menu signs no one out: the page asks first.
  await page.goto('/auth/sign-out?returnTo=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, '/auth/sign-out, asking');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeVisible({ timeout: 30_000 });
  await context.close();
});
