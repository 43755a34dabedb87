// What the screenshot scripts share: where pictures go, the widths and themes every page is shown at, and a
// browser context at one width in one theme (the display settings stored before the page loads, as the
// settings drawer would store them; optionally the cookie notice already seen, so it covers nothing).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.ts';

export const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
export const WIDTHS = [390, 1440];
export const MODES = ['dark', 'light'] as const;
export type TMode = (typeof MODES)[number];

/** The system Chromium, with the output folder made. */
export function launchBrowser(): Promise<Browser> {
  mkdirSync(outDir, { recursive: true });
  return chromium.launch(chromiumLaunchOptions);
}

/** A context at `width` (a phone below 600 px) whose pages open in `mode`. */
export async function themedContext(
  browser: Browser,
  baseURL: string,
  mode: TMode,
  width: number,
  options: { cookieNoticeSeen?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: width < 600,
  });
  await context.addInitScript(
    ([key, value, noticeSeen]) => {
      window.localStorage.setItem(key, value);
      if (noticeSeen) window.localStorage.setItem('app.cookie-notice', 'acknowledged');
    },
    [
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_SETTINGS, paletteMode: mode }),
      Boolean(options.cookieNoticeSeen),
    ] as const,
  );
  return context;
}
