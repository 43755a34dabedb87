// Browser journeys that need the site over https (aws-amplify builds every hosted-UI URL with https://):
// the server starts with HTTPS=1 on a fresh data directory and generates its self-signed certificate there;
// the browser accepts it (ignoreHTTPSErrors). Only e2e/auth/federated-*.spec.ts run here.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_TLS_PORT ?? process.env.E2E_PORT ?? 3443);
const externalBaseUrl = process.env.E2E_BASE_URL;
// localhost, not 127.0.0.1: the generated certificate names both, and the hosted-UI domain is this host.
const baseURL = externalBaseUrl ?? `https://localhost:${PORT}`;
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `.data-e2e-tls-${randomBytes(6).toString('hex')}`);
const dataDir = process.env.E2E_DATA_DIR;
if (!externalBaseUrl) {
  process.env.E2E_ADMIN_KEY_ID ??= `AKIAE2E${randomBytes(6).toString('hex').toUpperCase()}`;
  process.env.E2E_ADMIN_SECRET ??= randomBytes(30).toString('base64url');
}

export default defineConfig({
  testDir: '.',
  testMatch: 'auth/federated-*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? '../playwright-report-tls' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results-tls',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    video: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: repoRoot,
        env: {
          PORT: String(PORT),
          HTTPS: '1',
          PUBLIC_URL: baseURL,
          DATA_DIR: dataDir,
          ADMIN_ACCESS_KEY_ID: process.env.E2E_ADMIN_KEY_ID ?? '',
          ADMIN_SECRET_ACCESS_KEY: process.env.E2E_ADMIN_SECRET ?? '',
        },
        url: `https://localhost:${PORT}/healthz`,
        ignoreHTTPSErrors: true,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
