'use client';
// Typed access to one model through the shared cache: list, list by index, get, create, update, upsert,
// delete, each with the model's default auth mode or the call's own, and extra body fields.
//
// Usage:
//   export const Notifications = defineModel<Notification>(NotificationModel, 'userPool');
//   const list = Notifications.useList({ args: { limit: 10, extra: { type: 'SECURITY' } } });
//   const one = Notifications.useGet(id);                      // id missing or 'undefined': nothing sent
//   const [upsert, state] = Notifications.useUpsert();
//   await upsert({ input: { id, channels } }).unwrap();         // id -> update, no id -> create
//   const [remove] = Notifications.useDelete();  await remove({ id }).unwrap();
//   const fn = defineFunction<EnquiryResult>({ name: 'makeEnquiry', kind: 'mutation',
//     args: { input: 'MakeEnquiryInput!' }, selection: 'id' }, 'guest');
//   const [makeEnquiry] = fn.useMutation();  await makeEnquiry({ variables: { input } }).unwrap();
//   const feed = defineFunction<Page>({ name: 'listMyNotifications', kind: 'query',
//     args: { limit: 'Int', nextToken: 'String' }, selection: 'items { id } nextToken' }, 'userPool',
//     { provides: ['NotificationEvent'] });
//   const { data, fetchNextPage, hasNextPage } = feed.usePages({ variables: { limit: 10 } });
import { type Connection, dataApi, type FunctionArg } from './api.ts';
import type { AuthMode } from './graphql-client.ts';
import type { Extra, Filter, FunctionSpec, IndexListArgs, ListArgs, ModelSpec } from './requests.ts';

interface QueryOptions {
  skip?: boolean;
  pollingInterval?: number;
  refetchOnMountOrArgChange?: boolean | number;
}

interface CallMode {
  authMode?: AuthMode;
  acceptPartial?: boolean;
}

type Typed<R, D> = Omit<R, 'data' | 'currentData'> & { data: D | undefined; currentData: D | undefined };
type TypedTrigger<A, D> = (arg: A) => { unwrap(): Promise<D | null> };

export function defineModel<T extends { id: string }>(model: ModelSpec, defaultAuthMode: AuthMode) {
  const mode = (c?: CallMode) => ({ authMode: c?.authMode ?? defaultAuthMode, acceptPartial: c?.acceptPartial });
  type SaveInput = { input: Partial<T> & Record<string, unknown>; extra?: Extra; condition?: Filter } & CallMode;

  function useSave(hook: typeof dataApi.useCreateMutation) {
    const [trigger, state] = hook();
    const typed: TypedTrigger<SaveInput, T> = (arg) =>
      trigger({ model, input: arg.input, extra: arg.extra, condition: arg.condition, ...mode(arg) }) as never;
    return [typed, state] as const;
  }

  return {
    model,
    useList(options: { args?: ListArgs } & CallMode & QueryOptions = {}) {
      const { args, authMode, acceptPartial, ...query } = options;
      const result = dataApi.useListQuery({ model, args, ...mode({ authMode, acceptPartial }) }, query);
      return result as Typed<typeof result, Connection<T> | null>;
    },
    useListByIndex(options: { args: IndexListArgs } & CallMode & QueryOptions) {
      const { args, authMode, acceptPartial, ...query } = options;
      const result = dataApi.useListByIndexQuery({ model, args, ...mode({ authMode, acceptPartial }) }, query);
      return result as Typed<typeof result, Connection<T> | null>;
    },
    useGet(id: string | null | undefined, options: { extra?: Extra } & CallMode & QueryOptions = {}) {
      const { extra, authMode, acceptPartial, ...query } = options;
      const result = dataApi.useGetQuery({ model, id, extra, ...mode({ authMode, acceptPartial }) }, query);
      return result as Typed<typeof result, T | null>;
    },
    useCreate: () => useSave(dataApi.useCreateMutation),
    useUpdate: () => useSave(dataApi.useUpdateMutation),
    useUpsert: () => useSave(dataApi.useUpsertMutation),
    useDelete() {
      const [trigger, state] = dataApi.useRemoveMutation();
      const typed: TypedTrigger<{ id: string | null | undefined; condition?: Filter } & CallMode, T> = (arg) =>
        trigger({ model, id: arg.id, condition: arg.condition, ...mode(arg) }) as never;
      return [typed, state] as const;
    },
  };
}

/** A query's answer to put in the cache before the first render (`defineFunction(…).entry`). */
export interface TInitialEntry {
  endpointName: 'callQuery';
  arg: FunctionArg;
  value: unknown;
}

export interface TFunctionOptions {
  /** Models whose lists a mutation changes (their lists and the queries showing them refetch). */
  invalidates?: string[];
  /** Models whose records a query shows (it refetches when they change, by a mutation or a realtime event). */
  provides?: string[];
}

/** The answers of a query paged by `nextToken`, as `usePages` gives them. */
export interface TPages<P> {
  pages: P[];
  pageParams: (string | null)[];
}

export function defineFunction<R>(
  fn: FunctionSpec,
  defaultAuthMode: AuthMode,
  { invalidates = [], provides = [] }: TFunctionOptions = {},
) {
  type Arg = { variables?: Record<string, unknown>; extra?: Extra } & CallMode;
  const full = (arg: Arg): FunctionArg => ({
    fn,
    variables: arg.variables,
    extra: arg.extra,
    invalidates,
    provides,
    authMode: arg.authMode ?? defaultAuthMode,
    acceptPartial: arg.acceptPartial,
  });
  return {
    fn,
    /** The cache key of a call (to patch its cached answer: `dataApi.util.updateQueryData('callQuery', …)`). */
    arg: full,
    useQuery(arg: Arg = {}, options: QueryOptions = {}) {
      const result = dataApi.useCallQueryQuery(full(arg), options);
      return result as Typed<typeof result, R | null>;
    },
    /**
     * A query paged by `nextToken` (its spec declares `nextToken: 'String'`; the answer carries `nextToken`): the
     * first page at once, `fetchNextPage()` for each next one ("Load more"), `hasNextPage` while there are more.
     */
    usePages(arg: Arg = {}, options: Omit<QueryOptions, 'pollingInterval'> = {}) {
      const result = dataApi.useCallPagesInfiniteQuery(full(arg), options);
      return result as Omit<typeof result, 'data' | 'currentData'> & {
        data: TPages<R> | undefined;
        currentData: TPages<R> | undefined;
      };
    },
    /**
     * The cache entry of this query's answer, known already (the server fetched it while rendering the page), for
     * `<DataProvider initialEntries>`: the first render shows it, in the server's HTML and in the browser alike.
     */
    entry(data: R, arg: Arg = {}): TInitialEntry {
      return { endpointName: 'callQuery', arg: full(arg), value: data };
    },
    useMutation() {
      const [trigger, state] = dataApi.useCallMutationMutation();
      const typed: TypedTrigger<Arg, R> = (arg) => trigger(full(arg)) as never;
      return [typed, state] as const;
    },
  };
}
