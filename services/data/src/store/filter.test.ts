// Filters compile to SQL and evaluate in JavaScript with the same meaning: every case runs both ways over the
// same rows on the embedded PostgreSQL and must select the same ids.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Columns,
  compileFilter,
  type Filter,
  MEMBER,
  type MembershipSource,
  matchesFilter,
  Params,
} from './filter.ts';

const columns: Columns = {
  id: { column: 'id', kind: 'id' },
  title: { column: 'title', kind: 'string' },
  type: { column: 'type', kind: 'enum' },
  n: { column: 'n', kind: 'int' },
  ok: { column: 'ok', kind: 'boolean' },
  at: { column: 'at', kind: 'datetime' },
  tags: { column: 'tags', kind: 'stringList' },
};

const rows = [
  { id: 'a', title: 'Alpha launch', type: 'EVENT', n: 1, ok: true, at: '2025-01-01T00:00:00.000Z', tags: ['x', 'y'] },
  { id: 'b', title: 'beta', type: 'PRESS_RELEASE', n: 5, ok: false, at: '2025-02-01T10:00:00.000Z', tags: [] },
  { id: 'c', title: null, type: 'EVENT', n: null, ok: null, at: null, tags: ['y'] },
  { id: 'd', title: 'Delta', type: 'INNOVATION_JOURNAL', n: 10, ok: true, at: '2024-12-31T23:59:59.000Z', tags: null },
];

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.query(
    'create table t (id text primary key, title text, type text, n integer, ok boolean, at timestamptz, tags jsonb)',
  );
  for (const r of rows)
    await db.query('insert into t values ($1, $2, $3, $4, $5, $6, $7::jsonb)', [
      r.id,
      r.title,
      r.type,
      r.n,
      r.ok,
      r.at,
      r.tags === null ? null : JSON.stringify(r.tags),
    ]);
});
afterAll(async () => {
  await db.close();
});

// The membership form: notes belong to teams; members(team_id, user_id) says who is in which.
const noteColumns: Columns = { id: { column: 'id', kind: 'id' }, teamId: { column: 'team_id', kind: 'id' } };
const notes = [
  { id: 'n1', teamId: 'red' },
  { id: 'n2', teamId: 'blue' },
  { id: 'n3', teamId: 'green' },
  { id: 'n4', teamId: null },
];
const members: [string, string][] = [
  ['red', 'ada'],
  ['blue', 'ada'],
  ['green', 'bob'],
];
const source: MembershipSource = { id: 'members', table: '"public"."members"', key: '"team_id"', user: '"user_id"' };
const memberOf = (userId: string, ids?: string[]): Filter => ({
  [MEMBER]: { field: 'teamId', source, userId, ...(ids ? { ids: new Set(ids) } : {}) },
});
beforeAll(async () => {
  await db.query('create table notes (id text primary key, team_id text)');
  await db.query('create table members (team_id text not null, user_id text not null)');
  for (const n of notes) await db.query('insert into notes values ($1, $2)', [n.id, n.teamId]);
  for (const [team, user] of members) await db.query('insert into members values ($1, $2)', [team, user]);
});

async function viaSql(filter: Filter): Promise<string[]> {
  const params = new Params();
  const where = compileFilter(filter, columns, params);
  const res = await db.query<{ id: string }>(`select id from t where ${where} order by id`, params.values);
  return res.rows.map((r) => r.id);
}
const viaJs = (filter: Filter) => rows.filter((r) => matchesFilter(r, filter, columns)).map((r) => r.id);

const cases: [string, Filter, string[]][] = [
  ['eq', { type: { eq: 'EVENT' } }, ['a', 'c']],
  ['ne includes missing', { title: { ne: 'beta' } }, ['a', 'c', 'd']],
  ['lt on ints', { n: { lt: 5 } }, ['a']],
  ['ge on ints', { n: { ge: 5 } }, ['b', 'd']],
  ['between datetimes', { at: { between: ['2025-01-01T00:00:00Z', '2025-03-01T00:00:00Z'] } }, ['a', 'b']],
  ['beginsWith string', { title: { beginsWith: 'Al' } }, ['a']],
  ['beginsWith datetime', { at: { beginsWith: '2025-02' } }, ['b']],
  ['string order is byte order', { title: { gt: 'Z' } }, ['b']],
  ['contains substring', { title: { contains: 'elt' } }, ['d']],
  ['notContains includes missing', { title: { notContains: 'a' } }, ['c']],
  ['list contains', { tags: { contains: 'y' } }, ['a', 'c']],
  ['list notContains', { tags: { notContains: 'y' } }, ['b', 'd']],
  ['in', { type: { in: ['PRESS_RELEASE', 'INNOVATION_JOURNAL'] } }, ['b', 'd']],
  ['attributeExists false', { at: { attributeExists: false } }, ['c']],
  ['boolean eq', { ok: { eq: true } }, ['a', 'd']],
  ['and of fields', { type: { eq: 'EVENT' }, n: { eq: 1 } }, ['a']],
  ['or', { or: [{ n: { eq: 1 } }, { n: { eq: 10 } }] }, ['a', 'd']],
  ['not', { not: { type: { eq: 'EVENT' } } }, ['b', 'd']],
  [
    'nested',
    { and: [{ or: [{ ok: { eq: true } }, { tags: { contains: 'y' } }] }, { not: { id: { eq: 'd' } } }] },
    ['a', 'c'],
  ],
];

