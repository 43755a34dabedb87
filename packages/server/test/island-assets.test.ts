import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandAssets } from '../src/island-assets.ts';
import { rawRequest } from './raw-request.ts';

describe('the islands build served with long-lived caching', () => {
  let dir: string;
  let server: http.Server;
  let port: number;
  const boot = `import("./chunk-3DA77OWI.js");${'/* island */'.repeat(50)}`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'innov-island-assets-'));
    const islands = path.join(dir, '_islands');
    mkdirSync(path.join(islands, 'nested-ABCDEFGH.js'), { recursive: true });
    writeFileSync(path.join(islands, 'boot-BZDHUXGJ.js'), boot);
    writeFileSync(path.join(islands, 'chunk-3DA77OWI.js'), 'export const a = 1;');
    writeFileSync(path.join(islands, 'manifest.json'), '{"boot":"/_islands/boot-BZDHUXGJ.js"}');
    writeFileSync(path.join(islands, 'boot.js'), 'unhashed');
    writeFileSync(path.join(dir, 'secret-ABCDEFGH.js'), 'outside');
    const serve = islandAssets(islands);
    server = http.createServer(async (req, res) => {
      if (!(await serve(req, res))) {
        res.writeHead(299);
        res.end('next');
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`http://127.0.0.1:${port}`, p, headers, method);

  it('serves a hashed script as JavaScript, cached for a year, with an ETag and 304', async () => {
    const res = await get('/_islands/boot-BZDHUXGJ.js');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(boot);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(boot.length));
    const again = await get('/_islands/boot-BZDHUXGJ.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect((await get('/_islands/chunk-3DA77OWI.js?v=1')).body.toString()).toBe('export const a = 1;');
  });

  it('compresses for clients that accept it, and answers HEAD without a body', async () => {
    const br = await get('/_islands/boot-BZDHUXGJ.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(boot);
    const gzip = await get('/_islands/boot-BZDHUXGJ.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(boot);
    const head = await get('/_islands/boot-BZDHUXGJ.js', {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(boot.length));
    expect(head.body.length).toBe(0);
  });

  it('answers 404 for anything else in the folder, and for any path that leaves it', async () => {
    for (const p of [
      '/_islands/manifest.json',
      '/_islands/boot.js',
      '/_islands/missing-ABCDEFGH.js',
      '/_islands/nested-ABCDEFGH.js',
      '/_islands/',
      '/_islands/..%2fsecret-ABCDEFGH.js',
      '/_islands/%2e%2e/secret-ABCDEFGH.js',
      '/_islands/sub/chunk-3DA77OWI.js',
      '/_islands/../secret-ABCDEFGH.js',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves other paths and methods to Next', async () => {
    expect((await get('/_islandsx/boot-BZDHUXGJ.js')).status).toBe(299);
    expect((await get('/images/a.png')).status).toBe(299);
    expect((await get('/_islands/boot-BZDHUXGJ.js', {}, 'POST')).status).toBe(299);
  });
});
