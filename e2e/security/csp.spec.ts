// The content security policy allows no inline script it was not told about: public pages held whole carry the
// hashes of their own inline scripts, pages Next streams (auth, dashboard) a per-response nonce. Each page must
// still work in full (no violation reported) and apply the stored display settings before first paint.
import { SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { expect, type Page, test } from '@playwright/test';
import { createUser } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext } from '../support/sign-in.ts';

/** Every CSP violation the page reports, collected from the document's securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function scriptSrc(policy: string | undefined): string {
  return (
    (policy ?? '')
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))
      ?.trim() ?? ''
  );
}

test('public, auth, dashboard and not-found pages run under a policy without unsafe-inline', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('csp');
  await createUser(baseURL!, email);
  // A stored dark theme: the settings script in <head> must run (allowed by hash) on every kind of page.
  await page.addInitScript(
    ([key]) => window.localStorage.setItem(key, JSON.stringify({ paletteMode: 'dark' })),
    [SETTINGS_STORAGE_KEY],
  );
  const violations = await watchViolations(page);
  const visits: [string, string | RegExp][] = [
    ['/', /./],
    ['/pricing', /./],
    ['/auth/login', 'Sign in'],
    ['/auth/sign-up', 'Create your account'],
    ['/no-such-page', /./],
  ];
  for (const [path, heading] of visits) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'];
    expect(scriptSrc(policy), path).not.toContain('unsafe-inline');
    expect(scriptSrc(policy), path).toMatch(/'(nonce|sha256)-/);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeVisible();
    await expect(page.locator('html'), path).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expectNoSeriousA11yViolations(page, path);
  }
  // A form that works only with its scripts: the sign-in page's client-side validation.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Email cannot be empty')).toBeVisible();

  await signInContext(context, baseURL!, email);
  const dashboard = await page.goto('/dashboard');
  expect(scriptSrc(dashboard?.headers()['content-security-policy'])).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-settings-initialized', 'true');
  await expectNoSeriousA11yViolations(page, '/dashboard');
  expect(violations).toEqual([]);
});

test('the auth pages send their heading and form in the HTML, before any script runs', async ({ request }) => {
  for (const [path, heading, button] of [
    ['/auth/login', 'Sign in', 'Sign in'],
    ['/auth/sign-up', 'Create your account', 'Create account'],
    ['/auth/forgot-password', 'Forgot your password', 'Send'],
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    expect(html, path).toMatch(/<form[\s>]/);
    expect(html, path).toMatch(new RegExp(`<button[^>]*>[^<]*${button}`));
  }
});
