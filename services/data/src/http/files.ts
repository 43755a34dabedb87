// The bytes of files (the files domain's grants and links are GraphQL; the objects travel here):
// - `PUT|GET|HEAD /files/o/{key}`: the disk backend's signed URLs (storage/disk.ts signs them; on S3 the browser
//   goes to the store itself and these answer 404). A PUT streams to disk as it arrives, never held whole.
// - `GET|HEAD /files/public/{rest}`: the public-read purposes (covers) at stable, cacheable URLs, from either
//   backend, so cached public pages can embed them.
// A client's mistake is a 4xx with `{ message }`, never a 5xx.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_LIMITS, FILE_MESSAGES } from '@innov/contracts';
import {
  assertSafeKey,
  contentDisposition,
  DISK_OBJECT_PATH,
  type Handler,
  isDiskStorage,
  type Mount,
  ObjectExistsError,
  ObjectSizeError,
  type RequestContext,
  sendJson,
} from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { isImageType } from '../files/file-access.ts';

const FILES_PATH = '/files';
const PUBLIC_FILES_PATH = '/files/public';

const NOT_FOUND = 'The file does not exist, or no longer does.';
const LINK_USED = 'This upload link has been used already. Upload the file again.';

/** Images are shown as themselves; anything else is only ever downloaded (no HTML or SVG runs on our origin). */
const isImage = (type: string) => isImageType(essence(type));
const essence = (type: string) => type.split(';')[0].trim().toLowerCase();

/** Headers of every stored object we serve: its own type, never sniffed, no script, no framing. */
const OBJECT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
};

export function filesMount(deps: DataDeps): Mount {
  // An upload may take as long as its signed link lives (a 50 MB attachment on a slow line takes minutes).
  return { path: FILES_PATH, handle: filesHandler(deps), bodyTimeoutMs: FILE_LIMITS.uploadUrlSeconds * 1000 };
}

function filesHandler(deps: DataDeps): Handler {
  return async (req, res, ctx) => {
    const { pathname } = ctx.url;
    if (pathname.startsWith(`${DISK_OBJECT_PATH}/`)) return signedObject(deps, req, res, ctx);
    if (pathname.startsWith(`${PUBLIC_FILES_PATH}/`)) return publicObject(deps, req, res, ctx);
    sendJson(res, 404, { message: NOT_FOUND });
  };
}