describe('filters', () => {
  it.each(cases)('%s: SQL and JavaScript agree', async (_label, filter, expected) => {
    expect(await viaSql(filter)).toEqual(expected);
    expect(viaJs(filter)).toEqual(expected);
  });

  it('values are parameters, never SQL text', async () => {
    const params = new Params();
    const sql = compileFilter({ title: { eq: "x'; drop table t; --" } }, columns, params);
    expect(sql).not.toContain('drop');
    expect(await viaSql({ title: { eq: "x'; drop table t; --" } })).toEqual([]);
  });

  it('refuses unknown fields, unsupported operators, bad values and oversized filters', () => {
    const bad: Filter[] = [
      { nope: { eq: 'x' } },
      { ok: { contains: 'x' } },
      { n: { eq: 'x' as unknown as number } },
      { at: { gt: 'yesterday' } },
      { n: { between: [1] } },
      { or: Array.from({ length: 70 }, () => ({ n: { eq: 1 } })) },
      { not: { not: { not: { not: { not: { not: { n: { eq: 1 } } } } } } } },
    ];
    for (const f of bad) expect(() => compileFilter(f, columns, new Params()), JSON.stringify(f)).toThrow();
  });
});

describe('the membership form', () => {
  async function notesViaSql(filter: Filter): Promise<string[]> {
    const params = new Params();
    const where = compileFilter(filter, noteColumns, params);
    const res = await db.query<{ id: string }>(`select id from notes where ${where} order by id`, params.values);
    return res.rows.map((r) => r.id);
  }
  const groups: Record<string, string[]> = { ada: ['red', 'blue'], bob: ['green'], cy: [] };
  const notesViaJs = (filter: Filter) => notes.filter((n) => matchesFilter(n, filter, noteColumns)).map((n) => n.id);

  it('compiles to a parameterised subquery on the membership table', () => {
    const params = new Params();
    expect(compileFilter(memberOf("ada'; drop table members; --"), noteColumns, params)).toBe(
      '(("team_id" is not null and "team_id" in (select "team_id" from "public"."members" where "user_id" = $1::text)))',
    );
    expect(params.values).toEqual(["ada'; drop table members; --"]);
  });

  const cases: [string, (user: string) => Filter, Record<string, string[]>][] = [
    ['alone', (u) => memberOf(u), { ada: ['n1', 'n2'], bob: ['n3'], cy: [] }],
    [
      'under not',
      (u) => ({ not: memberOf(u) }),
      { ada: ['n3', 'n4'], bob: ['n1', 'n2', 'n4'], cy: ['n1', 'n2', 'n3', 'n4'] },
    ],
    [
      'in an or',
      (u) => ({ or: [memberOf(u), { id: { eq: 'n4' } }] }),
      { ada: ['n1', 'n2', 'n4'], bob: ['n3', 'n4'], cy: ['n4'] },
    ],
    ['beside a field', (u) => ({ ...memberOf(u), id: { ne: 'n1' } }), { ada: ['n2'], bob: ['n3'], cy: [] }],
  ];
  it.each(cases)('%s: SQL and JavaScript (with the loaded set) agree', async (_label, make, expected) => {
    for (const user of ['ada', 'bob', 'cy']) {
      expect(await notesViaSql(make(user)), user).toEqual(expected[user]);
      const loaded = (f: Filter): Filter => {
        const out: Filter = { ...f };
        const m = f[MEMBER];
        if (m) out[MEMBER] = { ...m, ids: new Set(groups[user]) };
        if (f.or) out.or = f.or.map((x) => (x ? loaded(x) : x));
        if (f.not) out.not = loaded(f.not);
        return out;
      };
      expect(notesViaJs(loaded(make(user))), user).toEqual(expected[user]);
    }
  });

  it("matches nothing in JavaScript until the caller's set is loaded", () => {
    expect(notesViaJs(memberOf('ada'))).toEqual([]);
    expect(notesViaJs(memberOf('ada', ['red']))).toEqual(['n1']);
  });

  it('cannot come from a caller: a filter parsed from JSON has no membership form', async () => {
    const parsed = JSON.parse(JSON.stringify(memberOf('ada'))) as Filter;
    expect(parsed[MEMBER]).toBeUndefined();
    expect(await notesViaSql(parsed)).toEqual(['n1', 'n2', 'n3', 'n4']);
  });
});
