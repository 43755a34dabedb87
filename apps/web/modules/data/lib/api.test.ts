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
});
