import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticPages, serveStaticPage } from '../src/static-pages.ts';
import { rawRequest } from './raw-request.ts';

describe('prerendered pages served from memory', () => {
  let dir: string;
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'innov-static-'));
    const app = path.join(dir, '.next/server/app');
    mkdirSync(app, { recursive: true });
    writeFileSync(
      path.join(dir, '.next/prerender-manifest.json'),
      JSON.stringify({
        routes: {
          '/': { initialRevalidateSeconds: false, dataRoute: '/index.rsc' },
          '/401': { initialRevalidateSeconds: false, dataRoute: '/401.rsc' },
          '/news': { initialRevalidateSeconds: 60, dataRoute: '/news.rsc' },
          '/_not-found': { initialRevalidateSeconds: false, dataRoute: '/_not-found.rsc', initialStatus: 404 },
        },
      }),
    );
    for (const [name, html] of [
      ['index', '<html>home</html>'],
      ['401', '<html>unauthorised</html>'],
      ['news', '<html>news</html>'],
      ['_not-found', '<html>missing</html>'],
    ]) {
      writeFileSync(path.join(app, `${name}.html`), html);
      writeFileSync(
        path.join(app, `${name}.meta`),
        JSON.stringify({ headers: { 'x-nextjs-prerender': '1', 'x-next-cache-tags': 'secret' } }),
      );
    }
    const pages = loadStaticPages(dir);
    server = http.createServer(async (req, res) => {
      if (!(await serveStaticPage(pages, req, res))) {
        res.writeHead(299);
        res.end('next');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => rawRequest(url, p, headers);

  it('serves static pages with an ETag, and 304 when it matches', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe('<html>home</html>');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['x-next-cache-tags']).toBeUndefined();
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses once for clients that accept it', async () => {
    const res = await get('/401', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe('<html>unauthorised</html>');
  });

  it('applies a rewrite once as pages load, before their ETag is made; pages it leaves alone keep their bytes', () => {
    const original = loadStaticPages(dir);
    const rewritten = loadStaticPages(dir, { rewrite: (html) => html.replace('home', 'islands home') });
    expect(rewritten.get('/')?.body.toString()).toBe('<html>islands home</html>');
    expect(rewritten.get('/')?.etag).not.toBe(original.get('/')?.etag);
    expect(rewritten.get('/401')?.etag).toBe(original.get('/401')?.etag);
  });

  it('leaves navigation payloads, query strings, revalidating and internal routes to Next', async () => {
    expect((await get('/', { rsc: '1' })).status).toBe(299);
    expect((await get('/?ref=x')).status).toBe(299);
    expect((await get('/news')).status).toBe(299);
    expect((await get('/_not-found')).status).toBe(299);
    expect((await get('/unknown')).status).toBe(299);
  });
});
