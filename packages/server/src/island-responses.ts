// Applies the islands rewrite to HTML that Next renders on request (an ISR page's first render, a dynamic public
// page, the 404 page): the answer is held back until it is complete, rewritten, and then sent with its own length.
// Streaming is lost for these pages, which are small and, when cacheable, kept in memory after the first render.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ACCOUNT_PATH } from '@innov/contracts';
import { etagOf, NEXT_HEADERS } from './static-pages.ts';

// Next compresses its answers itself (gzip or deflate, in its router); brotli is read too in case it ever does.
const CODECS = {
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
  br: { decode: promisify(zlib.brotliDecompress), encode: promisify(zlib.brotliCompress) },
};
type TCodec = (typeof CODECS)[keyof typeof CODECS];

// Paths that never answer with a public page: Next's assets and internal routes, the API, the pages of an account
// (whose streaming is worth keeping).
const NEVER = /^\/(?:_next|_islands|api|content-revalidation)(?:[/?]|$)/;

/** Largest answer held back, in bytes; a larger one is sent on as it is (public pages are far smaller). */
const MAX_BYTES = 4 * 1024 * 1024;

type THeaders = OutgoingHttpHeaders | (string | number | string[])[] | undefined;

/** Whether the answer to `req` may be a public page to rewrite: a full-page GET or HEAD outside account pages. */
function mayRewrite(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (NEVER.test(url) || ACCOUNT_PATH.test(url)) return false;
  // A client-side navigation (RSC payload, prefetch) needs Next's answer as it is.
  return !NEXT_HEADERS.some((h) => req.headers[h] !== undefined);
}

/** Applies writeHead's arguments to the response as Node would once headers had been set with setHeader. */
function applyHead(res: ServerResponse, status: number, rest: unknown[]): void {
  res.statusCode = status;
  if (typeof rest[0] === 'string') res.statusMessage = rest[0];
  const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as THeaders;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.removeHeader(String(headers[i]));
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const value = headers[i + 1];
      res.appendHeader(String(headers[i]), Array.isArray(value) ? value : String(value));
    }
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

/** Whether an answer with this status and these headers is HTML with a body: the only kind worth holding back. */
function isHtmlBody(res: ServerResponse): boolean {
  const status = res.statusCode;
  if (status < 200 || status === 204 || status === 304) return false;
  return /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
}

function codecOf(res: ServerResponse): TCodec | null | undefined {
  const encoding = String(res.getHeader('content-encoding') ?? 'identity').toLowerCase();
  if (encoding === 'identity') return null;
  return encoding in CODECS ? CODECS[encoding as keyof typeof CODECS] : undefined;
}

/**
 * The page as it will be sent, uncompressed (after `rewrite`), and whether `rewrite` changed it; undefined when it
 * cannot be read.
 */
async function finalBody(
  raw: Buffer,
  codec: TCodec | null | undefined,
  rewrite: (html: string) => string,
): Promise<{ html: string; changed: boolean } | undefined> {
  if (codec === undefined) return undefined;
  try {
    const html = (codec ? await codec.decode(raw) : raw).toString('utf8');
    const result = rewrite(html);
    return { html: result, changed: result !== html };
  } catch {
    return undefined;
  }
}

/** A chunk given to write or end, as bytes; undefined for none (or a callback in its place). */
export function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return Buffer.from(chunk as Uint8Array);
}

/**
 * Holds back Next's answer to `req` when it is HTML, passes it through `rewrite`, and sends the result with a
 * correct content-length, compressed as Next had compressed it, and with an ETag of its own (or none, if Next sent
 * none; 304 when the client already holds it). An answer `rewrite` leaves as it is goes out as Next wrote it;
 * anything else (RSC payloads, JSON, assets, redirects) is never held. Installed before Next handles the request,
 * and after the rendered-page cache's capture, so the cache keeps the rewritten page. `policy` gives the content
 * security policy of the page as sent (its inline scripts' hashes), which replaces the one set before.
 */
export function rewriteHtmlResponse(
  req: IncomingMessage,
  res: ServerResponse,
  rewrite: (html: string) => string,
  options: { maxBytes?: number; policy?: (html: string) => string } = {},
): boolean {
  const { maxBytes = MAX_BYTES, policy } = options;
  if (!mayRewrite(req)) return false;
  const method = req.method;
  // Next answers HEAD without a body, from which neither the choice nor the length could be known: it renders a
  // GET, whose body Node leaves out of a HEAD response (decided from the request when the response was made).
  if (method === 'HEAD') req.method = 'GET';
  const inner = {
    writeHead: res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse,
    write: res.write.bind(res) as (...args: unknown[]) => boolean,
    end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
    flushHeaders: res.flushHeaders.bind(res),
  };
  let mode: 'undecided' | 'pass' | 'hold' = 'undecided';
  const chunks: Buffer[] = [];
  let size = 0;

  // Decided when Next first commits to its headers (writeHead, flushHeaders, or its first write): only then are
  // the status and content type known. True while the answer is held.
  const decide = (): boolean => {
    if (mode === 'undecided') mode = isHtmlBody(res) && codecOf(res) !== undefined ? 'hold' : 'pass';
    if (mode === 'pass') req.method = method;
    return mode === 'hold';
  };
  // Too large to hold: what is held goes out, and the rest follows as Next writes it.
  const release = () => {
    mode = 'pass';
    req.method = method;
    inner.writeHead(res.statusCode);
    inner.write(Buffer.concat(chunks));
    chunks.length = 0;
  };
  /** Holds a chunk; false when that made the answer too large to hold, and it was released. */
  const hold = (chunk: unknown, encoding: unknown): boolean => {
    const buffer = toBuffer(chunk, encoding);
    if (!buffer) return true;
    chunks.push(buffer);
    size += buffer.length;
    if (size <= maxBytes) return true;
    release();
    return false;
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (mode === 'pass') return inner.writeHead(status, ...rest);
    // Headers go onto the response itself, so that they can still be corrected once the body is complete.
    applyHead(res, status, rest);
    return decide() ? res : inner.writeHead(res.statusCode);
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    if (!decide()) inner.flushHeaders();
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!decide()) return inner.write(chunk, ...rest);
    if (!hold(chunk, rest[0])) return true;
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!decide()) return inner.end(chunk, ...rest);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (!hold(chunk, rest[0])) return inner.end(callback);
    send(Buffer.concat(chunks)).then(callback, () => res.destroy());
    return res;
  }) as ServerResponse['end'];

  /**
   * Sends the complete answer: rewritten when `rewrite` changes it, else (or when unreadable) as Next wrote it; with
   * the content security policy `policy` gives for the page as sent.
   */
  async function send(raw: Buffer): Promise<void> {
    const codec = codecOf(res);
    const page = await finalBody(raw, codec, rewrite);
    const body = page?.changed ? Buffer.from(page.html, 'utf8') : undefined;
    if (page && policy) res.setHeader('content-security-policy', policy(page.html));
    if (body && res.hasHeader('etag')) {
      // Next's ETag described the page before the rewrite.
      const etag = etagOf(body);
      res.setHeader('etag', etag);
      if (req.headers['if-none-match'] === etag) return notModified();
    }
    const encoded = body && codec ? await codec.encode(body) : (body ?? raw);
    req.method = method;
    if (res.destroyed) return;
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', encoded.length);
    inner.writeHead(res.statusCode);
    inner.end(encoded);
  }

  function notModified(): void {
    req.method = method;
    if (res.destroyed) return;
    for (const name of ['content-length', 'content-encoding', 'content-type']) res.removeHeader(name);
    inner.writeHead(304);
    inner.end();
  }
  return true;
}
