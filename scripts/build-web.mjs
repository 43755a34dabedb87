#!/usr/bin/env node
// Builds the web app (its islands script, then `next build`) when its build is missing or older than its sources. `npm start` calls it
// before serving; `npm test` calls it before the browser stages, so no test server waits on a build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const islandsOutDir = path.join(webDir, 'public/_islands');

/**
 * The site's public origin, as the server reads it (packages/server/src/config.ts). Pages built ahead of time carry
 * it in their canonical URLs, Open Graph data and structured data, so a build serves one origin only.
 */
export function siteOrigin(env = process.env) {
  const fallback = `${/^(1|true)$/.test(env.HTTPS ?? '') ? 'https' : 'http'}://localhost:${env.PORT || 3000}`;
  return (env.PUBLIC_URL || fallback).replace(/\/$/, '');
}

/**
 * A fingerprint of everything the web build depends on: the origin, the installed dependencies (the lockfile's
 * content, so an `npm install` that upgrades Next or React rebuilds) and the sources' paths, sizes and modification
 * times.
 */
function sourceStamp(origin) {
  const hash = createHash('sha256');
  hash.update(`origin:${origin}\n`);
  const lockfile = path.join(root, 'package-lock.json');
  if (existsSync(lockfile)) hash.update('package-lock.json:').update(readFileSync(lockfile)).update('\n');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      // Skips node_modules, dot-folders (every build output folder, .next or NEXT_DIST_DIR, starts with a dot) and
      // the islands build's output.
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (full === islandsOutDir) continue;
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

/** Returns the process exit status of the build (0 when none was needed). */
export function ensureWebBuild() {
  // NEXT_DIST_DIR lets several servers (or parallel workers) keep separate builds; next.config reads it too.
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const stampFile = path.join(webDir, distDir, 'source-stamp');
  const origin = siteOrigin();
  const stamp = sourceStamp(origin);
  const built = existsSync(path.join(webDir, distDir, 'BUILD_ID')) && existsSync(stampFile);
  if (built && readFileSync(stampFile, 'utf8') === stamp) return 0;
  console.log(
    JSON.stringify({ level: 30, msg: 'building the web app (first start, changed sources or origin)', origin }),
  );
  // The web app's build script: the public pages' islands script, then Next's build.
  const r = spawnSync('npm', ['run', 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: origin, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
  });
  if (r.status !== 0) return r.status ?? 1;
  writeFileSync(stampFile, stamp);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureWebBuild());
}
