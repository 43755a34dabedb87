// AWS Signature Version 4 verification (AWS4-HMAC-SHA256), for the identity control plane (admin keys) and for
// the data service (temporary identity-pool credentials). Independent of Cognito: the caller supplies the
// secret lookup and the service names it accepts. Spec: AWS "Create a signed AWS API request" (SigV4).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { CognitoError } from '../protocol/errors.ts';

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** AWS rejects requests whose x-amz-date is more than 15 minutes away from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** AWS caps presigned URLs at 7 days. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const AMZ_DATE = /^(\d{8})T\d{6}Z$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The parts of an HTTP request the signature covers (an `IncomingMessage` fits). */
export interface SignedRequest {
  method?: string;
  /** The request target as sent: path and raw query string. */
  url?: string;
  headers: IncomingHttpHeaders;
  headersDistinct?: Record<string, string[] | undefined>;
}

export interface SigV4Lookup {
  /** `x-amz-security-token` (or `X-Amz-Security-Token` in a presigned URL), for temporary credentials. */
  sessionToken?: string;
}

export interface SigV4Options {
  /** Service names the credential scope may name (e.g. `cognito-idp`); any when omitted. */
  services?: string[];
  /** Regions the credential scope may name (AWS: the endpoint's own region); any when omitted. */
  regions?: string[];
  /**
   * Headers that must be among SignedHeaders besides `host`: for AWS's JSON protocols `x-amz-target` and
   * `content-type`, so that a captured request cannot be replayed as another operation.
   */
  requiredSignedHeaders?: string[];
  now?: Date;
  /** Allow `x-amz-content-sha256: UNSIGNED-PAYLOAD` (S3-style); otherwise the body must be hashed. */
  allowUnsignedPayload?: boolean;
  /** Accept query-string (presigned URL) authentication. */
  allowPresigned?: boolean;
}

export interface SigV4Result<T> {
  accessKeyId: string;
  region: string;
  service: string;
  sessionToken?: string;
  signedHeaders: string[];
  /** What the lookup returned for this key. */
  caller: T;
}

const Err = {
  missing: () => new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token', 403),
  incomplete: (detail: string) =>
    new CognitoError(
      'IncompleteSignatureException',
      `The request signature does not conform to AWS standards. ${detail}`,
      400,
    ),
  unrecognized: () =>
    new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.', 403),
  signature: (message?: string) =>
    new CognitoError(
      'InvalidSignatureException',
      message ??
        'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
      403,
    ),
};

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, hex in upper case. */
export function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Canonical URI. The path arrives encoded once by the client; every service but S3 signs it normalised and
 * encoded a second time, S3 signs it as sent.
 */
export function canonicalPath(rawPath: string, doubleEncode = true): string {
  if (!doubleEncode) return rawPath || '/';
  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = segments.length > 0 && rawPath.endsWith('/') ? '/' : '';
  const normalised = `/${segments.join('/')}${trailing}`;
  return uriEscape(normalised).replace(/%2F/g, '/');
}

/** Canonical query string: each name and value decoded then RFC 3986-encoded, sorted by name then value. */
export function canonicalQuery(rawQuery: string, exclude: string[] = []): string {
  if (!rawQuery) return '';
  const excluded = new Set(exclude.map((e) => e.toLowerCase()));
  const pairs: [string, string][] = [];
  for (const part of rawQuery.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = safeDecode(eq === -1 ? part : part.slice(0, eq));
    const value = eq === -1 ? '' : safeDecode(part.slice(eq + 1));
    if (excluded.has(name.toLowerCase())) continue;
    pairs.push([uriEscape(name), uriEscape(value)]);
  }
  pairs.sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([n, v]) => `${n}=${v}`).join('&');
}

function headerValues(req: SignedRequest, name: string): string[] | undefined {
  const distinct = req.headersDistinct?.[name];
  if (distinct) return distinct;
  const value = req.headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [String(value)];
}

/** `x-amz-target` as AWS names it in messages: `X-Amz-Target`. */
const headerTitle = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

