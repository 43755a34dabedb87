// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and CPU) on the public pages, with the
// system Chromium. Scores for performance, accessibility, best practices and SEO, one row per page: the median of
// LIGHTHOUSE_RUNS runs (default 3), each in a fresh browser, with the lowest and highest performance score beside
// it, because one run on a shared machine can move the performance score by ten points either way.
// The first row is the framework floor (bench/floor): a bare Next page, measured in the same rounds, so each page's
// score reads as a ratio to what Next's client runtime alone scores on this machine at this time.
// "First frame seen" is when the first contentful frame appeared in each real load. On this machine it is sometimes
// 1–2 s late whatever the page holds (a copy of the home page with every script removed too); Chromium launched
// with ThrottleFrameRateOnManyDidNotProduceFrame disabled showed no late frame in 8 runs. Lighthouse's LCP estimate
// counts every request and script that finished before that frame, so a late frame costs a page with scripts.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createUser } from '../e2e/support/admin.ts';
import { passwordSignIn, type SessionTokens, sessionCookies } from '../e2e/support/sign-in.ts';
import { startFloor } from './floor.ts';
import { type Row, startSystemProcess } from './lib.ts';

export const name = 'lighthouse';

/** `LIGHTHOUSE_ONLY=public|auth|signed-in` measures one group (beside the floor); `LIGHTHOUSE_SIGNED_IN_ONLY=1` too. */
const ONLY = process.env.LIGHTHOUSE_SIGNED_IN_ONLY ? 'signed-in' : process.env.LIGHTHOUSE_ONLY;
const measured = (group: 'public' | 'auth' | 'signed-in') => !ONLY || ONLY === group;

const PAGES = [
  ...(measured('public')
    ? [
        '/',
        '/pricing',
        '/resources',
        '/services/innovation-launchpad/proof-of-concept-development',
        '/resources/resource-from-idea-to-mvp-in-ninety-days',
      ]
    : []),
  // The auth pages, signed out: rendered on the server for each request (heading and form in the HTML).
  ...(measured('auth') ? ['/auth/login', '/auth/sign-up', '/auth/forgot-password'] : []),
];

/**
 * Signed-in pages, measured with a browser profile that holds a session (Amplify's cookies, set before the run;
 * Lighthouse's storage reset keeps cookies) of a user created through the admin path.
 */
const SIGNED_IN_PAGES = measured('signed-in') ? ['/dashboard', '/dashboard/account'] : [];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A bare Next page built with the same Next and React (bench/floor): what the framework alone scores here. */
const FLOOR_CASE = 'framework floor: a bare Next page';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface TRun {
  scores: number[];
  tbt: number;
  lcp: number;
  /** When the first contentful frame really appeared in the (unthrottled) load, before Lighthouse's simulation. */
  seenFcp: number;
  failed: string[];
}

/** Puts the session into the launched browser's cookies, as Amplify's cookie storage would. */
async function addSession(port: number, baseUrl: string, tokens: SessionTokens): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]?.addCookies(sessionCookies(baseUrl, tokens));
  } finally {
    // Only the CDP connection closes: the browser stays for Lighthouse.
    await browser.close();
  }
}

async function audit(url: string, session?: SessionTokens): Promise<TRun> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (session) await addSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}, not the page asked for`);
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
  // Control-plane keys of this throwaway system, so the bench can create its signed-in user as an administrator.
  process.env.E2E_ADMIN_KEY_ID ??= `AKIABENCH${randomBytes(6).toString('hex').toUpperCase()}`;
  process.env.E2E_ADMIN_SECRET ??= randomBytes(30).toString('base64url');
  // Served at the origin its web build is made for (BENCH_PUBLIC_URL): the signed-in pages' Amplify client calls the
  // services at the origin /amplify-config.json names, so a system on another port would end their session.
  const origin = new URL(process.env.BENCH_PUBLIC_URL ?? 'http://127.0.0.1:3000');
  const sys = await startSystemProcess({
    PORT: origin.port || '80',
    ADMIN_ACCESS_KEY_ID: process.env.E2E_ADMIN_KEY_ID,
    ADMIN_SECRET_ACCESS_KEY: process.env.E2E_ADMIN_SECRET,
  });
  const floor = await startFloor().catch(async (error) => {
    await sys.stop();
    throw error;
  });
  try {
    const email = `lighthouse-${randomBytes(4).toString('hex')}@example.com`;
    await createUser(sys.url, email, { givenName: 'Grace', familyName: 'Hopper' });
    const signIn = () => passwordSignIn(sys.url, email);
    const targets = [
      { case: FLOOR_CASE, url: floor.url, signedIn: false },
      ...PAGES.map((p) => ({ case: p, url: `${sys.url}${p}`, signedIn: false })),
      ...SIGNED_IN_PAGES.map((p) => ({ case: `${p} (signed in)`, url: `${sys.url}${p}`, signedIn: true })),
    ];
    for (const t of targets) if (!t.signedIn) await fetch(t.url); // public pages are rendered once, then cached
    // Rounds rather than page after page: a noisy minute then costs every row one run, not one row all its runs.
    const runs = new Map<string, TRun[]>(targets.map((t) => [t.case, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const t of targets) runs.get(t.case)?.push(await audit(t.url, t.signedIn ? await signIn() : undefined));
    }
    const floorPerf = median((runs.get(FLOOR_CASE) ?? []).map((r) => r.scores[0]));
    for (const t of targets) rows.push(summarise(t.case, runs.get(t.case) ?? [], floorPerf));
  } finally {
    await Promise.all([sys.stop(), floor.stop()]);
  }
  return rows;
}

function summarise(page: string, runs: TRun[], floorPerf: number): Row {
  const scores = CATEGORIES.map((_, k) => median(runs.map((r) => r.scores[k])));
  const perf = runs.map((r) => r.scores[0]);
  const failed = [...new Set(runs.flatMap((r) => r.failed))];
  const isFloor = page === FLOOR_CASE;
  return {
    bench: 'lighthouse',
    case: page,
    value: [
      `perf ${scores[0]} (${Math.min(...perf)}–${Math.max(...perf)})${isFloor ? '' : `, ${(scores[0] / floorPerf).toFixed(2)} of the floor`}`,
      // The floor is a reference for speed only: it has no icon, description links or content to audit.
      ...(isFloor ? [] : [`a11y ${scores[1]}`, `best ${scores[2]}`, `seo ${scores[3]}`]),
      `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms`,
      `LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s`,
      `first frame seen at ${runs.map((r) => (r.seenFcp / 1000).toFixed(1)).join('/')} s${
        process.env.LIGHTHOUSE_VERBOSE && failed.length ? ` (below 1: ${failed.join(', ')})` : ''
      }`,
    ].join(' · '),
    target: isFloor
      ? 'reference: Next alone'
      : page.endsWith('(signed in)')
        ? 'perf >= 90, TBT < 200 ms, a11y and best 100 (not indexed by design: SEO is not a target)'
        : 'perf >= 95, others 100',
  };
}
