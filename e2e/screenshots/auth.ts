// Captures docs/screenshots/auth-<page>-<theme>-<width>.png: every auth page at phone and desktop widths in
// both themes (/auth is the login page; /auth/callback's failures are in auth-fixes.ts). Run against a running server:
//   E2E_BASE_URL=http://localhost:3210 npx tsx e2e/screenshots/auth.ts
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const PAGES = [
  { name: 'auth-login', path: '/auth/login' },
  { name: 'auth-sign-up', path: '/auth/sign-up' },
  { name: 'auth-code-verification', path: '/auth/code-verification?email=ada%40example.com' },
  { name: 'auth-forgot-password', path: '/auth/forgot-password' },
  { name: 'auth-reset-password', path: '/auth/reset-password?email=ada%40example.com' },
];

await captureAll({
  baseURL,
  targets: PAGES,
  ready: (page) => page.locator('h1').first().waitFor({ timeout: 60_000 }),
});
