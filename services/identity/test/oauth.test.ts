// The hosted UI and OAuth 2.0 endpoints over real HTTP: authorization code with PKCE (wrong verifier, reused
// code, unregistered redirect URI), the implicit flow, refresh, userInfo, revoke, logout, client_credentials with
// a resource-server scope, and escaping on the sign-in page. App clients and users are set up with the AWS SDK.

import { createHash, randomBytes } from 'node:crypto';
import {
  type CognitoIdentityProviderClient,
  CreateResourceServerCommand,
  CreateUserPoolClientCommand,
  DeleteResourceServerCommand,
  DescribeResourceServerCommand,
  ListResourceServersCommand,
  UpdateResourceServerCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreateConfirmedUser } from './admin-harness.ts';
import { hiddenField, TestBrowser } from './oauth-browser.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

const CALLBACK = 'https://app.example.com/callback';
const LOGOUT = 'https://app.example.com/signed-out';

let h: UserHarness;
let idp: CognitoIdentityProviderClient;
let clientId: string;
let email: string;

const verifierOf = () => randomBytes(64).toString('base64url').slice(0, 96);
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');

function authorizeUrl(params: Record<string, string>) {
  return `${h.url}/oauth2/authorize?${new URLSearchParams({
    client_id: clientId,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-123',
    ...params,
  })}`;
}

/** Authorize → /login form → credentials → the callback URL with the code (or tokens). */
async function signInThroughHostedUi(
  browser: TestBrowser,
  params: Record<string, string>,
  password = PASSWORD,
  username = email,
) {
  const start = await browser.get(authorizeUrl(params));
  expect(start.status).toBe(302);
  const loginUrl = new URL(start.headers.get('location') ?? '', h.url).toString();
  expect(loginUrl).toContain('/login?');
  const page = await browser.get(loginUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const name of [
    'client_id',
    'redirect_uri',
    'response_type',
    'scope',
    'state',
    'code_challenge',
    'code_challenge_method',
    'nonce',
  ]) {
    if (html.includes(`name="${name}"`)) form.set(name, hiddenField(html, name));
  }
  form.set('_csrf', hiddenField(html, '_csrf'));
  form.set('username', username);
  form.set('password', password);
  return browser.post(`${h.url}/login`, form);
}

