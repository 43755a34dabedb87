// The public pages show a cookie notice fixed to the bottom of the window until it is acknowledged; journeys
// that are not about it start with it acknowledged, so it covers nothing they click.
import type { Page } from '@playwright/test';

export async function acknowledgeCookieNotice(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('app.cookie-notice', 'acknowledged'));
}
