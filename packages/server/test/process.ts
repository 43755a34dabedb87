// `npm start` as a real process for tests: spawned with the given environment, its JSON log collected, and the
// port it reports once ready.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface StartedProcess {
  child: ChildProcess;
  /** Resolves with the listening port from the "ready" log line (rejects after 60 s). */
  port: Promise<number>;
  /** Everything it wrote so far (stdout and stderr). */
  log(): string;
}

export function startProcess(env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', WEB_DISABLED: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready: ${out}`)), 60_000);
    child.stdout?.on('data', () => {
      const m = out.match(/"port":(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return { child, port, log: () => out };
}
