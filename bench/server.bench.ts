// The server's own cost: /healthz and the home page under load, idle memory, and time to ready.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmtLoad, load, type Row, rssMb, sleep, startSystemProcess } from './lib.ts';

export const name = 'server';

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-server-'));
  try {
    // First start creates the database (and builds the web app if needed); the second measures a warm start.
    const first = await startSystemProcess({}, dataDir);
    rows.push({ bench: 'server', case: 'first start to ready (new .data/)', value: `${Math.round(first.readyMs)} ms` });
    await first.stop();
    const sys = await startSystemProcess({}, dataDir);
    rows.push({
      bench: 'server',
      case: 'npm start to ready (existing .data/)',
      value: `${Math.round(sys.readyMs)} ms`,
      target: '< 5000 ms',
    });
    await sleep(3_000);
    rows.push({
      bench: 'server',
      case: 'idle RSS after start',
      value: `${rssMb(sys.child.pid!).toFixed(0)} MB`,
      target: '< 500 MB',
    });
    for (const [label, p] of [
      ['/healthz', '/healthz'],
      ['home page /', '/'],
    ] as const) {
      await load(`${sys.url}${p}`, 4, 2); // warm-up
      for (const c of [1, 16, 64]) {
        const r = await load(`${sys.url}${p}`, c, 5);
        rows.push({
          bench: 'server',
          case: `${label} at ${c} conn`,
          value: fmtLoad(r),
          target: p === '/' && c === 16 ? '>= 500 req/s' : undefined,
        });
      }
    }
    rows.push({ bench: 'server', case: 'RSS after load', value: `${rssMb(sys.child.pid!).toFixed(0)} MB` });
    await sys.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
