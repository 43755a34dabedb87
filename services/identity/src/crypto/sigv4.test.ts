import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalQuery, type SignedRequest, verifySigV4 } from './sigv4.ts';

const KEY = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const NOW = new Date('2026-03-04T05:06:07Z');

async function sign(opts: {
  method?: string;
  path?: string;
  query?: Record<string, string | string[]>;
  body?: string;
  headers?: Record<string, string>;
  service?: string;
  region?: string;
  sessionToken?: string;
  secret?: string;
  at?: Date;
  presign?: number;
  /** Headers sent but left out of SignedHeaders. */
  unsigned?: string[];
}): Promise<{ req: SignedRequest; body: string }> {
  const signer = new SignatureV4({
    service: opts.service ?? 'cognito-idp',
    region: opts.region ?? 'eu-west-2',
    sha256: Sha256,
    uriEscapePath: opts.service !== 's3',
    credentials: {
      accessKeyId: KEY.accessKeyId,
      secretAccessKey: opts.secret ?? KEY.secretAccessKey,
      sessionToken: opts.sessionToken,
    },
  });
  const body = opts.body ?? '{"MaxResults":10}';
  const request = {
    method: opts.method ?? 'POST',
    protocol: 'http:',
    hostname: 'localhost',
    port: 3000,
    path: opts.path ?? '/cognito',
    query: opts.query ?? {},
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
      ...opts.headers,
    },
    body,
  };
  const signed = opts.presign
    ? await signer.presign(request, { signingDate: opts.at ?? NOW, expiresIn: opts.presign })
    : await signer.sign(request, { signingDate: opts.at ?? NOW, unsignableHeaders: new Set(opts.unsigned ?? []) });
  const qs = Object.entries(signed.query ?? {})
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeURIComponent(String(x))}`),
    )
    .join('&');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(signed.headers)) headers[k.toLowerCase()] = String(v);
  return { req: { method: signed.method, url: qs ? `${signed.path}?${qs}` : signed.path, headers }, body };
}

const lookup = async (id: string, ctx: { sessionToken?: string }) =>
  id === KEY.accessKeyId ? { secret: KEY.secretAccessKey, token: ctx.sessionToken } : null;

describe('verifySigV4', () => {
  it('accepts a request signed by @smithy/signature-v4', async () => {
    const { req, body } = await sign({});
    const result = await verifySigV4(req, body, lookup, { now: NOW, services: ['cognito-idp'] });
    expect(result).toMatchObject({ accessKeyId: 'AKIDEXAMPLE', region: 'eu-west-2', service: 'cognito-idp' });
    expect(result.signedHeaders).toContain('host');
  });

  it('accepts any region, with paths and queries that need encoding, and a session token', async () => {
    const { req, body } = await sign({
      region: 'us-east-1',
      service: 'appsync',
      method: 'GET',
      body: '',
      path: '/files/a%20b/c%2Bd/../e',
      query: { 'z key': 'v/1', a: ['2', '1'], empty: '', star: "(it's)*" },
      sessionToken: 'token.with.dots',
    });
    const result = await verifySigV4(req, body, lookup, { now: NOW });
    expect(result.region).toBe('us-east-1');
    expect(result.sessionToken).toBe('token.with.dots');
    expect(result.caller.token).toBe('token.with.dots');
  });

  it('accepts a presigned URL when allowed, and rejects it once expired', async () => {
    const { req } = await sign({
      method: 'GET',
      body: '',
      service: 's3',
      path: '/bucket/key name.txt',
      presign: 60,
      headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    });
    await expect(verifySigV4(req, '', lookup, { now: NOW, allowPresigned: true })).resolves.toBeTruthy();
    await expect(verifySigV4(req, '', lookup, { now: NOW })).rejects.toMatchObject({
      type: 'MissingAuthenticationTokenException',
    });
    const later = new Date(NOW.getTime() + 61_000);
    await expect(verifySigV4(req, '', lookup, { now: later, allowPresigned: true })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
    });
  });

  it('rejects a tampered body, header, path or query', async () => {
    const { req, body } = await sign({ query: { a: '1' } });
    await expect(verifySigV4(req, `${body} `, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
      status: 403,
    });
    const header = {
      ...req,
      headers: { ...req.headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.DeleteUserPool' },
    };
    await expect(verifySigV4(header, body, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
    });
    const path = { ...req, url: req.url?.replace('/cognito', '/cognito-identity') };
    await expect(verifySigV4(path, body, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
    });
    const query = { ...req, url: req.url?.replace('a=1', 'a=2') };
    await expect(verifySigV4(query, body, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
    });
  });

  it('rejects the wrong secret, an unknown key, a missing signature and a wrong service', async () => {
    const wrong = await sign({ secret: 'not-the-secret' });
    await expect(verifySigV4(wrong.req, wrong.body, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
    });
    await expect(verifySigV4(wrong.req, wrong.body, async () => null, { now: NOW })).rejects.toMatchObject({
      type: 'UnrecognizedClientException',
      status: 403,
    });
    const { authorization: _a, ...unsigned } = wrong.req.headers;
    await expect(
      verifySigV4({ ...wrong.req, headers: unsigned }, wrong.body, lookup, { now: NOW }),
    ).rejects.toMatchObject({
      type: 'MissingAuthenticationTokenException',
      status: 403,
    });
    const other = await sign({ service: 'cognito-identity' });
    await expect(
      verifySigV4(other.req, other.body, lookup, { now: NOW, services: ['cognito-idp'] }),
    ).rejects.toMatchObject({
      type: 'InvalidSignatureException',
      message: expect.stringContaining('cognito-idp'),
    });
  });

  it('rejects, when asked, an operation or body type left unsigned and a credential scope of another region', async () => {
    const admin = { now: NOW, regions: ['eu-west-2'], requiredSignedHeaders: ['x-amz-target', 'content-type'] };
    const good = await sign({});
    await expect(verifySigV4(good.req, good.body, lookup, admin)).resolves.toBeTruthy();
    // Left out of SignedHeaders, the target could be swapped on a captured request and the signature still hold.
    const loose = await sign({ unsigned: ['x-amz-target'] });
    const swapped = {
      ...loose.req,
      headers: { ...loose.req.headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.DeleteUserPool' },
    };
    await expect(verifySigV4(swapped, loose.body, lookup, { now: NOW })).resolves.toBeTruthy();
    await expect(verifySigV4(swapped, loose.body, lookup, admin)).rejects.toMatchObject({
      type: 'IncompleteSignatureException',
      message: expect.stringContaining("'X-Amz-Target' must be a signed header."),
    });
    const untyped = await sign({ unsigned: ['content-type'] });
    await expect(verifySigV4(untyped.req, untyped.body, lookup, admin)).rejects.toMatchObject({
      type: 'IncompleteSignatureException',
      message: expect.stringContaining("'Content-Type' must be a signed header."),
    });
    const elsewhere = await sign({ region: 'us-east-1' });
    await expect(verifySigV4(elsewhere.req, elsewhere.body, lookup, admin)).rejects.toMatchObject({
      type: 'InvalidSignatureException',
      status: 403,
      message: "Credential should be scoped to a valid region, not 'us-east-1'.",
    });
  });

  it('rejects a request signed more than 15 minutes away from now', async () => {
    const { req, body } = await sign({ at: new Date(NOW.getTime() - 16 * 60_000) });
    await expect(verifySigV4(req, body, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'InvalidSignatureException',
      message: expect.stringContaining('Signature expired'),
    });
    const ok = await sign({ at: new Date(NOW.getTime() - 14 * 60_000) });
    await expect(verifySigV4(ok.req, ok.body, lookup, { now: NOW })).resolves.toBeTruthy();
  });

  it('rejects a malformed Authorization header as incomplete', async () => {
    const { req, body } = await sign({});
    const bad = { ...req, headers: { ...req.headers, authorization: 'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE' } };
    await expect(verifySigV4(bad, body, lookup, { now: NOW })).rejects.toMatchObject({
      type: 'IncompleteSignatureException',
    });
  });
});

describe('canonical forms', () => {
  it('normalises and double-encodes paths except for S3', () => {
    expect(canonicalPath('/a/./b/../c%20d/')).toBe('/a/c%2520d/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('/a%20b', false)).toBe('/a%20b');
  });

  it('sorts and encodes the query', () => {
    expect(canonicalQuery('b=2&a=z&a=y&c&sp=a%20b&plus=%2B')).toBe('a=y&a=z&b=2&c=&plus=%2B&sp=a%20b');
  });
});
