// Validating an authorization request (/oauth2/authorize, and again when /login or a provider hands back):
// the client, the exact callback URL, the flow, the scopes, PKCE and the identity provider. Errors before the
// redirect URI is known to be registered are shown here; later ones go back to the client (RFC 6749 §4.1.2.1).
import { findIllFormedString, ILL_FORMED_TEXT_RULE, isWellFormedText } from '@innov/platform';
import type { IdentityDeps } from '../../deps.ts';
import { listIdentityProviders } from '../../store/identity-providers.ts';
import { getClient, getPool } from '../../store/pools.ts';
import type { UserPool, UserPoolClient } from '../../store/types.ts';

/** The authorize parameters carried through /login and the provider round trip. */
export const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'nonce',
  'identity_provider',
  'idp_identifier',
  'login_hint',
  'lang',
  'prompt',
] as const;

export interface AuthorizeRequest {
  pool: UserPool;
  client: UserPoolClient;
  responseType: 'code' | 'token';
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  nonce?: string;
  /** A provider to go straight to (identity_provider or idp_identifier); undefined for the hosted form. */
  provider?: string;
  prompt?: string;
  loginHint?: string;
  /** The recognised parameters, to carry through forms and links. */
  params: URLSearchParams;
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  /** Shown to the user: the redirect URI cannot be trusted. */
  | { ok: false; fatal: true; error: string; description: string }
  /** Sent back to the (registered) redirect URI. */
  | { ok: false; fatal: false; redirectUri: string; state?: string; error: string; description: string };

const PKCE_CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/;

export function pickAuthorizeParams(source: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of AUTHORIZE_PARAMS) {
    const value = source.get(name);
    if (value !== null && value.length <= 2048) out.set(name, value);
  }
  return out;
}

export async function checkAuthorizeRequest(deps: IdentityDeps, source: URLSearchParams): Promise<AuthorizeCheck> {
  const params = pickAuthorizeParams(source);
  // Text no store keeps (%00) is refused once for the whole request: on this page while the redirect URI is not
  // trusted yet, else back to the client like any other invalid_request.
  const illFormed = findIllFormedString(source);
  for (const name of ['client_id', 'redirect_uri']) {
    if (!isWellFormedText(params.get(name) ?? '')) {
      return { ok: false, fatal: true, error: 'invalid_request', description: `${name} ${ILL_FORMED_TEXT_RULE}.` };
    }
  }
  const clientId = params.get('client_id') ?? '';
  const client = clientId && clientId.length <= 128 ? await getClient(deps, clientId) : null;
  const pool = client ? await getPool(deps, client.poolId) : null;
  if (!client || !pool) return { ok: false, fatal: true, error: 'invalid_request', description: 'Invalid client_id.' };
  const redirectUri = params.get('redirect_uri') ?? '';
  // Exact string match against the registered callback URLs: no prefix, no normalisation.
  if (!redirectUri || !(client.config.CallbackURLs ?? []).includes(redirectUri)) {
    return { ok: false, fatal: true, error: 'redirect_mismatch', description: 'redirect_uri is not registered.' };
  }
  const givenState = params.get('state');
  const state = givenState !== null && isWellFormedText(givenState) ? givenState : undefined;
  const back = (error: string, description: string): AuthorizeCheck => ({
    ok: false,
    fatal: false,
    redirectUri,
    state,
    error,
    description,
  });
  if (illFormed) return back('invalid_request', `${illFormed} ${ILL_FORMED_TEXT_RULE}.`);
  if (!client.config.AllowedOAuthFlowsUserPoolClient) {
    return back('unauthorized_client', 'The client is not allowed to use OAuth flows.');
  }
  const responseType = params.get('response_type');
  if (responseType !== 'code' && responseType !== 'token') {
    return back('unsupported_response_type', 'response_type must be code or token.');
  }
  const flows = client.config.AllowedOAuthFlows ?? [];
  if (!flows.includes(responseType === 'code' ? 'code' : 'implicit')) {
    return back(
      'unauthorized_client',
      `The ${responseType === 'code' ? 'code' : 'implicit'} flow is not allowed for this client.`,
    );
  }
  const allowed = client.config.AllowedOAuthScopes ?? [];
  const asked = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const scopes = asked.length ? [...new Set(asked)] : allowed;
  const refused = scopes.find((s) => !allowed.includes(s));
  if (refused) return back('invalid_scope', `The scope ${refused} is not allowed for this client.`);

  let codeChallenge: string | undefined;
  let codeChallengeMethod: 'S256' | 'plain' | undefined;
  if (responseType === 'code' && params.get('code_challenge')) {
    codeChallenge = params.get('code_challenge') ?? undefined;
    const method = params.get('code_challenge_method') ?? 'plain';
    if (method !== 'S256' && method !== 'plain') {
      return back('invalid_request', 'code_challenge_method must be S256 or plain.');
    }
    if (!codeChallenge || !PKCE_CHALLENGE.test(codeChallenge))
      return back('invalid_request', 'Invalid code_challenge.');
    codeChallengeMethod = method;
  }

  const supported = client.config.SupportedIdentityProviders ?? [];
  let provider = params.get('identity_provider') ?? undefined;
  const identifier = params.get('idp_identifier');
  if (!provider && identifier) {
    const match = (await listIdentityProviders(deps, pool.id)).find((p) =>
      p.idpIdentifiers.some((i) => i.toLowerCase() === identifier.toLowerCase()),
    );
    if (!match) return back('invalid_request', 'No identity provider matches idp_identifier.');
    provider = match.name;
  }
  if (provider && !supported.includes(provider)) {
    return back('invalid_request', `The identity provider ${provider} is not supported by this client.`);
  }
  if (!provider && !supported.includes('COGNITO') && supported.length === 0) {
    return back('invalid_request', 'The client has no identity providers.');
  }
  return {
    ok: true,
    request: {
      pool,
      client,
      responseType,
      redirectUri,
      scopes,
      state,
      codeChallenge,
      codeChallengeMethod,
      nonce: params.get('nonce') ?? undefined,
      provider: provider === 'COGNITO' ? undefined : provider,
      prompt: params.get('prompt') ?? undefined,
      loginHint: params.get('login_hint') ?? undefined,
      params,
    },
  };
}

/** The client's redirect URI with an error, or with the result, in the query (code) or fragment (token). */
export function callbackUrl(
  redirectUri: string,
  values: Record<string, string | undefined>,
  inFragment = false,
): string {
  const url = new URL(redirectUri);
  const extra = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) extra.set(k, v);
  if (inFragment) {
    url.hash = extra.toString();
  } else {
    for (const [k, v] of extra) url.searchParams.set(k, v);
  }
  return url.toString();
}
