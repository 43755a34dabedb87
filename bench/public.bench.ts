// Public pages under load: requests per second for the home page and a resource page at 16 and 64
// connections, beside the same HTML served as a file by a plain Node static server (the ceiling), as a ratio.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fmtLoad, freePort, load, type Row, startSystemProcess } from './lib.ts';

export const name = 'public';

const PAGES = [
  ['home page /', '/'],
  ['resource page', '/resources/resource-from-idea-to-mvp-in-ninety-days'],
] as const;

/** A plain static file server: reads the file for each request, as a simple `serve`-style server does. */
async function staticServer(file: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
        res.end(body);
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-public-'));
  const sys = await startSystemProcess();
  try {
    for (const [label, p] of PAGES) {
      const url = `${sys.url}${p}`;
      // The first request renders a cached page (resources are rendered on demand, then served from the cache).
      const first = await fetch(url);
      if (!first.ok) throw new Error(`${p} answered ${first.status}`);
      const file = path.join(dir, `${label.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, await (await fetch(url)).text());
      const ceiling = await staticServer(file);
      try {
        await load(url, 4, 2);
        await load(ceiling.url, 4, 2);
        for (const c of [16, 64]) {
          const app = await load(url, c, 5);
          const plain = await load(ceiling.url, c, 5);
          rows.push({ bench: 'public', case: `${label} at ${c} conn`, value: fmtLoad(app) });
          rows.push({ bench: 'public', case: `  same HTML, static file server, ${c} conn`, value: fmtLoad(plain) });
          rows.push({
            bench: 'public',
            case: `  ratio to static (${label}, ${c} conn)`,
            value: (app.rps / plain.rps).toFixed(2),
            target: '>= 0.5',
          });
        }
      } finally {
        await ceiling.close();
      }
    }
  } finally {
    await sys.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