async function exchange(form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

beforeAll(async () => {
  h = await startUserHarness({ LOG_LEVEL: 'silent' });
  idp = h.idp();
  const client = await idp.send(
    new CreateUserPoolClientCommand({
      UserPoolId: h.poolId,
      ClientName: 'hosted-ui-test',
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code', 'implicit'],
      AllowedOAuthScopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      CallbackURLs: [CALLBACK],
      LogoutURLs: [LOGOUT],
      SupportedIdentityProviders: ['COGNITO'],
    }),
  );
  clientId = client.UserPoolClient?.ClientId ?? '';
  email = uniqueEmail('hosted');
  await adminCreateConfirmedUser(idp, h.poolId, email, PASSWORD);
});

afterAll(async () => {
  await h?.close();
});

describe('the hosted sign-in page and unknown names', () => {
  it('answers "Password attempts exceeded" after as many wrong passwords for an unknown name as for an account', async () => {
    const real = uniqueEmail('hosted-lock');
    await adminCreateConfirmedUser(idp, h.poolId, real, PASSWORD);
    const story = async (username: string) => {
      const browser = new TestBrowser();
      const answers: string[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await signInThroughHostedUi(browser, {}, 'Wrong-Password-1', username);
        const html = await res.text();
        answers.push(
          html.includes('Password attempts exceeded')
            ? 'exceeded'
            : html.includes('Incorrect username or password.')
              ? 'incorrect'
              : `other ${res.status}`,
        );
      }
      return answers;
    };
    const forReal = await story(real);
    expect(forReal).toContain('exceeded');
    expect(await story(uniqueEmail('hosted-nobody'))).toEqual(forReal);
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs in on the hosted page, exchanges the code once, and serves userInfo; refresh, revoke and logout', async () => {
    const browser = new TestBrowser();
    const verifier = verifierOf();
    const done = await signInThroughHostedUi(browser, {
      code_challenge: challengeOf(verifier),
      code_challenge_method: 'S256',
      nonce: 'nonce-42',
    });
    expect(done.status).toBe(302);
    const callback = new URL(done.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const ok = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token_type).toBe('Bearer');
    expect(Number(ok.body.expires_in)).toBe(3600);
    const access = decodeJwt(ok.body.access_token);
    expect(access.scope).toBe('openid email profile');
    expect(access.token_use).toBe('access');
    expect(access.client_id).toBe(clientId);
    // The ID token verifies against the pool's published keys and carries the nonce.
    const jwks = createRemoteJWKSet(new URL(`${h.url}/cognito/${h.poolId}/.well-known/jwks.json`));
    const { payload: id } = await jwtVerify(ok.body.id_token, jwks, { audience: clientId });
    expect(id.email).toBe(email);
    expect(id.nonce).toBe('nonce-42');
    expect(id.token_use).toBe('id');

    // The code is single use.
    const again = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');

    const info = await fetch(`${h.url}/oauth2/userInfo`, {
      headers: { authorization: `Bearer ${ok.body.access_token}` },
    });
    expect(info.status).toBe(200);
    const claims = (await info.json()) as Record<string, string>;
    expect(claims.email).toBe(email);
    expect(claims.sub).toBe(access.sub);

    const refreshed = await exchange({
      grant_type: 'refresh_token',
      refresh_token: ok.body.refresh_token,
      client_id: clientId,
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.access_token).scope).toBe('openid email profile');
    expect(refreshed.body.refresh_token).toBeUndefined();

    const revoke = await fetch(`${h.url}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: ok.body.refresh_token, client_id: clientId }),
    });
    expect(revoke.status).toBe(200);
    const afterRevoke = await fetch(`${h.url}/oauth2/userInfo`, {
      headers: { authorization: `Bearer ${ok.body.access_token}` },
    });
    expect(afterRevoke.status).toBe(401);
    expect(((await afterRevoke.json()) as Record<string, string>).error).toBe('invalid_token');
    const refreshAfterRevoke = await exchange({
      grant_type: 'refresh_token',
      refresh_token: ok.body.refresh_token,
      client_id: clientId,
    });
    expect(refreshAfterRevoke.body.error).toBe('invalid_grant');

    // The hosted session skips the form on the next authorize…
    const second = await browser.get(authorizeUrl({}));
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toMatch(/^https:\/\/app\.example\.com\/callback\?code=/);

    // …until /logout, which accepts only a registered logout_uri.
    const badLogout = await browser.get(
      `${h.url}/logout?client_id=${clientId}&logout_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(badLogout.status).toBe(400);
    const logout = await browser.get(`${h.url}/logout?client_id=${clientId}&logout_uri=${encodeURIComponent(LOGOUT)}`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(LOGOUT);
    const third = await browser.get(authorizeUrl({}));
    expect(third.headers.get('location')).toContain('/login?');
  });

  it('refuses a wrong verifier, a missing verifier and another redirect URI at the token endpoint', async () => {
    const browser = new TestBrowser();
    const verifier = verifierOf();
    const done = await signInThroughHostedUi(browser, {
      code_challenge: challengeOf(verifier),
      code_challenge_method: 'S256',
    });
    const code = new URL(done.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const wrong = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: CALLBACK,
      code_verifier: verifierOf(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    expect(wrong.body.error_description).toContain('code_verifier');

    const next = await browser.get(
      authorizeUrl({ code_challenge: challengeOf(verifier), code_challenge_method: 'S256' }),
    );
    const code2 = new URL(next.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const missing = await exchange({
      grant_type: 'authorization_code',
      code: code2,
      client_id: clientId,
      redirect_uri: CALLBACK,
    });
    expect(missing.body.error).toBe('invalid_grant');

    const next3 = await browser.get(authorizeUrl({ code_challenge: verifier, code_challenge_method: 'plain' }));
    const code3 = new URL(next3.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const otherUri = await exchange({
      grant_type: 'authorization_code',
      code: code3,
      client_id: clientId,
      redirect_uri: 'https://app.example.com/other',
      code_verifier: verifier,
    });
    expect(otherUri.body.error).toBe('invalid_grant');

    const next4 = await browser.get(authorizeUrl({ code_challenge: verifier, code_challenge_method: 'plain' }));
    const code4 = new URL(next4.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const plain = await exchange({
      grant_type: 'authorization_code',
      code: code4,
      client_id: clientId,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    });
    expect(plain.status).toBe(200);
  });

  it('never redirects to an unregistered redirect URI, and sends other errors back with the state', async () => {
    const browser = new TestBrowser();
    const bad = await browser.request(authorizeUrl({ redirect_uri: 'https://app.example.com/callback/evil' }), {
      headers: { accept: 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'redirect_mismatch' });
    const unknownClient = await browser.request(authorizeUrl({ client_id: 'nosuchclient' }), {
      headers: { accept: 'application/json' },
    });
    expect(unknownClient.status).toBe(400);

    const scope = await browser.get(authorizeUrl({ scope: 'openid phone' }));
    expect(scope.status).toBe(302);
    const back = new URL(scope.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('state')).toBe('state-123');
    const type = await browser.get(authorizeUrl({ response_type: 'id_token' }));
    expect(new URL(type.headers.get('location') ?? '').searchParams.get('error')).toBe('unsupported_response_type');
  });

  it('escapes reflected parameters and refuses a form without its CSRF token', async () => {
    const browser = new TestBrowser();
    const evil = '"><script>alert(1)</script>';
    const start = await browser.get(authorizeUrl({ state: evil }));
    const page = await browser.get(new URL(start.headers.get('location') ?? '', h.url).toString());
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(hiddenField(html, 'state')).toBe(evil);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const forged = await browser.post(`${h.url}/login`, {
      client_id: clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid',
      username: email,
      password: PASSWORD,
      _csrf: 'forged',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
  });

  it('shows a wrong password on the page and does not redirect', async () => {
    const res = await signInThroughHostedUi(new TestBrowser(), {}, 'Wrong-Password-1!');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Incorrect username or password.');
  });

  it('implicit flow: tokens in the fragment, no refresh token', async () => {
    const res = await signInThroughHostedUi(new TestBrowser(), { response_type: 'token' });
    expect(res.status).toBe(302);
    const fragment = new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('state')).toBe('state-123');
    expect(decodeJwt(fragment.get('access_token') ?? '').scope).toBe('openid email profile');
    expect(fragment.get('id_token')).toBeTruthy();
    expect(fragment.get('refresh_token')).toBeNull();
  });

  it('lists the endpoints in the discovery document', async () => {
    const doc = (await (await fetch(`${h.url}/cognito/${h.poolId}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(doc.authorization_endpoint).toBe(`${h.url}/oauth2/authorize`);
    expect(doc.token_endpoint).toBe(`${h.url}/oauth2/token`);
    expect(doc.userinfo_endpoint).toBe(`${h.url}/oauth2/userInfo`);
    expect(doc.revocation_endpoint).toBe(`${h.url}/oauth2/revoke`);
  });
});

describe('client_credentials with resource servers', () => {
  it('manages resource servers and grants only allowed custom scopes to a confidential client', async () => {
    const identifier = 'https://api.example.com';
    await idp.send(
      new CreateResourceServerCommand({
        UserPoolId: h.poolId,
        Identifier: identifier,
        Name: 'Example API',
        Scopes: [
          { ScopeName: 'read', ScopeDescription: 'Read things' },
          { ScopeName: 'write', ScopeDescription: 'Write things' },
        ],
      }),
    );
    const described = await idp.send(
      new DescribeResourceServerCommand({ UserPoolId: h.poolId, Identifier: identifier }),
    );
    expect(described.ResourceServer?.Scopes?.map((s) => s.ScopeName)).toEqual(['read', 'write']);
    const listed = await idp.send(new ListResourceServersCommand({ UserPoolId: h.poolId, MaxResults: 10 }));
    expect(listed.ResourceServers?.map((s) => s.Identifier)).toContain(identifier);

    const created = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId: h.poolId,
        ClientName: 'machine',
        GenerateSecret: true,
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthFlows: ['client_credentials'],
        AllowedOAuthScopes: [`${identifier}/read`],
      }),
    );
    const machineId = created.UserPoolClient?.ClientId ?? '';
    const secret = created.UserPoolClient?.ClientSecret ?? '';
    const basic = `Basic ${Buffer.from(`${machineId}:${secret}`).toString('base64')}`;

    const ok = await exchange(
      { grant_type: 'client_credentials', scope: `${identifier}/read` },
      { authorization: basic },
    );
    expect(ok.status).toBe(200);
    const claims = decodeJwt(ok.body.access_token);
    expect(claims.scope).toBe(`${identifier}/read`);
    expect(claims.sub).toBe(machineId);
    expect(claims.client_id).toBe(machineId);
    expect(ok.body.refresh_token).toBeUndefined();
    const jwks = createRemoteJWKSet(new URL(`${h.url}/cognito/${h.poolId}/.well-known/jwks.json`));
    await jwtVerify(ok.body.access_token, jwks);

    const notAllowed = await exchange(
      { grant_type: 'client_credentials', scope: `${identifier}/write` },
      { authorization: basic },
    );
    expect(notAllowed.status).toBe(400);
    expect(notAllowed.body.error).toBe('invalid_scope');
    const wrongSecret = await exchange(
      { grant_type: 'client_credentials' },
      { authorization: `Basic ${Buffer.from(`${machineId}:nope`).toString('base64')}` },
    );
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    const publicClient = await exchange({ grant_type: 'client_credentials', client_id: clientId });
    expect(publicClient.body.error).toBe('invalid_client');
    const unknownGrant = await exchange({ grant_type: 'password', client_id: clientId });
    expect(unknownGrant.body.error).toBe('unsupported_grant_type');

    // A scope no resource server defines cannot be allowed on a client.
    await expect(
      idp.send(
        new CreateUserPoolClientCommand({
          UserPoolId: h.poolId,
          ClientName: 'bad',
          AllowedOAuthScopes: [`${identifier}/delete`],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });

    await idp.send(
      new UpdateResourceServerCommand({
        UserPoolId: h.poolId,
        Identifier: identifier,
        Name: 'Example API v2',
        Scopes: [{ ScopeName: 'read', ScopeDescription: 'Read' }],
      }),
    );
    await idp.send(new DeleteResourceServerCommand({ UserPoolId: h.poolId, Identifier: identifier }));
    await expect(
      idp.send(new DescribeResourceServerCommand({ UserPoolId: h.poolId, Identifier: identifier })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
