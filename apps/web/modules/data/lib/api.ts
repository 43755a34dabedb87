// The data layer's cache: one RTK Query API whose generic endpoints take the model (or backend function) as
// an argument, so adding a model is one `ModelSpec` and no new endpoint. Client code only.
//
// Tags: every record is tagged { type: model, id }; every list also carries { type: model, id: 'PARTIAL-LIST' }.
// create invalidates the model's partial-list tag; update, upsert-as-update and delete invalidate the record's
// id and the partial-list tag (so every list holding it refetches). Unused data is kept 60 s.
//
// Backend functions (custom queries and mutations) are generic too: a query may name the models whose records
// it shows (`provides`: their partial-list tags), a mutation the models it changes (`invalidates`); `callPages`
// is a query paged by `nextToken`, its pages kept together.
//
// Usage (prefer the typed hooks of `model.ts`):
//   const { data } = dataApi.useListQuery({ model: NotificationModel, authMode: 'userPool', args: { limit: 10 } });
//   const [create] = dataApi.useCreateMutation();
//   await create({ model: NotificationModel, authMode: 'userPool', input: { type: 'SECURITY' } }).unwrap();
import { QUERY_CACHE_KEEP_UNUSED_SECONDS } from '@innov/contracts';
import { MODEL_NAMES } from '@innov/contracts/generated/models';
import { createApi } from '@reduxjs/toolkit/query/react';
import { toErrorMessage } from './error-message.ts';
import { type AuthMode, DataCallError, type GraphqlErrorEntry, graphqlCall } from './graphql-client.ts';
import {
  buildCreateRequest,
  buildDeleteRequest,
  buildFunctionRequest,
  buildGetRequest,
  buildIndexListRequest,
  buildListRequest,
  buildUpdateRequest,
  buildUpsertRequest,
  type Extra,
  type Filter,
  type FunctionSpec,
  type GraphqlRequest,
  type IndexListArgs,
  isMissingId,
  type ListArgs,
  type ModelSpec,
  matchesExtra,
} from './requests.ts';

export const PARTIAL_LIST = 'PARTIAL-LIST';

/** The models of the data service (tag types), generated from its model definitions. */
export { MODEL_NAMES };

/**
 * What domain functions show that is no model, as tags for their `provides` / `invalidates` (the caller's
 * workspace, its members and invitations, teams and their members, idea templates, stored files, the workspace's
 * subscription, campaigns).
 */
export const FUNCTION_TAGS = [
  'MyWorkspace',
  'WorkspaceMember',
  'Invitation',
  'Team',
  'TeamMember',
  'IdeaTemplate',
  'StoredFile',
  'MySubscription',
  'Campaign',
  'Evaluation',
] as const;

/** What a failed call leaves in the cache: serialisable, with the user's message. */
export interface DataError {
  name: 'DataCallError';
  message: string;
  errors: GraphqlErrorEntry[];
}

export interface Connection<T> {
  items: T[];
  nextToken: string | null;
}

interface Common {
  authMode: AuthMode;
  /** Partial success: keep the data of an answer that also has errors. */
  acceptPartial?: boolean;
}
export interface ListQueryArg extends Common {
  model: ModelSpec;
  args?: ListArgs;
}
export interface IndexQueryArg extends Common {
  model: ModelSpec;
  args: IndexListArgs;
}
export interface GetQueryArg extends Common {
  model: ModelSpec;
  id: string | null | undefined;
  extra?: Extra;
}
export interface SaveArg extends Common {
  model: ModelSpec;
  input: Record<string, unknown>;
  extra?: Extra;
  condition?: Filter;
}
export interface DeleteArg extends Common {
  model: ModelSpec;
  id: string | null | undefined;
  condition?: Filter;
}
export interface FunctionArg extends Common {
  fn: FunctionSpec;
  variables?: Record<string, unknown>;
  extra?: Extra;
  /** Models whose lists the call changes (their partial-list tags are invalidated). */
  invalidates?: string[];
  /**
   * Models whose records a query's answer shows: it carries their partial-list tags, so it refetches when a
   * mutation or a realtime event changes them.
   */
  provides?: string[];
}

/** One page of a paged backend function's answer (`nextToken` fetches the next). */
export interface TokenPage {
  nextToken?: string | null;
}

type Result<T> = { data: T } | { error: DataError };

/** Runs a built request; no request (the seed's "send nothing" cases) answers null without a network call. */
export async function run<T>(
  request: GraphqlRequest | null,
  common: Common,
  signal?: AbortSignal,
): Promise<Result<T | null>> {
  if (!request) return { data: null };
  try {
    const data = await graphqlCall<Record<string, unknown>>({
      query: request.query,
      variables: request.variables,
      authMode: common.authMode,
      acceptPartial: common.acceptPartial,
      signal,
    });
    return { data: (data?.[request.field] ?? null) as T | null };
  } catch (error) {
    if (error instanceof DataCallError)
      return { error: { name: 'DataCallError', message: error.message, errors: error.errors } };
    return { error: { name: 'DataCallError', message: toErrorMessage(error), errors: [] } };
  }
}

type Tag = { type: string; id: string };
const listTag = (model: string): Tag => ({ type: model, id: PARTIAL_LIST });
const recordTag = (model: string, id: string): Tag => ({ type: model, id });

