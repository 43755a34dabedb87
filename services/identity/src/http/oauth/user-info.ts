// GET/POST /oauth2/userInfo: the signed-in user's attributes for an access token with the openid scope.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@innov/platform';
import type { IdentityDeps } from '../../deps.ts';
import { CognitoError } from '../../protocol/errors.ts';
import { createAccessTokenVerifier } from '../../tokens/verify-access-token.ts';
import { CORS_HEADERS, OAuthError, sendOAuthError } from './protocol.ts';

const verifiers = new WeakMap<IdentityDeps, ReturnType<typeof createAccessTokenVerifier>>();

function bearerError(res: ServerResponse, error: string, description: string, status: number) {
  sendOAuthError(res, new OAuthError(error, description, status), {
    ...CORS_HEADERS,
    'www-authenticate': `Bearer error="${error}", error_description="${description.replace(/"/g, "'")}"`,
  });
}

export async function handleUserInfo(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'POST') {
    return bearerError(res, 'invalid_request', 'Use GET or POST.', 405);
  }
  const match = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? ''));
  if (!match) return bearerError(res, 'invalid_request', 'Missing bearer access token.', 401);
  let verifier = verifiers.get(deps);
  if (!verifier) {
    verifier = createAccessTokenVerifier(deps);
    verifiers.set(deps, verifier);
  }
  try {
    const { claims, user } = await verifier(match[1], { tokenUse: 'access' });
    if (!(claims.scope ?? '').split(' ').includes('openid')) {
      return bearerError(res, 'insufficient_scope', 'The access token lacks the openid scope.', 403);
    }
    const body: Record<string, unknown> = { sub: user.sub };
    for (const [name, value] of Object.entries(user.attributes)) {
      if (name === 'sub' || name.startsWith('dev:')) continue;
      body[name] = value;
    }
    body.username = user.username;
    sendJson(res, 200, body, CORS_HEADERS);
  } catch (error) {
    if (error instanceof CognitoError) return bearerError(res, 'invalid_token', error.message, 401);
    throw error;
  }
}
