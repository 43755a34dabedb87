// GET/POST /login: the hosted sign-in page. GET shows the form (e-mail and password) and the client's provider
// buttons; POST checks the CSRF token and the credentials, opens the hosted-UI session (cookie) and completes the
// authorization. The authorize parameters travel in hidden fields and are validated again on POST.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '@innov/platform';
import { requestClient } from '../../auth/auth-events.ts';
import type { IdentityDeps } from '../../deps.ts';
import { createHostedSession, HOSTED_SESSION_TTL_SECONDS } from '../../store/oauth-grants.ts';
import { type AuthorizeRequest, checkAuthorizeRequest } from './authorize-request.ts';
import { completeAuthorization } from './complete-authorization.ts';
import { failAuthorization } from './fail-authorization.ts';
import { renderLoginPage } from './html.ts';
import { checkHostedPassword } from './password-sign-in.ts';
import {
  CSRF_COOKIE,
  cookie,
  OAuthError,
  parseCookies,
  readForm,
  redirect,
  SESSION_COOKIE,
  sameSecret,
  sendOAuthError,
} from './protocol.ts';

const csrfToken = (deps: IdentityDeps, secret: string) =>
  createHmac('sha256', deps.secrets.key).update(`hosted-ui-csrf/${secret}`).digest('base64url');

function providerLinks(request: AuthorizeRequest) {
  return (request.client.config.SupportedIdentityProviders ?? [])
    .filter((p) => p !== 'COGNITO')
    .map((name) => {
      const params = new URLSearchParams(request.params);
      params.delete('idp_identifier');
      params.set('identity_provider', name);
      return { name, href: `/oauth2/authorize?${params.toString()}` };
    });
}

function showPage(
  deps: IdentityDeps,
  req: IncomingMessage,
  res: ServerResponse,
  request: AuthorizeRequest,
  status: number,
  extra: { error?: string; email?: string } = {},
) {
  let secret = parseCookies(req)[CSRF_COOKIE];
  if (secret?.length !== 43) {
    secret = randomBytes(32).toString('base64url');
    res.setHeader('set-cookie', cookie(deps, CSRF_COOKIE, secret, 3600));
  }
  renderLoginPage(res, status, {
    params: request.params,
    csrf: csrfToken(deps, secret),
    providers: providerLinks(request),
    showForm: (request.client.config.SupportedIdentityProviders ?? []).includes('COGNITO'),
    redirectOrigin: new URL(request.redirectUri).origin,
    email: extra.email ?? request.loginHint,
    error: extra.error,
  });
}

export async function handleLogin(
  deps: IdentityDeps,
  req: IncomingMessage,
  res: ServerResponse,
  ctx: Pick<RequestContext, 'url' | 'ip'>,
) {
  const { url } = ctx;
  if (req.method === 'GET' || req.method === 'HEAD') {
    const check = await checkAuthorizeRequest(deps, url.searchParams);
    if (!check.ok) return failAuthorization(req, res, check);
    return showPage(deps, req, res, check.request, 200);
  }
  if (req.method !== 'POST') {
    sendOAuthError(res, new OAuthError('invalid_request', 'Use GET or POST.', 405), { allow: 'GET, POST' });
    return;
  }
  let form: URLSearchParams;
  try {
    form = await readForm(req);
  } catch (error) {
    if (error instanceof OAuthError) return sendOAuthError(res, error);
    throw error;
  }
  const check = await checkAuthorizeRequest(deps, form);
  if (!check.ok) return failAuthorization(req, res, check);
  const request = check.request;
  const email = (form.get('username') ?? '').trim();
  const secret = parseCookies(req)[CSRF_COOKIE];
  if (!secret || !sameSecret(csrfToken(deps, secret), form.get('_csrf'))) {
    return showPage(deps, req, res, request, 403, {
      email,
      error: 'This page expired. Enter your email and password again.',
    });
  }
  if (!(request.client.config.SupportedIdentityProviders ?? []).includes('COGNITO')) {
    return showPage(deps, req, res, request, 400, { error: 'This application does not accept passwords here.' });
  }
  const password = form.get('password') ?? '';
  if (!email) return showPage(deps, req, res, request, 400, { error: 'Username cannot be empty', email });
  if (!password) return showPage(deps, req, res, request, 400, { error: 'Password cannot be empty', email });
  const result = await checkHostedPassword(
    deps,
    request.pool,
    request.client.id,
    email,
    password,
    requestClient(req, ctx),
  );
  if (!result.ok) return showPage(deps, req, res, request, 400, { error: result.message, email });
  const authTime = Math.floor(deps.now().getTime() / 1000);
  const sessionId = await createHostedSession(deps, {
    poolId: request.pool.id,
    username: result.user.username,
    authTime,
  });
  redirect(res, await completeAuthorization(deps, request, result.user, authTime), {
    'set-cookie': cookie(deps, SESSION_COOKIE, sessionId, HOSTED_SESSION_TTL_SECONDS),
  });
}
