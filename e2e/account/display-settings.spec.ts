// Display settings (seed section 3): stored under `app.settings`, reset to defaults, right-to-left,
// light and dark themes.
import { DEFAULT_SETTINGS } from '@innov/contracts';
import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bodyBackground, closeSettings, openSettings, storedSettings, waitForSettings } from '../support/settings.ts';

test.use({ viewport: { width: 1440, height: 900 } });

async function centerX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element is not visible');
  return box.x + box.width / 2;
}

test('settings persist across a reload under app.settings', async ({ page }) => {
  await page.goto('/');
  await waitForSettings(page);
  await expectNoSeriousA11yViolations(page, 'home, default settings');
  expect(await storedSettings(page)).toBeNull();
  const gear = page.getByRole('button', { name: 'Settings', exact: true });
  await expect(gear).toHaveAttribute('data-custom-settings', 'false');

  const drawer = await openSettings(page);
  await expect(drawer.getByText('You are using the default settings.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings drawer');
  await drawer.getByRole('button', { name: 'Light' }).click();
  await drawer.getByRole('button', { name: 'High' }).click();
  await drawer.getByRole('button', { name: 'Blue' }).click();
  await drawer.getByRole('button', { name: 'Horizontal' }).click();
  await drawer.getByRole('button', { name: 'Discrete' }).click();
  await drawer.getByRole('switch', { name: 'Stretch to full width' }).check();
  await drawer.getByRole('switch', { name: 'Responsive font sizes' }).uncheck();

  const expected = {
    ...DEFAULT_SETTINGS,
    paletteMode: 'light',
    contrast: 'high',
    colorPreset: 'blue',
    layout: 'horizontal',
    navColor: 'discrete',
    stretch: true,
    responsiveFontSizes: false,
  };
  expect(await storedSettings(page)).toEqual(expected);
  await expect(drawer.getByText('Your settings differ from the defaults.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings drawer, light high contrast');
  await closeSettings(page);
  await expect(gear).toHaveAttribute('data-custom-settings', 'true');

  await page.reload();
  // Applied before paint by the <head> script, then by the app.
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await waitForSettings(page);
  expect(await storedSettings(page)).toEqual(expected);
  await expect(gear).toHaveAttribute('data-custom-settings', 'true');
  // High contrast in the light theme: pure black text on white.
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');
  // Stretch: the header's container spans the full width.
  const header = page.getByRole('banner');
  const container = await header.locator('.s-container').first().boundingBox();
  expect(container?.width).toBeGreaterThan(1400);
  await expectNoSeriousA11yViolations(page, 'home, light high contrast after reload');

  const reopened = await openSettings(page);
  await expect(reopened.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByRole('switch', { name: 'Stretch to full width' })).toBeChecked();
});

test('reset restores the defaults and removes the stored settings', async ({ page }) => {
  await page.goto('/');
  await waitForSettings(page);
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Light' }).click();
  await drawer.getByRole('button', { name: 'Orange' }).click();
  expect(await storedSettings(page)).toMatchObject({ paletteMode: 'light', colorPreset: 'orange' });

  await drawer.getByRole('button', { name: 'Reset settings' }).click();
  await expect(page.getByText('Display settings restored to the defaults.')).toBeVisible();
  expect(await storedSettings(page)).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', DEFAULT_SETTINGS.paletteMode);
  await expect(drawer.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByText('You are using the default settings.')).toBeVisible();
  await closeSettings(page);
  await expect(page.getByRole('button', { name: 'Settings', exact: true })).toHaveAttribute(
    'data-custom-settings',
    'false',
  );

  await page.reload();
  await waitForSettings(page);
  expect(await storedSettings(page)).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', DEFAULT_SETTINGS.paletteMode);
});

test('right-to-left mirrors the layout', async ({ page }) => {
  await page.goto('/');
  await waitForSettings(page);
  const logo = page.getByTestId('header-logo');
  const width = page.viewportSize()?.width ?? 1440;
  expect(await centerX(logo)).toBeLessThan(width / 2);

  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await storedSettings(page)).toMatchObject({ direction: 'rtl' });
  await closeSettings(page);

  expect(await centerX(logo)).toBeGreaterThan(width / 2);
  // The settings gear moves to the left half with the rest of the toolbar.
  expect(await centerX(page.getByRole('button', { name: 'Settings', exact: true }))).toBeLessThan(width / 2);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForSettings(page);
  expect(await centerX(logo)).toBeGreaterThan(width / 2);
  await expectNoSeriousA11yViolations(page, 'home, right to left');
});

test('dark and light themes render with different backgrounds', async ({ page }) => {
  await page.goto('/');
  await waitForSettings(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  const dark = await bodyBackground(page);

  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await closeSettings(page);
  const light = await bodyBackground(page);

  expect(dark).toBe('rgb(11, 16, 20)');
  expect(light).toBe('rgb(255, 255, 255)');
  expect(light).not.toBe(dark);
  await expectNoSeriousA11yViolations(page, 'home, light theme');

  const again = await openSettings(page);
  await again.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await closeSettings(page);
  expect(await bodyBackground(page)).toBe(dark);
});
