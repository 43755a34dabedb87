// The public forms' guest calls, loaded when a form is first used and never with an island's own code: the data
// layer's request builder (requests.ts), its one door to the data service (graphqlCall as a guest: the identity
// pool's guest credentials, AppSync's iam mode, as the seed's client signs them) and its one error mapper, which
// also names the field a ValidationError is about. Amplify loads with this module, so a public page's first
// script carries none of it.
import { toFormError } from '../../data/lib/error-message.ts';
import { getGraphqlClient, graphqlCall } from '../../data/lib/graphql-client.ts';
import { buildFunctionRequest, type FunctionSpec } from '../../data/lib/requests.ts';

/** A guest call's outcome: the function's result, or what the form shows (and the field it is about). */
export type TGuestResult<T> =
  | { data: T; error?: undefined }
  | { data?: undefined; error: { message: string; field?: string } };

export async function callAsGuest<T>(fn: FunctionSpec, variables: Record<string, unknown>): Promise<TGuestResult<T>> {
  try {
    const request = buildFunctionRequest(fn, variables);
    // A required input left empty: the seed's data layer sends nothing.
    if (!request) return { error: toFormError(undefined) };
    const data = await graphqlCall<Record<string, unknown>>({
      query: request.query,
      variables: request.variables,
      authMode: 'guest',
    });
    return { data: data?.[request.field] as T };
  } catch (error) {
    return { error: toFormError(error) };
  }
}

/** Configures Amplify and makes the client ahead of the first call. */
export function preloadGuestClient(): void {
  void getGraphqlClient().catch(() => {});
}
