// Federated sign-in against a real OpenID Connect provider (oidc-provider) on loopback, registered with the AWS
// SDK as an OIDC identity provider: provider CRUD, first sign-in creating `<Provider>_<sub>` with the identities
// claim, and AdminLinkProviderForUser making a provider subject sign in as an existing user.
import {
  AdminCreateUserCommand,
  AdminDisableProviderForUserCommand,
  AdminGetUserCommand,
  AdminLinkProviderForUserCommand,
  type CognitoIdentityProviderClient,
  CreateIdentityProviderCommand,
  CreateUserPoolClientCommand,
  DeleteIdentityProviderCommand,
  DescribeIdentityProviderCommand,
  DescribeUserPoolClientCommand,
  ListIdentityProvidersCommand,
  UpdateIdentityProviderCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './oauth-browser.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider-harness.ts';
import { startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

const CALLBACK = 'https://app.example.com/callback';
const PROVIDER = 'TestOIDC';

let h: UserHarness;
let idp: CognitoIdentityProviderClient;
let op: TestOidcProvider;
let clientId: string;

/** authorize → provider login (any password) → consent → /oauth2/idpresponse → the client's callback. */
async function federatedSignIn(accountId: string, extra: Record<string, string> = {}) {
  const browser = new TestBrowser();
  const start = await browser.get(
    `${h.url}/oauth2/authorize?${new URLSearchParams({
      client_id: clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'fed-state',
      identity_provider: PROVIDER,
      ...extra,
    })}`,
  );
  expect(start.status).toBe(302);
  expect(start.headers.get('location')).toMatch(new RegExp(`^${op.issuer}/auth\\?`));
  let hop = await browser.follow(start, h.url, `${h.url}/`);
  for (let step = 0; hop.res && step < 4; step++) {
    const html = await hop.res.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), hop.url).toString();
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login: accountId, password: 'any' }
      : { prompt: 'consent' };
    hop = await browser.follow(await browser.post(target, form), target, `${h.url}/`);
  }
  expect(hop.url).toContain('/oauth2/idpresponse?');
  const back = await browser.get(hop.url);
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location') ?? '');
}

