import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackAddress } from '../security/token-buckets.ts';

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'PayloadTooLargeError';
  }
}

/** Reads a request body up to `limit` bytes; a larger body is refused before it is buffered. */
export async function readBody(req: IncomingMessage, limit = 1_048_576): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * True when the request comes from this machine itself (developer tools like the outbox answer only these): on a
 * loopback socket, and not forwarded there by a reverse proxy on this host for a client elsewhere.
 */
export function isLoopback(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded ?? req.headers['x-real-ip'];
  return forwarded === undefined && isLoopbackAddress(req.socket.remoteAddress ?? '');
}
