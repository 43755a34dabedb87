#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the whole
// system in this process. `--dev` serves the web app with Next's development server instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild, siteOrigin } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

// The web app and the server agree on the public origin, including the https default under HTTPS=1.
process.env.PUBLIC_URL = siteOrigin();
if (!dev && !process.env.WEB_DISABLED) {
  const status = ensureWebBuild();
  if (status !== 0) process.exit(status);
}

process.env.NODE_ENV = dev ? 'development' : 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
// Next otherwise tries to rewrite package-lock.json through the registry at every start.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE = '1';
if (dev) process.env.WEB_DEV = '1';
process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../packages/server/src/main.ts');
