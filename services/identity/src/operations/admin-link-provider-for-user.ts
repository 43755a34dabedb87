// AdminLinkProviderForUser: a provider's subject signs in as an existing (Cognito) user from then on, instead
// of becoming a separate federated user. Refused when that subject has already signed in on its own.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { getIdentityProvider } from '../store/identity-providers.ts';
import { insertProviderLink } from '../store/oauth-grants.ts';
import { requirePool } from '../store/pools.ts';
import { findUser, getUser, updateUser } from '../store/users.ts';
import { withIdentity } from '../users/federated.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

const ZProviderUser = z.object({
  ProviderName: z.string().min(1).max(32).optional(),
  ProviderAttributeName: z.string().min(1).max(128).optional(),
  ProviderAttributeValue: z.string().min(1).max(2048).optional(),
});

export const ZAdminLinkProviderForUserInput = z.object({
  UserPoolId: ZUserPoolId,
  DestinationUser: ZProviderUser,
  SourceUser: ZProviderUser,
});
export type TAdminLinkProviderForUserInput = z.infer<typeof ZAdminLinkProviderForUserInput>;

export const adminLinkProviderForUser: Operation<TAdminLinkProviderForUserInput> = {
  plane: 'admin',
  input: ZAdminLinkProviderForUserInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const { DestinationUser: dest, SourceUser: source } = input;
    if (dest.ProviderName !== 'Cognito' || !dest.ProviderAttributeValue) {
      throw Errors.invalidParameter('DestinationUser must be a Cognito user (ProviderName Cognito and a username).');
    }
    if (!source.ProviderName || !source.ProviderAttributeValue) {
      throw Errors.invalidParameter('SourceUser needs ProviderName and ProviderAttributeValue.');
    }
    if (source.ProviderAttributeName && source.ProviderAttributeName !== 'Cognito_Subject') {
      throw Errors.invalidParameter('Only ProviderAttributeName Cognito_Subject is supported for SourceUser.');
    }
    const provider = await getIdentityProvider(deps, pool.id, source.ProviderName);
    if (!provider)
      throw Errors.invalidParameter(`The provider ${source.ProviderName} does not exist for User Pool ${pool.id}`);
    const user = await findUser(deps, pool.id, dest.ProviderAttributeValue);
    if (!user) throw Errors.userNotFound('User does not exist.');
    if (user.status === 'EXTERNAL_PROVIDER') {
      throw Errors.invalidParameter('DestinationUser must not be a federated user.');
    }
    const subject = source.ProviderAttributeValue;
    if (await getUser(deps, pool.id, `${provider.name}_${subject}`)) {
      throw Errors.invalidParameter(
        'Merging is not currently supported, provide a SourceUser that has not been signed in before',
      );
    }
    if (
      !(await insertProviderLink(deps, {
        poolId: pool.id,
        providerName: provider.name,
        subject,
        username: user.username,
      }))
    ) {
      throw Errors.aliasExists('The SourceUser is already linked to a user.');
    }
    const attributes = withIdentity(
      user.attributes,
      { userId: subject, providerName: provider.name, providerType: provider.type },
      deps.now(),
    );
    await updateUser(deps, pool.id, user.username, { attributes });
    return {};
  },
};
