'use client';
// The data service's deleteUserData mutation (seed section 7: DeleteUserData takes userName), called with the
// user's own session (user-pool auth, as AppSync takes it: the access token in Authorization) before the
// identity account is deleted. A plain GraphQL POST: this one call does not need the whole data client.
import { fetchAuthSession } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';

const DELETE_USER_DATA = /* GraphQL */ `
  mutation DeleteUserData($input: DeleteUserDataInput!) {
    deleteUserData(input: $input) {
      userName
      deletedItems
    }
  }
`;

interface TGraphQLAnswer {
  data?: { deleteUserData?: { userName: string; deletedItems: number } | null } | null;
  errors?: { message?: string }[];
}

/** The message the data service gave: AppError JSON carries it in `message` (seed section 8). */
function errorText(errors: { message?: string }[] | undefined): string | undefined {
  const raw = errors?.[0]?.message;
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { source?: string; message?: string };
    if (parsed?.source === 'AppError' && parsed.message) return parsed.message;
  } catch {
    // A plain message.
  }
  return raw;
}

export async function deleteUserData(userName: string): Promise<{ userName: string; deletedItems: number }> {
  const config = await ensureAmplifyConfigured();
  const endpoint = (config.API?.GraphQL as { endpoint?: string } | undefined)?.endpoint ?? '/graphql';
  const { tokens } = await fetchAuthSession();
  const accessToken = tokens?.accessToken?.toString();
  if (!accessToken) throw Object.assign(new Error('Your session has ended.'), { name: 'UserUnAuthenticatedException' });
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query: DELETE_USER_DATA, variables: { input: { userName } } }),
  });
  let answer: TGraphQLAnswer = {};
  try {
    answer = (await response.json()) as TGraphQLAnswer;
  } catch {
    // Not JSON: reported below with the status.
  }
  const data = answer.data?.deleteUserData;
  if (!data) {
    const message = errorText(answer.errors) ?? `the data service answered ${response.status}`;
    throw new Error(`Your data could not be deleted: ${message}. Try again, or contact support.`);
  }
  return data;
}