async function tokensFor(callback: URL) {
  const res = await fetch(`${h.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      client_id: clientId,
      redirect_uri: CALLBACK,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id_token: string; access_token: string };
}

beforeAll(async () => {
  h = await startUserHarness({ LOG_LEVEL: 'silent' });
  idp = h.idp();
  op = await startOidcProvider(`${h.url}/oauth2/idpresponse`);
});

afterAll(async () => {
  await op?.close();
  await h?.close();
});

describe('identity providers', () => {
  it('creates, describes, lists, updates and deletes providers; clients may then name them', async () => {
    await expect(
      idp.send(
        new CreateUserPoolClientCommand({
          UserPoolId: h.poolId,
          ClientName: 'early',
          SupportedIdentityProviders: ['Other'],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await idp.send(
      new CreateIdentityProviderCommand({
        UserPoolId: h.poolId,
        ProviderName: 'Other',
        ProviderType: 'Google',
        ProviderDetails: { client_id: 'g', client_secret: 's', authorize_scopes: 'openid email' },
        AttributeMapping: { email: 'email' },
        IdpIdentifiers: ['example.org'],
      }),
    );
    await expect(
      idp.send(
        new CreateIdentityProviderCommand({
          UserPoolId: h.poolId,
          ProviderName: 'Other',
          ProviderType: 'Google',
          ProviderDetails: { client_id: 'g', client_secret: 's', authorize_scopes: 'openid' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'DuplicateProviderException' });
    await expect(
      idp.send(
        new CreateIdentityProviderCommand({
          UserPoolId: h.poolId,
          ProviderName: 'Incomplete',
          ProviderType: 'OIDC',
          ProviderDetails: { client_id: 'x' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    const described = await idp.send(
      new DescribeIdentityProviderCommand({ UserPoolId: h.poolId, ProviderName: 'Other' }),
    );
    expect(described.IdentityProvider).toMatchObject({
      ProviderType: 'Google',
      AttributeMapping: { email: 'email' },
      IdpIdentifiers: ['example.org'],
    });
    await idp.send(
      new UpdateIdentityProviderCommand({
        UserPoolId: h.poolId,
        ProviderName: 'Other',
        AttributeMapping: { email: 'email', name: 'name' },
      }),
    );
    const updated = await idp.send(
      new DescribeIdentityProviderCommand({ UserPoolId: h.poolId, ProviderName: 'Other' }),
    );
    expect(updated.IdentityProvider?.AttributeMapping).toEqual({ email: 'email', name: 'name' });
    expect(updated.IdentityProvider?.ProviderDetails?.client_id).toBe('g');
    const listed = await idp.send(new ListIdentityProvidersCommand({ UserPoolId: h.poolId }));
    expect(listed.Providers?.map((p) => p.ProviderName)).toContain('Other');
    // The product's web client offers the default pool's providers.
    const web = await idp.send(new DescribeUserPoolClientCommand({ UserPoolId: h.poolId, ClientId: h.clientId }));
    expect(web.UserPoolClient?.SupportedIdentityProviders).toEqual(['COGNITO', 'Other']);
    await idp.send(new DeleteIdentityProviderCommand({ UserPoolId: h.poolId, ProviderName: 'Other' }));
    const after = await idp.send(new DescribeUserPoolClientCommand({ UserPoolId: h.poolId, ClientId: h.clientId }));
    expect(after.UserPoolClient?.SupportedIdentityProviders).toEqual(['COGNITO']);
    await expect(
      idp.send(new DescribeIdentityProviderCommand({ UserPoolId: h.poolId, ProviderName: 'Other' })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});

describe('federated sign-in through an OpenID Connect provider', () => {
  beforeAll(async () => {
    await idp.send(
      new CreateIdentityProviderCommand({
        UserPoolId: h.poolId,
        ProviderName: PROVIDER,
        ProviderType: 'OIDC',
        ProviderDetails: {
          client_id: op.clientId,
          client_secret: op.clientSecret,
          attributes_request_method: 'GET',
          oidc_issuer: op.issuer,
          authorize_scopes: 'openid email profile',
        },
        AttributeMapping: { email: 'email', email_verified: 'email_verified', name: 'name' },
      }),
    );
    const client = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId: h.poolId,
        ClientName: 'federated',
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthFlows: ['code'],
        AllowedOAuthScopes: ['openid', 'email', 'profile'],
        CallbackURLs: [CALLBACK],
        SupportedIdentityProviders: ['COGNITO', PROVIDER],
      }),
    );
    clientId = client.UserPoolClient?.ClientId ?? '';
  });

  it('creates the federated user on first sign-in, with the identities claim', async () => {
    const email = uniqueEmail('federated');
    op.accounts.set('alice-1', { email, email_verified: true, name: 'Alice Example' });
    const callback = await federatedSignIn('alice-1');
    expect(callback.searchParams.get('state')).toBe('fed-state');
    expect(callback.searchParams.get('error')).toBeNull();
    const tokens = await tokensFor(callback);
    const id = decodeJwt(tokens.id_token);
    expect(id['cognito:username']).toBe(`${PROVIDER}_alice-1`);
    expect(id.email).toBe(email);
    expect(id.name).toBe('Alice Example');
    const identities = id.identities as Record<string, unknown>[];
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({
      userId: 'alice-1',
      providerName: PROVIDER,
      providerType: 'OIDC',
      primary: 'true',
    });
    const user = await idp.send(new AdminGetUserCommand({ UserPoolId: h.poolId, Username: `${PROVIDER}_alice-1` }));
    expect(user.UserStatus).toBe('EXTERNAL_PROVIDER');

    // The second sign-in finds the same user.
    const again = decodeJwt((await tokensFor(await federatedSignIn('alice-1'))).id_token);
    expect(again.sub).toBe(id.sub);
  });

  it('keeps an existing account with the same e-mail apart unless AdminLinkProviderForUser links it', async () => {
    const email = uniqueEmail('linked');
    const created = await idp.send(
      new AdminCreateUserCommand({
        UserPoolId: h.poolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const nativeUsername = created.User?.Username ?? '';
    op.accounts.set('bob-unlinked', { email, email_verified: true });
    const separate = decodeJwt((await tokensFor(await federatedSignIn('bob-unlinked'))).id_token);
    expect(separate['cognito:username']).toBe(`${PROVIDER}_bob-unlinked`);

    op.accounts.set('bob-linked', { email, email_verified: true });
    await idp.send(
      new AdminLinkProviderForUserCommand({
        UserPoolId: h.poolId,
        DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: nativeUsername },
        SourceUser: {
          ProviderName: PROVIDER,
          ProviderAttributeName: 'Cognito_Subject',
          ProviderAttributeValue: 'bob-linked',
        },
      }),
    );
    const linked = decodeJwt((await tokensFor(await federatedSignIn('bob-linked'))).id_token);
    expect(linked['cognito:username']).toBe(nativeUsername);
    expect((linked.identities as { userId: string }[])[0].userId).toBe('bob-linked');

    // A subject that already signed in on its own cannot be merged.
    await expect(
      idp.send(
        new AdminLinkProviderForUserCommand({
          UserPoolId: h.poolId,
          DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: nativeUsername },
          SourceUser: {
            ProviderName: PROVIDER,
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: 'bob-unlinked',
          },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });

    await idp.send(
      new AdminDisableProviderForUserCommand({
        UserPoolId: h.poolId,
        User: {
          ProviderName: PROVIDER,
          ProviderAttributeName: 'Cognito_Subject',
          ProviderAttributeValue: 'bob-linked',
        },
      }),
    );
    const unlinked = decodeJwt((await tokensFor(await federatedSignIn('bob-linked'))).id_token);
    expect(unlinked['cognito:username']).toBe(`${PROVIDER}_bob-linked`);
  });

  it('sends the provider’s refusal back to the client with its state', async () => {
    const browser = new TestBrowser();
    const start = await browser.get(
      `${h.url}/oauth2/authorize?${new URLSearchParams({
        client_id: clientId,
        redirect_uri: CALLBACK,
        response_type: 'code',
        state: 'cancel-state',
        identity_provider: PROVIDER,
      })}`,
    );
    const providerUrl = new URL(start.headers.get('location') ?? '');
    const sealed = providerUrl.searchParams.get('state') ?? '';
    const back = await browser.get(
      `${h.url}/oauth2/idpresponse?error=access_denied&state=${encodeURIComponent(sealed)}`,
    );
    const callback = new URL(back.headers.get('location') ?? '');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('cancel-state');
    const forged = await browser.get(`${h.url}/oauth2/idpresponse?code=abc&state=forged`);
    expect(forged.status).toBe(400);
  });
});
