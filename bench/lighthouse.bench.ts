// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and CPU) on the public pages, with the
// system Chromium. Scores for performance, accessibility, best practices and SEO, one row per page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Row, startSystemProcess } from './lib.ts';

export const name = 'lighthouse';

const PAGES = [
  '/',
  '/pricing',
  '/resources',
  '/services/innovation-launchpad/proof-of-concept-development',
  '/resources/resource-from-idea-to-mvp-in-ninety-days',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const sys = await startSystemProcess();
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const p of PAGES) {
      const url = `${sys.url}${p}`;
      await fetch(url); // pages read from the data service are rendered once, then cached
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${p}`);
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const failed = CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      );
      rows.push({
        bench: 'lighthouse',
        case: p,
        value: `perf ${scores[0]} · a11y ${scores[1]} · best ${scores[2]} · seo ${scores[3]}${
          process.env.LIGHTHOUSE_VERBOSE && failed.length ? ` (below 1: ${failed.join(', ')})` : ''
        }`,
        target: 'perf >= 95, others 100',
      });
    }
  } finally {
    await chrome.kill();
    await sys.stop();
  }
  return rows;
}
