// AdminGetUser: the user by username, e-mail alias or sub.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { mfaFields } from '../store/mfa.ts';
import { toAttributeList } from '../users/attributes.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { epochSeconds, ZUsername } from './user-shape.ts';

export const ZAdminGetUserInput = z.object({ UserPoolId: ZUserPoolId, Username: ZUsername });
export type TAdminGetUserInput = z.infer<typeof ZAdminGetUserInput>;

export const adminGetUser: Operation<TAdminGetUserInput> = {
  plane: 'admin',
  input: ZAdminGetUserInput,
  async run(input, { deps }) {
    const { user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    return {
      Username: user.username,
      UserAttributes: toAttributeList(user.attributes),
      UserCreateDate: epochSeconds(user.createdAt),
      UserLastModifiedDate: epochSeconds(user.updatedAt),
      Enabled: user.enabled,
      UserStatus: user.status,
      ...mfaFields(user),
    };
  },
};