/** Tags a list answer provides: each record, plus the model's partial-list tag. */
export function listTags(model: string, result: Connection<{ id: string }> | null | undefined): Tag[] {
  return [...(result?.items ?? []).map((item) => recordTag(model, item.id)), listTag(model)];
}
/** create: the model's lists (a new record may belong to any of them). */
export function createTags(model: string): Tag[] {
  return [listTag(model)];
}
/** update and delete: the record and the lists that hold it. */
export function changeTags(model: string, id: string | null | undefined): Tag[] {
  return isMissingId(id) ? [] : [recordTag(model, String(id)), listTag(model)];
}
/** A backend query's tags: the partial-list tag of each model it shows. */
export function functionTags(arg: Pick<FunctionArg, 'provides'>): Tag[] {
  return (arg.provides ?? []).map(listTag);
}

/** The next page's token of a paged answer: none when the answer has none (or is missing). */
export function nextPageToken(page: TokenPage | null | undefined): string | undefined {
  return page?.nextToken || undefined;
}

/** upsert: update's tags when an id is given, else create's. */
export function upsertTags(model: string, input: Record<string, unknown>): Tag[] {
  return isMissingId(input.id) ? createTags(model) : changeTags(model, String(input.id));
}

export const dataApi = createApi({
  reducerPath: 'data',
  baseQuery: () => ({ data: null }),
  tagTypes: [...MODEL_NAMES, ...FUNCTION_TAGS] as string[],
  keepUnusedDataFor: QUERY_CACHE_KEEP_UNUSED_SECONDS,
  endpoints: (build) => ({
    list: build.query<Connection<{ id: string }> | null, ListQueryArg>({
      queryFn: (arg, { signal }) => run<Connection<{ id: string }>>(buildListRequest(arg.model, arg.args), arg, signal),
      providesTags: (result, _error, arg) => listTags(arg.model.name, result),
    }),
    listByIndex: build.query<Connection<{ id: string }> | null, IndexQueryArg>({
      queryFn: (arg, { signal }) =>
        run<Connection<{ id: string }>>(buildIndexListRequest(arg.model, arg.args), arg, signal),
      providesTags: (result, _error, arg) => listTags(arg.model.name, result),
    }),
    get: build.query<{ id: string } | null, GetQueryArg>({
      async queryFn(arg, { signal }) {
        const result = await run<{ id: string }>(buildGetRequest(arg.model, arg.id), arg, signal);
        // A get has no filter argument: extra fields are checked on the record it returns.
        if ('data' in result && arg.extra && !matchesExtra(result.data, arg.extra)) return { data: null };
        return result;
      },
      providesTags: (_result, _error, arg) => (isMissingId(arg.id) ? [] : [recordTag(arg.model.name, String(arg.id))]),
    }),
    create: build.mutation<{ id: string } | null, SaveArg>({
      queryFn: (arg) => run<{ id: string }>(buildCreateRequest(arg.model, arg), arg),
      invalidatesTags: (result, _error, arg) => (result ? createTags(arg.model.name) : []),
    }),
    update: build.mutation<{ id: string } | null, SaveArg>({
      queryFn: (arg) => run<{ id: string }>(buildUpdateRequest(arg.model, arg), arg),
      invalidatesTags: (result, _error, arg) => (result ? changeTags(arg.model.name, arg.input.id as string) : []),
    }),
    upsert: build.mutation<{ id: string } | null, SaveArg>({
      queryFn: (arg) => run<{ id: string }>(buildUpsertRequest(arg.model, arg), arg),
      invalidatesTags: (result, _error, arg) => (result ? upsertTags(arg.model.name, arg.input) : []),
    }),
    remove: build.mutation<{ id: string } | null, DeleteArg>({
      queryFn: (arg) => run<{ id: string }>(buildDeleteRequest(arg.model, arg), arg),
      invalidatesTags: (result, _error, arg) => (result ? changeTags(arg.model.name, arg.id) : []),
    }),
    callQuery: build.query<unknown, FunctionArg>({
      queryFn: (arg, { signal }) =>
        run<unknown>(buildFunctionRequest(arg.fn, arg.variables ?? {}, arg.extra), arg, signal),
      providesTags: (_result, _error, arg) => functionTags(arg),
    }),
    // A backend query paged by `nextToken` ("Load more"): the pages are one cache entry, so a refetch (an
    // invalidated tag, a realtime event) fetches every page loaded so far again, from the first.
    callPages: build.infiniteQuery<TokenPage | null, FunctionArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => nextPageToken(lastPage),
      },
      queryFn: ({ queryArg, pageParam }, { signal }) =>
        run<TokenPage>(
          buildFunctionRequest(
            queryArg.fn,
            { ...queryArg.variables, nextToken: pageParam ?? undefined },
            queryArg.extra,
          ),
          queryArg,
          signal,
        ),
      providesTags: (_result, _error, arg) => functionTags(arg),
    }),
    callMutation: build.mutation<unknown, FunctionArg>({
      queryFn: (arg) => run<unknown>(buildFunctionRequest(arg.fn, arg.variables ?? {}, arg.extra), arg),
      invalidatesTags: (_result, error, arg) => (error ? [] : (arg.invalidates ?? []).map(listTag)),
    }),
  }),
});
