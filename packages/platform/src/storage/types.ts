// The one interface the files domain keeps objects through, whichever backend holds them (storage/disk.ts,
// storage/s3.ts), and the rules every key and every Content-Disposition follow.
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface PresignPutOptions {
  contentType: string;
  contentLength: number;
  /** Seconds. */
  expiresIn: number;
  /** The origin the browser reached the site by (disk: the signed URL is on it; S3: unused). */
  origin: string;
}

export interface PresignGetOptions {
  /** Seconds (at most a week, the seed's and SigV4's limit). */
  expiresIn: number;
  origin: string;
  /** The original name, for Content-Disposition. */
  fileName?: string;
  /** The type the response carries (S3: ResponseContentType). */
  contentType?: string;
  disposition: 'inline' | 'attachment';
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** The bucket of the seed's file references; 'local' for disk. */
  readonly bucket: string;
  readonly region: string;
  /** Signed PUT for the browser; binds method, key, content length and type, expiry (seconds). */
  presignPut(key: string, o: PresignPutOptions): Promise<{ url: string; headers: Record<string, string> }>;
  /** Signed GET; disposition inline for images, attachment otherwise, with the original name (RFC 6266/5987). */
  presignGet(key: string, o: PresignGetOptions): Promise<string>;
  /** Stores an object; a stream is written as it arrives (never held whole) when its length is given. */
  put(key: string, body: Buffer | Readable, o: { contentType: string; contentLength?: number }): Promise<void>;
  get(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Missing keys are fine. */
  delete(keys: string[]): Promise<void>;
  /** Removes every object under `prefix` (which must end with '/'); answers how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
  close(): Promise<void>;
}

/** A key no backend may be handed: it could leave its folder on disk or mean different objects on S3. */
export class UnsafeKeyError extends Error {
  override name = 'UnsafeKeyError';
}

// U+0000–U+001F and U+007F: no store keeps them safely and no file name needs them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Longest key S3 accepts (1024 bytes of UTF-8). */
const MAX_KEY_BYTES = 1024;

/** Throws UnsafeKeyError on an empty key, '..' or '.' segments, '//', a leading or trailing '/', '\', control characters. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new UnsafeKeyError('The key is empty.');
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) throw new UnsafeKeyError('The key is too long.');
  if (CONTROL.test(key)) throw new UnsafeKeyError('The key holds control characters.');
  if (key.includes('\\')) throw new UnsafeKeyError('The key holds a backslash.');
  if (key.startsWith('/') || key.endsWith('/')) throw new UnsafeKeyError('The key starts or ends with a slash.');
  for (const segment of key.split('/')) {
    if (segment === '') throw new UnsafeKeyError('The key holds an empty segment.');
    if (segment === '.' || segment === '..') throw new UnsafeKeyError('The key holds a relative segment.');
  }
}

/** A prefix for deletePrefix: a safe key followed by '/'. */
export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith('/')) throw new UnsafeKeyError('The prefix must end with a slash.');
  assertSafeKey(prefix.slice(0, -1));
}

/** RFC 5987's attr-char: everything else is percent-encoded in `filename*`. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition with the original name (RFC 6266): an ASCII `filename` for old clients (other characters,
 * quotes and backslashes become '_') and the exact name as `filename*` in UTF-8 (RFC 5987).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName?: string): string {
  if (!fileName) return disposition;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** The seed's limit for signed links, which is also SigV4's: one week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export const clampExpiry = (seconds: number) =>
  Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(Number.isFinite(seconds) ? seconds : 0)));
