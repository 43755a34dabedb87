// A real OpenID Connect provider (the `oidc-provider` package) on loopback, for federated sign-in tests: one
// confidential client whose redirect URI is our /oauth2/idpresponse, and accounts whose claims the test sets.
// Its development interactions take any login name (the account id) and any password, then ask for consent.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims returned for an account id (the login name typed into the provider's form). */
  accounts: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const accounts = new Map<string, Record<string, unknown>>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'innovation-platform';
  const clientSecret = 'a-test-client-secret-that-is-long-enough-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, ...(accounts.get(id) ?? {}) };
        },
      };
    },
    cookies: { keys: ['a-test-cookie-signing-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
  });
  // The development interactions log a warning on start; tests do not need it.
  provider.on('server_error', (_ctx, err) => console.error('oidc-provider', err));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
