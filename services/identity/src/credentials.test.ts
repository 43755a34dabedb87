import { randomBytes } from 'node:crypto';
import { Sha256 } from '@aws-crypto/sha256-js';
import { createSecretBox } from '@innov/platform';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { issueTemporaryCredentials, resolveTemporaryCredentials } from './credentials.ts';
import { verifySigV4 } from './crypto/sigv4.ts';

const NOW = new Date('2026-01-02T03:04:05Z');
const claims = {
  identityId: 'eu-west-2:0b0b0b0b-1111-2222-3333-444444444444',
  identityPoolId: 'eu-west-2:pool',
  authenticated: true,
  sub: 'user-sub',
};

describe('identity-pool credentials', () => {
  it('round-trips through another process that shares only the master key', () => {
    const key = randomBytes(32);
    const issued = issueTemporaryCredentials(createSecretBox(key), claims, NOW);
    expect(issued.AccessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(issued.SecretKey).toHaveLength(40);
    expect(issued.Expiration).toBe(NOW.getTime() / 1000 + 3600);
    expect(issued.SessionToken).not.toContain('user-sub');
    const resolved = resolveTemporaryCredentials(
      createSecretBox(Buffer.from(key)),
      issued.AccessKeyId,
      issued.SessionToken,
      NOW,
    );
    expect(resolved).toMatchObject({ ...claims, secretAccessKey: issued.SecretKey });
    expect(resolved?.expiresAt.getTime()).toBe(issued.Expiration * 1000);
  });

  it('carry the sign-in they came from, so that they can end with it', () => {
    const box = createSecretBox(randomBytes(32));
    const signedIn = { ...claims, userPoolId: 'eu-west-2_abcdefghi', originJti: 'refresh-token-id' };
    const issued = issueTemporaryCredentials(box, signedIn, NOW);
    expect(issued.SessionToken).not.toContain('refresh-token-id');
    const resolved = resolveTemporaryCredentials(box, issued.AccessKeyId, issued.SessionToken, NOW);
    expect(resolved).toMatchObject({ ...signedIn, issuedAt: NOW });
  });

  it('rejects expired, mismatched, tampered and foreign credentials', () => {
    const box = createSecretBox(randomBytes(32));
    const issued = issueTemporaryCredentials(box, { ...claims, authenticated: false, sub: undefined }, NOW);
    const later = new Date(NOW.getTime() + 3600_000);
    expect(resolveTemporaryCredentials(box, issued.AccessKeyId, issued.SessionToken, later)).toBeNull();
    expect(resolveTemporaryCredentials(box, 'ASIAAAAAAAAAAAAAAAAA', issued.SessionToken, NOW)).toBeNull();
    expect(resolveTemporaryCredentials(box, issued.AccessKeyId, `${issued.SessionToken}x`, NOW)).toBeNull();
    expect(resolveTemporaryCredentials(box, issued.AccessKeyId, undefined, NOW)).toBeNull();
    expect(
      resolveTemporaryCredentials(createSecretBox(randomBytes(32)), issued.AccessKeyId, issued.SessionToken, NOW),
    ).toBeNull();
    // A sealed value made with the master key itself (another purpose) is not a session token.
    expect(resolveTemporaryCredentials(box, issued.AccessKeyId, box.seal('{"v":1}'), NOW)).toBeNull();
  });

  it('verifies a SigV4 request signed with them', async () => {
    const box = createSecretBox(randomBytes(32));
    const issued = issueTemporaryCredentials(box, claims, NOW);
    const signer = new SignatureV4({
      service: 'appsync',
      region: 'eu-west-2',
      sha256: Sha256,
      credentials: {
        accessKeyId: issued.AccessKeyId,
        secretAccessKey: issued.SecretKey,
        sessionToken: issued.SessionToken,
      },
    });
    const body = '{"query":"{ me { id } }"}';
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: 'localhost',
        path: '/graphql',
        headers: { host: 'localhost' },
        body,
      },
      { signingDate: NOW },
    );
    const headers = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const lookup = async (id: string, ctx: { sessionToken?: string }) => {
      const r = resolveTemporaryCredentials(box, id, ctx.sessionToken, NOW);
      return r && { secret: r.secretAccessKey, ...r };
    };
    const result = await verifySigV4({ method: 'POST', url: '/graphql', headers }, body, lookup, { now: NOW });
    expect(result.caller).toMatchObject({ identityId: claims.identityId, sub: 'user-sub', authenticated: true });
  });
});
