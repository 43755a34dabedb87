#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the whole
// system in this process. `--dev` serves the web app with Next's development server instead.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const webDir = path.join(root, 'apps/web');
// NEXT_DIST_DIR lets several checkouts' servers (or parallel workers) keep separate builds.
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = path.join(webDir, distDir, 'source-stamp');

/** A fingerprint of everything the web build depends on: file paths, sizes and modification times. */
function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === '.next' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const s = statSync(full);
        hash.update(`${path.relative(root, full)}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  walk(webDir);
  walk(path.join(root, 'packages/contracts/src'));
  return hash.digest('hex');
}

if (!dev && !process.env.WEB_DISABLED) {
  const stamp = sourceStamp();
  const built = existsSync(path.join(webDir, distDir, 'BUILD_ID')) && existsSync(stampFile);
  if (!built || readFileSync(stampFile, 'utf8') !== stamp) {
    console.log(JSON.stringify({ level: 30, msg: 'building the web app (first start or changed sources)' }));
    const r = spawnSync('npx', ['next', 'build'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
    writeFileSync(stampFile, stamp);
  }
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
