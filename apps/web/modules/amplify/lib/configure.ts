// Configures aws-amplify v6 in the browser from the server's /amplify-config.json, once per page load, with
// the session tokens kept in cookies as the seed gives them (path /, 30 days, secure unless on localhost),
// so server code (middleware, server components) can tell a signed-in request and verify its token.
// Import this only from client code that needs Amplify: public pages must not ship the auth library.
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage, Hub } from 'aws-amplify/utils';

const SESSION_COOKIE_DAYS = 30;

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

/** The cookie options of the seed: domain from the sign-in redirect address, path /, 30 days. */
export function sessionCookieOptions(config: ResourcesConfig, location: Location) {
  const redirect = config.Auth?.Cognito?.loginWith?.oauth?.redirectSignIn?.[0];
  const redirectHost = redirect ? new URL(redirect).hostname : location.hostname;
  // A host-only cookie on loopback hosts: browsers refuse Domain=localhost and IP-address domains.
  const domain = isLoopbackHost(redirectHost) || redirectHost !== location.hostname ? undefined : redirectHost;
  return {
    domain,
    path: '/',
    expires: SESSION_COOKIE_DAYS,
    sameSite: 'lax' as const,
    secure: !isLoopbackHost(location.hostname) && location.protocol === 'https:',
  };
}

let configuring: Promise<ResourcesConfig> | undefined;

/** Fetches the configuration and configures Amplify; later calls share the first call's promise. */
export function ensureAmplifyConfigured(): Promise<ResourcesConfig> {
  configuring ??= (async () => {
    const response = await fetch('/amplify-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`The app configuration could not be loaded (HTTP ${response.status}).`);
    const config = (await response.json()) as ResourcesConfig;
    Amplify.configure(config);
    cognitoUserPoolsTokenProvider.setKeyValueStorage(new CookieStorage(sessionCookieOptions(config, window.location)));
    return config;
  })().catch((error: unknown) => {
    configuring = undefined;
    throw error;
  });
  return configuring;
}

let session: Promise<ResourcesConfig> | undefined;

/**
 * Configured, with the session (tokens, and the identity pool's credentials) fetched once and held by Amplify.
 * Amplify fetches the credentials with every call until it holds them, so the ten data calls a dashboard page
 * makes at once each fetched their own (twenty requests); the calls wait for this first. A sign-in or sign-out
 * changes the credentials, so the next calls fetch them once again.
 */
export function ensureAmplifySession(): Promise<ResourcesConfig> {
  session ??= ensureAmplifyConfigured().then(async (config) => {
    await fetchAuthSession().catch(() => undefined);
    return config;
  });
  session.catch(() => {
    session = undefined;
  });
  return session;
}

if (typeof window !== 'undefined') {
  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedIn' || payload.event === 'signedOut') session = undefined;
  });
}
