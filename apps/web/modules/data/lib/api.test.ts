// The cache rules with the real RTK Query store: which calls go out, and which cached lists and records
// refetch after each mutation. Only the network edge (graphqlCall) is replaced.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { query: string; variables?: Record<string, unknown> }[] = [];
let answer: (query: string, variables?: Record<string, unknown>) => unknown = () => ({});

vi.mock('./graphql-client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./graphql-client.ts')>();
  return {
    ...original,
    graphqlCall: vi.fn(async (o: { query: string; variables?: Record<string, unknown> }) => {
      calls.push({ query: o.query, variables: o.variables });
      const a = answer(o.query, o.variables);
      if (a instanceof Error) throw a;
      return a;
    }),
  };
});

const { changeTags, createTags, dataApi, listTags, upsertTags, PARTIAL_LIST } = await import('./api.ts');
const { makeStore } = await import('./store.ts');
const { DataCallError } = await import('./graphql-client.ts');

const Note = { name: 'Notification', fields: 'id type' };
const common = { authMode: 'userPool' as const };
const fieldOf = (q: string) => /\{\s*(\w+)\(/.exec(q)?.[1] ?? '';

function serve() {
  answer = (query, variables) => {
    const field = fieldOf(query);
    if (field === 'listNotifications')
      return { listNotifications: { items: [{ id: 'n1', type: 'SECURITY' }], nextToken: null } };
    if (field === 'getNotification') return { getNotification: { id: variables?.id, type: 'SECURITY' } };
    if (field === 'listMine') {
      // Three pages: no token, 't1', 't2'.
      const token = (variables?.nextToken as string | undefined) ?? 't0';
      const next = { t0: 't1', t1: 't2', t2: null }[token];
      return { listMine: { items: [{ id: `${token}-a` }], nextToken: next } };
    }
    if (field === 'markMine') return { markMine: 1 };
    const input = (variables?.input ?? {}) as Record<string, unknown>;
    return { [field]: { id: input.id ?? 'new-id', type: input.type ?? 'SECURITY' } };
  };
}

const count = (field: string) => calls.filter((c) => fieldOf(c.query) === field).length;
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  calls.length = 0;
  serve();
});

describe('tags', () => {
  it('tags lists per record and with the partial-list tag; mutations invalidate as the seed says', () => {
    expect(listTags('Notification', { items: [{ id: 'a' }], nextToken: null })).toEqual([
      { type: 'Notification', id: 'a' },
      { type: 'Notification', id: PARTIAL_LIST },
    ]);
    expect(createTags('Notification')).toEqual([{ type: 'Notification', id: PARTIAL_LIST }]);
    expect(changeTags('Notification', 'a')).toEqual([
      { type: 'Notification', id: 'a' },
      { type: 'Notification', id: PARTIAL_LIST },
    ]);
    expect(changeTags('Notification', 'undefined')).toEqual([]);
    expect(upsertTags('Notification', { id: 'a' })).toEqual(changeTags('Notification', 'a'));
    expect(upsertTags('Notification', { type: 'X' })).toEqual(createTags('Notification'));
  });
});

