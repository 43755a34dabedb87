// The back-office's content: a platform admin writes a resource in Markdown (the preview follows as they type),
// saves the draft, and schedules it about 30 s ahead; the resource-publish job publishes it then, and it appears on
// /resources (the public pages are revalidated when it changes). axe checks every page visited.
import { expect, type Page, test } from '@playwright/test';
import { signInAsPlatformAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(240_000);

/** A `datetime-local` value in this machine's time zone (the browser's too). */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * About 30 s from now, in whole seconds (what the field takes), and early in its minute (second 5 to 40), so that a
 * public list that waited for the minute to end would be caught showing it late.
 */
function aboutThirtySecondsAhead(now = new Date()): Date {
  const at = new Date(now.getTime() + 30_000);
  at.setMilliseconds(0);
  while (at.getSeconds() < 5 || at.getSeconds() > 40) at.setTime(at.getTime() + 1_000);
  return at;
}

async function journalShows(page: Page, title: string): Promise<boolean> {
  await page.goto('/resources?defaultType=blogs');
  return (await page.getByText(title, { exact: true }).count()) > 0;
}

test('an admin writes a resource and schedules it; it appears on /resources when the job publishes it', async ({
  browser,
  baseURL,
}) => {
  const admin = await browser.newContext({ baseURL });
  const page = await admin.newPage();
  await acknowledgeCookieNotice(page);
  await signInAsPlatformAdmin(page, baseURL!);

  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resources' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/content');

  await page.getByRole('link', { name: 'New resource' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New resource' })).toBeVisible();
  const title = `What our pilots taught us ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Author' }).fill('Ada Writer');
  await page.getByRole('textbox', { name: 'Hashtags' }).fill('#pilots #lessons');
  await page.getByRole('textbox', { name: 'Short description' }).fill('Five lessons from a year of small pilots.');
  await page
    .getByRole('textbox', { name: 'Content (Markdown)' })
    .fill('## Start small\n\nA pilot that ships **beats** a plan that waits.\n\n- Pick one team\n- Measure one thing');
  // The preview is the public site's renderer, live.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Start small' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('beats');
  await expectNoSeriousA11yViolations(page, '/admin/content/new');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/(?!new)[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/content/[resourceId]');

  // Scheduled about 30 s ahead: not on the public list yet.
  const at = aboutThirtySecondsAhead();
  await page.getByLabel('Publish at').fill(localInput(at));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/content/[resourceId] scheduled');

  const visitor = await browser.newContext({ baseURL });
  const site = await visitor.newPage();
  await acknowledgeCookieNotice(site);
  expect(await journalShows(site, title)).toBe(false);

  // The job publishes it at its time; the public list shows it then.
  await expect.poll(() => journalShows(site, title), { timeout: 150_000, intervals: [2_000] }).toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  // At once: the job's poll (2 s), the revalidation and one look of ours, not the end of the minute.
  expect(Date.now() - at.getTime()).toBeLessThan(15_000);
  await site.getByText(title, { exact: true }).click();
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(site.getByRole('heading', { name: 'Start small' })).toBeVisible();
  await expectNoSeriousA11yViolations(site, '/resources/[resourceId]');

  // The admin sees it published.
  await page.reload();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await visitor.close();
  await admin.close();
});
