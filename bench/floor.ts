// The framework floor (bench/floor): a bare Next page built with the repository's Next and served by `next start`,
// so the Lighthouse table can show, from the same run on the same machine, what the framework alone scores.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, root, stopChild, waitUntilAnswering } from './lib.ts';

const floorDir = path.join(root, 'bench/floor');
const nextBin = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
};

/** The floor's sources and the Next version: a change to either rebuilds it. */
function stamp(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(path.dirname(nextBin), '../../package.json')));
  for (const dir of ['.', 'app']) {
    for (const f of readdirSync(path.join(floorDir, dir)).sort()) {
      if (/\.(jsx|mjs)$/.test(f)) hash.update(`${dir}/${f}\n`).update(readFileSync(path.join(floorDir, dir, f)));
    }
  }
  return hash.digest('hex');
}

function ensureBuild(): void {
  const stampFile = path.join(floorDir, '.next/source-stamp');
  const current = stamp();
  if (existsSync(path.join(floorDir, '.next/BUILD_ID')) && existsSync(stampFile)) {
    if (readFileSync(stampFile, 'utf8') === current) return;
  }
  const r = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: floorDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`the framework floor did not build (exit ${r.status})`);
  writeFileSync(stampFile, current);
}

export interface RunningFloor {
  url: string;
  stop(): Promise<void>;
}

/** Builds the floor when needed, serves it with `next start` on a free port, and waits until it answers. */
export async function startFloor(): Promise<RunningFloor> {
  ensureBuild();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: floorDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilAnswering(child, url, 'the framework floor', 60_000);
  return { url, stop: () => stopChild(child) };
}
