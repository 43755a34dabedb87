// GetTokensFromRefreshToken (aws-amplify ≥ 6.14): new access and ID tokens, and a new refresh token when the
// client rotates them. auth_time and origin_jti stay those of the sign-in.
import { z } from 'zod';
import { resolveClient } from '../auth/client.ts';
import { refreshTokens } from '../auth/sign-in.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { ZClientId, ZClientMetadata } from './user-shape.ts';

export const ZGetTokensFromRefreshTokenInput = z.object({
  RefreshToken: z.string().min(1).max(4096),
  ClientId: ZClientId,
  ClientSecret: z.string().max(128).optional(),
  DeviceKey: z.string().max(64).optional(),
  ClientMetadata: ZClientMetadata,
});
export type TGetTokensFromRefreshTokenInput = z.infer<typeof ZGetTokensFromRefreshTokenInput>;

export const getTokensFromRefreshToken: Operation<TGetTokensFromRefreshTokenInput> = {
  plane: 'user',
  input: ZGetTokensFromRefreshTokenInput,
  async run(input, { deps }) {
    const cc = await resolveClient(deps, input.ClientId);
    if (cc.client.secret && input.ClientSecret !== cc.client.secret) {
      throw Errors.notAuthorized(`Unable to verify secret hash for client ${cc.client.id}`);
    }
    const result = await refreshTokens(deps, cc, input.RefreshToken, {
      clientMetadata: input.ClientMetadata,
      deviceKey: input.DeviceKey,
    });
    return { AuthenticationResult: result };
  },
};
