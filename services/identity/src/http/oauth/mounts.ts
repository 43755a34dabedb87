// The hosted UI's paths, as Cognito's user-pool domain serves them: /oauth2/{authorize,token,userInfo,revoke,
// idpresponse}, /login and /logout.
import type { Mount } from '@innov/platform';
import type { IdentityDeps } from '../../deps.ts';
import { handleAuthorize } from './authorize.ts';
import { handleIdpResponse } from './idp-response.ts';
import { handleLogin } from './login.ts';
import { handleLogout } from './logout.ts';
import { handleRevoke } from './revoke.ts';
import { handleToken } from './token.ts';
import { handleUserInfo } from './user-info.ts';

export function oauthMounts(deps: IdentityDeps): Mount[] {
  return [
    { path: '/oauth2/authorize', exact: true, handle: (req, res, ctx) => handleAuthorize(deps, req, res, ctx.url) },
    { path: '/oauth2/token', exact: true, handle: (req, res) => handleToken(deps, req, res) },
    { path: '/oauth2/userInfo', exact: true, handle: (req, res) => handleUserInfo(deps, req, res) },
    { path: '/oauth2/revoke', exact: true, handle: (req, res) => handleRevoke(deps, req, res) },
    { path: '/oauth2/idpresponse', exact: true, handle: (req, res, ctx) => handleIdpResponse(deps, req, res, ctx.url) },
    { path: '/login', exact: true, handle: (req, res, ctx) => handleLogin(deps, req, res, ctx) },
    { path: '/logout', exact: true, handle: (req, res, ctx) => handleLogout(deps, req, res, ctx.url) },
  ];
}
