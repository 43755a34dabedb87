// Cognito Identity (`AWSCognitoIdentityService.<Op>` at /cognito-identity): GetId and GetCredentialsForIdentity
// for browsers, and the identity-pool control plane (SigV4 with the admin keys, service cognito-identity).
import type { OperationMap } from '../protocol/types.ts';
import { createIdentityPool } from './create-identity-pool.ts';
import { deleteIdentityPool } from './delete-identity-pool.ts';
import { describeIdentityPool } from './describe-identity-pool.ts';
import { getCredentialsForIdentity } from './get-credentials-for-identity.ts';
import { getId } from './get-id.ts';
import { listIdentityPools } from './list-identity-pools.ts';
import { updateIdentityPool } from './update-identity-pool.ts';

export const identityPoolOperations: OperationMap = {
  GetId: getId,
  GetCredentialsForIdentity: getCredentialsForIdentity,
  CreateIdentityPool: createIdentityPool,
  DescribeIdentityPool: describeIdentityPool,
  UpdateIdentityPool: updateIdentityPool,
  DeleteIdentityPool: deleteIdentityPool,
  ListIdentityPools: listIdentityPools,
};
