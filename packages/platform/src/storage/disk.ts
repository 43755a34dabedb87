// Files on the local disk under DATA_DIR/files (the default backend: nothing to install). Objects are written to a
// temporary file beside their place and renamed, so a reader never sees half a file; each one's type is kept
// beside it in DATA_DIR/files-meta. The browser's signed URLs are ours (HMAC-SHA256), served at /files/o/{key}.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  assertSafePrefix,
  clampExpiry,
  type ObjectStorage,
  type PresignGetOptions,
  type StoredObject,
} from './types.ts';

/** Where the disk backend's signed URLs point: `{origin}/files/o/{key}`. */
export const DISK_OBJECT_PATH = '/files/o';

/** A body shorter or longer than the length it was stored with (the partial file is removed). */
export class ObjectSizeError extends Error {
  override name = 'ObjectSizeError';
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`The body is ${received > expected ? 'longer' : 'shorter'} than its announced ${expected} bytes.`);
  }
}

/** A write-once PUT found the key taken (a signed upload link used a second time). */
export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError';
}

/** What a valid signed disk URL allows. */
export type DiskGrant =
  | { ok: true; method: 'PUT'; contentLength: number; contentType: string }
  | { ok: true; method: 'GET'; disposition: 'inline' | 'attachment'; fileName?: string; contentType?: string }
  | { ok: false; reason: 'invalid' | 'expired' };

export interface DiskStorage extends ObjectStorage {
  readonly kind: 'disk';
  /** Checks a signed URL's query for `method` on `key`: signature first, then expiry. */
  verify(method: 'PUT' | 'GET', key: string, query: URLSearchParams): DiskGrant;
  /** `ifAbsent`: refuse (ObjectExistsError) rather than replace an object already there. */
  put(
    key: string,
    body: Buffer | Readable,
    o: { contentType: string; contentLength?: number; ifAbsent?: boolean },
  ): Promise<void>;
}

export const isDiskStorage = (s: ObjectStorage): s is DiskStorage => s.kind === 'disk';

/** Each segment percent-encoded, the slashes kept: the key as the URL's path. */
export const encodeKeyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');

interface Meta {
  contentType: string;
}

