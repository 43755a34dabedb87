// Starts a throwaway Redis server (Debian's `redis-server` package) on a free port, without persistence, for the
// tests that prove what processes share through Redis (realtime fan-out, rate limits). Tests and benchmarks only.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from '../src/free-port.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

export function redisServerAvailable(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out.slice(-1000)}`)), 10_000);
    const check = () => {
      if (/Ready to accept connections/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${out.slice(-1000)}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
