// Identity pools with the real AWS SDK (control plane, GetId, GetCredentialsForIdentity) and aws-amplify v6
// (guest credentials from /amplify-config.json unchanged); OIDC discovery and JWKS.
import {
  CreateIdentityPoolCommand,
  DeleteIdentityPoolCommand,
  DescribeIdentityPoolCommand,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
  ListIdentityPoolsCommand,
  UpdateIdentityPoolCommand,
} from '@aws-sdk/client-cognito-identity';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTemporaryCredentials } from '../src/credentials.ts';
import { ensureDefaults, getDefaults } from '../src/defaults.ts';
import { getIdentityPool, updateIdentityPool } from '../src/store/identity-pools.ts';
import { getSigningKey, issuerFor, rotateSigningKeys } from '../src/store/pools.ts';
import { type Harness, startHarness } from './admin-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function errorOf(promise: Promise<unknown>): Promise<Error & { $metadata?: { httpStatusCode?: number } }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

/** An ID token as the user pool would issue it (signed with the pool's ID-token key). */
async function idToken(
  poolId: string,
  clientId: string,
  sub: string,
  opts: { expiresIn?: number; use?: 'id' | 'access' } = {},
) {
  const use = opts.use ?? 'id';
  const { kid, privateKey } = await getSigningKey(h.deps, poolId, use);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_use: use, 'cognito:username': sub, email: 'user@example.com' })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(sub)
    .setIssuer(issuerFor(h.deps, poolId))
    .setAudience(clientId)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (opts.expiresIn ?? 3600))
    .sign(privateKey);
}

