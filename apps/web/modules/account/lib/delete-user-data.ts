'use client';
// The data service's deleteUserData mutation (seed section 7: DeleteUserData takes userName), through the data
// layer's one door (graphqlCall: the user's own session, the seed's error rules), before the identity account is
// deleted.
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { COMPANIES_HREF } from '../../dashboard/lib/navigation.ts';
import { graphqlCall } from '../../data/lib/graphql-client.ts';
import { buildFunctionRequest, type FunctionSpec } from '../../data/lib/requests.ts';

export const DELETE_USER_DATA: FunctionSpec = {
  name: 'deleteUserData',
  kind: 'mutation',
  args: { input: 'DeleteUserDataInput!' },
  selection: 'userName deletedItems',
};

export async function deleteUserData(userName: string): Promise<{ userName: string; deletedItems: number }> {
  const request = buildFunctionRequest(DELETE_USER_DATA, { input: { userName } });
  if (!request) throw new Error('Your data could not be deleted: no user name. Try again, or contact support.');
  let result: { userName: string; deletedItems: number } | null | undefined;
  try {
    const data = await graphqlCall<{ deleteUserData: { userName: string; deletedItems: number } | null }>({
      query: request.query,
      variables: request.variables,
      authMode: 'userPool',
    });
    result = data?.deleteUserData;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    // The last owner of a workspace with other members hands it on first: nothing to retry until then.
    if (message.includes(MEMBERSHIP_MESSAGES.lastOwner.replace(/\.$/, '')))
      throw new Error(
        `Your data could not be deleted: you are the last owner of your workspace. Make another member an owner on the Companies page (${COMPANIES_HREF}) first.`,
        { cause: error },
      );
    throw new Error(`Your data could not be deleted: ${message}. Try again, or contact support.`, { cause: error });
  }
  if (!result) throw new Error('Your data could not be deleted. Try again, or contact support.');
  return result;
}
