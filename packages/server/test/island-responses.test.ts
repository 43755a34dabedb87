import http from 'node:http';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { islandPage } from '../src/island-pages.ts';
import { rewriteHtmlResponse } from '../src/island-responses.ts';
import { RenderedPageCache } from '../src/rendered-pages.ts';
import { rawRequest } from './raw-request.ts';

type TMiddleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
// The compression Next's router applies to every answer (config.compress), so the wrapper meets what it meets in
// production: headers set by an on-headers hook, a gzip stream written through the response, flushes.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => TMiddleware;

const BOOT = '/_islands/boot-BZDHUXGJ.js';
const page = (title: string, islands: boolean) =>
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  `<script src="/_next/static/chunks/main-app-2.js" async=""></script><title>${title}</title></head><body><main>` +
  `${'<p>Lumenfold helps companies turn ideas into working products.</p>'.repeat(40)}</main>` +
  `${islands ? '<script type="application/json" id="__islands">{}</script>' : ''}` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}\\n"])</script>' +
  '</body></html>';
const rewritten = (title: string) => islandPage(page(title, true), BOOT);

describe('HTML rendered on request, rewritten on the way out', () => {
  let renders = 0;
  let maxBytes = 1024 * 1024;
  let cache: RenderedPageCache;
  let server: http.Server;
  let url: string;
  const compress = compression();

  // A stand-in for Next's answers: a prerendered payload (length and ETag set, ended at once), a streamed render
  // (flushHeaders, then chunks), an RSC payload, a page that does not opt in, JSON.
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    renders++;
    const path = (req.url ?? '/').split('?')[0];
    // A dynamic page is the same at every render, and never kept by the cache.
    const dynamic = path.startsWith('/dynamic');
    const html = (islands: boolean, cacheControl = 's-maxage=300, stale-while-revalidate=31535700') => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader(
        'cache-control',
        dynamic ? 'private, no-cache, no-store, max-age=0, must-revalidate' : cacheControl,
      );
      res.setHeader('x-nextjs-cache', 'MISS');
      return page(dynamic ? path : `${path} render ${renders}`, islands);
    };
    if (req.headers.rsc) {
      res.setHeader('content-type', 'text/x-component');
      return res.end(`0:{"page":"${path}"}\n<script src="/_next/static/chunks/x.js"></script>`);
    }
    if (path === '/data.json') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ html: page('json', true) }));
    }
    if (path === '/streamed' || path === '/missing') {
      const body = html(true, 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.statusCode = path === '/missing' ? 404 : 200;
      res.flushHeaders();
      const flush = () => (res as http.ServerResponse & { flush?: () => void }).flush?.();
      for (let i = 0; i < body.length; i += 700) {
        res.write(body.slice(i, i + 700));
        flush();
      }
      return res.end();
    }
    // Next's sendRenderResult for a complete payload: length and ETag of what it rendered.
    const body = html(path !== '/plain');
    const etag = `"next-${body.length.toString(36)}"`;
    res.setHeader('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? null : body);
  };

  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      // The order of web.ts: the cache answers or captures, then the rewrite wraps, then Next (with compression).
      const key = cache.keyOf(req);
      if (key !== undefined) {
        if (await cache.serve(key, req, res)) return;
        cache.capture(key, req, res);
      }
      rewriteHtmlResponse(req, res, (html) => islandPage(html, BOOT), { maxBytes });
      compress(req, res, () => {});
      next(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server.close();
  });
  beforeEach(() => {
    renders = 0;
    maxBytes = 1024 * 1024;
    cache = new RenderedPageCache();
  });

  /** The response, and its text after gzip when Next compressed it. */
  const get = async (p: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await rawRequest(url, p, headers, method);
    const zipped = res.headers['content-encoding'] === 'gzip';
    return { ...res, text: (zipped ? gunzipSync(res.body) : res.body).toString() };
  };

  it('rewrites a page that opts in, with its own length and ETag', async () => {
    const res = await get('/pricing');
    expect(res.text).toBe(rewritten('/pricing render 1'));
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.etag).not.toMatch(/next-/);
    expect(res.headers['x-nextjs-cache']).toBe('MISS');
  });

  it('decompresses what Next compressed, and sends the rewritten page compressed the same way', async () => {
    const res = await get('/pricing', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(gunzipSync(res.body).toString()).toBe(rewritten('/pricing render 1'));
  });

  it('rewrites streamed renders and error pages too', async () => {
    const streamed = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(streamed.text).toBe(rewritten('/streamed render 1'));
    expect(streamed.headers['content-length']).toBe(String(streamed.body.length));
    expect(streamed.headers.etag).toBeUndefined();
    const missing = await get('/missing');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe(rewritten('/missing render 2'));
  });

  it('keeps the rewritten page in the rendered-page cache, so later hits are rewritten too', async () => {
    await get('/resources/a', { 'accept-encoding': 'gzip' });
    const hit = await get('/resources/a', { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-nextjs-cache']).toBe('HIT');
    expect(hit.text).toBe(rewritten('/resources/a render 1'));
    expect(renders).toBe(1);
    const revalidated = await get('/resources/a', { 'if-none-match': String(hit.headers.etag) });
    expect(revalidated.status).toBe(304);
  });

  it('answers 304 for its own ETag when the page rendered again is the same', async () => {
    const first = await get('/dynamic', { 'accept-encoding': 'gzip' });
    expect(first.text).toBe(rewritten('/dynamic'));
    expect(first.headers.etag).not.toMatch(/next-/);
    const again = await get('/dynamic', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(renders).toBe(2);
  });

  it('answers HEAD with the length and ETag of the rewritten page, and no body', async () => {
    const head = await get('/dynamic', {}, 'HEAD');
    const full = await get('/dynamic');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('passes a page that does not opt in through byte for byte, with Next’s ETag', async () => {
    const res = await get('/plain');
    expect(res.text).toBe(page('/plain render 1', false));
    expect(res.headers.etag).toBe(`"next-${res.text.length.toString(36)}"`);
    const zipped = await get('/plain?z', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(zipped.body).toString()).toBe(page('/plain render 2', false));
  });

  it('never touches navigation payloads, JSON, account pages or other methods', async () => {
    const rsc = await get('/pricing', { rsc: '1', 'next-router-state-tree': '%5B%5D' });
    expect(rsc.text).toContain('<script src="/_next/static/chunks/x.js"></script>');
    const json = await get('/data.json');
    expect(JSON.parse(json.text).html).toBe(page('json', true));
    const account = await get('/dashboard');
    expect(account.text).toBe(page('/dashboard render 3', true));
    const posted = await get('/pricing', {}, 'POST');
    expect(posted.text).toBe(page('/pricing render 4', true));
  });

  it('sends on an answer too large to hold as Next wrote it', async () => {
    maxBytes = 100;
    const res = await get('/streamed', { 'accept-encoding': 'gzip' });
    expect(res.text).toBe(page('/streamed render 1', true));
    const plain = await get('/streamed');
    expect(plain.text).toBe(page('/streamed render 2', true));
  });
});
