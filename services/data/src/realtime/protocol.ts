// AppSync's realtime WebSocket protocol, as aws-amplify v6 speaks it (see shared research, amplify-client §5b):
// message shapes, the `header-` subprotocol, and the error payloads the client acts on.
import { findIllFormedString, ILL_FORMED_TEXT_RULE, isWellFormedText } from '@innov/platform';

export const SUBPROTOCOL = 'graphql-ws';

/** What the client sends. Everything is validated at runtime: the socket is untrusted input. */
export type ClientMessage =
  | { type: 'connection_init' }
  | { type: 'start'; id: string; payload: StartPayload }
  | { type: 'stop'; id: string }
  | { type: 'ka' };

export interface StartPayload {
  /** A JSON string of `{query, variables, operationName?}` (Amplify), or the object itself. */
  data: string | Record<string, unknown>;
  extensions?: { authorization?: Record<string, unknown> };
}

export interface RealtimeError {
  errorType: string;
  message: string;
  /** Numeric: Amplify matches it against [400, 401, 403] to decide not to retry a handshake. */
  errorCode?: number;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
}

export const ERRORS = {
  unauthorizedConnection: (): RealtimeError => ({
    errorType: 'UnauthorizedException',
    message: 'You are not authorized to make this call.',
    errorCode: 401,
  }),
  unauthorized: (message = 'You are not authorized to make this call.'): RealtimeError => ({
    errorType: 'Unauthorized',
    message,
    errorCode: 401,
  }),
  badRequest: (message: string): RealtimeError => ({ errorType: 'BadRequestException', message, errorCode: 400 }),
  limitExceeded: (message: string): RealtimeError => ({ errorType: 'LimitExceededError', message, errorCode: 429 }),
  unsupported: (type: string): RealtimeError => ({
    errorType: 'UnsupportedOperation',
    message: `${type} not supported through the realtime channel`,
    errorCode: 400,
  }),
  internal: (): RealtimeError => ({ errorType: 'InternalFailure', message: 'Internal failure', errorCode: 500 }),
};

const HEADER_PREFIX = 'header-';

/** Splits the `Sec-WebSocket-Protocol` request header into its offered subprotocols. */
export function offeredProtocols(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  return raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The connection's auth headers: from the `header-<base64url JSON>` subprotocol (Amplify ≥ 6.6), or from the
 * older `?header=<base64 JSON>` query parameter. Undefined when absent; throws when present but malformed.
 */
export function connectionAuthHeaders(protocols: string[], url: URL): Record<string, string> | undefined {
  const fromProtocol = protocols.find((p) => p.startsWith(HEADER_PREFIX));
  const encoded = fromProtocol ? fromProtocol.slice(HEADER_PREFIX.length) : url.searchParams.get('header');
  if (encoded === null || encoded === undefined) return undefined;
  if (encoded.length > 16_384) throw new Error('auth header too large');
  const json = Buffer.from(encoded, 'base64url').toString('utf8');
  return normalizeHeaders(JSON.parse(json));
}

/** Lower-cases names and keeps string values only, as Node presents request headers. */
export function normalizeHeaders(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('headers must be an object');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') out[k.toLowerCase()] = v;
  }
  return out;
}

/** Parses one client frame; returns an error to send back instead of throwing. */
export function parseClientMessage(raw: string): ClientMessage | { error: RealtimeError; id?: string } {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return { error: ERRORS.badRequest('Message is not valid JSON') };
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
    return { error: ERRORS.badRequest('Message must be a JSON object') };
  }
  const m = msg as Record<string, unknown>;
  const id = typeof m.id === 'string' && isWellFormedText(m.id) ? m.id : undefined;
  // Once for every string of the frame, as at POST /graphql: no store keeps U+0000 or an unpaired surrogate.
  const illFormed = findIllFormedString(msg);
  if (illFormed) return { id, error: ERRORS.badRequest(`${illFormed} ${ILL_FORMED_TEXT_RULE}`) };
  switch (m.type) {
    case 'connection_init':
      return { type: 'connection_init' };
    case 'ka':
      return { type: 'ka' };
    case 'stop':
      if (!validId(id)) return { error: ERRORS.badRequest('stop needs a subscription id') };
      return { type: 'stop', id };
    case 'start': {
      if (!validId(id)) return { error: ERRORS.badRequest('start needs a subscription id of 1 to 128 characters') };
      const payload = m.payload as Record<string, unknown> | undefined;
      if (typeof payload !== 'object' || payload === null) {
        return { id, error: ERRORS.badRequest('start needs a payload') };
      }
      const { data, extensions } = payload;
      if (typeof data !== 'string' && (typeof data !== 'object' || data === null)) {
        return { id, error: ERRORS.badRequest('start payload needs data') };
      }
      if (extensions !== undefined && (typeof extensions !== 'object' || extensions === null)) {
        return { id, error: ERRORS.badRequest('start payload extensions must be an object') };
      }
      return { type: 'start', id, payload: { data, extensions } as StartPayload };
    }
    default:
      return { id, error: ERRORS.unsupported(typeof m.type === 'string' ? m.type.slice(0, 64) : 'message') };
  }
}

function validId(id: string | undefined): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 128;
}

export interface SubscriptionRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** `payload.data`: a JSON string of `{query, variables}` from Amplify, or the object itself. */
export function parseSubscriptionRequest(data: StartPayload['data']): SubscriptionRequest {
  const value = typeof data === 'string' ? JSON.parse(data) : data;
  if (typeof value !== 'object' || value === null) throw new Error('data must be an object');
  // Amplify sends `data` as a JSON string, whose escapes ("\u0000", "\ud800") only now become text.
  const illFormed = findIllFormedString(value);
  if (illFormed) throw new Error(`data.${illFormed} ${ILL_FORMED_TEXT_RULE}`);
  const { query, variables, operationName } = value as Record<string, unknown>;
  if (typeof query !== 'string' || query.length === 0) throw new Error('data.query must be a non-empty string');
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw new Error('data.variables must be an object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new Error('data.operationName must be a string');
  }
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: (operationName ?? undefined) as string | undefined,
  };
}
