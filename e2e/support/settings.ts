// Helpers for the display settings: the drawer, and the JSON stored under `app.settings`.
import { SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { expect, type Page } from '@playwright/test';

export async function storedSettings(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SETTINGS_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeSettings(page: Page) {
  await page.getByRole('button', { name: 'Close settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
}

/** The stored settings apply after hydration; wait for that before using the page. */
export async function waitForSettings(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-settings-initialized', 'true');
}

export async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}
