#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and integration tests (vitest), browser tests (Playwright with the system
// Chromium). Runs every stage even when one fails, then prints one summary line and exits non-zero on failure.
import { spawn } from 'node:child_process';
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
// Its output goes to the terminal as it comes and is kept, so the summary can quote why a stage failed when no
// test in it did (an unhandled error, a crashed worker).
async function stage(name, cmd, args, extraEnv = {}, needed = !only.length || only.includes(name)) {
  if (!needed) return;
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...env, ...extraEnv } });
  const output = [];
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output.push(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    output.push(chunk);
  });
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
  results.push({
    name,
    ok: status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    output: status === 0 ? '' : stripVTControlCharacters(Buffer.concat(output).toString('utf8')),
  });
}

/** What a failed stage said about its failure: vitest's unhandled-error block, else the end of its output. */
function whyStageFailed(text) {
  const lines = text.split('\n').filter((line) => line.trim());
  const unhandled = lines.findIndex((line) => /Unhandled (Error|Rejection)s?/i.test(line));
  const from = unhandled >= 0 ? unhandled : Math.max(0, lines.length - 25);
  return lines.slice(from, from + 25);
}

await stage('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await stage('lint', 'npm', ['run', '--silent', 'lint']);
const vitestJson = path.join(out, 'vitest.json');
await stage('unit+integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
// The browser stage's server starts from a production build of the web app made here, for the origin it serves
// (e2e/playwright.config.ts: PUBLIC_URL localhost, pages opened at 127.0.0.1). The https stage serves another origin, so its server builds again when it starts.
const browserStages = ['browser', 'browser-tls'];
await stage(
  'build',
  'node',
  ['scripts/build-web.mjs'],
  { PUBLIC_URL: process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 3210}` },
  !only.length || only.some((n) => browserStages.includes(n)),
);
const pwJson = path.join(out, 'playwright.json');
await stage('browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});
// Journeys that need https (the hosted UI and federated sign-in): a second server with HTTPS=1.
const pwTlsJson = path.join(out, 'playwright-tls.json');
await stage(
  'browser-tls',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.tls.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwTlsJson,
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
// The failing tests are named again at the very end, where a truncated log still shows them, with their stage.
const failures = [];
const fail = (stageName, text, details = []) => failures.push({ stage: stageName, text, details });
// A failed expectation's own lines (the locator, what was expected and received, the wait), so a CI log names
// what a journey waited for without its trace.
const expectationLines = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(Locator|Expected|Received|Timeout|Call log)\b/.test(line))
    .slice(0, 6)
    .map((line) => line.slice(0, 300));
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
    for (const t of failedTests)
      fail('unit+integration', `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that fails outside any test (a hook, an import) has no failed assertion to name.
    if (file.status === 'failed' && !failedTests.length)
      fail('unit+integration', `${where}: ${firstLine(file.message)}`);
  }
}
// Playwright's JSON nests suites by file and describe block; a test with an unexpected outcome failed.
function playwrightFailures(stageName, suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected') continue;
      const last = t.results?.at(-1);
      fail(stageName, `${[...here, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`, [
        ...(last?.error?.location
          ? [`at ${path.relative(root, last.error.location.file)}:${last.error.location.line}`]
          : []),
        ...expectationLines(last?.error?.message),
      ]);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(stageName, child, here);
}
for (const [stageName, file] of [
  ['browser', pwJson],
  ['browser-tls', pwTlsJson],
]) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
  for (const suite of report.suites ?? []) playwrightFailures(stageName, suite);
}
console.log('\n=== summary');
if (failures.length) {
  console.log('failed tests:');
  for (const f of failures) {
    console.log(`  ✗ ${f.text}`);
    for (const line of f.details) console.log(`      ${line}`);
  }
}
// A stage that failed with no failing test named (typecheck, lint, an unhandled error, a crashed worker).
for (const r of results.filter((r) => !r.ok && !failures.some((f) => f.stage === r.name))) {
  console.log(`${r.name} failed; it said:`);
  for (const line of whyStageFailed(r.output)) console.log(`  | ${line}`);
}
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const stageFailures = results.filter((r) => !r.ok).length;
if (stageFailures && failed === 0) failed = stageFailures;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
