// Generic storage for declared models: get, keyset-paginated lists over an index, create, update and delete,
// each in parameterised SQL with the caller's authorization scope compiled into the same statement, so a
// record is read or written only when the guard's filter holds for it (before and after a write).
import { randomUUID } from 'node:crypto';
import type { RawQuery } from '@innov/db';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { AppError, Errors } from '../errors.ts';
import type { FieldKind, IndexDef, ModelDef } from '../models/types.ts';
import { type Columns, compileFilter, compileOp, type FieldOps, type Filter, Params } from './filter.ts';
import { membershipSource } from './membership.ts';
import type { Position, TokenCodec } from './next-token.ts';

export type DbRecord = Record<string, unknown> & { id: string };

export interface ModelRuntime {
  def: ModelDef;
  /** Quoted, schema-qualified table name. */
  table: string;
  columns: Columns;
  selectList: string;
  /** Fields whose column is NOT NULL: an update may not null them. */
  notNull: Set<string>;
  /** Every column, declared fields or not (server-kept ones like requesterIp), for writes. */
  writable: Columns;
}

const KIND_OF_COLUMN: Record<string, FieldKind> = {
  PgText: 'string',
  PgTimestamp: 'datetime',
  PgJsonb: 'json',
  PgBoolean: 'boolean',
  PgInteger: 'int',
  PgDoublePrecision: 'float',
};

const SYSTEM_FIELDS: Record<string, FieldKind> = { id: 'id', createdAt: 'datetime', updatedAt: 'datetime' };

const WRITE_CAST: Record<FieldKind, string> = {
  id: 'text',
  string: 'text',
  enum: 'text',
  int: 'integer',
  float: 'float8',
  boolean: 'boolean',
  datetime: 'timestamptz',
  stringList: 'jsonb',
  json: 'jsonb',
};

const KEY_CAST: Record<FieldKind, string> = { ...WRITE_CAST, int: 'float8' };

export function runtimeFor(def: ModelDef): ModelRuntime {
  const table = def.table as PgTable;
  const tableColumns = getTableColumns(table);
  const config = getTableConfig(table);
  const columns: Columns = {};
  const notNull = new Set<string>();
  const kinds: Record<string, FieldKind> = { ...SYSTEM_FIELDS };
  for (const [name, field] of Object.entries(def.fields)) kinds[name] = field.kind;
  for (const [name, kind] of Object.entries(kinds)) {
    const column = tableColumns[name];
    if (!column) throw new Error(`Model ${def.name}: field ${name} has no column in ${getTableName(table)}`);
    columns[name] = { column: column.name, kind };
    if (column.notNull) notNull.add(name);
  }
  // A membership rule names one of the model's fields and a membership table that has the columns it reads.
  for (const rule of def.rules) {
    if (!rule.member) continue;
    if (!columns[rule.member.field])
      throw new Error(`Model ${def.name}: membership rule on ${rule.member.field}, which is not one of its fields`);
    membershipSource(rule.member);
  }
  const writable: Columns = { ...columns };
  for (const [name, column] of Object.entries(tableColumns)) {
    // A generated column (ideas' full-text `search`) is the database's to write.
    if (writable[name] || column.generated) continue;
    const kind = KIND_OF_COLUMN[column.columnType];
    if (!kind) throw new Error(`Model ${def.name}: column ${column.name} has an unsupported type ${column.columnType}`);
    writable[name] = { column: column.name, kind };
  }
  const selectList = Object.entries(columns)
    .map(([name, c]) => `"${c.column}" as "${name}"`)
    .join(', ');
  return { def, table: `"${config.schema ?? 'public'}"."${config.name}"`, columns, selectList, notNull, writable };
}

/** Database row → GraphQL shape (datetimes as ISO strings). */
export function toRecord(rt: ModelRuntime, row: Record<string, unknown>): DbRecord {
  const out: Record<string, unknown> = {};
  for (const [name, c] of Object.entries(rt.columns)) {
    const v = row[name];
    out[name] = c.kind === 'datetime' && v !== null && v !== undefined ? new Date(v as string).toISOString() : v;
  }
  return out as DbRecord;
}

