import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RenderedPageCache } from '../src/rendered-pages.ts';
import { rawRequest } from './raw-request.ts';

// A stand-in for Next: answers like Next does for ISR pages, dynamic pages and stale pages, and counts renders.
describe('cached server renders kept in memory', () => {
  let clock = 0;
  let renders = 0;
  let cache: RenderedPageCache;
  let server: http.Server;
  let url: string;

  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders++;
    const path = (req.url ?? '/').split('?')[0];
    const html = `<html>${req.url} render ${renders}</html>`;
    if (path === '/dynamic') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
      return res.end(html);
    }
    if (path === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' });
      return res.end(html);
    }
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
      'x-nextjs-cache': path === '/stale' ? 'STALE' : 'MISS',
      'x-nextjs-stale-time': '300',
    };
    if (path === '/big') {
      res.writeHead(200, headers);
      return res.end('x'.repeat(5000));
    }
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
      // Streamed in two writes, as Next streams a render.
      const zipped = gzipSync(html);
      res.write(zipped.subarray(0, 10));
      return res.end(zipped.subarray(10));
    }
    res.writeHead(200, headers);
    res.write(html.slice(0, 8));
    res.end(html.slice(8));
  };

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const key = cache.keyOf(req);
      if (key !== undefined) {
        if (await cache.serve(key, req, res)) return;
        cache.capture(key, req, res);
      }
      next(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
  });
  beforeEach(() => {
    clock = 1_000_000;
    renders = 0;
    cache = new RenderedPageCache({ now: () => clock, maxEntries: 3, maxPageBytes: 4096 });
  });

  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(url, p, headers, method);

  it('renders once, then answers the same URL from memory with an ETag and 304', async () => {
    const first = await get('/resources/a');
    expect(first.body.toString()).toBe('<html>/resources/a render 1</html>');
    const second = await get('/resources/a');
    expect(second.body.toString()).toBe('<html>/resources/a render 1</html>');
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('s-maxage=300, stale-while-revalidate=31535700');
    expect(renders).toBe(1);
    const revalidated = await get('/resources/a', { 'if-none-match': String(second.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);
  });

  it('keeps a page Next sent gzip-compressed and serves it to any client', async () => {
    await get('/pricing', { 'accept-encoding': 'gzip' });
    const plain = await get('/pricing');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('<html>/pricing render 1</html>');
    const zipped = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe('<html>/pricing render 1</html>');
    expect(renders).toBe(1);
  });

  it('keeps query strings apart', async () => {
    await get('/resources?defaultType=blogs&page=2');
    const other = await get('/resources?defaultType=blogs&page=3');
    expect(other.body.toString()).toContain('page=3 render 2');
    expect((await get('/resources?defaultType=blogs&page=2')).body.toString()).toContain('page=2 render 1');
    expect(renders).toBe(2);
  });

  it('never keeps dynamic, stale, failed or oversized answers', async () => {
    for (const p of ['/dynamic', '/stale', '/missing', '/big']) {
      await get(p);
      await get(p);
    }
    expect(renders).toBe(8);
    expect(cache.size).toBe(0);
  });

  it('leaves navigation payloads, account pages and other methods to Next', async () => {
    await get('/resources/a');
    await get('/resources/a', { rsc: '1' });
    await get('/dashboard');
    await get('/dashboard');
    await get('/resources/a', {}, 'POST');
    expect(renders).toBe(5);
  });

  it('renders again once the page is older than its s-maxage', async () => {
    await get('/resources/a');
    clock += 299_000;
    await get('/resources/a');
    expect(renders).toBe(1);
    clock += 2_000;
    expect((await get('/resources/a')).body.toString()).toContain('render 2');
  });

  it('forgets everything when content changes', async () => {
    await get('/resources/a');
    await get('/pricing');
    cache.purge();
    expect(cache.size).toBe(0);
    expect((await get('/resources/a')).body.toString()).toContain('render 3');
  });

  it('holds at most its entry limit, dropping the least recently used', async () => {
    for (const p of ['/a', '/b', '/c']) await get(p);
    await get('/a'); // /a becomes the most recently used
    await get('/d'); // evicts /b
    expect(cache.size).toBe(3);
    const before = renders;
    await get('/a');
    await get('/c');
    expect(renders).toBe(before);
    await get('/b');
    expect(renders).toBe(before + 1);
  });
});
