// RevokeToken: revokes a refresh token and, through origin_jti, every access and ID token derived from it.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { resolveClient } from '../auth/client.ts';
import { CognitoError, Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { findRefreshToken, revokeRefreshToken } from '../store/refresh-tokens.ts';
import { emitTokenRevoked } from '../users/events.ts';
import { ZClientId } from './user-shape.ts';

export const ZRevokeTokenInput = z.object({
  Token: z.string().min(1).max(8192),
  ClientId: ZClientId,
  ClientSecret: z.string().max(128).optional(),
});
export type TRevokeTokenInput = z.infer<typeof ZRevokeTokenInput>;

function sameSecret(a: string, b: string | undefined): boolean {
  if (b === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const revokeToken: Operation<TRevokeTokenInput> = {
  plane: 'user',
  input: ZRevokeTokenInput,
  async run(input, { deps }) {
    const { client } = await resolveClient(deps, input.ClientId);
    if (client.config.EnableTokenRevocation === false) {
      throw new CognitoError('UnsupportedOperationException', 'Token revocation is not enabled for this client.');
    }
    if (client.secret && !sameSecret(client.secret, input.ClientSecret)) {
      throw Errors.notAuthorized('Client authentication failed.');
    }
    if (input.Token.split('.').length === 3) throw Errors.unsupportedTokenType('Only refresh tokens can be revoked.');
    const record = await findRefreshToken(deps, input.Token);
    // RFC 7009: an unknown token is not an error.
    if (!record) return {};
    if (record.clientId !== client.id) throw Errors.unauthorized('The token was not issued to this client.');
    await revokeRefreshToken(deps, record.id);
    await emitTokenRevoked(deps, record);
    return {};
  },
};