export function createDiskStorage(o: {
  dataDir: string;
  region: string;
  signingKey: Buffer;
  now?: () => Date;
}): DiskStorage {
  const root = path.join(o.dataDir, 'files');
  const metaRoot = path.join(o.dataDir, 'files-meta');
  const now = o.now ?? (() => new Date());

  /** The file of a key, never outside `base` (checked on the resolved path, not only on the key's text). */
  function inside(base: string, key: string, suffix = ''): string {
    assertSafeKey(key);
    const full = path.resolve(base, ...key.split('/')) + suffix;
    if (!full.startsWith(base + path.sep)) throw new Error(`The key leaves the storage folder: ${key}`);
    return full;
  }
  const fileOf = (key: string) => inside(root, key);
  const metaOf = (key: string) => inside(metaRoot, key, '.json');

  function sign(parts: (string | number | undefined)[]): string {
    return createHmac('sha256', o.signingKey)
      .update(JSON.stringify(parts.map((p) => (p === undefined ? '' : String(p)))))
      .digest('hex');
  }
  const putParts = (key: string, expires: number, length: number, type: string) => [
    'PUT',
    key,
    expires,
    length,
    type,
    '',
    '',
  ];
  const getParts = (key: string, expires: number, disposition: string, name?: string, type?: string) => [
    'GET',
    key,
    expires,
    '',
    type,
    disposition,
    name,
  ];
  const expiryOf = (seconds: number) => Math.floor(now().getTime() / 1000) + clampExpiry(seconds);

  async function readMeta(key: string): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(metaOf(key), 'utf8')) as Meta;
    } catch {
      return null;
    }
  }

  /** Removes the now empty folders above a removed file, up to the root. */
  async function prune(base: string, file: string): Promise<void> {
    let dir = path.dirname(file);
    while (dir.startsWith(base + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }

  const storage: DiskStorage = {
    kind: 'disk',
    bucket: 'local',
    region: o.region,

    async presignPut(key, p) {
      assertSafeKey(key);
      const expires = expiryOf(p.expiresIn);
      const query = new URLSearchParams({
        'X-Expires': String(expires),
        'X-Length': String(p.contentLength),
        'X-Type': p.contentType,
        'X-Signature': sign(putParts(key, expires, p.contentLength, p.contentType)),
      });
      return {
        url: `${p.origin}${DISK_OBJECT_PATH}/${encodeKeyPath(key)}?${query}`,
        headers: { 'Content-Type': p.contentType },
      };
    },

    async presignGet(key, p: PresignGetOptions) {
      assertSafeKey(key);
      const expires = expiryOf(p.expiresIn);
      const query = new URLSearchParams({ 'X-Expires': String(expires), 'X-Disposition': p.disposition });
      if (p.fileName) query.set('X-Name', p.fileName);
      if (p.contentType) query.set('X-Type', p.contentType);
      query.set('X-Signature', sign(getParts(key, expires, p.disposition, p.fileName, p.contentType)));
      return `${p.origin}${DISK_OBJECT_PATH}/${encodeKeyPath(key)}?${query}`;
    },

    verify(method, key, query) {
      const expires = Number(query.get('X-Expires'));
      const signature = query.get('X-Signature') ?? '';
      if (!Number.isSafeInteger(expires) || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'invalid' };
      let parts: (string | number | undefined)[];
      let grant: DiskGrant;
      if (method === 'PUT') {
        const lengthText = query.get('X-Length') ?? '';
        const contentType = query.get('X-Type') ?? '';
        const contentLength = Number(lengthText);
        if (!/^\d{1,15}$/.test(lengthText) || !contentType) return { ok: false, reason: 'invalid' };
        parts = putParts(key, expires, contentLength, contentType);
        grant = { ok: true, method, contentLength, contentType };
      } else {
        const disposition = query.get('X-Disposition');
        if (disposition !== 'inline' && disposition !== 'attachment') return { ok: false, reason: 'invalid' };
        const fileName = query.get('X-Name') ?? undefined;
        const contentType = query.get('X-Type') ?? undefined;
        parts = getParts(key, expires, disposition, fileName, contentType);
        grant = { ok: true, method, disposition, fileName, contentType };
      }
      const expected = Buffer.from(sign(parts), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'invalid' };
      if (now().getTime() > expires * 1000) return { ok: false, reason: 'expired' };
      return grant;
    },

    async put(key, body, p) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Same folder, so the rename is atomic; a name no key of ours has (keys end in a name or wN.webp).
      const temp = path.join(dir, `.${randomUUID()}.part`);
      let received = 0;
      const expected = p.contentLength;
      try {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          async function* count(source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              received += chunk.length;
              if (expected !== undefined && received > expected) throw new ObjectSizeError(expected, received);
              yield chunk;
            }
          },
          // Larger writes than the default 64 KiB: fewer system calls, still little held per upload.
          createWriteStream(temp, { flags: 'wx', mode: 0o600, highWaterMark: 256 * 1024 }),
        );
        if (expected !== undefined && received !== expected) throw new ObjectSizeError(expected, received);
        const meta = metaOf(key);
        await mkdir(path.dirname(meta), { recursive: true, mode: 0o700 });
        const writeMeta = () =>
          writeFile(meta, JSON.stringify({ contentType: p.contentType } satisfies Meta), { mode: 0o600 });
        if (p.ifAbsent) {
          // link() never replaces: the first complete upload takes the key, a later one is refused.
          const taken = () => new ObjectExistsError(`The key holds an object already: ${key}`);
          await link(temp, file).catch(async (error: NodeJS.ErrnoException) => {
            if (error.code === 'EEXIST') throw taken();
            // A file system without hard links: checked, then renamed (a race of two uploads is then possible).
            if (await stat(file).then(() => true, isPresentError)) throw taken();
            await rename(temp, file);
          });
          await writeMeta();
        } else {
          await writeMeta();
          await rename(temp, file);
        }
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      } finally {
        if (p.ifAbsent) await rm(temp, { force: true });
      }
    },

    async get(key) {
      const file = fileOf(key);
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const info = await handle.stat().catch(async (error) => {
        await handle.close();
        throw error;
      });
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await readMeta(key);
      return {
        body: handle.createReadStream({ highWaterMark: 256 * 1024 }),
        size: info.size,
        contentType: meta?.contentType ?? 'application/octet-stream',
      };
    },

    async head(key): Promise<StoredObject | null> {
      try {
        const info = await stat(fileOf(key));
        if (!info.isFile()) return null;
        const meta = await readMeta(key);
        return {
          size: info.size,
          contentType: meta?.contentType ?? 'application/octet-stream',
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      for (const key of keys) {
        const file = fileOf(key);
        const meta = metaOf(key);
        await rm(file, { force: true });
        await rm(meta, { force: true });
        await prune(root, file);
        await prune(metaRoot, meta);
      }
    },

    async deletePrefix(prefix) {
      assertSafePrefix(prefix);
      const dir = fileOf(prefix.slice(0, -1));
      const metaDir = inside(metaRoot, prefix.slice(0, -1));
      // Only a folder is a prefix's contents: an object named like the prefix without its slash is another key.
      const isDir = (p: string) =>
        stat(p).then(
          (s) => s.isDirectory(),
          () => false,
        );
      let count = 0;
      if (await isDir(dir)) {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        count = entries.filter((e) => e.isFile() && !e.name.endsWith('.part')).length;
        await rm(dir, { recursive: true, force: true });
        await prune(root, dir);
      }
      if (await isDir(metaDir)) {
        await rm(metaDir, { recursive: true, force: true });
        await prune(metaRoot, metaDir);
      }
      return count;
    },

    async close() {},
  };
  return storage;
}

/** stat's rejection: false when nothing is there, else the error goes on. */
const isPresentError = (error: unknown): boolean => {
  if (isMissing(error)) return false;
  throw error;
};

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};
