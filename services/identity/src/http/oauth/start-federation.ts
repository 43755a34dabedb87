// Sending the browser to a federated provider: its authorize endpoint with our /oauth2/idpresponse callback,
// a nonce and PKCE, and a sealed state that carries the original authorization request back to us.
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sealValue } from '../../crypto/sealed.ts';
import type { IdentityDeps } from '../../deps.ts';
import { getIdentityProvider } from '../../store/identity-providers.ts';
import { type AuthorizeRequest, callbackUrl } from './authorize-request.ts';
import { redirect } from './protocol.ts';
import { providerEndpoints } from './provider-endpoints.ts';

/** What the sealed state carries through the provider (10 minutes to sign in there). */
export interface FederationState {
  /** The original authorize parameters. */
  r: string;
  /** Provider name. */
  p: string;
  /** OIDC nonce sent to the provider. */
  n: string;
  /** PKCE verifier for the provider's token endpoint. */
  v: string;
}

export const FEDERATION_STATE_PURPOSE = 'idp-state';
export const FEDERATION_STATE_TTL_SECONDS = 600;

export const idpResponseUrl = (deps: IdentityDeps) => `${deps.config.publicUrl}/oauth2/idpresponse`;

export async function startFederation(deps: IdentityDeps, request: AuthorizeRequest, res: ServerResponse) {
  const provider = request.provider ? await getIdentityProvider(deps, request.pool.id, request.provider) : null;
  const fail = (description: string) =>
    redirect(
      res,
      callbackUrl(request.redirectUri, {
        error: 'invalid_request',
        error_description: description,
        state: request.state,
      }),
    );
  if (!provider) return fail(`The identity provider ${request.provider} does not exist.`);
  let endpoints: Awaited<ReturnType<typeof providerEndpoints>>;
  try {
    endpoints = await providerEndpoints(provider);
  } catch (error) {
    deps.logger.warn({ err: error, provider: provider.name }, 'identity provider unreachable');
    return fail(`The identity provider ${provider.name} could not be reached.`);
  }
  const verifier = randomBytes(48).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const state: FederationState = { r: request.params.toString(), p: provider.name, n: nonce, v: verifier };
  const url = new URL(endpoints.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.details.client_id);
  url.searchParams.set('redirect_uri', idpResponseUrl(deps));
  if (endpoints.scopes.length)
    url.searchParams.set('scope', endpoints.scopes.join(provider.type === 'Facebook' ? ',' : ' '));
  url.searchParams.set('state', sealValue(deps, FEDERATION_STATE_PURPOSE, state, FEDERATION_STATE_TTL_SECONDS));
  if (endpoints.issuer) url.searchParams.set('nonce', nonce);
  if (provider.type === 'OIDC' || provider.type === 'Google') {
    url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  // Apple sends the name and e-mail only with a form post back.
  if (provider.type === 'SignInWithApple' && endpoints.scopes.length)
    url.searchParams.set('response_mode', 'form_post');
  redirect(res, url.toString());
}
