// The first data of a signed-in page, fetched while the server renders it: the same GraphQL request the browser's
// data layer would send (requests.ts), posted to the data service over this process's loopback with the session's
// access token, so the data service's guard decides exactly as it does for the browser. Any failure gives null:
// the page then loads the data in the browser as it always did.
//
// Usage (a server component): const workspace = await serverCall<MyWorkspace>(MY_WORKSPACE_SPEC, {}, token);
import { internalBaseUrl } from '../../dashboard/lib/identity-config.ts';
import { buildFunctionRequest, type FunctionSpec } from './requests.ts';

const SERVER_CALL_TIMEOUT_MS = 3000;

export async function serverCall<R>(
  fn: FunctionSpec,
  variables: Record<string, unknown>,
  accessToken: string | undefined,
): Promise<R | null> {
  const request = buildFunctionRequest(fn, variables);
  if (!request || !accessToken) return null;
  try {
    const response = await fetch(`${internalBaseUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken },
      body: JSON.stringify({ query: request.query, variables: request.variables }),
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVER_CALL_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    if (body.errors?.length || !body.data) return null;
    return (body.data[request.field] as R | undefined) ?? null;
  } catch {
    return null;
  }
}
