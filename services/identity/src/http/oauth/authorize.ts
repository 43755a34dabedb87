// GET /oauth2/authorize: validates the request, then goes to the provider named by identity_provider or
// idp_identifier, completes at once for a browser with a live hosted-UI session, or shows /login.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdentityDeps } from '../../deps.ts';
import { callbackUrl, checkAuthorizeRequest } from './authorize-request.ts';
import { completeAuthorization } from './complete-authorization.ts';
import { failAuthorization } from './fail-authorization.ts';
import { currentHostedUser } from './hosted-session.ts';
import { OAuthError, redirect, sendOAuthError } from './protocol.ts';
import { startFederation } from './start-federation.ts';

export async function handleAuthorize(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendOAuthError(res, new OAuthError('invalid_request', 'Use GET.', 405), { allow: 'GET, HEAD' });
    return;
  }
  const check = await checkAuthorizeRequest(deps, url.searchParams);
  if (!check.ok) return failAuthorization(req, res, check);
  const request = check.request;
  if (request.provider) return startFederation(deps, request, res);
  const forceLogin = request.prompt === 'login' || request.prompt === 'select_account';
  const session = forceLogin ? null : await currentHostedUser(deps, req, request.pool.id);
  if (session) {
    redirect(res, await completeAuthorization(deps, request, session.user, session.authTime));
    return;
  }
  if (request.prompt === 'none') {
    redirect(
      res,
      callbackUrl(request.redirectUri, {
        error: 'login_required',
        error_description: 'The user is not signed in.',
        state: request.state,
      }),
    );
    return;
  }
  redirect(res, `/login?${request.params.toString()}`);
}
