// GET/POST /oauth2/idpresponse: the federated provider sends the browser back here. The sealed state gives the
// original authorization request; the provider's code is exchanged at its token endpoint; the ID token is
// verified against the provider's JWKS (issuer, audience, nonce); the user is found, linked or created; then the
// authorization completes as after a password sign-in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT } from 'jose';
import { openValue } from '../../crypto/sealed.ts';
import type { IdentityDeps } from '../../deps.ts';
import { getIdentityProvider, type IdentityProvider } from '../../store/identity-providers.ts';
import { createHostedSession, HOSTED_SESSION_TTL_SECONDS } from '../../store/oauth-grants.ts';
import { resolveFederatedUser } from '../../users/federated.ts';
import { callbackUrl, checkAuthorizeRequest } from './authorize-request.ts';
import { completeAuthorization } from './complete-authorization.ts';
import { failAuthorization } from './fail-authorization.ts';
import { renderErrorPage } from './html.ts';
import { cookie, illFormedParams, OAuthError, readForm, redirect, SESSION_COOKIE } from './protocol.ts';
import { type ProviderEndpoints, providerEndpoints } from './provider-endpoints.ts';
import { FEDERATION_STATE_PURPOSE, type FederationState, idpResponseUrl } from './start-federation.ts';

const jwksSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(uri: string) {
  let set = jwksSets.get(uri);
  if (!set) {
    if (jwksSets.size > 100) jwksSets.clear();
    set = createRemoteJWKSet(new URL(uri), { timeoutDuration: 10_000 });
    jwksSets.set(uri, set);
  }
  return set;
}

class ProviderRefused extends Error {}

/** Apple's client secret is a short-lived ES256 JWT signed with the team's key. */
async function appleClientSecret(provider: IdentityProvider): Promise<string> {
  const d = provider.details;
  const key = await importPKCS8(d.private_key, 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: d.team_id, iat: now, exp: now + 300, aud: 'https://appleid.apple.com', sub: d.client_id })
    .setProtectedHeader({ alg: 'ES256', kid: d.key_id })
    .sign(key);
}