export interface ListQuery {
  /** Index query: partition equality and optional sort-key condition; absent for the model's plain list. */
  index?: IndexDef;
  partitionValue?: unknown;
  keyCondition?: FieldOps | null;
  filter?: Filter | null;
  /** The guard's filter for this caller (null: unrestricted). */
  scope: Filter | null;
  limit: number;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

export interface Page {
  items: DbRecord[];
  nextToken: string | null;
}

const KEY_OPS = new Set(['eq', 'le', 'lt', 'ge', 'gt', 'between', 'beginsWith']);

export async function listRecords(query: RawQuery, rt: ModelRuntime, q: ListQuery, tokens: TokenCodec): Promise<Page> {
  const params = new Params();
  const where: string[] = [];
  const sortField = q.index?.sort ?? rt.def.listOrder ?? 'id';
  const sort = rt.columns[sortField];
  if (q.index) {
    const part = rt.columns[q.index.partition];
    where.push(compileOp(q.index.partition, part, 'eq', q.partitionValue, params));
    // As in a DynamoDB index, items without the sort key are not in it.
    where.push(`"${sort.column}" is not null`);
    for (const [op, operand] of Object.entries(q.keyCondition ?? {})) {
      if (operand === null || operand === undefined) continue;
      if (!KEY_OPS.has(op)) throw Errors.validation(`${sortField}: key condition '${op}' is not supported`);
      where.push(compileOp(sortField, sort, op as keyof FieldOps, operand, params));
    }
  }
  where.push(compileFilter(q.filter, rt.columns, params));
  if (q.scope) where.push(compileFilter(q.scope, rt.columns, params));
  const desc = q.sortDirection === 'DESC';
  const shape = {
    m: rt.def.name,
    x: q.index?.query ?? 'list',
    p: q.partitionValue ?? null,
    k: q.keyCondition ?? null,
    f: q.filter ?? null,
    d: desc,
  };
  if (q.nextToken) {
    const pos = tokens.decode(q.nextToken, shape);
    const cmp = desc ? '<' : '>';
    if (sortField === 'id') where.push(`"id" ${cmp} ${params.add(pos.i)}::text`);
    else
      where.push(
        `("${sort.column}", "id") ${cmp} (${params.add(pos.s)}::${KEY_CAST[sort.kind]}, ${params.add(pos.i)}::text)`,
      );
  }
  const dir = desc ? 'desc' : 'asc';
  const order = sortField === 'id' ? `"id" ${dir}` : `"${sort.column}" ${dir}, "id" ${dir}`;
  const limit = params.add(q.limit + 1);
  const rows = await query<Record<string, unknown>>(
    `select ${rt.selectList} from ${rt.table} where ${where.join(' and ')} order by ${order} limit ${limit}`,
    params.values,
  );
  const items = rows.slice(0, q.limit).map((r) => toRecord(rt, r));
  let nextToken: string | null = null;
  if (rows.length > q.limit) {
    const last = items[items.length - 1];
    const position: Position = { s: sortField === 'id' ? null : (last[sortField] as string | number), i: last.id };
    nextToken = tokens.encode(position, shape);
  }
  return { items, nextToken };
}

/** The record and whether the scope allows it; null when there is no such id. */
export async function getRecord(
  query: RawQuery,
  rt: ModelRuntime,
  id: string,
  scope: Filter | null,
): Promise<{ record: DbRecord; allowed: boolean } | null> {
  const params = new Params();
  const idParam = params.add(id);
  const allowed = compileFilter(scope, rt.columns, params);
  const [row] = await query<Record<string, unknown>>(
    `select ${rt.selectList}, ${allowed} as "__allowed" from ${rt.table} where "id" = ${idParam}::text`,
    params.values,
  );
  return row ? { record: toRecord(rt, row), allowed: row.__allowed === true } : null;
}

function writeValue(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'json' || kind === 'stringList') return JSON.stringify(value);
  return value;
}

function uniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Inserts a record; the scope (create rules) must hold for the new row or nothing is written. `denial` (the
 * workspace lifecycle's refusal) is thrown once the scope holds, and nothing is written either.
 */
export async function createRecord(
  db: { transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> },
  rt: ModelRuntime,
  values: Record<string, unknown>,
  scope: Filter | null,
  now: Date,
  denial?: AppError | null,
  /** Adjusts the values in the write's transaction before anything is written (the model's `enforce`). */
  adjust?: (q: RawQuery) => Promise<void> | void,
): Promise<DbRecord> {
  try {
    return await db.transaction(async (q) => {
      await adjust?.(q);
      const params = new Params();
      const cols: string[] = [];
      const vals: string[] = [];
      const all = {
        ...values,
        id: values.id ?? randomUUID(),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      for (const [name, value] of Object.entries(all)) {
        const c = rt.writable[name];
        if (!c || value === undefined) continue;
        cols.push(`"${c.column}"`);
        vals.push(`${params.add(writeValue(c.kind, value))}::${WRITE_CAST[c.kind]}`);
      }
      const allowed = compileFilter(scope, rt.columns, params);
      const [row] = await q<Record<string, unknown>>(
        `insert into ${rt.table} (${cols.join(', ')}) values (${vals.join(', ')})
         returning ${rt.selectList}, ${allowed} as "__allowed"`,
        params.values,
      );
      if (row.__allowed !== true) throw Errors.unauthorized(`create${rt.def.name}`, 'Mutation');
      if (denial) throw denial;
      return toRecord(rt, row);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('ConditionalCheckFailedException', 'The item already exists');
    throw error;
  }
}

export interface WriteOptions {
  /** Scope before the change (the record as it is) and after it (the record as it will be). */
  scope: Filter | null;
  /**
   * The caller's read scope (null: every record; false: none). A record outside the write scope but within this
   * one is Unauthorized (the caller may see it anyway); one outside both answers exactly as a missing record
   * does, so an id in another workspace cannot be told from one that does not exist.
   */
  visible: Filter | null | false;
  condition?: Filter | null;
  /** Field name for Unauthorized messages, e.g. `updateTenant`. */
  field: string;
  /**
   * Thrown once the record is known to be within the caller's reach and the condition holds, before anything is
   * written: the workspace lifecycle's refusal (guard.ts `lifecycleDenial`), which must not answer for a record
   * the caller may not touch at all.
   */
  denial?: AppError | null;
  /** Adjusts the values once the record is locked and may be written (the model's `enforce`). */
  adjust?: (current: DbRecord, q: RawQuery) => Promise<void> | void;
}

/**
 * Locks the record an update or delete targets and checks, in the same statement, that the caller may write it
 * and that the mutation's condition holds. Amplify's writes carry attribute_exists(id): a missing item fails
 * the condition (ConditionalCheckFailedException), and so does a record the caller may not even see.
 */
async function lockForWrite(
  q: RawQuery,
  rt: ModelRuntime,
  id: string,
  opts: WriteOptions,
): Promise<Record<string, unknown>> {
  const check = new Params();
  const idParam = check.add(id);
  const allowed = compileFilter(opts.scope, rt.columns, check);
  const visible = opts.visible === false ? 'false' : compileFilter(opts.visible, rt.columns, check);
  const ok = compileFilter(opts.condition, rt.columns, check);
  const [current] = await q<Record<string, unknown>>(
    `select ${rt.selectList}, ${allowed} as "__allowed", ${visible} as "__visible", ${ok} as "__ok" from ${rt.table}
      where "id" = ${idParam}::text for update`,
    check.values,
  );
  if (!current || (current.__allowed !== true && current.__visible !== true)) throw Errors.conditionFailed();
  if (current.__allowed !== true) throw Errors.unauthorized(opts.field, 'Mutation');
  if (current.__ok !== true) throw Errors.conditionFailed();
  if (opts.denial) throw opts.denial;
  return current;
}

export async function updateRecord(
  db: { transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> },
  rt: ModelRuntime,
  id: string,
  values: Record<string, unknown>,
  opts: WriteOptions,
  now: Date,
): Promise<{ before: DbRecord; after: DbRecord }> {
  try {
    return await db.transaction(async (q) => {
      const current = await lockForWrite(q, rt, id, opts);
      await opts.adjust?.(toRecord(rt, current), q);
      const params = new Params();
      const sets: string[] = [];
      for (const [name, value] of Object.entries({ ...values, updatedAt: now.toISOString() })) {
        const c = rt.writable[name];
        if (!c || value === undefined || name === 'id' || name === 'createdAt') continue;
        sets.push(`"${c.column}" = ${params.add(writeValue(c.kind, value))}::${WRITE_CAST[c.kind]}`);
      }
      const where = params.add(id);
      const after = compileFilter(opts.scope, rt.columns, params);
      const [row] = await q<Record<string, unknown>>(
        `update ${rt.table} set ${sets.join(', ')} where "id" = ${where}::text
         returning ${rt.selectList}, ${after} as "__allowed"`,
        params.values,
      );
      // Nobody moves a record out of their own reach (into another tenant, to another owner).
      if (row.__allowed !== true) throw Errors.unauthorized(opts.field, 'Mutation');
      return { before: toRecord(rt, current), after: toRecord(rt, row) };
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('ConditionalCheckFailedException', 'The item already exists');
    throw error;
  }
}

export async function deleteRecord(
  db: { transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> },
  rt: ModelRuntime,
  id: string,
  opts: WriteOptions,
): Promise<DbRecord> {
  return db.transaction(async (q) => {
    const current = await lockForWrite(q, rt, id, opts);
    await q(`delete from ${rt.table} where "id" = $1::text`, [id]);
    return toRecord(rt, current);
  });
}