describe('identity pool control plane', () => {
  it('create, describe, update, list and delete with the admin keys', async () => {
    const client = h.identity();
    const created = await client.send(
      new CreateIdentityPoolCommand({
        IdentityPoolName: 'members only',
        AllowUnauthenticatedIdentities: false,
        CognitoIdentityProviders: [
          { ProviderName: 'cognito-idp.eu-west-2.amazonaws.com/eu-west-2_abcdefghi', ClientId: 'abc' },
        ],
        IdentityPoolTags: { team: 'identity' },
      }),
    );
    const IdentityPoolId = created.IdentityPoolId ?? '';
    expect(IdentityPoolId).toMatch(/^eu-west-2:[0-9a-f-]{36}$/);
    expect(created).toMatchObject({
      IdentityPoolName: 'members only',
      AllowUnauthenticatedIdentities: false,
      AllowClassicFlow: false,
    });

    const described = await client.send(new DescribeIdentityPoolCommand({ IdentityPoolId }));
    expect(described.CognitoIdentityProviders).toEqual([
      { ProviderName: 'cognito-idp.eu-west-2.amazonaws.com/eu-west-2_abcdefghi', ClientId: 'abc' },
    ]);

    const updated = await client.send(
      new UpdateIdentityPoolCommand({
        IdentityPoolId,
        IdentityPoolName: 'renamed',
        AllowUnauthenticatedIdentities: true,
      }),
    );
    expect(updated).toMatchObject({
      IdentityPoolName: 'renamed',
      AllowUnauthenticatedIdentities: true,
      CognitoIdentityProviders: [],
    });

    const page1 = await client.send(new ListIdentityPoolsCommand({ MaxResults: 1 }));
    expect(page1.IdentityPools).toHaveLength(1);
    expect(page1.NextToken).toBeDefined();
    const all = await client.send(new ListIdentityPoolsCommand({ MaxResults: 60 }));
    expect(all.IdentityPools).toContainEqual({ IdentityPoolId, IdentityPoolName: 'renamed' });

    await client.send(new DeleteIdentityPoolCommand({ IdentityPoolId }));
    const gone = await errorOf(client.send(new DescribeIdentityPoolCommand({ IdentityPoolId })));
    expect(gone.name).toBe('ResourceNotFoundException');
  });

  it('refuses a wrong signature and unsigned control-plane calls', async () => {
    const wrong = await errorOf(
      h.identity({ ...h.admin, secretAccessKey: 'y'.repeat(40) }).send(new ListIdentityPoolsCommand({ MaxResults: 5 })),
    );
    expect(wrong.name).toBe('InvalidSignatureException');
    expect(wrong.$metadata?.httpStatusCode).toBe(403);
    const unsigned = await fetch(`${h.url}/cognito-identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityService.ListIdentityPools',
      },
      body: '{"MaxResults":5}',
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
  });
});

/** An identity pool on the default user pool whose provider entry has ServerSideTokenCheck off. */
async function uncheckedIdentityPool(userPoolId: string, clientId: string): Promise<string> {
  const { IdentityPoolId } = await h.identity().send(
    new CreateIdentityPoolCommand({
      IdentityPoolName: 'unchecked',
      AllowUnauthenticatedIdentities: true,
      CognitoIdentityProviders: [
        {
          ProviderName: `cognito-idp.eu-west-2.amazonaws.com/${userPoolId}`,
          ClientId: clientId,
          ServerSideTokenCheck: false,
        },
      ],
    }),
  );
  return IdentityPoolId ?? '';
}

describe('identities and credentials', () => {
  it('gives guests credentials that another process can verify with only the master key', async () => {
    const { identityPoolId } = await getDefaults(h.deps);
    const client = h.identity();
    const { IdentityId } = await client.send(new GetIdCommand({ IdentityPoolId: identityPoolId }));
    expect(IdentityId).toMatch(/^eu-west-2:[0-9a-f-]{36}$/);
    const out = await client.send(new GetCredentialsForIdentityCommand({ IdentityId }));
    expect(out.IdentityId).toBe(IdentityId);
    const creds = out.Credentials;
    expect(creds?.AccessKeyId).toMatch(/^ASIA/);
    expect(creds?.Expiration).toBeInstanceOf(Date);
    expect(Math.abs((creds?.Expiration?.getTime() ?? 0) - (Date.now() + 3600_000))).toBeLessThan(60_000);
    const resolved = resolveTemporaryCredentials(h.deps.secrets, creds?.AccessKeyId ?? '', creds?.SessionToken);
    expect(resolved).toMatchObject({
      secretAccessKey: creds?.SecretKey,
      identityId: IdentityId,
      identityPoolId,
      authenticated: false,
    });
  });

  it('refuses guests where the pool does not allow them, and unknown identities', async () => {
    const { IdentityPoolId } = await h
      .identity()
      .send(new CreateIdentityPoolCommand({ IdentityPoolName: 'no guests', AllowUnauthenticatedIdentities: false }));
    const noGuests = await errorOf(h.identity().send(new GetIdCommand({ IdentityPoolId })));
    expect(noGuests.name).toBe('NotAuthorizedException');
    const unknown = await errorOf(
      h
        .identity()
        .send(new GetCredentialsForIdentityCommand({ IdentityId: 'eu-west-2:00000000-0000-0000-0000-000000000000' })),
    );
    expect(unknown.name).toBe('ResourceNotFoundException');
    const badInput = await errorOf(h.identity().send(new GetIdCommand({ IdentityPoolId: 'nonsense' })));
    expect(badInput.name).toBe('InvalidParameterException');
    expect(badInput.message).toContain('IdentityPoolId');
  });

  it('binds a signed-in user to one identity, under either provider name, and links a guest identity', async () => {
    const { userPoolId, userPoolClientId } = await getDefaults(h.deps);
    // The tokens here are made by the test, for users the pool does not hold: only a provider without the
    // server-side check takes them (the default pool's check is tested below and in identity-pool-sign-out).
    const identityPoolId = await uncheckedIdentityPool(userPoolId, userPoolClientId);
    const client = h.identity();
    const token = await idToken(userPoolId, userPoolClientId, 'sub-alice');
    const cognitoKey = `cognito-idp.eu-west-2.amazonaws.com/${userPoolId}`;
    const issuerKey = issuerFor(h.deps, userPoolId).replace(/^https?:\/\//, '');

    // A guest identity that then signs in becomes the user's identity.
    const { IdentityId: guestId } = await client.send(new GetIdCommand({ IdentityPoolId: identityPoolId }));
    const linked = await client.send(
      new GetCredentialsForIdentityCommand({ IdentityId: guestId, Logins: { [issuerKey]: token } }),
    );
    expect(linked.IdentityId).toBe(guestId);

    const byCognitoKey = await client.send(
      new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: { [cognitoKey]: token } }),
    );
    const byIssuerKey = await client.send(
      new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: { [issuerKey]: token } }),
    );
    expect(byCognitoKey.IdentityId).toBe(guestId);
    expect(byIssuerKey.IdentityId).toBe(guestId);

    const creds = await client.send(
      new GetCredentialsForIdentityCommand({ IdentityId: guestId, Logins: { [cognitoKey]: token } }),
    );
    const resolved = resolveTemporaryCredentials(
      h.deps.secrets,
      creds.Credentials?.AccessKeyId ?? '',
      creds.Credentials?.SessionToken,
    );
    expect(resolved).toMatchObject({ authenticated: true, sub: 'sub-alice', identityId: guestId });

    // The identity is now the user's: guest credentials for it are refused.
    const asGuest = await errorOf(client.send(new GetCredentialsForIdentityCommand({ IdentityId: guestId })));
    expect(asGuest.name).toBe('NotAuthorizedException');

    // A second guest identity signing in as the same user merges into the user's identity.
    const { IdentityId: otherGuest } = await client.send(new GetIdCommand({ IdentityPoolId: identityPoolId }));
    const merged = await client.send(
      new GetCredentialsForIdentityCommand({ IdentityId: otherGuest, Logins: { [cognitoKey]: token } }),
    );
    expect(merged.IdentityId).toBe(guestId);
    // The same merge asked twice at once (two parallel session fetches) answers the same both times.
    const { IdentityId: racingGuest } = await client.send(new GetIdCommand({ IdentityPoolId: identityPoolId }));
    const both = await Promise.all(
      [1, 2].map(() =>
        client.send(new GetCredentialsForIdentityCommand({ IdentityId: racingGuest, Logins: { [cognitoKey]: token } })),
      ),
    );
    expect(both.map((r) => r.IdentityId)).toEqual([guestId, guestId]);

    // A new user gets a new identity.
    const bob = await client.send(
      new GetIdCommand({
        IdentityPoolId: identityPoolId,
        Logins: { [cognitoKey]: await idToken(userPoolId, userPoolClientId, 'sub-bob') },
      }),
    );
    expect(bob.IdentityId).not.toBe(guestId);
  });

  it('asks the user pool about an ID token in the default pool (ServerSideTokenCheck), and not where it is off', async () => {
    const { identityPoolId, userPoolId, userPoolClientId } = await getDefaults(h.deps);
    const { CognitoIdentityProviders } = await h
      .identity()
      .send(new DescribeIdentityPoolCommand({ IdentityPoolId: identityPoolId }));
    expect(CognitoIdentityProviders).toEqual([
      {
        ProviderName: `cognito-idp.eu-west-2.amazonaws.com/${userPoolId}`,
        ClientId: userPoolClientId,
        ServerSideTokenCheck: true,
      },
    ]);
    // Signed with the pool's key, but for a user it does not hold and no sign-in of theirs.
    const token = await idToken(userPoolId, userPoolClientId, 'sub-nobody');
    const key = `cognito-idp.eu-west-2.amazonaws.com/${userPoolId}`;
    const refused = await errorOf(
      h.identity().send(new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: { [key]: token } })),
    );
    expect(refused.name).toBe('NotAuthorizedException');
    expect(refused.message).toMatch(/^Invalid login token\. /);
    const unchecked = await uncheckedIdentityPool(userPoolId, userPoolClientId);
    const taken = await h.identity().send(new GetIdCommand({ IdentityPoolId: unchecked, Logins: { [key]: token } }));
    expect(taken.IdentityId).toMatch(/^eu-west-2:/);
  });

  it('turns the check on in a default identity pool an earlier version made, once', async () => {
    const { identityPoolId } = await getDefaults(h.deps);
    const setCheck = async (on: boolean) => {
      const pool = await getIdentityPool(h.deps, identityPoolId);
      if (!pool) throw new Error('no default identity pool');
      const providers = (pool.config.CognitoIdentityProviders ?? []).map((p) => ({ ...p, ServerSideTokenCheck: on }));
      await updateIdentityPool(h.deps, pool.id, {
        ...pool,
        config: { ...pool.config, CognitoIdentityProviders: providers },
      });
    };
    const check = async () =>
      (await h.identity().send(new DescribeIdentityPoolCommand({ IdentityPoolId: identityPoolId })))
        .CognitoIdentityProviders?.[0]?.ServerSideTokenCheck;
    // A start on a database another process set up: ensureDefaults keeps what it learnt per database object.
    const restart = () => ensureDefaults({ ...h.deps, database: Object.create(h.deps.database) });

    // The data folder as an earlier version left it: the check off and no upgrades recorded.
    await setCheck(false);
    await h.deps.database.query("delete from identity.settings where key = 'defaults-upgrades'");
    await restart();
    expect(await check()).toBe(true);
    // An operator who turns it off afterwards is not overruled at the next start.
    await setCheck(false);
    await restart();
    expect(await check()).toBe(false);
    await setCheck(true);
  });

  it('refuses expired, access, foreign-audience and unknown-provider tokens', async () => {
    const { identityPoolId, userPoolId, userPoolClientId } = await getDefaults(h.deps);
    const client = h.identity();
    const key = `cognito-idp.eu-west-2.amazonaws.com/${userPoolId}`;
    const cases = [
      await idToken(userPoolId, userPoolClientId, 'sub-x', { expiresIn: -60 }),
      await idToken(userPoolId, userPoolClientId, 'sub-x', { use: 'access' }),
      await idToken(userPoolId, 'someotherclientid000000000', 'sub-x'),
      'not.a.jwt',
    ];
    for (const token of cases) {
      const error = await errorOf(
        client.send(new GetIdCommand({ IdentityPoolId: identityPoolId, Logins: { [key]: token } })),
      );
      expect(error.name).toBe('NotAuthorizedException');
    }
    const good = await idToken(userPoolId, userPoolClientId, 'sub-x');
    const foreign = await errorOf(
      client.send(
        new GetIdCommand({
          IdentityPoolId: identityPoolId,
          Logins: { 'cognito-idp.eu-west-2.amazonaws.com/eu-west-2_otherPool': good },
        }),
      ),
    );
    expect(foreign.name).toBe('NotAuthorizedException');
  });
});

describe('aws-amplify v6', () => {
  it('configures from /amplify-config.json unchanged and fetches guest credentials', async () => {
    const config = await (await fetch(`${h.url}/amplify-config.json`)).json();
    const defaults = await getDefaults(h.deps);
    expect(config.Auth.Cognito).toMatchObject({
      userPoolId: defaults.userPoolId,
      userPoolClientId: defaults.userPoolClientId,
      identityPoolId: defaults.identityPoolId,
      userPoolEndpoint: `${h.url}/cognito`,
      identityPoolEndpoint: `${h.url}/cognito-identity`,
      allowGuestAccess: true,
      signUpVerificationMethod: 'code',
      loginWith: { email: true },
      userAttributes: { email: { required: true } },
      passwordFormat: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireNumbers: true,
        requireSpecialCharacters: true,
      },
    });
    const { Amplify } = await import('aws-amplify');
    const { fetchAuthSession } = await import('aws-amplify/auth');
    Amplify.configure(config);
    const session = await fetchAuthSession();
    expect(session.tokens).toBeUndefined();
    expect(session.identityId).toMatch(/^eu-west-2:[0-9a-f-]{36}$/);
    expect(session.credentials?.accessKeyId).toMatch(/^ASIA/);
    const resolved = resolveTemporaryCredentials(
      h.deps.secrets,
      session.credentials?.accessKeyId ?? '',
      session.credentials?.sessionToken,
    );
    expect(resolved).toMatchObject({
      identityId: session.identityId,
      identityPoolId: defaults.identityPoolId,
      authenticated: false,
      secretAccessKey: session.credentials?.secretAccessKey,
    });
  });
});

describe('OIDC discovery and JWKS', () => {
  it('publishes two keys with different kids, at both paths, with discovery matching the issuer', async () => {
    const { userPoolId } = await getDefaults(h.deps);
    const jwks = await (await fetch(`${h.url}/cognito/${userPoolId}/.well-known/jwks.json`)).json();
    expect(jwks.keys).toHaveLength(2);
    const [a, b] = jwks.keys;
    expect(a.kid).not.toBe(b.kid);
    for (const k of jwks.keys) {
      expect(k).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
      expect(Buffer.from(k.n, 'base64url').length).toBe(256);
      expect(k.d).toBeUndefined();
    }
    const rootPath = await (await fetch(`${h.url}/${userPoolId}/.well-known/jwks.json`)).json();
    expect(rootPath).toEqual(jwks);

    const discovery = await (await fetch(`${h.url}/cognito/${userPoolId}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(`${h.url}/cognito/${userPoolId}`);
    expect(discovery.issuer).toBe(issuerFor(h.deps, userPoolId));
    expect(discovery).toMatchObject({
      authorization_endpoint: `${h.url}/oauth2/authorize`,
      token_endpoint: `${h.url}/oauth2/token`,
      userinfo_endpoint: `${h.url}/oauth2/userInfo`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(await (await fetch(discovery.jwks_uri)).json()).toEqual(jwks);

    const missing = await fetch(`${h.url}/cognito/eu-west-2_missing00/.well-known/jwks.json`);
    expect(missing.status).toBe(404);
  });

  it('keeps retired keys verifiable after rotation and never stores private keys in plaintext', async () => {
    const { userPoolId, userPoolClientId } = await getDefaults(h.deps);
    const before = await idToken(userPoolId, userPoolClientId, 'sub-rotate');
    const oldKid = (await getSigningKey(h.deps, userPoolId, 'id')).kid;
    const rotated = await rotateSigningKeys(h.deps, userPoolId);
    expect(rotated.id).not.toBe(oldKid);
    expect((await getSigningKey(h.deps, userPoolId, 'id')).kid).toBe(rotated.id);

    const jwks = await (await fetch(`${h.url}/cognito/${userPoolId}/.well-known/jwks.json`)).json();
    expect(jwks.keys).toHaveLength(4);
    expect(
      jwks.keys
        .slice(0, 2)
        .map((k: { kid: string }) => k.kid)
        .sort(),
    ).toEqual([rotated.access, rotated.id].sort());
    await expect(jwtVerify(before, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    await expect(
      jwtVerify(await idToken(userPoolId, userPoolClientId, 'sub-rotate'), createLocalJWKSet(jwks)),
    ).resolves.toBeTruthy();

    const rows = await h.deps.database.query<{ private_key_enc: string }>(
      'select private_key_enc from identity.signing_keys',
    );
    expect(rows.length).toBeGreaterThan(0);
    // Sealed (v1.<iv>.<ciphertext>.<tag>), not a PEM nor bare base64 DER (which starts with MII); "MII" may well
    // occur by chance inside the random-looking ciphertext, so only the start of each part is checked.
    for (const row of rows) {
      expect(row.private_key_enc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.private_key_enc).not.toMatch(/PRIVATE KEY|(^|\.)MII/);
    }
  });
});
