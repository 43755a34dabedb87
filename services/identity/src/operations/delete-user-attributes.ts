// DeleteUserAttributes: removes optional attributes (never sub, required ones or the sign-in e-mail).
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getPool } from '../store/pools.ts';
import { updateUser } from '../store/users.ts';
import { emitIfAttributesChanged, emitIfEmailChanged } from '../users/events.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZDeleteUserAttributesInput = z.object({
  AccessToken: ZAccessToken,
  UserAttributeNames: z.array(z.string().min(1).max(32)).max(64),
});
export type TDeleteUserAttributesInput = z.infer<typeof ZDeleteUserAttributesInput>;

export const deleteUserAttributes: Operation<TDeleteUserAttributesInput> = {
  plane: 'user',
  input: ZDeleteUserAttributesInput,
  async run(input, { deps }) {
    const { user, poolId } = await authenticate(deps, input.AccessToken);
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    const required = new Set((pool.config.SchemaAttributes ?? []).filter((a) => a.Required).map((a) => a.Name));
    const attributes = { ...user.attributes };
    for (const name of input.UserAttributeNames) {
      if (
        name === 'sub' ||
        required.has(name) ||
        (name === 'email' && pool.config.UsernameAttributes?.includes('email'))
      ) {
        throw Errors.invalidParameter(`Cannot delete the required or immutable attribute ${name}`);
      }
      delete attributes[name];
      if (name === 'email' || name === 'phone_number') delete attributes[`${name}_verified`];
    }
    await updateUser(deps, poolId, user.username, { attributes });
    await emitIfEmailChanged(deps, user, attributes);
    await emitIfAttributesChanged(deps, user, attributes);
    return {};
  },
};
