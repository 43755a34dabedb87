// VerifyUserAttribute: the code sent for an e-mail or phone marks it verified (and applies a held change).
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { consumeCode } from '../store/codes.ts';
import { findByEmail, updateUser } from '../store/users.ts';
import { emitIfEmailChanged } from '../users/events.ts';
import { ZAccessToken, ZCode } from './user-shape.ts';

export const ZVerifyUserAttributeInput = z.object({
  AccessToken: ZAccessToken,
  AttributeName: z.string().min(1).max(32),
  Code: ZCode,
});
export type TVerifyUserAttributeInput = z.infer<typeof ZVerifyUserAttributeInput>;

export const verifyUserAttribute: Operation<TVerifyUserAttributeInput> = {
  plane: 'user',
  input: ZVerifyUserAttributeInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const name = input.AttributeName;
    if (name !== 'email' && name !== 'phone_number') {
      throw Errors.invalidParameter(`Attribute ${name} cannot be verified.`);
    }
    await consumeCode(deps, poolId, user.username, `attr:${name}`, input.Code);
    const attributes = { ...user.attributes };
    const pending = { ...user.pendingAttributes };
    if (pending[name]) {
      if (name === 'email') {
        const other = await findByEmail(deps, poolId, pending[name]);
        if (other && other.username !== user.username)
          throw Errors.aliasExists('An account with the given email already exists.');
      }
      attributes[name] = pending[name];
      delete pending[name];
    }
    attributes[`${name}_verified`] = 'true';
    await updateUser(deps, poolId, user.username, { attributes, pendingAttributes: pending });
    await emitIfEmailChanged(deps, user, attributes, { revertible: true });
    return {};
  },
};
