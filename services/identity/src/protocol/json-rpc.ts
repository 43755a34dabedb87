// AWS JSON 1.1 over POST: `X-Amz-Target: <Service>.<Operation>`. Bad input of any kind is a 4xx with
// Cognito's error shape, never a 5xx (cognito-fidelity.md §4.1).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  findIllFormedString,
  ILL_FORMED_TEXT_RULE,
  PayloadTooLargeError,
  type RequestContext,
  readBody,
  toWellFormed,
} from '@innov/platform';
import { CognitoError, Errors } from './errors.ts';
import type { OperationContext, OperationMap } from './types.ts';

const CORS_ALLOW_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'authorization',
  'cache-control',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'x-amz-json-1.1',
].join(', ');
const CORS_EXPOSE_HEADERS = 'x-amzn-RequestId, x-amzn-ErrorType, x-amzn-ErrorMessage, Date';
const MAX_BODY = 256 * 1024;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': CORS_ALLOW_HEADERS,
    'access-control-expose-headers': CORS_EXPOSE_HEADERS,
    'access-control-max-age': '86400',
  };
}

function send(res: ServerResponse, req: IncomingMessage, status: number, body: unknown, extra: Record<string, string>) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    ...corsHeaders(req),
    ...extra,
  });
  res.end(payload);
}

/** The one place where errors become HTTP responses. */
export function sendError(res: ServerResponse, req: IncomingMessage, ctx: RequestContext, error: CognitoError) {
  send(
    res,
    req,
    error.status,
    { __type: error.type, message: error.message },
    {
      'x-amzn-requestid': ctx.requestId,
      'x-amzn-errortype': `${error.type}:`,
      // encodeURIComponent throws on an unpaired surrogate; a message that echoes input must not turn into a 500.
      'x-amzn-errormessage': encodeURIComponent(toWellFormed(error.message)).slice(0, 1024),
    },
  );
}

export function formatIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  const field = first?.path.map(String).join('.') || 'input';
  return `1 validation error detected: Value at '${field}' failed to satisfy constraint: ${first?.message ?? 'invalid value'}`;
}

export function createJsonRpcHandler(opts: {
  targetPrefix: string;
  operations: OperationMap;
  makeContext(req: IncomingMessage, ctx: RequestContext): OperationContext;
  /** Checks the SigV4 signature of a control-plane call and returns the caller, or throws a CognitoError. */
  authenticateAdmin(req: IncomingMessage, body: Buffer): Promise<{ accessKeyId: string }>;
}) {
  return async function handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
      return;
    }
    try {
      if (req.method !== 'POST') throw new CognitoError('UnknownOperationException', 'Only POST is supported', 400);
      let body: Buffer;
      try {
        body = await readBody(req, MAX_BODY);
      } catch (error) {
        if (error instanceof PayloadTooLargeError) throw Errors.invalidParameter('Request body is too large');
        throw error;
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      const [prefix, name] = target.split('.', 2);
      const operation = prefix === opts.targetPrefix && name ? opts.operations[name] : undefined;
      if (!operation || !Object.hasOwn(opts.operations, name)) {
        throw Errors.unknownOperation(target ? `Unknown operation ${target}` : 'Missing X-Amz-Target header');
      }
      let input: unknown = {};
      if (body.length) {
        try {
          input = JSON.parse(body.toString('utf8'));
        } catch {
          throw new CognitoError('SerializationException', 'Request body is not valid JSON', 400);
        }
      }
      if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        throw new CognitoError('SerializationException', 'Request body must be a JSON object', 400);
      }
      // Once for every string of the body, key or value at any depth, before any operation (or SigV4) runs: no
      // store keeps U+0000 or an unpaired surrogate (JSON.parse makes one of "\ud800").
      const illFormed = findIllFormedString(input);
      if (illFormed)
        throw Errors.invalidParameter(formatIssues([{ path: [illFormed], message: `Member ${ILL_FORMED_TEXT_RULE}` }]));
      const opCtx = opts.makeContext(req, ctx);
      if (operation.plane === 'admin') opCtx.caller = await opts.authenticateAdmin(req, body);
      const parsed = operation.input.safeParse(input);
      if (!parsed.success) throw Errors.invalidParameter(formatIssues(parsed.error.issues));
      const result = await operation.run(parsed.data, opCtx);
      send(res, req, 200, result ?? {}, { 'x-amzn-requestid': ctx.requestId });
    } catch (error) {
      if (error instanceof CognitoError && error.status < 500) return sendError(res, req, ctx, error);
      ctx.log.error({ err: error }, 'identity operation failed');
      sendError(res, req, ctx, Errors.internal('An internal error occurred'));
    }
  };
}
