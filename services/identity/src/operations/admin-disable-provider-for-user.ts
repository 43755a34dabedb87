// AdminDisableProviderForUser: the provider's subject no longer signs in as the user it was linked to; a
// federated user of that subject is disabled.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { deleteProviderLink } from '../store/oauth-grants.ts';
import { requirePool } from '../store/pools.ts';
import { getUser, updateUser } from '../store/users.ts';
import { emitUserEvent } from '../users/events.ts';
import { withoutIdentity } from '../users/federated.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZAdminDisableProviderForUserInput = z.object({
  UserPoolId: ZUserPoolId,
  User: z.object({
    ProviderName: z.string().min(1).max(32),
    ProviderAttributeName: z.string().min(1).max(128).optional(),
    ProviderAttributeValue: z.string().min(1).max(2048),
  }),
});
export type TAdminDisableProviderForUserInput = z.infer<typeof ZAdminDisableProviderForUserInput>;

export const adminDisableProviderForUser: Operation<TAdminDisableProviderForUserInput> = {
  plane: 'admin',
  input: ZAdminDisableProviderForUserInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const { ProviderName: providerName, ProviderAttributeValue: subject } = input.User;
    const linked = await deleteProviderLink(deps, pool.id, providerName, subject);
    if (linked) {
      const user = await getUser(deps, pool.id, linked);
      if (user) {
        await updateUser(deps, pool.id, linked, {
          attributes: withoutIdentity(user.attributes, providerName, subject),
        });
      }
      return {};
    }
    const federated = await getUser(deps, pool.id, `${providerName}_${subject}`);
    if (!federated) throw Errors.resourceNotFound('User does not exist.');
    await updateUser(deps, pool.id, federated.username, { enabled: false, tokensValidAfter: deps.now() });
    await emitUserEvent(deps, 'UserDisabled', federated, { operation: 'AdminDisableProviderForUser' });
    return {};
  },
};
