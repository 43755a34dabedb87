// What the screenshot scripts share: where pictures go, the widths and themes every page is shown at, and a
// browser context at one width in one theme (the display settings stored before the page loads, as the
// settings drawer would store them; optionally the cookie notice already seen, so it covers nothing).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY } from '@innov/contracts';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
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
    // Pages that follow the system's theme (the payments service's hosted pages) show the same mode.
    colorScheme: mode,
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

export interface TCaptureTarget {
  /** The picture's name: `<name>-<mode>-<width>.png`. */
  name: string;
  path: string;
  /** Picture only this element (a section of a long page) instead of the whole page. */
  selector?: string;
  /** Picture what the window shows (an open menu) instead of the whole page. */
  viewportOnly?: boolean;
  /** A page the web app does not render (the payments service's hosted pages): no display settings to wait for. */
  external?: boolean;
}

/**
 * Pictures every target at every width in both themes: one context per theme and width, a page that goes to
 * each target in turn. `before` runs ahead of each visit (a session's cookies), `ready` once the page is there
 * (what it waits for before the picture); `maxHeight` clips a long page to its top.
 */
export async function captureAll<T extends TCaptureTarget>(options: {
  baseURL: string;
  targets: T[];
  cookieNoticeSeen?: boolean;
  before?: (context: BrowserContext, target: T) => Promise<void>;
  ready?: (page: Page, target: T) => Promise<void>;
  maxHeight?: number;
}): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const mode of MODES) {
      for (const width of WIDTHS) {
        const context = await themedContext(browser, options.baseURL, mode, width, {
          cookieNoticeSeen: options.cookieNoticeSeen,
        });
        const page = await context.newPage();
        for (const target of options.targets) {
          await options.before?.(context, target);
          await page.goto(target.path, { timeout: 240_000, waitUntil: 'domcontentloaded' });
          if (!target.external) await page.locator('html[data-settings-initialized="true"]').waitFor();
          await options.ready?.(page, target);
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(outDir, `${target.name}-${mode}-${width}.png`);
          if (target.selector) {
            // Clipped from the whole page, where the sticky top bar stays at the top instead of covering it.
            const clip = await page.locator(target.selector).evaluate((el) => {
              const r = el.getBoundingClientRect();
              return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
            });
            await page.screenshot({ path: file, fullPage: true, clip });
            console.log(file);
            continue;
          }
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.screenshot({
            path: file,
            fullPage: !target.viewportOnly,
            ...(options.maxHeight ? { clip: { x: 0, y: 0, width, height: Math.min(height, options.maxHeight) } } : {}),
          });
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** A dashboard page is ready to capture: its h1 `heading` shows, the network is idle and no loading status is left. */
export async function headingReady(page: Page, target: { heading: string }): Promise<void> {
  await page.getByRole('heading', { level: 1, name: target.heading }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
}
