// AdminUpdateUserAttributes: like UpdateUserAttributes, but an admin may also set email_verified /
// phone_number_verified directly.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { parseAttributes } from '../users/attributes.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { applyAttributeUpdate } from './update-user-attributes.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZAttributeList, ZClientMetadata, ZUsername } from './user-shape.ts';

export const ZAdminUpdateUserAttributesInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  UserAttributes: ZAttributeList,
  ClientMetadata: ZClientMetadata,
});
export type TAdminUpdateUserAttributesInput = z.infer<typeof ZAdminUpdateUserAttributesInput>;

export const adminUpdateUserAttributes: Operation<TAdminUpdateUserAttributesInput> = {
  plane: 'admin',
  input: ZAdminUpdateUserAttributesInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    const writes = parseAttributes(pool, input.UserAttributes);
    await applyAttributeUpdate(deps, pool, user, writes, { admin: true, clientMetadata: input.ClientMetadata });
    return {};
  },
};
