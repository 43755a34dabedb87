// Keeps the web app's cached server renders (ISR pages: pricing, resources, a resource, the survey) in memory,
// as a CDN in front of Next would: when Next answers a public GET with a shared-cacheable, fresh page
// (`Cache-Control: s-maxage=N`, not STALE), the HTML is kept for N seconds and later requests for the same URL
// are answered from memory (ETag, 304, brotli/gzip compressed once) without entering Next. A content change
// (a successful POST /content-revalidation, which every process receives through the realtime pubsub) purges
// the whole cache, so edited plans, resources and surveys show at once. Bounded in entries and bytes (LRU).
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { ACCOUNT_PATH } from '@innov/contracts';
import { toBuffer } from './island-responses.ts';
import { makePage, NEXT_HEADERS, type Page, sendPage } from './static-pages.ts';

interface Entry {
  page: Page;
  cacheControl: string;
  expiresAt: number;
  size: number;
}

export interface RenderedPageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** Largest single page kept, in bytes. */
  maxPageBytes?: number;
  now?: () => number;
}

// Paths whose answers are never public pages: assets Next serves itself, internal routes, and (ACCOUNT_PATH) the
// pages of an account.
const NEVER = /^\/(?:_next|content-revalidation|api)(?:[/?]|$)/;

function sMaxAge(cacheControl: string | undefined): number {
  const match = cacheControl ? /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl) : null;
  return match ? Number(match[1]) : 0;
}

type THeaderValue = number | string | string[] | undefined;

/** Reads a response header whether it was set with setHeader or passed to writeHead (noted in `written`). */
function header(res: ServerResponse, written: Map<string, THeaderValue>, name: string): string | undefined {
  const value = written.has(name) ? written.get(name) : res.getHeader(name);
  return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);
}

/** Notes the headers given to writeHead (object or flat [name, value, …] array form). */
function noteHeaders(written: Map<string, THeaderValue>, headers: unknown): void {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) written.set(String(headers[i]).toLowerCase(), headers[i + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) written.set(name.toLowerCase(), value as THeaderValue);
  }
}

export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every purge, so a render that started before a purge is not stored after it. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxPageBytes: number;
  private readonly now: () => number;

  constructor(options: RenderedPageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxPageBytes = options.maxPageBytes ?? 2 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cache key of a request that may be answered from memory, or undefined. */
  keyOf(req: IncomingMessage): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const url = req.url ?? '/';
    if (url.length > 2048 || NEVER.test(url) || ACCOUNT_PATH.test(url)) return undefined;
    if (NEXT_HEADERS.some((h) => req.headers[h] !== undefined)) return undefined;
    return url;
  }

  /** Answers from memory when a fresh copy is held; returns false otherwise. */
  async serve(key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return false;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    await sendPage(entry.page, req, res, entry.cacheControl);
    return true;
  }

  /** Watches Next's answer to a GET for `key` and keeps it when it is a fresh, shared-cacheable page. */
  capture(key: string, req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET') return;
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      const buffer = overflow ? undefined : toBuffer(chunk, encoding);
      if (!buffer) return;
      size += buffer.length;
      if (size > this.maxPageBytes) {
        overflow = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const written = new Map<string, THeaderValue>();
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      noteHeaders(written, typeof rest[0] === 'string' ? rest[1] : rest[0]);
      return writeHead(status, ...rest);
    }) as ServerResponse['writeHead'];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (!overflow && generation === this.generation) this.store(key, res, written, Buffer.concat(chunks));
      return result;
    }) as ServerResponse['end'];
  }

  /** Forgets every page (content changed). */
  purge(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, res: ServerResponse, written: Map<string, THeaderValue>, raw: Buffer): void {
    const get = (name: string) => header(res, written, name);
    const cacheControl = get('cache-control');
    const ttl = sMaxAge(cacheControl);
    if (res.statusCode !== 200 || ttl <= 0 || !cacheControl) return;
    if (get('x-nextjs-cache') === 'STALE' || get('set-cookie') !== undefined) return;
    if (!get('content-type')?.startsWith('text/html')) return;
    let body: Buffer;
    try {
      const encoding = get('content-encoding');
      body =
        encoding === 'gzip'
          ? zlib.gunzipSync(raw)
          : encoding === 'br'
            ? zlib.brotliDecompressSync(raw)
            : encoding === undefined || encoding === 'identity'
              ? raw
              : Buffer.alloc(0);
    } catch {
      return;
    }
    if (body.length === 0) return;
    const headers: Record<string, string> = { 'x-nextjs-cache': 'HIT' };
    for (const name of ['x-nextjs-prerender', 'x-nextjs-stale-time']) {
      const value = get(name);
      if (value !== undefined) headers[name] = value;
    }
    this.remove(key);
    const entry: Entry = {
      page: makePage(200, headers, body),
      cacheControl,
      expiresAt: this.now() + ttl * 1000,
      size: body.length,
    };
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
