// Filters compile to SQL and evaluate in JavaScript with the same meaning: every case runs both ways over the
// same rows on the embedded PostgreSQL and must select the same ids.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Columns, compileFilter, type Filter, matchesFilter, Params } from './filter.ts';

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
