// The files backends behind ObjectStorage, each through a started system's own `deps.storage` and `/files/*`
// mount: the local disk (our HMAC-signed URLs) and S3's protocol against a real S3-compatible server (s3rver)
// started here. Then the disk's own signatures refused at /files/o: expired, tampered, another length or type,
// keys that would leave the storage folder.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FILE_LIMITS, FILE_MESSAGES } from '@innov/contracts';
import {
  createLogger,
  createObjectStorage,
  DISK_OBJECT_PATH,
  loadConfig,
  type ObjectStorage,
  storageBrowserOrigin,
  UnsafeKeyError,
} from '@innov/platform';
import { startTestS3, type TestS3 } from '@innov/platform/test-s3';
import { type MemorySystem, startMemorySystem } from '@innov/server/test/memory-system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The system's clock runs this far ahead of the wall clock (the disk backend's links expire by it). */
let clockOffsetMs = 0;

interface Backend {
  name: 'disk' | 's3';
  m: MemorySystem;
  storage: ObjectStorage;
  s3?: TestS3;
}

async function startBackend(name: 'disk' | 's3'): Promise<Backend> {
  const s3 = name === 's3' ? await startTestS3() : undefined;
  const m = await startMemorySystem({
    prefix: `innov-storage-${name}-`,
    services: ['identity', 'data'],
    env: s3?.env,
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  const data = m.system.data;
  if (!data) throw new Error('the data service did not start');
  return { name, m, storage: data.deps.storage, s3 };
}

async function stopBackend(b: Backend | undefined) {
  if (!b) return;
  await b.m.system.app.shutdown(1000);
  rmSync(b.m.dataDir, { recursive: true, force: true });
  await b.s3?.stop();
}

const text = async (r: { body?: Readable }) => {
  const chunks: Buffer[] = [];
  for await (const c of r.body as Readable) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A request with the path sent as written (a URL would resolve its dot segments and escapes first). */
function rawRequest(
  base: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request({ host: hostname, port, path: pathAndQuery, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** A PUT with exactly these headers and body (fetch would compute Content-Length itself). */
function rawPut(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  o: { abortAfter?: number } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'PUT', headers }, (res) => {
      let out = '';
      res.on('data', (c) => {
        out += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: out }));
    });
    if (o.abortAfter !== undefined) {
      req.on('error', () => resolve({ status: 0, body: '' }));
      req.write(body.subarray(0, o.abortAfter), () => setTimeout(() => req.destroy(), 100));
      return;
    }
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(['disk', 's3'] as const)('the %s backend', (name) => {
  let b: Backend;
  beforeAll(async () => {
    b = await startBackend(name);
  });
  afterAll(async () => {
    await stopBackend(b);
  });

  it('keeps, reads, heads and removes objects, one by one and by prefix', async () => {
    const { storage } = b;
    expect(storage.kind).toBe(name);
    expect(storage.bucket).toBe(name === 'disk' ? 'local' : b.s3?.bucket);
    await storage.put('private/id-1/images/f1/w64.webp', Buffer.from('sixty-four'), { contentType: 'image/webp' });
    const stream = Readable.from([Buffer.from('hello '), Buffer.from('world')]);
    await storage.put('private/id-1/storage/f2/notes.txt', stream, { contentType: 'text/plain', contentLength: 11 });
    await storage.put('private/id-2/images/f3/w64.webp', Buffer.from('other user'), { contentType: 'image/webp' });

    const head = await storage.head('private/id-1/storage/f2/notes.txt');
    expect(head).toMatchObject({ size: 11, contentType: 'text/plain' });
    expect(head?.lastModified).toBeInstanceOf(Date);
    const got = await storage.get('private/id-1/storage/f2/notes.txt');
    expect(got).toMatchObject({ size: 11, contentType: 'text/plain' });
    expect(await text(got as { body: Readable })).toBe('hello world');
    expect(await storage.get('private/id-1/nothing')).toBeNull();
    expect(await storage.head('private/id-1/nothing')).toBeNull();

    // A prefix is a folder: `private/id-` does not reach into `private/id-1/…` (it must end with '/').
    await expect(storage.deletePrefix('private/id-')).rejects.toBeInstanceOf(UnsafeKeyError);
    expect(await storage.deletePrefix('private/id-1/')).toBe(2);
    expect(await storage.head('private/id-1/images/f1/w64.webp')).toBeNull();
    expect(await storage.head('private/id-2/images/f3/w64.webp')).toMatchObject({ size: 10 });
    expect(await storage.deletePrefix('private/id-1/')).toBe(0);

    await storage.delete(['private/id-2/images/f3/w64.webp', 'private/id-2/never-was']);
    expect(await storage.head('private/id-2/images/f3/w64.webp')).toBeNull();
    if (name === 'disk') {
      // Nothing left behind: no temporary files, no empty folders.
      const root = path.join(b.m.dataDir, 'files');
      expect(existsSync(root) ? readdirSync(root, { recursive: true }) : []).toEqual([]);
    }
  });

  it('a stream longer or shorter than its announced length is not kept', async () => {
    const { storage } = b;
    const key = 'workspaces/t1/ideas/i1/storage/f9/report.txt';
    const longer = Readable.from([Buffer.from('0123456789ab')]);
    await expect(storage.put(key, longer, { contentType: 'text/plain', contentLength: 10 })).rejects.toThrow();
    expect(await storage.head(key)).toBeNull();
    if (name === 'disk') {
      const shorter = Readable.from([Buffer.from('0123')]);
      await expect(storage.put(key, shorter, { contentType: 'text/plain', contentLength: 10 })).rejects.toThrow();
      expect(await storage.head(key)).toBeNull();
    }
  });

  it('a presigned PUT then a presigned GET, with fetch as a browser would', async () => {
    const { storage, m } = b;
    const key = 'workspaces/t1/ideas/i1/storage/f4/resume-final.pdf';
    const bytes = Buffer.from('%PDF-1.4 a small file');
    const grant = await storage.presignPut(key, {
      contentType: 'application/pdf',
      contentLength: bytes.length,
      expiresIn: 900,
      origin: m.url,
    });
    expect(grant.headers).toEqual({ 'Content-Type': 'application/pdf' });
    if (name === 's3') expect(new URL(grant.url).origin).toBe(b.s3?.endpoint);
    else expect(grant.url.startsWith(`${m.url}${DISK_OBJECT_PATH}/`)).toBe(true);
    const put = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: bytes });
    expect(put.status).toBe(200);
    expect(await storage.head(key)).toMatchObject({ size: bytes.length, contentType: 'application/pdf' });

    const fileName = 'Résumé "final" 2026.pdf';
    const url = await storage.presignGet(key, {
      expiresIn: 3600,
      origin: m.url,
      fileName,
      contentType: 'application/pdf',
      disposition: 'attachment',
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_ 2026.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%202026.pdf`,
    );
    await storage.delete([key]);
    expect((await fetch(url)).status).toBe(404);
  });

  it('a signed PUT binds the type and the size: another is refused and nothing is kept', async () => {
    const { storage, m } = b;
    const key = 'private/id-3/images/f5/upload';
    const bytes = Buffer.from('\x89PNG fake png bytes');
    const grant = await storage.presignPut(key, {
      contentType: 'image/png',
      contentLength: bytes.length,
      expiresIn: 900,
      origin: m.url,
    });
    if (name === 's3') {
      // s3rver does not check SigV4 signatures (S3, MinIO and the others do): what the store holds the PUT to is
      // what the URL signs, with no checksum parameter a browser could not send.
      const q = new URL(grant.url).searchParams;
      expect(q.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(q.get('X-Amz-Expires')).toBe('900');
      expect([...q.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
      return;
    }
    const otherType = await rawPut(
      grant.url,
      { 'content-type': 'text/html', 'content-length': String(bytes.length) },
      bytes,
    );
    expect(otherType.status).toBe(403);
    const longer = Buffer.concat([bytes, Buffer.from('more')]);
    const otherSize = await rawPut(
      grant.url,
      { 'content-type': 'image/png', 'content-length': String(longer.length) },
      longer,
    );
    expect(otherSize.status).toBe(413);
    expect(await storage.head(key)).toBeNull();
  });

  it('no link lives longer than a week, the seed’s limit', async () => {
    const { storage, m } = b;
    const url = await storage.presignGet('private/id-3/images/f5/w64.webp', {
      expiresIn: 30 * 24 * 3600,
      origin: m.url,
      disposition: 'inline',
    });
    const q = new URL(url).searchParams;
    if (name === 's3') expect(q.get('X-Amz-Expires')).toBe(String(7 * 24 * 3600));
    else expect(Number(q.get('X-Expires'))).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 7 * 24 * 3600 + 1);
  });

  it('refuses keys that could leave their folder or mean another object', async () => {
    const { storage, m } = b;
    const bad = [
      '../x',
      'private/../../etc/passwd',
      '/etc/passwd',
      'a//b',
      'a\\b',
      'a/./b',
      'a/b/',
      'a\u0000b',
      'a\nb',
      '',
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }), key).rejects.toBeInstanceOf(
        UnsafeKeyError,
      );
      await expect(storage.head(key), key).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(storage.delete([key]), key).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(
        storage.presignPut(key, { contentType: 'text/plain', contentLength: 1, expiresIn: 60, origin: m.url }),
        key,
      ).rejects.toBeInstanceOf(UnsafeKeyError);
    }
    await expect(storage.deletePrefix('../')).rejects.toBeInstanceOf(UnsafeKeyError);
    expect(existsSync(path.join(m.dataDir, 'x'))).toBe(false);
  });

  it('serves public files at stable, cacheable /files/public URLs (GET and HEAD)', async () => {
    const { storage, m } = b;
    const webp = Buffer.from('RIFF....WEBPVP8 not really');
    await storage.put('public/covers/c1/w480.webp', webp, { contentType: 'image/webp' });
    await storage.put('public/covers/c1/notes.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    const got = await fetch(`${m.url}/files/public/covers/c1/w480.webp`);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(webp);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(got.headers.get('content-length')).toBe(String(webp.length));
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBeNull();

    const head = await fetch(`${m.url}/files/public/covers/c1/w480.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(webp.length));
    expect(await head.text()).toBe('');

    // Anything but an image is only ever a download, never a page of our origin.
    const html = await fetch(`${m.url}/files/public/covers/c1/notes.html`);
    expect(html.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.html"/);
    expect(html.headers.get('content-security-policy')).toContain('sandbox');

    expect((await fetch(`${m.url}/files/public/covers/c1/w960.webp`)).status).toBe(404);
    // The public prefix cannot be left for a private key.
    await storage.put('private/id-9/images/f1/w64.webp', webp, { contentType: 'image/webp' });
    for (const p of [
      '/files/public/..%2Fprivate%2Fid-9%2Fimages%2Ff1%2Fw64.webp',
      '/files/public/%2e%2e/private/id-9/images/f1/w64.webp',
    ]) {
      const r = await rawRequest(m.url, p);
      expect(r.status, p).toBe(404);
    }
    const post = await fetch(`${m.url}/files/public/covers/c1/w480.webp`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });

  it('never serves an upload publicly: only what a confirmation wrote', async () => {
    const { storage, m } = b;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0x10, ...Buffer.from('Exif GPS here')]);
    // A cover's bytes as the browser PUT them, before confirmUpload checks them and strips their metadata.
    await storage.put('public/covers/c2/upload', jpeg, { contentType: 'image/jpeg' });
    await storage.put('public/covers/c2/.tmp.part', jpeg, { contentType: 'image/jpeg' });
    for (const p of ['/files/public/covers/c2/upload', '/files/public/covers/c2/.tmp.part']) {
      for (const method of ['GET', 'HEAD']) {
        const r = await fetch(`${m.url}${p}`, { method });
        expect(r.status, `${method} ${p}`).toBe(404);
      }
    }
  });

  it('answers a client’s junk with a 4xx, never a 5xx', async () => {
    const { m } = b;
    const zeros = '0'.repeat(64);
    const paths = [
      '/files',
      '/files/',
      '/files/o',
      '/files/o/',
      '/files/public',
      '/files/public/',
      '/files/public/%',
      '/files/public/%ED%A0%80',
      `/files/public/${'a/'.repeat(600)}x`,
      '/files/o/%',
      '/files/o/a?X-Expires=abc&X-Signature=zz',
      `/files/o/a?X-Expires=99999999999999999999&X-Signature=${zeros}`,
      `/files/o/a?X-Expires=1&X-Length=1e309&X-Type=a&X-Signature=${zeros}`,
      `/files/o/a?X-Expires=1&X-Disposition=evil&X-Signature=${zeros}`,
      `/files/o/a?X-Expires=1&X-Signature=${zeros}&X-Signature=${zeros}`,
    ];
    for (const p of paths)
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'POST', 'OPTIONS']) {
        const r = await rawRequest(m.url, p, method === 'PUT' ? { 'content-length': '0' } : {}, method);
        expect(r.status, `${method} ${p}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${p}`).toBeLessThan(500);
      }
  });

  it('the pages’ CSP lets the browser reach the store (S3) or nothing more (disk)', async () => {
    const csp = (await fetch(`${b.m.url}/healthz`)).headers.get('content-security-policy') ?? '';
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src '));
    const img = csp.split('; ').find((d) => d.startsWith('img-src '));
    if (name === 's3') {
      expect(connect).toBe(`connect-src 'self' ws: wss: ${b.s3?.endpoint}`);
      expect(img).toBe(`img-src 'self' data: blob: ${b.s3?.endpoint}`);
    } else {
      expect(connect).toBe("connect-src 'self' ws: wss:");
      expect(img).toBe("img-src 'self' data: blob:");
    }
  });

  it('an upload may take as long as its signed link lives, not the minute other requests get', () => {
    const mount = b.m.system.data?.mounts.find((m) => m.path === '/files');
    expect(mount?.bodyTimeoutMs).toBe(FILE_LIMITS.uploadUrlSeconds * 1000);
  });

  if (name === 's3') {
    it('signs the browser’s URLs for STORAGE_S3_PUBLIC_ENDPOINT and talks to the store on its own endpoint', async () => {
      const s3 = b.s3 as TestS3;
      const port = new URL(s3.endpoint).port;
      const config = loadConfig({
        ...s3.env,
        DATA_DIR: b.m.dataDir,
        STORAGE_S3_PUBLIC_ENDPOINT: `http://localhost:${port}`,
      });
      const storage = createObjectStorage(config, { signingKey: Buffer.alloc(32), logger: createLogger('silent') });
      try {
        const key = 'public/covers/pe1/w480.webp';
        const bytes = Buffer.from('RIFF public endpoint');
        const grant = await storage.presignPut(key, {
          contentType: 'image/webp',
          contentLength: bytes.length,
          expiresIn: 60,
          origin: b.m.url,
        });
        expect(new URL(grant.url).origin).toBe(`http://localhost:${port}`);
        expect((await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: bytes })).status).toBe(200);
        // The server's own calls go to STORAGE_S3_ENDPOINT.
        expect(await storage.head(key)).toMatchObject({ size: bytes.length });
        const url = await storage.presignGet(key, { expiresIn: 60, origin: b.m.url, disposition: 'inline' });
        expect(new URL(url).origin).toBe(`http://localhost:${port}`);
        expect(storageBrowserOrigin(config.storage)).toBe(`http://localhost:${port}`);
        await storage.delete([key]);
      } finally {
        await storage.close();
      }
    });

    it('answers 404 at /files/o: the browser talks to the store itself', async () => {
      const r = await fetch(`${b.m.url}/files/o/private/x?X-Expires=1&X-Signature=00`, { method: 'PUT', body: 'x' });
      expect(r.status).toBe(404);
    });
  }
});

