// Control-plane operations for the hosted UI and federation: resource servers, identity providers, and
// linking provider identities to users (SigV4 with the admin keys). index.ts merges this map.
import type { OperationMap } from '../protocol/types.ts';
import { adminDisableProviderForUser } from './admin-disable-provider-for-user.ts';
import { adminLinkProviderForUser } from './admin-link-provider-for-user.ts';
import { createIdentityProvider } from './create-identity-provider.ts';
import { createResourceServer } from './create-resource-server.ts';
import { deleteIdentityProvider } from './delete-identity-provider.ts';
import { deleteResourceServer } from './delete-resource-server.ts';
import { describeIdentityProvider } from './describe-identity-provider.ts';
import { describeResourceServer } from './describe-resource-server.ts';
import { listIdentityProviders } from './list-identity-providers.ts';
import { listResourceServers } from './list-resource-servers.ts';
import { updateIdentityProvider } from './update-identity-provider.ts';
import { updateResourceServer } from './update-resource-server.ts';

export const oauthPlaneOperations: OperationMap = {
  CreateResourceServer: createResourceServer,
  DescribeResourceServer: describeResourceServer,
  UpdateResourceServer: updateResourceServer,
  DeleteResourceServer: deleteResourceServer,
  ListResourceServers: listResourceServers,
  CreateIdentityProvider: createIdentityProvider,
  DescribeIdentityProvider: describeIdentityProvider,
  UpdateIdentityProvider: updateIdentityProvider,
  DeleteIdentityProvider: deleteIdentityProvider,
  ListIdentityProviders: listIdentityProviders,
  AdminLinkProviderForUser: adminLinkProviderForUser,
  AdminDisableProviderForUser: adminDisableProviderForUser,
};
