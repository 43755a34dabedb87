// GetUserAttributeVerificationCode: (re)sends the code for an e-mail or phone (a held new value if any).
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getPool } from '../store/pools.ts';
import { sendAttributeCode } from '../users/lifecycle.ts';
import { ZAccessToken, ZClientMetadata } from './user-shape.ts';

export const ZGetUserAttributeVerificationCodeInput = z.object({
  AccessToken: ZAccessToken,
  AttributeName: z.string().min(1).max(32),
  ClientMetadata: ZClientMetadata,
});
export type TGetUserAttributeVerificationCodeInput = z.infer<typeof ZGetUserAttributeVerificationCodeInput>;

export const getUserAttributeVerificationCode: Operation<TGetUserAttributeVerificationCodeInput> = {
  plane: 'user',
  input: ZGetUserAttributeVerificationCodeInput,
  async run(input, { deps }) {
    const { user, poolId, clientId } = await authenticate(deps, input.AccessToken);
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    const name = input.AttributeName;
    if (name !== 'email' && name !== 'phone_number') {
      throw Errors.invalidParameter(`Attribute ${name} cannot be verified.`);
    }
    const value = user.pendingAttributes[name] ?? user.attributes[name];
    if (!value) throw Errors.invalidParameter(`The user has no ${name}.`);
    const delivery = await sendAttributeCode(
      deps,
      pool,
      clientId,
      user,
      name,
      value,
      'CustomMessage_VerifyUserAttribute',
      input.ClientMetadata,
    );
    return { CodeDeliveryDetails: delivery };
  },
};
