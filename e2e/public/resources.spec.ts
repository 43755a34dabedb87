// Resources: both tabs page through more than one page of ten, the page survives a reload; a resource shows
// its date in the seed's format; Markdown with a <script> renders without running it; the "New" chip of breaking
// news reads at AA in the light theme too.
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoViolationsOf } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { waitForSettings } from '../support/settings.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(({ page }) => acknowledgeCookieNotice(page));

for (const tab of [
  { slug: 'press-releases', label: 'Press releases' },
  { slug: 'blogs', label: 'Innovation journal' },
]) {
  test(`${tab.label} page forward and back, and a reload keeps the page`, async ({ page }) => {
    await page.goto(`/resources?defaultType=${tab.slug}`);
    const list = page.getByTestId('resource-list');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(
      page.getByRole('navigation', { name: 'Resource types' }).getByRole('link', { name: tab.label }),
    ).toHaveAttribute('aria-current', 'page');
    const first = await list.getByRole('heading').allTextContents();

    await page.getByRole('link', { name: 'Older' }).click();
    await expect(page).toHaveURL(new RegExp(`defaultType=${tab.slug}&page=2`));
    await expect(page.getByTestId('resource-page-number')).toHaveText('Page 2');
    const second = await list.getByRole('heading').allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((t) => first.includes(t))).toBe(false);

    await page.getByRole('link', { name: 'Older' }).click();
    await expect(page.getByTestId('resource-page-number')).toHaveText('Page 3');
    const third = await list.getByRole('heading').allTextContents();
    await page.reload();
    await expect(page.getByTestId('resource-page-number')).toHaveText('Page 3');
    expect(await list.getByRole('heading').allTextContents()).toEqual(third);

    await page.getByRole('link', { name: 'Newer' }).click();
    await expect(page.getByTestId('resource-page-number')).toHaveText('Page 2');
    expect(await list.getByRole('heading').allTextContents()).toEqual(second);
    await expectNoSeriousA11yViolations(page);
  });
}

test('a resource with a script in its Markdown renders it inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const response = await page.goto('/resources/resource-how-we-render-markdown-safely');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we render Markdown safely');
  await expect(page.getByTestId('resource-date')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} UTC$/);
  const content = page.getByTestId('resource-content');
  await expect(content).toContainText('If you can read this paragraph and nothing else happened');
  expect(await content.locator('script').count()).toBe(0);
  expect(await content.locator('[onerror], [onload], [onclick]').count()).toBe(0);
  const link = content.getByText('a link with a script address');
  expect((await link.getAttribute('href')) ?? '').not.toMatch(/javascript:/i);
  expect(
    await page.evaluate(() => (window as unknown as { __lumenfoldInjected?: boolean }).__lumenfoldInjected),
  ).toBeUndefined();
  expect(await page.title()).not.toBe('injected');
  expect(dialogs).toEqual([]);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld['@type']).toBe('Article');
  await expectNoSeriousA11yViolations(page);
});

test('the "New" chip of breaking news reaches AA contrast in the light theme', async ({ page }) => {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SETTINGS_STORAGE_KEY,
    JSON.stringify({ ...DEFAULT_SETTINGS, paletteMode: 'light' }),
  ] as const);
  // The funding tab: the seed's Smart Grants round is breaking news, and no journey pages through this tab.
  await page.goto('/resources?defaultType=funding');
  await waitForSettings(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  const chip = page.getByTestId('resource-list').getByText('New', { exact: true }).first();
  await expect(chip).toBeVisible();
  await expectNoViolationsOf(page, ['color-contrast'], '/resources funding (light)');
  await expectNoSeriousA11yViolations(page, '/resources funding (light)');
});
