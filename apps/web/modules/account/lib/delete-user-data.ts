'use client';
// The data service's deleteUserData mutation (seed section 7: DeleteUserData takes userName), called with the
// user's own session before the identity account is deleted.
import { generateClient } from 'aws-amplify/api';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';

const DELETE_USER_DATA = /* GraphQL */ `
  mutation DeleteUserData($input: DeleteUserDataInput!) {
    deleteUserData(input: $input) {
      userName
      deletedItems
    }
  }
`;

export async function deleteUserData(userName: string): Promise<{ userName: string; deletedItems: number }> {
  await ensureAmplifyConfigured();
  const client = generateClient();
  const result = (await client.graphql({
    query: DELETE_USER_DATA,
    variables: { input: { userName } },
    authMode: 'userPool',
  })) as { data?: { deleteUserData?: { userName: string; deletedItems: number } } };
  const data = result.data?.deleteUserData;
  if (!data) throw new Error('Your data could not be deleted. Try again, or contact support.');
  return data;
}
