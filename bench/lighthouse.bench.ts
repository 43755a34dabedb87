// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and CPU) on the public pages, with the
// system Chromium. Scores for performance, accessibility, best practices and SEO, one row per page: the median of
// LIGHTHOUSE_RUNS runs (default 3), each in a fresh browser, with the lowest and highest performance score beside
// it, because one run on a shared machine can move the performance score by ten points either way. "First frame
// seen" is when the first contentful frame appeared in each real load: Chromium's compositor slows its frame rate
// after several frames with nothing to draw (ThrottleFrameRateOnManyDidNotProduceFrame), and a page that becomes
// ready to paint just after that shows its first frame about a second late, which Lighthouse's LCP estimate keeps.
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

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface TRun {
  scores: number[];
  tbt: number;
  lcp: number;
  /** When the first contentful frame really appeared in the (unthrottled) load, before Lighthouse's simulation. */
  seenFcp: number;
  failed: string[];
}

async function audit(url: string): Promise<TRun> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    return {
      scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      seenFcp: Number(
        (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]
          ?.observedFirstContentfulPaint ?? 0,
      ),
      failed: CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const sys = await startSystemProcess();
  try {
    for (const p of PAGES) {
      const url = `${sys.url}${p}`;
      await fetch(url); // pages read from the data service are rendered once, then cached
      const runs: TRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url));
      const scores = CATEGORIES.map((_, k) => median(runs.map((r) => r.scores[k])));
      const perf = runs.map((r) => r.scores[0]);
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      rows.push({
        bench: 'lighthouse',
        case: p,
        value: `perf ${scores[0]} (${Math.min(...perf)}–${Math.max(...perf)}) · a11y ${scores[1]} · best ${scores[2]} · seo ${scores[3]} · TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms · LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s · first frame seen at ${runs.map((r) => (r.seenFcp / 1000).toFixed(1)).join('/')} s${
          process.env.LIGHTHOUSE_VERBOSE && failed.length ? ` (below 1: ${failed.join(', ')})` : ''
        }`,
        target: 'perf >= 95, others 100',
      });
    }
  } finally {
    await sys.stop();
  }
  return rows;
}