function canonicalHeaderValue(values: string[]): string {
  return values
    .map((v) =>
      v
        .replace(/[\r\n]/g, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .join(',');
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** kSigning = HMAC chain over date, region, service and `aws4_request`; cached, it changes once a day. */
const signingKeyCache = new Map<string, Buffer>();
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const cacheKey = `${sha256Hex(secret)}/${date}/${region}/${service}`;
  const cached = signingKeyCache.get(cacheKey);
  if (cached) return cached;
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  if (signingKeyCache.size > 1000) signingKeyCache.clear();
  signingKeyCache.set(cacheKey, key);
  return key;
}

function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return Number.isNaN(d.getTime()) ? null : d;
}

interface ParsedAuth {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  sessionToken?: string;
  payloadHash?: string;
  presigned?: { expires: number };
}

function parseCredential(credential: string) {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || parts.some((p) => !p)) {
    throw Err.incomplete(`Credential scope must be <key>/<date>/<region>/<service>/aws4_request.`);
  }
  const [accessKeyId, date, region, service] = parts;
  return { accessKeyId, date, region, service };
}

function parseAuthorizationHeader(req: SignedRequest, header: string): ParsedAuth {
  if (!header.startsWith(`${ALGORITHM} `)) {
    throw Err.incomplete(`Only ${ALGORITHM} is supported.`);
  }
  const fields = new Map<string, string>();
  for (const part of header.slice(ALGORITHM.length + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const credential = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || !signedHeaders || !signature) {
    throw Err.incomplete("Authorization header requires 'Credential', 'SignedHeaders' and 'Signature'.");
  }
  const amzDate = headerValues(req, 'x-amz-date')?.[0] ?? '';
  if (!amzDate) throw Err.incomplete("Authorization header requires existence of the 'X-Amz-Date' header.");
  return {
    ...parseCredential(credential),
    signedHeaders: signedHeaders.split(';'),
    signature,
    amzDate,
    sessionToken: headerValues(req, 'x-amz-security-token')?.[0],
    payloadHash: headerValues(req, 'x-amz-content-sha256')?.[0],
  };
}

function parsePresigned(query: URLSearchParams): ParsedAuth {
  if (query.get('X-Amz-Algorithm') !== ALGORITHM) throw Err.incomplete(`Only ${ALGORITHM} is supported.`);
  const credential = query.get('X-Amz-Credential');
  const signedHeaders = query.get('X-Amz-SignedHeaders');
  const signature = query.get('X-Amz-Signature');
  const amzDate = query.get('X-Amz-Date');
  const expires = Number(query.get('X-Amz-Expires'));
  if (!credential || !signedHeaders || !signature || !amzDate || !Number.isInteger(expires)) {
    throw Err.incomplete(
      'Presigned URLs require X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders, X-Amz-Signature.',
    );
  }
  if (expires < 1 || expires > MAX_PRESIGNED_SECONDS)
    throw Err.incomplete('X-Amz-Expires must be between 1 and 604800.');
  return {
    ...parseCredential(credential),
    signedHeaders: signedHeaders.split(';'),
    signature,
    amzDate,
    sessionToken: query.get('X-Amz-Security-Token') ?? undefined,
    payloadHash: UNSIGNED_PAYLOAD,
    presigned: { expires },
  };
}

/**
 * Verifies a SigV4-signed request and returns the caller, or throws a CognitoError with AWS's own names:
 * MissingAuthenticationTokenException (no signature), UnrecognizedClientException (unknown key),
 * InvalidSignatureException (mismatch, wrong service or region, stale date), all 403 like AWS; a malformed signature is
 * IncompleteSignatureException (400).
 */
export async function verifySigV4<T extends { secret: string }>(
  req: SignedRequest,
  body: Buffer | string,
  lookupSecret: (accessKeyId: string, ctx: SigV4Lookup) => Promise<T | null>,
  options: SigV4Options = {},
): Promise<SigV4Result<T>> {
  const target = req.url ?? '/';
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const rawQuery = q === -1 ? '' : target.slice(q + 1);
  const authorization = headerValues(req, 'authorization')?.[0];
  const query = new URLSearchParams(rawQuery);
  let auth: ParsedAuth;
  if (authorization) auth = parseAuthorizationHeader(req, authorization);
  else if (options.allowPresigned && query.has('X-Amz-Signature')) auth = parsePresigned(query);
  else throw Err.missing();

  const now = options.now ?? new Date();
  const dateMatch = AMZ_DATE.exec(auth.amzDate);
  const signedAt = parseAmzDate(auth.amzDate);
  if (!dateMatch || !signedAt)
    throw Err.incomplete(`X-Amz-Date must be in the ISO 8601 basic format yyyyMMddTHHmmssZ.`);
  if (dateMatch[1] !== auth.date) {
    throw Err.signature(
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${auth.date}' != '${dateMatch[1]}'.`,
    );
  }
  if (auth.presigned) {
    if (now.getTime() > signedAt.getTime() + auth.presigned.expires * 1000) throw Err.signature('Request has expired.');
    if (signedAt.getTime() - now.getTime() > MAX_SKEW_MS) throw Err.signature('Request is not yet valid.');
  } else if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
    throw Err.signature(
      `Signature expired: ${auth.amzDate} is now earlier or later than the allowed 15 minutes from ${now.toISOString()}.`,
    );
  }
  if (options.services && !options.services.includes(auth.service)) {
    throw Err.signature(`Credential should be scoped to correct service: '${options.services[0]}'.`);
  }
  if (options.regions && !options.regions.includes(auth.region)) {
    throw Err.signature(`Credential should be scoped to a valid region, not '${auth.region}'.`);
  }
  if (!SIGNATURE.test(auth.signature)) throw Err.signature();

  const signedHeaders = auth.signedHeaders.map((h) => h.trim().toLowerCase());
  for (const name of ['host', ...(options.requiredSignedHeaders ?? [])]) {
    if (!signedHeaders.includes(name)) throw Err.incomplete(`'${headerTitle(name)}' must be a signed header.`);
  }
  if (new Set(signedHeaders).size !== signedHeaders.length) throw Err.incomplete('SignedHeaders must be unique.');
  const canonicalHeaders: string[] = [];
  for (const name of signedHeaders) {
    const values = headerValues(req, name);
    if (!values) throw Err.incomplete(`Signed header '${name}' is missing from the request.`);
    canonicalHeaders.push(`${name}:${canonicalHeaderValue(values)}`);
  }

  const bodyHash = sha256Hex(body);
  let payloadHash = bodyHash;
  if (auth.payloadHash === UNSIGNED_PAYLOAD && (options.allowUnsignedPayload || auth.presigned)) {
    payloadHash = UNSIGNED_PAYLOAD;
  } else if (auth.payloadHash !== undefined && auth.payloadHash !== bodyHash) {
    // A declared hash must be the body's: otherwise a signed request could carry any body.
    throw Err.signature('The provided x-amz-content-sha256 header does not match what was computed.');
  }

  const doubleEncode = auth.service !== 's3';
  const canonicalRequest = [
    (req.method ?? 'GET').toUpperCase(),
    canonicalPath(rawPath, doubleEncode),
    canonicalQuery(rawQuery, auth.presigned ? ['X-Amz-Signature'] : []),
    `${canonicalHeaders.join('\n')}\n`,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  const stringToSign = [ALGORITHM, auth.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');

  const caller = await lookupSecret(auth.accessKeyId, { sessionToken: auth.sessionToken });
  if (!caller) throw Err.unrecognized();
  const expected = createHmac('sha256', signingKey(caller.secret, auth.date, auth.region, auth.service))
    .update(stringToSign, 'utf8')
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(auth.signature, 'hex'))) throw Err.signature();

  return {
    accessKeyId: auth.accessKeyId,
    region: auth.region,
    service: auth.service,
    sessionToken: auth.sessionToken,
    signedHeaders,
    caller,
  };
}
