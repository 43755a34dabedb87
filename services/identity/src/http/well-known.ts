// OIDC discovery and JWKS per user pool, at `{issuer}/.well-known/…`: under /cognito/{poolId} (the default
// issuer) and at /{poolId} (Cognito's own path layout, for a custom IDENTITY_ISSUER_BASE proxied to us).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import { getPool, getPublicJwks, issuerFor } from '../store/pools.ts';

const WELL_KNOWN = /^(?:\/cognito)?\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

/** True for the paths this module answers, with or without the /cognito prefix. */
export function isWellKnownPath(pathname: string): boolean {
  return WELL_KNOWN.test(pathname);
}

function openIdConfiguration(deps: IdentityDeps, poolId: string) {
  const issuer = issuerFor(deps, poolId);
  const base = deps.config.publicUrl;
  return {
    authorization_endpoint: `${base}/oauth2/authorize`,
    end_session_endpoint: `${base}/logout`,
    id_token_signing_alg_values_supported: ['RS256'],
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code', 'token'],
    revocation_endpoint: `${base}/oauth2/revoke`,
    scopes_supported: ['openid', 'email', 'phone', 'profile'],
    subject_types_supported: ['public'],
    token_endpoint: `${base}/oauth2/token`,
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    userinfo_endpoint: `${base}/oauth2/userInfo`,
  };
}

export async function handleWellKnown(
  deps: IdentityDeps,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const match = WELL_KNOWN.exec(pathname);
  const headers = { 'access-control-allow-origin': '*' };
  if (!match) return sendJson(res, 404, { message: 'Not found' }, headers);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, { message: 'Method not allowed' }, { ...headers, allow: 'GET, HEAD' });
  }
  const [, poolId, document] = match;
  if (!(await getPool(deps, poolId)))
    return sendJson(res, 404, { message: `User pool ${poolId} does not exist.` }, headers);
  // Retired keys stay listed until their tokens expire, so a few minutes of caching never hides a valid key.
  const cacheHeaders = { ...headers, 'cache-control': 'public, max-age=300' };
  const body = document === 'jwks.json' ? await getPublicJwks(deps, poolId) : openIdConfiguration(deps, poolId);
  sendJson(res, 200, body, cacheHeaders);
}
