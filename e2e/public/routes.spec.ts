// Every public route of seed section 2 answers 200 with its own title and main heading; unknown resources are
// the 404 page; the sitemap lists the pages and the published resources; robots.txt points to it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const SERVICES = [
  'software-engineering/ai-integration-in-existing-projects',
  'software-engineering/data-extraction-and-automation',
  'software-engineering/engineering-staffing',
  'innovation-launchpad/proof-of-concept-development',
  'innovation-launchpad/minimum-viable-product-development',
  'innovation-launchpad/validation-and-selective-funding',
  'strategic-partnerships/ongoing-support',
  'strategic-partnerships/public-partnership',
  'strategic-partnerships/private-partnership',
].map((s) => `/services/${s}`);

const ROUTES = [
  '/',
  '/contact',
  '/pricing',
  '/who-we-are',
  '/survey',
  '/services',
  ...SERVICES,
  '/services/support',
  '/docs',
  '/docs/welcome',
  '/legal/privacy-policy',
  '/legal/cookie-policy',
  '/legal/terms-of-service',
  '/resources',
  '/resources?defaultType=press-releases',
  '/resources?defaultType=blogs',
  '/marketing/finance',
  '/innovate',
];

test.describe('public routes', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('every public route answers 200 with a unique title, canonical URL and one main heading', async ({ page }) => {
    test.setTimeout(240_000);
    const titles = new Map<string, string>();
    // Canonical URLs name the origin the site is served from (PUBLIC_URL), even on pages built ahead of time.
    const origin = new URL(process.env.E2E_PUBLIC_URL ?? test.info().project.use.baseURL ?? '').origin;
    const onThisOrigin = new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`);
    for (const route of ROUTES) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(h1, route).toHaveCount(1);
      await expect(h1, route).not.toBeEmpty();
      const title = await page.title();
      if (route !== '/resources') {
        expect(titles.get(title), `${route} shares its title with another page`).toBeUndefined();
        titles.set(title, route);
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', onThisOrigin);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    }
  });

  test('the home page carries Organization data; every service page preselects its enquiry type', async ({ page }) => {
    await page.goto('/');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(ld['@type']).toBe('Organization');
    await page.goto('/services/innovation-launchpad/proof-of-concept-development');
    await expect(page.getByRole('combobox', { name: 'What is it about?' }).locator('option:checked')).toHaveText(
      'Proof of concept',
    );
    await expectNoSeriousA11yViolations(page);
    const booking = page.getByRole('main').getByRole('link', { name: /Book an introductory call/ });
    await expect(booking).toHaveAttribute('rel', /noopener/);
    await expect(booking).toHaveAttribute('target', '_blank');
  });

  test('the cookie notice tells the truth and goes away once acknowledged', async ({ page }) => {
    await page.goto('/legal/privacy-policy');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toContainText('We use only necessary cookies');
    await expect(notice.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/legal/cookie-policy');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(notice).toBeHidden();
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
  });

  test('an unknown resource is the 404 page with status 404, rendered on the server', async ({ page, request }) => {
    const response = await page.goto('/resources/no-such-resource');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Lumenfold');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Without scripts (a crawler, a reader on a failed connection) the page is there too, in the site's frame.
    for (const path of ['/resources/no-such-resource', '/resources/list', '/resources/bad%20id']) {
      const plain = await request.get(path);
      expect(plain.status(), path).toBe(404);
      const html = await plain.text();
      expect(html, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
      expect(html, path).toContain('<footer');
    }
  });

  test('sitemap.xml lists every public page and the published resources; robots.txt names it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    for (const route of ['/pricing', '/survey', '/legal/cookie-policy', ...SERVICES])
      expect(xml).toContain(`${route}</loc>`);
    expect(xml).toContain('/resources/resource-how-we-render-markdown-safely</loc>');
    expect((xml.match(/\/resources\/resource-/g) ?? []).length).toBeGreaterThan(50);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
