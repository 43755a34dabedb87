// The one low-level door to the data service: a GraphQL query or mutation through aws-amplify's client, with
// the seed's auth modes and error rules. Client code only (it loads Amplify).
//
// Usage:
//   const data = await graphqlCall<{ getUserProfile: Profile | null }>({
//     query: 'query Get($id: ID!) { getUserProfile(id: $id) { id name } }',
//     variables: { id },
//     authMode: 'userPool',          // 'guest' (IAM guest credentials) or 'guestOrUser' (guest unless signed in)
//     signal,                        // optional AbortSignal: cancels with 'Request is canceled by user'
//     acceptPartial: true,           // optional: data and errors both back -> the data (partial success)
//   });
// A failure throws a `DataCallError` whose message is what the user should see (see error-message.ts); its
// `cause` is the original error and `errors`/`data` the GraphQL answer when there was one.
import { fetchAuthSession } from 'aws-amplify/auth';
import { ensureAmplifyConfigured, ensureAmplifySession } from '../../amplify/lib/configure.ts';
import { toErrorMessage } from './error-message.ts';

export type AuthMode = 'userPool' | 'guest' | 'guestOrUser';

export interface GraphqlCallOptions {
  query: string;
  variables?: Record<string, unknown>;
  authMode: AuthMode;
  signal?: AbortSignal;
  /** Partial success: when the answer has both data and errors, return the data instead of throwing. */
  acceptPartial?: boolean;
}

export interface GraphqlErrorEntry {
  message: string;
  errorType?: string;
  path?: readonly (string | number)[];
}

export class DataCallError extends Error {
  constructor(
    message: string,
    readonly errors: GraphqlErrorEntry[] = [],
    readonly data: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DataCallError';
  }
}

/** The part of Amplify's client used here (its full generic type is too deep for the compiler). */
interface Client {
  graphql(options: {
    query: string;
    variables?: Record<string, unknown>;
    authMode: 'userPool' | 'iam';
  }): Promise<unknown>;
  cancel(request: Promise<unknown>, message?: string): boolean;
}
let clientPromise: Promise<Client> | undefined;

/** The shared HTTP client, made after Amplify is configured (using it before throws a configuration error). */
export function getGraphqlClient(): Promise<Client> {
  clientPromise ??= (async () => {
    await ensureAmplifyConfigured();
    const { generateClient } = await import('aws-amplify/api');
    return generateClient() as unknown as Client;
  })().catch((error: unknown) => {
    clientPromise = undefined;
    throw error;
  });
  return clientPromise;
}

/** Whether the browser holds a signed-in session (tokens from the cookie store). */
export async function isSignedIn(): Promise<boolean> {
  await ensureAmplifySession();
  try {
    const session = await fetchAuthSession();
    return Boolean(session.tokens?.accessToken);
  } catch {
    return false;
  }
}

/** Amplify's auth mode for ours: user pool tokens, or IAM guest credentials. */
export async function resolveAuthMode(mode: AuthMode): Promise<'userPool' | 'iam'> {
  // Every call and subscription comes here first: they wait for the session Amplify then holds.
  await ensureAmplifySession();
  if (mode === 'userPool') return 'userPool';
  if (mode === 'guest') return 'iam';
  return (await isSignedIn()) ? 'userPool' : 'iam';
}

function hasData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.values(data).some((v) => v !== null && v !== undefined);
}

function entriesOf(error: unknown): GraphqlErrorEntry[] {
  if (typeof error !== 'object' || error === null || !Array.isArray((error as { errors?: unknown }).errors)) return [];
  return ((error as { errors: unknown[] }).errors ?? []).map((e) => {
    const entry = (typeof e === 'object' && e !== null ? e : { message: String(e) }) as Record<string, unknown>;
    return {
      message: typeof entry.message === 'string' ? entry.message : '',
      errorType: typeof entry.errorType === 'string' ? entry.errorType : undefined,
      path: Array.isArray(entry.path) ? (entry.path as (string | number)[]) : undefined,
    };
  });
}

/**
 * What a failed call turns into: partial data when accepted, else a DataCallError with the user's message.
 * Exported for the RTK Query base query and tests.
 */
export function settleFailure<T>(error: unknown, acceptPartial: boolean | undefined): T {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  if (acceptPartial && hasData(data)) return data as T;
  if (error instanceof DataCallError) throw error;
  throw new DataCallError(toErrorMessage(error), entriesOf(error), data ?? null, { cause: error });
}

export async function graphqlCall<T>(options: GraphqlCallOptions): Promise<T> {
  const { query, variables, signal, acceptPartial } = options;
  try {
    signal?.throwIfAborted();
    const client = await getGraphqlClient();
    const authMode = await resolveAuthMode(options.authMode);
    signal?.throwIfAborted();
    const request = client.graphql({ query, variables, authMode }) as Promise<{ data: T; errors?: unknown[] }>;
    const onAbort = () => client.cancel(request);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const result = await request;
      if (Array.isArray(result.errors) && result.errors.length > 0) throw result;
      return result.data;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  } catch (error) {
    // An abort before the request left is a cancellation too.
    if (signal?.aborted && !(error instanceof DataCallError)) {
      throw new DataCallError(toErrorMessage({ name: 'CanceledError' }), [], null, { cause: error });
    }
    return settleFailure<T>(error, acceptPartial);
  }
}
