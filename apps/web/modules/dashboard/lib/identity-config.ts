// Where the dashboard's server-side gate finds the user pool: the pool and app client ids from this server's
// own /amplify-config.json and the pool's keys from the identity service's JWKS, both fetched over loopback
// from the one server process (never from an address a request or a token names). The configuration is
// kept for the process's life; jose's remote key set caches the keys and refetches on an unknown kid.
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

export interface TIdentityConfig {
  poolId: string;
  clientId: string;
  keys: JWTVerifyGetKey;
}

/** The server's loopback address: INTERNAL_API_URL as the server sets it (system.ts), else http on PORT. */
export function internalBaseUrl(env: Record<string, string | undefined> = process.env): string {
  if (env.INTERNAL_API_URL) return env.INTERNAL_API_URL.replace(/\/+$/, '');
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}:${env.PORT || '3000'}`;
}

let loading: Promise<TIdentityConfig> | undefined;

async function load(): Promise<TIdentityConfig> {
  const base = internalBaseUrl();
  const response = await fetch(`${base}/amplify-config.json`, { cache: 'no-store', signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`amplify-config.json answered ${response.status}`);
  const config = (await response.json()) as { Auth?: { Cognito?: { userPoolId?: string; userPoolClientId?: string } } };
  const poolId = config.Auth?.Cognito?.userPoolId;
  const clientId = config.Auth?.Cognito?.userPoolClientId;
  if (!poolId || !clientId || !/^[\w-]+_[0-9a-zA-Z]+$/.test(poolId)) throw new Error('No user pool configured');
  const keys = createRemoteJWKSet(new URL(`${base}/cognito/${poolId}/.well-known/jwks.json`), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  return { poolId, clientId, keys };
}

export function identityConfig(): Promise<TIdentityConfig> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
