// Accessibility check for every page a journey visits: no serious or critical axe violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for running transitions and finite animations (a toast sliding in, a menu opening) to end: colours read
 * half-way through a fade are not the ones a reader sees.
 */
async function settleAnimations(page: Page): Promise<void> {
  const still = () =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
  // Still for a moment, not just at one instant: a toast or a ripple that starts right after the first look
  // (a state change that renders on the next frame) would otherwise be read half-way through its fade.
  for (let calm = 0; calm < 3; ) {
    await page.waitForFunction(still);
    await page.waitForTimeout(60);
    calm = (await page.evaluate(still)) ? calm + 1 : 0;
  }
}

/**
 * Holds the page's toasts while axe reads it, as a reader holding one to read it would: react-hot-toast pauses its
 * timers while the pointer is over its toaster. A toast whose time ran out during the check would otherwise start
 * to fade and be read half-way through it. React derives its mouseenter and mouseleave from `mouseout`: leaving the
 * body for the toaster enters it, and leaving the toaster for the body leaves it.
 */
async function holdToasts(page: Page, hold: boolean): Promise<void> {
  await page.evaluate((hold) => {
    const toaster = document.querySelector('[data-rht-toaster]');
    if (!toaster) return;
    const [from, to] = hold ? [document.body, toaster] : [toaster, document.body];
    from.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }));
  }, hold);
}

/** Settles the page, holding its toasts, and runs `check` before letting them go. */
async function atRest<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await holdToasts(page, true);
  try {
    await settleAnimations(page);
    return await check();
  } finally {
    await holdToasts(page, false);
  }
}

/**
 * axe run inside the page itself (legacy mode): the default mode opens and closes a blank page in the context for
 * every check, and a headless Chromium window that saw another open and close over it was once left producing no
 * frames, so every later action waited forever for the element to be "stable". The pages have no cross-origin
 * frames, the one thing legacy mode does not reach.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const results = await atRest(page, () =>
    axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze(),
  );
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  const summary = blocking.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(summary, `serious or critical accessibility violations on ${label}`).toEqual([]);
}

/** No violation at all, whatever its impact, of the named axe rules (for a moderate rule a journey must keep). */
export async function expectNoViolationsOf(page: Page, rules: string[], label = page.url()): Promise<void> {
  const results = await atRest(page, () => axe(page).withRules(rules).analyze());
  const found = results.violations.map((v) => ({
    id: v.id,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(found, `${rules.join(', ')} on ${label}`).toEqual([]);
}
