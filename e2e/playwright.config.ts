// Browser journeys against the whole system: `node scripts/start.mjs` on a fresh data directory, driven
// with the system Chromium. Set E2E_BASE_URL to test a server that is already running instead.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_PORT ?? 3210);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${PORT}`;
// The server's PUBLIC_URL is the newcomer's default, localhost, while the browser opens the site at 127.0.0.1:
// every journey checks that the site works under a host name other than the one it was configured with.
process.env.E2E_PUBLIC_URL ??= externalBaseUrl ?? `http://localhost:${PORT}`;
// A data directory of its own for every run, so each run starts from a fresh database. Workers load this
// file again, so the values chosen here travel to them through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `.data-e2e-${randomBytes(6).toString('hex')}`);
const dataDir = process.env.E2E_DATA_DIR;
// Control-plane keys of the test server (a throwaway server on a temporary database), so journeys can create
// users as an administrator would. Against an external server, set E2E_ADMIN_KEY_ID / E2E_ADMIN_SECRET.
if (!externalBaseUrl) {
  process.env.E2E_ADMIN_KEY_ID ??= `AKIAE2E${randomBytes(6).toString('hex').toUpperCase()}`;
  process.env.E2E_ADMIN_SECRET ??= randomBytes(30).toString('base64url');
  // The data service's API key (trusted server-to-server calls), so journeys can edit content as the back-office.
  process.env.E2E_DATA_API_KEY ??= randomBytes(24).toString('base64url');
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A journey's own budget: several page loads of up to ~17 s each on a loaded two-core machine (below).
  timeout: 120_000,
  // A dashboard page's first render waits for its JavaScript to run: with two browsers and the server on two
  // cores, a trace measured 17 s from navigation to the first data on screen (the server answered each call in
  // under 0.4 s). Expectations wait as long as a person on such a machine would.
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? '../playwright-report' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    video: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The link-confirmation journey switches the shared pool's confirmation method: it runs alone, after the rest.
  // So does the back-office's survey journey, which closes the seed's survey (only one is open at a time) for a while.
  projects: [
    { name: 'main', testIgnore: [/auth\/link\.spec\.ts/, /federated-.*\.spec\.ts/, /admin\/surveys\.spec\.ts/] },
    { name: 'auth-link', testMatch: /auth\/link\.spec\.ts/, dependencies: ['main'] },
    { name: 'admin-surveys', testMatch: /admin\/surveys\.spec\.ts/, dependencies: ['auth-link'] },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: repoRoot,
        env: {
          PORT: String(PORT),
          // Token issuer, e-mail links and canonical URLs; /amplify-config.json names endpoints on the origin
          // each page was reached by (127.0.0.1 here), which the content security policy allows as 'self'.
          PUBLIC_URL: process.env.E2E_PUBLIC_URL,
          DATA_DIR: dataDir,
          ADMIN_ACCESS_KEY_ID: process.env.E2E_ADMIN_KEY_ID ?? '',
          ADMIN_SECRET_ACCESS_KEY: process.env.E2E_ADMIN_SECRET ?? '',
          DATA_API_KEY: process.env.E2E_DATA_API_KEY ?? '',
        },
        url: `http://127.0.0.1:${PORT}/healthz`,
        timeout: 300_000,
        reuseExistingServer: false,
        // The server logs every request; its errors still show.
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
