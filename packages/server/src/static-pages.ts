// Serves the web app's fully static, prerendered pages straight from memory, as a CDN in front of Next would:
// the HTML Next wrote at build time, with its status and headers, an ETag, and gzip or brotli compressed once
// and reused. Anything else (RSC requests, query strings, dynamic or revalidating pages) goes to Next.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { inlineScriptHashes } from './island-pages.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface Page {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
  /** An HTML page's content security policy, allowing exactly its own inline scripts; made on first send. */
  csp?: string;
}

// Requests that need Next itself: client-side navigation payloads and prefetches.
export const NEXT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
];
// The same Vary Next sends for app pages, so shared caches keep HTML and RSC payloads apart.
const VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

interface Manifest {
  routes: Record<
    string,
    { initialRevalidateSeconds: number | false; dataRoute?: string | null; initialStatus?: number }
  >;
}

export interface LoadStaticPagesOptions {
  distDir?: string;
  /** Applied once to each page's HTML as it is loaded (the islands rewrite). */
  rewrite?: (html: string) => string;
}

export function loadStaticPages(webDir: string, options: LoadStaticPagesOptions = {}): Map<string, Page> {
  const { distDir = process.env.NEXT_DIST_DIR || '.next', rewrite } = options;
  const pages = new Map<string, Page>();
  const manifestPath = path.join(webDir, distDir, 'prerender-manifest.json');
  if (!existsSync(manifestPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  for (const [route, info] of Object.entries(manifest.routes)) {
    // Only app pages that never revalidate; internal routes such as /_not-found are reached through Next.
    if (info.initialRevalidateSeconds !== false || !info.dataRoute || route.startsWith('/_')) continue;
    const base = path.join(webDir, distDir, 'server/app', route === '/' ? 'index' : route.slice(1));
    if (!existsSync(`${base}.html`) || !existsSync(`${base}.meta`)) continue;
    const meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8')) as {
      status?: number;
      headers?: Record<string, string>;
    };
    const body = rewritten(readFileSync(`${base}.html`), rewrite);
    const headers = Object.fromEntries(
      Object.entries(meta.headers ?? {}).filter(([k]) => k === 'x-nextjs-stale-time' || k === 'x-nextjs-prerender'),
    );
    pages.set(route, makePage(meta.status ?? info.initialStatus ?? 200, headers, body));
  }
  return pages;
}

/** The page after `rewrite`; the very bytes read when it changes nothing. */
function rewritten(body: Buffer, rewrite: ((html: string) => string) | undefined): Buffer {
  if (!rewrite) return body;
  const html = body.toString('utf8');
  const result = rewrite(html);
  return result === html ? body : Buffer.from(result, 'utf8');
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** Answers the request when it is for a static page; returns false to let Next handle it. */
export async function serveStaticPage(
  pages: Map<string, Page>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (pages.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const url = req.url ?? '/';
  if (url.includes('?')) return false;
  const page = pages.get(url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url);
  if (!page || NEXT_HEADERS.some((h) => req.headers[h] !== undefined)) return false;

  await sendPage(page, req, res, 's-maxage=31536000');
  return true;
}

/** The strong ETag of a body. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A page held in memory, ready to send: identity body, its ETag, compressed forms made on first use. */
export function makePage(status: number, headers: Record<string, string>, body: Buffer): Page {
  return {
    status,
    headers,
    body,
    etag: etagOf(body),
    encoded: new Map(),
  };
}

/** Sends a page held in memory, with a CSP for its inline scripts: 304 when the ETag matches, else the body, brotli or gzip when accepted. */
export async function sendPage(
  page: Page,
  req: IncomingMessage,
  res: ServerResponse,
  cacheControl: string,
): Promise<void> {
  page.csp ??= contentSecurityPolicy(false, { hashes: inlineScriptHashes(page.body.toString('utf8')) });
  await sendHeld(page, req, res, {
    ...page.headers,
    'content-security-policy': page.csp,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    vary: VARY,
  });
}

/** Sends a body held in memory with `headers` and its ETag: 304 when that matches, else brotli or gzip if accepted. */
export async function sendHeld(
  page: Page,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  const common = { ...headers, etag: page.etag };
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
  let body = page.body;
  if (encoding) {
    let pending = page.encoded.get(encoding);
    if (!pending) {
      pending = compress(page.body, encoding);
      page.encoded.set(encoding, pending);
    }
    body = await pending;
  }
  res.writeHead(page.status, {
    ...common,
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Compressed once per page and encoding, so the slower, smaller settings are affordable. */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzip(body, { level: 9 });
}
