// Error pages: unknown paths answer 404 with the not-found page; /401, /404 and /500 render with their status
// codes and are no canonical pages (noindex, no canonical link, not in the sitemap); /favicon.ico answers.
import { SITE } from '@innov/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

async function expectSiteFrame(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: `${SITE.name} home` })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(SITE.email);
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Error 404')).toBeVisible();
  await expect(page).toHaveTitle(`Page not found | ${SITE.name}`);
  await expectSiteFrame(page);
  await expectNoSeriousA11yViolations(page, 'unknown path');

  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/404 renders the not-found page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectSiteFrame(page);
  await expectNoSeriousA11yViolations(page, '/404');
});

/** The page's HTML as a crawler gets it: its status, a robots noindex and no canonical link. */
async function expectNonCanonical(request: APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  const html = await response.text();
  expect(html, `${path} robots`).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  expect(html, `${path} canonical`).not.toMatch(/rel="canonical"/);
}

test('/401 and /500 answer with their status codes and stay out of search results', async ({ request }) => {
  await expectNonCanonical(request, '/401', 401);
  await expectNonCanonical(request, '/500', 500);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/\/(401|500|server-error)<\/loc>/);
});

test('/favicon.ico answers with an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await response.body();
  // The ICO header: reserved 0, type 1 (icon), at least one image.
  expect(body.readUInt16LE(0)).toBe(0);
  expect(body.readUInt16LE(2)).toBe(1);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test('/401 renders the sign-in-required page', async ({ page }) => {
  const response = await page.goto('/401');
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible();
  await expect(page.getByText('Error 401')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expectSiteFrame(page);
  await expectNoSeriousA11yViolations(page, '/401');
});

test('/500 renders the server-error page', async ({ page }) => {
  const response = await page.goto('/500');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Error 500')).toBeVisible();
  await expect(page).toHaveTitle(`Something went wrong | ${SITE.name}`);
  await expectSiteFrame(page);
  await expectNoSeriousA11yViolations(page, '/500');
});
