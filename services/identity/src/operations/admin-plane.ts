// Control-plane operations on pools, app clients and groups (SigV4 with the admin keys). The admin *user*
// operations live in their own map (adminUserOperations); index.ts merges the maps.
import type { OperationMap } from '../protocol/types.ts';
import { createGroup } from './create-group.ts';
import { createUserPool } from './create-user-pool.ts';
import { createUserPoolClient } from './create-user-pool-client.ts';
import { deleteGroup } from './delete-group.ts';
import { deleteUserPool } from './delete-user-pool.ts';
import { deleteUserPoolClient } from './delete-user-pool-client.ts';
import { describeUserPool } from './describe-user-pool.ts';
import { describeUserPoolClient } from './describe-user-pool-client.ts';
import { getGroup } from './get-group.ts';
import { getUserPoolMfaConfig } from './get-user-pool-mfa-config.ts';
import { listGroups } from './list-groups.ts';
import { listUserPoolClients } from './list-user-pool-clients.ts';
import { listUserPools } from './list-user-pools.ts';
import { setUserPoolMfaConfig } from './set-user-pool-mfa-config.ts';
import { updateGroup } from './update-group.ts';
import { updateUserPool } from './update-user-pool.ts';
import { updateUserPoolClient } from './update-user-pool-client.ts';

export const adminPlaneOperations: OperationMap = {
  CreateUserPool: createUserPool,
  DescribeUserPool: describeUserPool,
  UpdateUserPool: updateUserPool,
  DeleteUserPool: deleteUserPool,
  ListUserPools: listUserPools,
  CreateUserPoolClient: createUserPoolClient,
  DescribeUserPoolClient: describeUserPoolClient,
  UpdateUserPoolClient: updateUserPoolClient,
  DeleteUserPoolClient: deleteUserPoolClient,
  ListUserPoolClients: listUserPoolClients,
  CreateGroup: createGroup,
  GetGroup: getGroup,
  UpdateGroup: updateGroup,
  ListGroups: listGroups,
  DeleteGroup: deleteGroup,
  SetUserPoolMfaConfig: setUserPoolMfaConfig,
  GetUserPoolMfaConfig: getUserPoolMfaConfig,
};
