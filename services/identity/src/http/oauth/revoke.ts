// POST /oauth2/revoke (RFC 7009): revokes a refresh token and every access and ID token derived from it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdentityDeps } from '../../deps.ts';
import { findRefreshToken, revokeRefreshToken } from '../../store/refresh-tokens.ts';
import { emitTokenRevoked } from '../../users/events.ts';
import { authenticateClient, CORS_HEADERS, OAuthError, readForm, sendOAuthError } from './protocol.ts';

export async function handleRevoke(deps: IdentityDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  try {
    if (req.method !== 'POST') throw new OAuthError('invalid_request', 'Use POST.', 405);
    const form = await readForm(req);
    const token = form.get('token');
    if (!token) throw new OAuthError('invalid_request', 'token is required.');
    const ac = await authenticateClient(deps, req, form);
    if (ac.client.config.EnableTokenRevocation === false) {
      throw new OAuthError('unsupported_token_type', 'Token revocation is not enabled for this client.');
    }
    if (token.split('.').length === 3)
      throw new OAuthError('unsupported_token_type', 'Only refresh tokens can be revoked.');
    const record = token.length <= 4096 ? await findRefreshToken(deps, token) : null;
    // An unknown token is not an error (RFC 7009 §2.2); another client's token is.
    if (record && record.clientId !== ac.client.id) {
      throw new OAuthError('invalid_request', 'The token was not issued to this client.');
    }
    if (record) {
      await revokeRefreshToken(deps, record.id);
      await emitTokenRevoked(deps, record);
    }
    res.writeHead(200, { ...CORS_HEADERS, 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendOAuthError(res, error, CORS_HEADERS);
  }
}
