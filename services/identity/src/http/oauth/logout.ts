// GET /logout?client_id&logout_uri: ends the hosted-UI session and returns to a registered sign-out URL.
// The alternative form (client_id, redirect_uri, response_type…) signs out and shows the sign-in page again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdentityDeps } from '../../deps.ts';
import { endHostedSession } from '../../store/oauth-grants.ts';
import { getClient } from '../../store/pools.ts';
import { checkAuthorizeRequest } from './authorize-request.ts';
import { failAuthorization } from './fail-authorization.ts';
import { renderErrorPage } from './html.ts';
import {
  cookie,
  illFormedParams,
  OAuthError,
  parseCookies,
  redirect,
  SESSION_COOKIE,
  sendOAuthError,
} from './protocol.ts';

function refuse(req: IncomingMessage, res: ServerResponse, description: string) {
  if (String(req.headers.accept ?? '').includes('text/html'))
    return renderErrorPage(res, 400, 'invalid_request', description);
  sendOAuthError(res, new OAuthError('invalid_request', description));
}

export async function handleLogout(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse, url: URL) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendOAuthError(res, new OAuthError('invalid_request', 'Use GET.', 405), { allow: 'GET, HEAD' });
    return;
  }
  const illFormed = illFormedParams(url.searchParams);
  if (illFormed) return refuse(req, res, illFormed.description);
  const clientId = url.searchParams.get('client_id') ?? '';
  const client = clientId && clientId.length <= 128 ? await getClient(deps, clientId) : null;
  if (!client) return refuse(req, res, 'Invalid client_id.');
  const logoutUri = url.searchParams.get('logout_uri');
  let location: string;
  if (logoutUri !== null) {
    if (!(client.config.LogoutURLs ?? []).includes(logoutUri)) return refuse(req, res, 'logout_uri is not registered.');
    location = logoutUri;
  } else if (url.searchParams.get('redirect_uri')) {
    const check = await checkAuthorizeRequest(deps, url.searchParams);
    if (!check.ok) return failAuthorization(req, res, check);
    location = `/login?${check.request.params.toString()}`;
  } else {
    return refuse(req, res, 'logout_uri is required.');
  }
  const sessionId = parseCookies(req)[SESSION_COOKIE];
  if (sessionId && sessionId.length <= 128) await endHostedSession(deps, sessionId);
  redirect(res, location, { 'set-cookie': cookie(deps, SESSION_COOKIE, '', 0) });
}