describe('the disk backend’s signed URLs at /files/o', () => {
  let b: Backend;
  const key = 'private/eu-west-2:abc/images/f1/upload';
  const bytes = Buffer.from('\x89PNG\r\n\x1a\n some image bytes');
  const putHeaders = { 'content-type': 'image/png', 'content-length': String(bytes.length) };
  const presign = () =>
    b.storage.presignPut(key, {
      contentType: 'image/png',
      contentLength: bytes.length,
      expiresIn: 900,
      origin: b.m.url,
    });
  const partFiles = () => {
    const root = path.join(b.m.dataDir, 'files');
    return existsSync(root) ? readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.part')) : [];
  };

  beforeAll(async () => {
    b = await startBackend('disk');
  });
  afterAll(async () => {
    clockOffsetMs = 0;
    await stopBackend(b);
  });

  it('refuses an expired link, for PUT and for GET', async () => {
    const { url } = await presign();
    const get = await b.storage.presignGet(key, { expiresIn: 60, origin: b.m.url, disposition: 'inline' });
    clockOffsetMs = 901_000;
    try {
      const put = await rawPut(url, putHeaders, bytes);
      expect(put.status).toBe(403);
      expect(JSON.parse(put.body)).toEqual({ message: FILE_MESSAGES.linkExpired });
      const read = await fetch(get);
      expect(read.status).toBe(403);
      expect(await read.json()).toEqual({ message: FILE_MESSAGES.linkExpired });
    } finally {
      clockOffsetMs = 0;
    }
    expect(await b.storage.head(key)).toBeNull();
  });

  it('refuses a tampered link: signature, expiry, length, type, key or method changed', async () => {
    const { url } = await presign();
    const u = new URL(url);
    const sig = u.searchParams.get('X-Signature') as string;
    const variants: [string, string][] = [];
    const withParam = (k: string, v: string) => {
      const x = new URL(url);
      x.searchParams.set(k, v);
      return x.toString();
    };
    variants.push(['signature', withParam('X-Signature', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1))]);
    variants.push(['short signature', withParam('X-Signature', sig.slice(2))]);
    variants.push(['expiry', withParam('X-Expires', String(Number(u.searchParams.get('X-Expires')) + 3600))]);
    variants.push(['length', withParam('X-Length', String(bytes.length + 1))]);
    variants.push(['type', withParam('X-Type', 'text/html')]);
    variants.push(['key', url.replace('/images/f1/upload', '/images/f2/upload')]);
    for (const [what, tampered] of variants) {
      const headers =
        what === 'length'
          ? { ...putHeaders, 'content-length': String(bytes.length + 1) }
          : what === 'type'
            ? { ...putHeaders, 'content-type': 'text/html' }
            : putHeaders;
      const body = what === 'length' ? Buffer.concat([bytes, Buffer.from('x')]) : bytes;
      const r = await rawPut(tampered, headers, body);
      expect(r.status, what).toBe(403);
      expect(JSON.parse(r.body), what).toEqual({ message: FILE_MESSAGES.linkInvalid });
    }
    // A PUT link does not read, and a GET link does not write.
    expect((await fetch(url)).status).toBe(403);
    const get = await b.storage.presignGet(key, { expiresIn: 60, origin: b.m.url, disposition: 'inline' });
    expect((await rawPut(get, putHeaders, bytes)).status).toBe(403);
    expect(await b.storage.head(key)).toBeNull();
  });

  it('refuses a body of another length than signed, and leaves no partial file', async () => {
    const { url } = await presign();
    const longer = Buffer.concat([bytes, Buffer.from('extra')]);
    const tooLong = await rawPut(url, { ...putHeaders, 'content-length': String(longer.length) }, longer);
    expect(tooLong.status).toBe(413);
    expect(JSON.parse(tooLong.body)).toEqual({ message: FILE_MESSAGES.sizeMismatch });
    const shorter = bytes.subarray(0, 5);
    const tooShort = await rawPut(url, { ...putHeaders, 'content-length': '5' }, shorter);
    expect(tooShort.status).toBe(400);
    // The announced length, but the client goes away half-way: nothing is kept.
    await rawPut(url, putHeaders, bytes, { abortAfter: 6 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await b.storage.head(key)).toBeNull();
    expect(partFiles()).toEqual([]);
    // Without a length (chunked), the size cannot be held to the signed one.
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, { method: 'PUT', headers: { 'content-type': 'image/png' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(bytes);
      req.end();
    });
    expect(chunked).toBe(411);
    expect(await b.storage.head(key)).toBeNull();
  });

  it('refuses another Content-Type than signed', async () => {
    const { url } = await presign();
    for (const type of ['image/jpeg', 'text/html', '']) {
      const headers: Record<string, string> = { 'content-length': String(bytes.length) };
      if (type) headers['content-type'] = type;
      const r = await rawPut(url, headers, bytes);
      expect(r.status, type).toBe(403);
    }
    expect(await b.storage.head(key)).toBeNull();
  });

  it('refuses paths that leave the storage folder, whatever the signature', async () => {
    const { url } = await presign();
    const query = new URL(url).search;
    for (const p of [
      `${DISK_OBJECT_PATH}/..%2F..%2Fescaped${query}`,
      `${DISK_OBJECT_PATH}/private%2F..%2F..%2Fescaped${query}`,
      `${DISK_OBJECT_PATH}/a/%2e%2e%2f%2e%2e%2fescaped${query}`,
      `${DISK_OBJECT_PATH}/a%5C..%5Cescaped${query}`,
      `${DISK_OBJECT_PATH}/a%00b${query}`,
      `${DISK_OBJECT_PATH}/%E0%A4%A${query}`,
    ]) {
      const r = await rawRequest(b.m.url, p, putHeaders, 'PUT');
      expect(r.status, p).toBe(400);
      expect(JSON.parse(r.body.toString()), p).toEqual({ message: FILE_MESSAGES.linkInvalid });
    }
    expect(existsSync(path.join(b.m.dataDir, 'escaped'))).toBe(false);
    expect(existsSync(path.join(b.m.dataDir, 'files', 'escaped'))).toBe(false);
  });

  it('a signed upload link writes once: used again, it cannot replace what was checked', async () => {
    const onceKey = 'workspaces/t1/ideas/i1/storage/f7/report.pdf';
    const first = Buffer.from('%PDF-1.7 the checked one');
    const { url } = await b.storage.presignPut(onceKey, {
      contentType: 'application/pdf',
      contentLength: first.length,
      expiresIn: 900,
      origin: b.m.url,
    });
    const headers = { 'content-type': 'application/pdf', 'content-length': String(first.length) };
    expect((await rawPut(url, headers, first)).status).toBe(200);
    const swapped = Buffer.alloc(first.length, 'M');
    const again = await rawPut(url, headers, swapped);
    expect(again.status).toBe(409);
    const kept = await b.storage.get(onceKey);
    expect(await text(kept as { body: Readable })).toBe(first.toString());
    // Two at once: one takes the key, the other is refused, and no temporary file stays.
    const racedKey = 'workspaces/t1/ideas/i1/storage/f8/report.pdf';
    const raced = await b.storage.presignPut(racedKey, {
      contentType: 'application/pdf',
      contentLength: first.length,
      expiresIn: 900,
      origin: b.m.url,
    });
    const statuses = await Promise.all([rawPut(raced.url, headers, first), rawPut(raced.url, headers, swapped)]);
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(partFiles()).toEqual([]);
  });

  it('a good upload is kept; its link reads it with the signed disposition, HEAD and 304 included', async () => {
    const { url } = await presign();
    expect((await rawPut(url, putHeaders, bytes)).status).toBe(200);
    expect(await b.storage.head(key)).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    const link = await b.storage.presignGet(key, {
      expiresIn: 60,
      origin: b.m.url,
      disposition: 'inline',
      fileName: 'avatar.png',
      contentType: 'image/png',
    });
    const read = await fetch(link);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('content-disposition')).toBe(`inline; filename="avatar.png"; filename*=UTF-8''avatar.png`);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await read.arrayBuffer())).toEqual(bytes);
    const etag = read.headers.get('etag') as string;
    const again = await fetch(link, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(link, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    // A link asking to show a non-image inline still downloads it.
    await b.storage.put('private/eu-west-2:abc/storage/f3/page.html', Buffer.from('<script>1</script>'), {
      contentType: 'text/html',
    });
    const html = await b.storage.presignGet('private/eu-west-2:abc/storage/f3/page.html', {
      expiresIn: 60,
      origin: b.m.url,
      disposition: 'inline',
      fileName: 'page.html',
    });
    const page = await fetch(html);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-disposition')).toMatch(/^attachment; /);
    await b.storage.delete([key]);
    expect((await fetch(link)).status).toBe(404);
  });
});