async function exchangeCode(
  deps: IdentityDeps,
  provider: IdentityProvider,
  endpoints: ProviderEndpoints,
  code: string,
  verifier: string,
): Promise<{ access_token?: string; id_token?: string }> {
  const d = provider.details;
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: idpResponseUrl(deps) });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const secret = provider.type === 'SignInWithApple' ? await appleClientSecret(provider) : d.client_secret;
  if (endpoints.tokenAuth === 'basic' && secret) {
    const basic = `${encodeURIComponent(d.client_id)}:${encodeURIComponent(secret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  } else {
    body.set('client_id', d.client_id);
    if (secret) body.set('client_secret', secret);
  }
  if (provider.type === 'OIDC' || provider.type === 'Google') body.set('code_verifier', verifier);
  const res = await fetch(endpoints.tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    deps.logger.warn(
      { provider: provider.name, status: res.status, error: json.error },
      'provider token exchange refused',
    );
    throw new ProviderRefused('The identity provider refused the sign-in.');
  }
  return json as { access_token?: string; id_token?: string };
}

async function providerClaims(
  deps: IdentityDeps,
  provider: IdentityProvider,
  endpoints: ProviderEndpoints,
  tokens: { access_token?: string; id_token?: string },
  nonce: string,
  form: URLSearchParams,
): Promise<Record<string, unknown>> {
  let claims: Record<string, unknown> = {};
  if (endpoints.issuer && endpoints.jwksUri) {
    if (!tokens.id_token) throw new ProviderRefused('The identity provider returned no ID token.');
    try {
      const { payload } = await jwtVerify(tokens.id_token, jwksFor(endpoints.jwksUri), {
        issuer: endpoints.issuer,
        audience: provider.details.client_id,
        currentDate: deps.now(),
      });
      claims = payload as Record<string, unknown>;
    } catch (error) {
      deps.logger.warn({ err: error, provider: provider.name }, 'provider ID token rejected');
      throw new ProviderRefused('The identity provider returned an invalid ID token.');
    }
    if (claims.nonce !== nonce) throw new ProviderRefused('The identity provider returned an invalid ID token.');
  }
  if (endpoints.attributesUrl && tokens.access_token) {
    const url = new URL(endpoints.attributesUrl);
    const res = await fetch(url, {
      method: endpoints.attributesMethod,
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) {
      const info = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (claims.sub !== undefined && info.sub !== undefined && info.sub !== claims.sub) {
        throw new ProviderRefused('The identity provider returned attributes of another user.');
      }
      claims = { ...info, ...claims };
    } else if (!endpoints.issuer) {
      throw new ProviderRefused('The identity provider did not return the user attributes.');
    }
  }
  // Apple sends the user's name (first sign-in only) as a form field next to the code.
  const appleUser = form.get('user');
  if (provider.type === 'SignInWithApple' && appleUser) {
    try {
      const u = JSON.parse(appleUser) as { name?: { firstName?: string; lastName?: string } };
      claims = { given_name: u.name?.firstName, family_name: u.name?.lastName, ...claims };
    } catch {
      // ignored: the name is optional
    }
  }
  return claims;
}

export async function handleIdpResponse(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  let params = url.searchParams;
  if (req.method === 'POST') {
    try {
      params = await readForm(req);
    } catch (error) {
      if (error instanceof OAuthError) return renderErrorPage(res, 400, error.error, error.description);
      throw error;
    }
  } else if (req.method !== 'GET') {
    return renderErrorPage(res, 405, 'invalid_request', 'Use GET or POST.');
  } else {
    const illFormed = illFormedParams(params);
    if (illFormed) return renderErrorPage(res, 400, illFormed.error, illFormed.description);
  }
  const opened = openValue<FederationState>(deps, FEDERATION_STATE_PURPOSE, params.get('state') ?? '');
  if (!opened.ok) {
    return renderErrorPage(
      res,
      400,
      'invalid_state',
      opened.reason === 'expired'
        ? 'The sign-in with the provider took too long. Start again from the application.'
        : 'The sign-in with the provider is not valid. Start again from the application.',
    );
  }
  const state = opened.data;
  const check = await checkAuthorizeRequest(deps, new URLSearchParams(state.r));
  if (!check.ok) return failAuthorization(req, res, check);
  const request = check.request;
  const back = (error: string, description: string) =>
    redirect(res, callbackUrl(request.redirectUri, { error, error_description: description, state: request.state }));

  const providerError = params.get('error');
  if (providerError) {
    return back(
      providerError === 'access_denied' ? 'access_denied' : 'invalid_request',
      (params.get('error_description') ?? 'The identity provider did not sign the user in.').slice(0, 300),
    );
  }
  const code = params.get('code');
  if (!code || code.length > 4096) return back('invalid_request', 'The identity provider returned no code.');
  const provider = await getIdentityProvider(deps, request.pool.id, state.p);
  if (!provider || !(request.client.config.SupportedIdentityProviders ?? []).includes(provider.name)) {
    return back('invalid_request', `The identity provider ${state.p} is not available.`);
  }
  let claims: Record<string, unknown>;
  try {
    const endpoints = await providerEndpoints(provider);
    const tokens = await exchangeCode(deps, provider, endpoints, code, state.v);
    claims = await providerClaims(deps, provider, endpoints, tokens, state.n, params);
    const subject = claims[endpoints.subjectClaim];
    if (typeof subject !== 'string' && typeof subject !== 'number') {
      throw new ProviderRefused('The identity provider did not identify the user.');
    }
    claims = { ...claims, [endpoints.subjectClaim]: String(subject) };
    const user = await resolveFederatedUser(deps, provider, String(subject), claims);
    if (!user.enabled) return back('access_denied', 'User is disabled.');
    const authTime = Math.floor(deps.now().getTime() / 1000);
    const sessionId = await createHostedSession(deps, { poolId: request.pool.id, username: user.username, authTime });
    redirect(res, await completeAuthorization(deps, request, user, authTime), {
      'set-cookie': cookie(deps, SESSION_COOKIE, sessionId, HOSTED_SESSION_TTL_SECONDS),
    });
  } catch (error) {
    if (error instanceof ProviderRefused) return back('invalid_request', error.message);
    if (error instanceof TypeError || (error as Error).name === 'TimeoutError') {
      deps.logger.warn({ err: error, provider: provider.name }, 'identity provider unreachable');
      return back('invalid_request', 'The identity provider could not be reached.');
    }
    throw error;
  }
}