/** The key a path names: each segment percent-decoded; null when it does not decode or is not a safe key. */
function keyOf(path: string): string | null {
  try {
    const key = path.split('/').map(decodeURIComponent).join('/');
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}

/** A refusal before the body was read: the connection closes rather than reading megabytes only to drop them. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  sendJson(res, status, { message }, req.method === 'PUT' ? { connection: 'close' } : {});
}

async function signedObject(deps: DataDeps, req: IncomingMessage, res: ServerResponse, ctx: RequestContext) {
  const storage = deps.storage;
  if (!isDiskStorage(storage)) return refuse(req, res, 404, NOT_FOUND);
  const method = req.method ?? '';
  if (method !== 'PUT' && method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'PUT, GET, HEAD');
    return refuse(req, res, 405, 'Method not allowed.');
  }
  const key = keyOf(ctx.url.pathname.slice(DISK_OBJECT_PATH.length + 1));
  if (!key) return refuse(req, res, 400, FILE_MESSAGES.linkInvalid);
  const grant = storage.verify(method === 'PUT' ? 'PUT' : 'GET', key, ctx.url.searchParams);
  if (!grant.ok)
    return refuse(req, res, 403, grant.reason === 'expired' ? FILE_MESSAGES.linkExpired : FILE_MESSAGES.linkInvalid);

  if (grant.method === 'PUT') {
    // The type and the size are part of what was signed, as S3 signs Content-Type and Content-Length.
    if (essence(req.headers['content-type'] ?? '') !== essence(grant.contentType))
      return refuse(req, res, 403, FILE_MESSAGES.linkInvalid);
    const declared = req.headers['content-length'];
    if (declared === undefined || req.headers['transfer-encoding'] !== undefined)
      return refuse(req, res, 411, FILE_MESSAGES.sizeMismatch);
    const length = Number(declared);
    if (length !== grant.contentLength)
      return refuse(req, res, length > grant.contentLength ? 413 : 400, FILE_MESSAGES.sizeMismatch);
    // Refused before the body is read; the write itself is exclusive too (two PUTs at once).
    if (await storage.head(key)) return refuse(req, res, 409, LINK_USED);
    try {
      // Write-once: a link used again (within its quarter of an hour) cannot swap a checked file for other bytes.
      await storage.put(key, req, {
        contentType: grant.contentType,
        contentLength: grant.contentLength,
        ifAbsent: true,
      });
    } catch (error) {
      if (error instanceof ObjectExistsError) return refuse(req, res, 409, LINK_USED);
      // The client went away or sent less than it announced: the partial file is already removed.
      if (error instanceof ObjectSizeError || req.destroyed || !req.complete) {
        if (!res.headersSent && !res.destroyed) refuse(req, res, 400, FILE_MESSAGES.sizeMismatch);
        return;
      }
      throw error;
    }
    res.writeHead(200, { 'content-length': 0, 'cache-control': 'no-store' });
    res.end();
    return;
  }

  const info = await storage.head(key);
  if (!info) return refuse(req, res, 404, NOT_FOUND);
  const type = grant.contentType ?? info.contentType;
  const disposition = isImage(type) ? grant.disposition : 'attachment';
  const etag = `W/"${info.size}-${info.lastModified.getTime()}"`;
  const headers = {
    'content-type': type,
    'content-disposition': contentDisposition(disposition, grant.fileName),
    // A link is someone's to read until it expires; the browser keeps the bytes but asks again (304 while
    // unchanged), so a deleted file stops showing.
    'cache-control': 'private, no-cache',
    etag,
  };
  if (method === 'HEAD' || req.headers['if-none-match'] === etag) return send(req, res, info, headers);
  const object = await storage.get(key);
  if (!object) return refuse(req, res, 404, NOT_FOUND);
  await send(req, res, object, headers);
}

/**
 * Only what a confirmation wrote is public: never a folder's `upload` (a cover's bytes as the browser sent them,
 * unchecked and with their EXIF, until the confirmation or the cleanup removes them) nor a file being written.
 */
const isServedPublicly = (key: string) => {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name !== 'upload' && !name.startsWith('.');
};

async function publicObject(deps: DataDeps, req: IncomingMessage, res: ServerResponse, ctx: RequestContext) {
  const method = req.method ?? '';
  if (method !== 'GET' && method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return refuse(req, res, 405, 'Method not allowed.');
  }
  const rest = ctx.url.pathname.slice(PUBLIC_FILES_PATH.length + 1);
  const key = keyOf(`public/${rest}`);
  if (!key || !isServedPublicly(key)) return refuse(req, res, 404, NOT_FOUND);
  const object = method === 'HEAD' ? await deps.storage.head(key) : await deps.storage.get(key);
  if (!object) return refuse(req, res, 404, NOT_FOUND);
  const type = object.contentType;
  const name = key.slice(key.lastIndexOf('/') + 1);
  await send(req, res, object, {
    'content-type': type,
    ...(isImage(type) ? {} : { 'content-disposition': contentDisposition('attachment', name) }),
    // A public file's key holds its id: a new upload is a new URL, so a kept copy never goes stale.
    'cache-control': 'public, max-age=31536000, immutable',
  });
}

/** Sends an object's headers, then (GET) its bytes as they are read; a client leaving mid-way is no error. */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  object: { size: number; body?: Readable },
  headers: Record<string, string>,
) {
  const etag = headers.etag;
  if (etag && req.headers['if-none-match'] === etag) {
    object.body?.destroy();
    res.writeHead(304, { ...OBJECT_HEADERS, etag, 'cache-control': headers['cache-control'] });
    res.end();
    return;
  }
  res.writeHead(200, { ...OBJECT_HEADERS, ...headers, 'content-length': object.size });
  if (req.method === 'HEAD' || !object.body) {
    object.body?.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(object.body, res);
  } catch (error) {
    if (!res.destroyed && !req.destroyed) throw error;
  }
}
