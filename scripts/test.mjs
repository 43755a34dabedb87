#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and integration tests (vitest), browser tests (Playwright with the system
// Chromium). Runs every stage even when one fails, then prints one summary line and exits non-zero on failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'innov-test-'));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' };
const only = process.argv.slice(2);
const results = [];

// A named stage runs when no stage is named or it is; `needed` (the build) runs when a stage that needs it does.
function stage(name, cmd, args, extraEnv = {}, needed = !only.length || only.includes(name)) {
  if (!needed) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

stage('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
stage('lint', 'npx', ['biome', 'check', '.']);
const vitestJson = path.join(out, 'vitest.json');
stage('unit+integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
// The browser stage's server starts from a production build of the web app made here, for the origin it serves
// (e2e/playwright.config.ts). The https stage serves another origin, so its server builds again when it starts.
const browserStages = ['browser', 'browser-tls'];
stage(
  'build',
  'node',
  ['scripts/build-web.mjs'],
  { PUBLIC_URL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}` },
  !only.length || only.some((n) => browserStages.includes(n)),
);
const pwJson = path.join(out, 'playwright.json');
stage('browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});
// Journeys that need https (the hosted UI and federated sign-in): a second server with HTTPS=1.
const pwTlsJson = path.join(out, 'playwright-tls.json');
stage('browser-tls', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.tls.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwTlsJson,
});

let passed = 0;
let failed = 0;
let skipped = 0;
// The failing tests are named again at the very end, where a truncated log still shows them.
const failures = [];
const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that fails outside any test (a hook, an import) has no failed assertion to name.
    if (file.status === 'failed' && !failedTests.length) failures.push(`${where}: ${firstLine(file.message)}`);
  }
}
// Playwright's JSON nests suites by file and describe block; a test with an unexpected outcome failed.
function playwrightFailures(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const last = t.results?.at(-1);
      failures.push(`${[...here, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}
for (const file of [pwJson, pwTlsJson]) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  for (const suite of report.suites ?? []) playwrightFailures(suite);
}
console.log('\n=== summary');
if (failures.length) {
  console.log('failed tests:');
  for (const f of failures) console.log(`  ✗ ${f}`);
}
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const stageFailures = results.filter((r) => !r.ok).length;
if (stageFailures && failed === 0) failed = stageFailures;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