describe('the cache with a store', () => {
  it('create refetches the lists, not other records', async () => {
    const store = makeStore();
    const list = store.dispatch(dataApi.endpoints.list.initiate({ model: Note, ...common }));
    const get = store.dispatch(dataApi.endpoints.get.initiate({ model: Note, id: 'n1', ...common }));
    await Promise.all([list, get]);
    expect([count('listNotifications'), count('getNotification')]).toEqual([1, 1]);
    await store.dispatch(dataApi.endpoints.create.initiate({ model: Note, input: { type: 'PRODUCT' }, ...common }));
    await settle();
    expect([count('listNotifications'), count('getNotification')]).toEqual([2, 1]);
    list.unsubscribe();
    get.unsubscribe();
  });

  it('update and delete refetch the record and the lists holding it', async () => {
    const store = makeStore();
    const list = store.dispatch(dataApi.endpoints.list.initiate({ model: Note, ...common }));
    const get = store.dispatch(dataApi.endpoints.get.initiate({ model: Note, id: 'n1', ...common }));
    const other = store.dispatch(dataApi.endpoints.get.initiate({ model: Note, id: 'n2', ...common }));
    await Promise.all([list, get, other]);
    await store.dispatch(dataApi.endpoints.update.initiate({ model: Note, input: { id: 'n1', type: 'X' }, ...common }));
    await settle();
    expect([count('listNotifications'), count('getNotification')]).toEqual([2, 3]);
    await store.dispatch(dataApi.endpoints.remove.initiate({ model: Note, id: 'n1', ...common }));
    await settle();
    expect([count('listNotifications'), count('getNotification')]).toEqual([3, 4]);
    for (const s of [list, get, other]) s.unsubscribe();
  });

  it('upsert updates with an id and creates without one', async () => {
    const store = makeStore();
    await store.dispatch(dataApi.endpoints.upsert.initiate({ model: Note, input: { id: 'n1', type: 'X' }, ...common }));
    await store.dispatch(dataApi.endpoints.upsert.initiate({ model: Note, input: { type: 'X' }, ...common }));
    expect(calls.map((c) => fieldOf(c.query))).toEqual(['updateNotification', 'createNotification']);
  });

  it('sends nothing for empty input or a missing id, and answers null', async () => {
    const store = makeStore();
    const results = await Promise.all([
      store.dispatch(dataApi.endpoints.create.initiate({ model: Note, input: {}, ...common })),
      store.dispatch(dataApi.endpoints.update.initiate({ model: Note, input: { id: 'n1' }, ...common })),
      store.dispatch(dataApi.endpoints.remove.initiate({ model: Note, id: 'undefined', ...common })),
      store.dispatch(dataApi.endpoints.get.initiate({ model: Note, id: undefined, ...common })),
    ]);
    // update with only an id carries no change... but is not empty: it is sent. The others are not.
    expect(calls.map((c) => fieldOf(c.query))).toEqual(['updateNotification']);
    expect(results[0]).toMatchObject({ data: null });
    expect(results[2]).toMatchObject({ data: null });
    expect(results[3]).toMatchObject({ data: null });
  });

  it('keeps the mapped message of a failed call', async () => {
    answer = () => new DataCallError('Unauthorized', [{ message: 'Unauthorized', errorType: 'Unauthorized' }]);
    const store = makeStore();
    const result = await store.dispatch(dataApi.endpoints.list.initiate({ model: Note, ...common }));
    expect(result.error).toMatchObject({ name: 'DataCallError', message: 'Unauthorized' });
  });

  it('list extra fields reach the request as and-combined equality filters', async () => {
    const store = makeStore();
    await store.dispatch(
      dataApi.endpoints.list.initiate({ model: Note, args: { extra: { type: 'SECURITY' } }, ...common }),
    );
    expect(calls[0]?.variables).toEqual({ filter: { and: [{ type: { eq: 'SECURITY' } }] } });
  });

  it('a paged function fetches its next pages by token, and refetches them all when its model changes', async () => {
    const store = makeStore();
    const fn = {
      name: 'listMine',
      kind: 'query' as const,
      args: { limit: 'Int', nextToken: 'String' },
      selection: 'items { id } nextToken',
    };
    const arg = { fn, variables: { limit: 1 }, provides: ['Notification'], ...common };
    const sub = store.dispatch(dataApi.endpoints.callPages.initiate(arg));
    await sub;
    await store.dispatch(dataApi.endpoints.callPages.initiate(arg, { direction: 'forward' }));
    const pages = () => dataApi.endpoints.callPages.select(arg)(store.getState()).data?.pages;
    expect(pages()?.map((p) => p?.nextToken)).toEqual(['t1', 't2']);
    expect(calls.map((c) => c.variables)).toEqual([{ limit: 1 }, { limit: 1, nextToken: 't1' }]);

    // A mutation that names the model refetches every page loaded, from the first.
    calls.length = 0;
    const mark = {
      fn: { name: 'markMine', kind: 'mutation' as const, args: { id: 'ID!' } },
      invalidates: ['Notification'],
    };
    await store.dispatch(dataApi.endpoints.callMutation.initiate({ ...mark, variables: { id: 'x' }, ...common }));
    await settle();
    expect(calls.map((c) => [fieldOf(c.query), c.variables?.nextToken])).toEqual([
      ['markMine', undefined],
      ['listMine', undefined],
      ['listMine', 't1'],
    ]);
    sub.unsubscribe();
  });

  it("a function query without 'provides' is not refetched by a model's changes", async () => {
    const store = makeStore();
    const fn = {
      name: 'listMine',
      kind: 'query' as const,
      args: { limit: 'Int' },
      selection: 'items { id } nextToken',
    };
    const sub = store.dispatch(dataApi.endpoints.callQuery.initiate({ fn, ...common }));
    const provided = store.dispatch(
      dataApi.endpoints.callQuery.initiate({ fn, provides: ['Notification'], ...common }),
    );
    await Promise.all([sub, provided]);
    calls.length = 0;
    store.dispatch(dataApi.util.invalidateTags(createTags('Notification')));
    await settle();
    expect(calls.map((c) => fieldOf(c.query))).toEqual(['listMine']);
    sub.unsubscribe();
    provided.unsubscribe();
  });
});
