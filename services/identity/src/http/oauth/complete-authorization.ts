// The end of a successful authorization: an authorization code (code flow) or tokens in the fragment
// (implicit flow), sent to the client's registered redirect URI with its state.
import type { IdentityDeps } from '../../deps.ts';
import { createAuthorizationCode } from '../../store/oauth-grants.ts';
import type { UserRecord } from '../../store/users.ts';
import { issueTokens } from '../../tokens/issue.ts';
import { type AuthorizeRequest, callbackUrl } from './authorize-request.ts';

export async function completeAuthorization(
  deps: IdentityDeps,
  request: AuthorizeRequest,
  user: UserRecord,
  authTime: number,
): Promise<string> {
  if (request.responseType === 'code') {
    const code = await createAuthorizationCode(deps, {
      poolId: request.pool.id,
      clientId: request.client.id,
      username: user.username,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      codeChallenge: request.codeChallenge ?? null,
      codeChallengeMethod: request.codeChallengeMethod ?? null,
      nonce: request.nonce ?? null,
      authTime,
    });
    return callbackUrl(request.redirectUri, { code, state: request.state });
  }
  // Implicit flow: no refresh token is handed out; the stored one is only the revocation handle (origin_jti).
  const { result } = await issueTokens(deps, {
    pool: request.pool,
    client: request.client,
    user,
    source: 'TokenGeneration_HostedAuth',
    authTime,
    withRefreshToken: true,
    scopes: request.scopes,
    nonce: request.nonce,
  });
  return callbackUrl(
    request.redirectUri,
    {
      access_token: result.AccessToken,
      ...(request.scopes.includes('openid') ? { id_token: result.IdToken } : {}),
      token_type: 'Bearer',
      expires_in: String(result.ExpiresIn),
      state: request.state,
    },
    true,
  );
}
