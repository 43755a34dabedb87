// POST /oauth2/token: authorization_code (single use, bound to client, redirect URI and PKCE verifier),
// refresh_token, and client_credentials (confidential clients, resource-server scopes).
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@innov/platform';
import { SignJWT } from 'jose';
import type { IdentityDeps } from '../../deps.ts';
import { consumeAuthorizationCode } from '../../store/oauth-grants.ts';
import { getSigningKey, issuerFor } from '../../store/pools.ts';
import { findRefreshToken, isUsable } from '../../store/refresh-tokens.ts';
import { customScopesOf } from '../../store/resource-servers.ts';
import { getUser } from '../../store/users.ts';
import { issueTokens, tokenValidity } from '../../tokens/issue.ts';
import {
  type AuthenticatedClient,
  authenticateClient,
  CORS_HEADERS,
  OAuthError,
  readForm,
  sameSecret,
  sendOAuthError,
} from './protocol.ts';

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

function verifierMatches(method: string | null, challenge: string, verifier: string): boolean {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  const computed = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return sameSecret(challenge, computed);
}

async function authorizationCodeGrant(deps: IdentityDeps, ac: AuthenticatedClient, form: URLSearchParams) {
  const code = form.get('code');
  const redirectUri = form.get('redirect_uri');
  if (!code || !redirectUri) throw new OAuthError('invalid_request', 'code and redirect_uri are required.');
  const grant = code.length <= 256 ? await consumeAuthorizationCode(deps, code) : null;
  if (!grant) throw invalidGrant('The authorization code is invalid, expired or already used.');
  if (grant.clientId !== ac.client.id) throw invalidGrant('The authorization code was issued to another client.');
  if (grant.redirectUri !== redirectUri) throw invalidGrant('redirect_uri does not match the authorization request.');
  if (grant.codeChallenge) {
    const verifier = form.get('code_verifier');
    if (!verifier) throw invalidGrant('code_verifier is required.');
    if (!verifierMatches(grant.codeChallengeMethod, grant.codeChallenge, verifier)) {
      throw invalidGrant('code_verifier does not match the code_challenge.');
    }
  }
  const user = await getUser(deps, ac.pool.id, grant.username);
  if (!user?.enabled) throw invalidGrant('User is disabled.');
  const { result } = await issueTokens(deps, {
    pool: ac.pool,
    client: ac.client,
    user,
    source: 'TokenGeneration_HostedAuth',
    authTime: grant.authTime,
    withRefreshToken: true,
    scopes: grant.scopes,
    nonce: grant.nonce ?? undefined,
  });
  return {
    access_token: result.AccessToken,
    ...(grant.scopes.includes('openid') ? { id_token: result.IdToken } : {}),
    refresh_token: result.RefreshToken,
    token_type: 'Bearer',
    expires_in: result.ExpiresIn,
  };
}

async function refreshTokenGrant(deps: IdentityDeps, ac: AuthenticatedClient, form: URLSearchParams) {
  const token = form.get('refresh_token');
  if (!token) throw new OAuthError('invalid_request', 'refresh_token is required.');
  const record = token.length <= 4096 ? await findRefreshToken(deps, token) : null;
  if (!record || record.clientId !== ac.client.id || !isUsable(deps, record)) {
    throw invalidGrant('Invalid refresh token.');
  }
  const user = await getUser(deps, ac.pool.id, record.username);
  if (!user?.enabled) throw invalidGrant('User is disabled.');
  const scopes = record.scopes ?? ['aws.cognito.signin.user.admin'];
  const { result } = await issueTokens(deps, {
    pool: ac.pool,
    client: ac.client,
    user,
    source: 'TokenGeneration_RefreshTokens',
    authTime: record.authTime,
    originJti: record.id,
    withRefreshToken: false,
    scopes,
  });
  return {
    access_token: result.AccessToken,
    ...(scopes.includes('openid') || !record.scopes ? { id_token: result.IdToken } : {}),
    token_type: 'Bearer',
    expires_in: result.ExpiresIn,
  };
}

/** Machine-to-machine access token: the client is the subject; only resource-server scopes are granted. */
async function clientCredentialsGrant(deps: IdentityDeps, ac: AuthenticatedClient, form: URLSearchParams) {
  if (!ac.confidential) throw new OAuthError('invalid_client', 'client_credentials needs a client secret.', 401);
  const c = ac.client.config;
  if (!c.AllowedOAuthFlowsUserPoolClient || !(c.AllowedOAuthFlows ?? []).includes('client_credentials')) {
    throw new OAuthError('unauthorized_client', 'The client is not allowed to use client_credentials.');
  }
  const defined = await customScopesOf(deps, ac.pool.id);
  const allowed = (c.AllowedOAuthScopes ?? []).filter((s) => defined.has(s));
  const asked = (form.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const scopes = asked.length ? [...new Set(asked)] : allowed;
  const refused = scopes.find((s) => !allowed.includes(s));
  if (refused) throw new OAuthError('invalid_scope', `The scope ${refused} is not allowed for this client.`);
  if (!scopes.length) throw new OAuthError('invalid_scope', 'The client has no resource-server scopes.');
  const validity = tokenValidity(ac.client).access;
  const now = Math.floor(deps.now().getTime() / 1000);
  const key = await getSigningKey(deps, ac.pool.id, 'access');
  const accessToken = await new SignJWT({
    sub: ac.client.id,
    token_use: 'access',
    scope: scopes.join(' '),
    auth_time: now,
    iss: issuerFor(deps, ac.pool.id),
    exp: now + validity,
    iat: now,
    version: 2,
    jti: randomUUID(),
    client_id: ac.client.id,
  })
    .setProtectedHeader({ kid: key.kid, alg: 'RS256' })
    .sign(key.privateKey);
  return { access_token: accessToken, token_type: 'Bearer', expires_in: validity };
}

export async function handleToken(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  try {
    if (req.method !== 'POST') throw new OAuthError('invalid_request', 'Use POST.', 405);
    const form = await readForm(req);
    const grantType = form.get('grant_type');
    const ac = await authenticateClient(deps, req, form);
    let body: Record<string, unknown>;
    if (grantType === 'authorization_code') body = await authorizationCodeGrant(deps, ac, form);
    else if (grantType === 'refresh_token') body = await refreshTokenGrant(deps, ac, form);
    else if (grantType === 'client_credentials') body = await clientCredentialsGrant(deps, ac, form);
    else throw new OAuthError('unsupported_grant_type', 'grant_type is not supported.');
    sendJson(res, 200, body, { ...CORS_HEADERS, pragma: 'no-cache' });
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const headers: Record<string, string> = { ...CORS_HEADERS };
    if (error.status === 401) headers['www-authenticate'] = 'Basic realm="oauth2"';
    sendOAuthError(res, error, headers);
  }
}
