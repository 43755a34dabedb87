import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSessionToken, type TTokenExpectations } from './verify-session-token.ts';

const POOL = 'eu-west-2_Abc123';
const CLIENT = 'client1';
const ISS = `http://localhost:3000/cognito/${POOL}`;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
let expectations: Omit<TTokenExpectations, 'use'>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  expectations = { poolId: POOL, clientId: CLIENT, username: 'user-1', keys: createLocalJWKSet({ keys: [jwk] }) };
});

const now = () => Math.floor(Date.now() / 1000);

function sign(claims: JWTPayload, key = privateKey, kid = 'k1') {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

const access = (extra: JWTPayload = {}) =>
  sign({
    iss: ISS,
    token_use: 'access',
    client_id: CLIENT,
    username: 'user-1',
    iat: now(),
    exp: now() + 600,
    ...extra,
  });
const id = (extra: JWTPayload = {}) =>
  sign({
    iss: ISS,
    token_use: 'id',
    aud: CLIENT,
    'cognito:username': 'user-1',
    iat: now(),
    exp: now() + 600,
    ...extra,
  });

describe('checkSessionToken', () => {
  it('accepts the pool’s own access and ID tokens for the app client', async () => {
    expect(await checkSessionToken(await access(), { ...expectations, use: 'access' })).toBe('valid');
    expect(await checkSessionToken(await id(), { ...expectations, use: 'id' })).toBe('valid');
  });

  it('reports an absent token', async () => {
    expect(await checkSessionToken(undefined, { ...expectations, use: 'access' })).toBe('absent');
  });

  it('tells a genuine expired token from a valid one', async () => {
    const token = await access({ iat: now() - 7200, exp: now() - 3600 });
    expect(await checkSessionToken(token, { ...expectations, use: 'access' })).toBe('expired');
  });

  it('rejects a token signed by another key, even an expired one', async () => {
    expect(
      await checkSessionToken(
        await sign(
          { iss: ISS, token_use: 'access', client_id: CLIENT, username: 'user-1', iat: now(), exp: now() + 60 },
          strangerKey,
        ),
        { ...expectations, use: 'access' },
      ),
    ).toBe('invalid');
    const expiredForged = await sign(
      { iss: ISS, token_use: 'access', client_id: CLIENT, username: 'user-1', iat: now() - 90, exp: now() - 60 },
      strangerKey,
    );
    expect(await checkSessionToken(expiredForged, { ...expectations, use: 'access' })).toBe('invalid');
  });

  it('rejects the wrong client, token use, pool or user', async () => {
    const e = { ...expectations, use: 'access' as const };
    expect(await checkSessionToken(await access({ client_id: 'other' }), e)).toBe('invalid');
    expect(await checkSessionToken(await id(), e)).toBe('invalid');
    expect(await checkSessionToken(await access({ iss: 'http://localhost:3000/cognito/eu-west-2_Other1' }), e)).toBe(
      'invalid',
    );
    expect(await checkSessionToken(await access({ username: 'user-2' }), e)).toBe('invalid');
    expect(await checkSessionToken(await id({ aud: 'other' }), { ...expectations, use: 'id' })).toBe('invalid');
    // Expired and for another client: still not a session of ours.
    expect(await checkSessionToken(await access({ client_id: 'other', iat: now() - 90, exp: now() - 60 }), e)).toBe(
      'invalid',
    );
  });

  it('rejects garbage and unsigned tokens', async () => {
    const e = { ...expectations, use: 'access' as const };
    expect(await checkSessionToken('not-a-jwt', e)).toBe('invalid');
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ iss: ISS, token_use: 'access', client_id: CLIENT, exp: now() + 60 }),
    ).toString('base64url');
    expect(await checkSessionToken(`${header}.${body}.`, e)).toBe('invalid');
  });
});
