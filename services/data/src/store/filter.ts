// Amplify's model filters (`{ field: { eq, ne, le, lt, ge, gt, between, beginsWith, contains, notContains, in,
// attributeExists }, and, or, not }`) in two backends that must agree: parameterised SQL for lists and gets,
// and a JavaScript predicate for records in hand (subscription events). Authorization rules are filters too,
// so the guard and the caller's own filters share one definition of what matches.
import { Errors } from '../errors.ts';
import type { FieldKind } from '../models/types.ts';

export type Scalar = string | number | boolean;

export interface FieldOps {
  eq?: Scalar | null;
  ne?: Scalar | null;
  le?: Scalar | null;
  lt?: Scalar | null;
  ge?: Scalar | null;
  gt?: Scalar | null;
  between?: (Scalar | null)[] | null;
  beginsWith?: string | null;
  contains?: Scalar | null;
  notContains?: Scalar | null;
  in?: (Scalar | null)[] | null;
  attributeExists?: boolean | null;
}

/**
 * Where a membership rule looks: a table of (group, member) rows, as quoted SQL names (store/membership.ts
 * derives them from the model's Drizzle table). `id` names it in the per-user cache of membership sets.
 */
export interface MembershipSource {
  id: string;
  table: string;
  key: string;
  user: string;
}

/**
 * The membership form of a rule: "the record's `field` is a group `userId` belongs to". In SQL a subquery on the
 * membership table (always current, in the statement that reads or writes); on a record in hand (a subscription
 * event) a lookup in `ids`, the caller's groups as the guard loaded them. Only rules make one: it sits under a
 * symbol key, which no caller's filter (parsed from GraphQL input or JSON) can carry.
 */
export interface MembershipTest {
  field: string;
  source: MembershipSource;
  userId: string;
  ids?: ReadonlySet<string>;
}
export const MEMBER = Symbol('member');

export interface Filter {
  and?: (Filter | null)[] | null;
  or?: (Filter | null)[] | null;
  not?: Filter | null;
  [MEMBER]?: MembershipTest;
  [field: string]: FieldOps | Filter | (Filter | null)[] | null | undefined;
}

export interface ColumnInfo {
  column: string;
  kind: FieldKind;
}
export type Columns = Record<string, ColumnInfo>;

/** Collects positional parameters for one statement. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const FILTER_LIMITS = { maxDepth: 6, maxLeaves: 64, maxIn: 100, maxValueLength: 1_000 };

export const OPS_BY_KIND: Record<FieldKind, (keyof FieldOps)[]> = {
  id: ['eq', 'ne', 'le', 'lt', 'ge', 'gt', 'between', 'beginsWith', 'contains', 'notContains', 'in', 'attributeExists'],
  string: [
    'eq',
    'ne',
    'le',
    'lt',
    'ge',
    'gt',
    'between',
    'beginsWith',
    'contains',
    'notContains',
    'in',
    'attributeExists',
  ],
  enum: ['eq', 'ne', 'in', 'attributeExists'],
  int: ['eq', 'ne', 'le', 'lt', 'ge', 'gt', 'between', 'in', 'attributeExists'],
  float: ['eq', 'ne', 'le', 'lt', 'ge', 'gt', 'between', 'in', 'attributeExists'],
  boolean: ['eq', 'ne', 'attributeExists'],
  datetime: ['eq', 'ne', 'le', 'lt', 'ge', 'gt', 'between', 'beginsWith', 'in', 'attributeExists'],
  stringList: ['contains', 'notContains', 'attributeExists'],
  json: ['attributeExists'],
};

const SQL_CAST: Record<FieldKind, string> = {
  id: 'text',
  string: 'text',
  enum: 'text',
  int: 'float8',
  float: 'float8',
  boolean: 'boolean',
  datetime: 'timestamptz',
  stringList: 'text',
  json: 'jsonb',
};

const COMPARE: Record<string, string> = { le: '<=', lt: '<', ge: '>=', gt: '>' };
const isText = (kind: FieldKind) => kind === 'id' || kind === 'string' || kind === 'enum';

/** Checks a value's type against the field's kind; datetimes must parse. Returns the value for SQL. */
function checkValue(field: string, op: string, kind: FieldKind, value: unknown): unknown {
  const where = `filter.${field}.${op}`;
  if (value === null || value === undefined) throw Errors.validation(`${where}: a value is required`);
  switch (kind) {
    case 'int':
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw Errors.validation(`${where}: expected a number`);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw Errors.validation(`${where}: expected a boolean`);
      return value;
    case 'datetime': {
      if (typeof value !== 'string') throw Errors.validation(`${where}: expected an AWSDateTime`);
      if (op === 'beginsWith') return value;
      const t = Date.parse(value);
      if (Number.isNaN(t)) throw Errors.validation(`${where}: '${value.slice(0, 40)}' is not an AWSDateTime`);
      return new Date(t).toISOString();
    }
    default:
      if (typeof value !== 'string') throw Errors.validation(`${where}: expected a string`);
      if (value.length > FILTER_LIMITS.maxValueLength) throw Errors.validation(`${where}: value too long`);
      return value;
  }
}

/** One operator on one column, as a boolean SQL expression that is never NULL. */
export function compileOp(
  field: string,
  info: ColumnInfo,
  op: keyof FieldOps,
  raw: unknown,
  params: Params,
  column = `"${info.column}"`,
): string {
  const { kind } = info;
  if (!OPS_BY_KIND[kind].includes(op)) throw Errors.validation(`filter.${field}: operator '${op}' is not supported`);
  const cast = SQL_CAST[kind];
  const c = isText(kind) && ['le', 'lt', 'ge', 'gt', 'between'].includes(op) ? `${column} collate "C"` : column;
  let expr: string;
  switch (op) {
    case 'eq':
      expr = `${column} = ${params.add(checkValue(field, op, kind, raw))}::${cast}`;
      break;
    case 'ne':
      expr = `${column} is distinct from ${params.add(checkValue(field, op, kind, raw))}::${cast}`;
      break;
    case 'le':
    case 'lt':
    case 'ge':
    case 'gt':
      expr = `${c} ${COMPARE[op]} ${params.add(checkValue(field, op, kind, raw))}::${cast}`;
      break;
    case 'between': {
      if (!Array.isArray(raw) || raw.length !== 2)
        throw Errors.validation(`filter.${field}.between: expected exactly two values`);
      const [lo, hi] = raw.map((v) => params.add(checkValue(field, op, kind, v)));
      expr = `${c} between ${lo}::${cast} and ${hi}::${cast}`;
      break;
    }
    case 'beginsWith': {
      const v = params.add(checkValue(field, op, kind === 'datetime' ? 'datetime' : 'string', raw));
      expr =
        kind === 'datetime'
          ? `starts_with(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${v}::text)`
          : `starts_with(${column}, ${v}::text)`;
      break;
    }
    case 'contains':
    case 'notContains': {
      const v = params.add(checkValue(field, op, 'string', raw));
      const has =
        kind === 'stringList' ? `${column} @> jsonb_build_array(${v}::text)` : `strpos(${column}, ${v}::text) > 0`;
      expr = op === 'contains' ? has : `not coalesce(${has}, false)`;
      break;
    }
    case 'in': {
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > FILTER_LIMITS.maxIn)
        throw Errors.validation(`filter.${field}.in: expected 1 to ${FILTER_LIMITS.maxIn} values`);
      const values = raw.map((v) => checkValue(field, op, kind, v));
      expr = `${column} = any(${params.add(values)}::${cast}[])`;
      break;
    }
    case 'attributeExists':
      if (typeof raw !== 'boolean') throw Errors.validation(`filter.${field}.attributeExists: expected a boolean`);
      expr = raw ? `${column} is not null` : `${column} is null`;
      break;
    default:
      throw Errors.validation(`filter.${field}: operator '${String(op)}' is not supported`);
  }
  // A missing attribute never matches, even under `not`. For comparisons against a (checked, non-null) operand
  // the expression is null only when the column is, so an explicit null test says the same as coalesce while
  // leaving `column = $1` visible to the planner, which then walks the index instead of scanning the table.
  if (SARGABLE.has(op)) return `(${column} is not null and ${expr})`;
  return `coalesce(${expr}, false)`;
}

const SARGABLE = new Set<keyof FieldOps>(['eq', 'le', 'lt', 'ge', 'gt', 'between', 'in']);

interface Walk {
  leaves: number;
}

/** Compiles a filter to a boolean SQL expression; unknown fields and operators are validation errors. */
export function compileFilter(filter: Filter | null | undefined, columns: Columns, params: Params): string {
  if (!filter) return 'true';
  return compileNode(filter, columns, params, 1, { leaves: 0 });
}

function compileNode(filter: Filter, columns: Columns, params: Params, depth: number, walk: Walk): string {
  if (depth > FILTER_LIMITS.maxDepth) throw Errors.validation(`filter: nested deeper than ${FILTER_LIMITS.maxDepth}`);
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw Errors.validation('filter: expected an object');
  const parts: string[] = [];
  const member = filter[MEMBER];
  if (member) {
    if (++walk.leaves > FILTER_LIMITS.maxLeaves)
      throw Errors.validation(`filter: more than ${FILTER_LIMITS.maxLeaves} conditions`);
    parts.push(compileMembership(member, columns, params));
  }
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) throw Errors.validation(`filter.${key}: expected a list`);
      const subs = value
        .filter((v): v is Filter => v !== null && v !== undefined)
        .map((f) => compileNode(f, columns, params, depth + 1, walk));
      if (subs.length === 0) continue;
      parts.push(`(${subs.join(key === 'and' ? ' and ' : ' or ')})`);
      continue;
    }
    if (key === 'not') {
      parts.push(`not (${compileNode(value as Filter, columns, params, depth + 1, walk)})`);
      continue;
    }
    const info = columns[key];
    if (!info) throw Errors.validation(`filter: unknown field '${key}'`);
    if (typeof value !== 'object' || Array.isArray(value))
      throw Errors.validation(`filter.${key}: expected an operator object`);
    for (const [op, operand] of Object.entries(value as FieldOps)) {
      if (operand === undefined || operand === null) continue;
      if (++walk.leaves > FILTER_LIMITS.maxLeaves)
        throw Errors.validation(`filter: more than ${FILTER_LIMITS.maxLeaves} conditions`);
      parts.push(compileOp(key, info, op as keyof FieldOps, operand, params));
    }
  }
  return parts.length ? `(${parts.join(' and ')})` : 'true';
}

/**
 * `"<field>" in (select <key> from <membership table> where <user> = $caller)`. The key column is NOT NULL
 * (checked when the model's runtime is built), so the expression is never NULL and `not` keeps its meaning.
 */
export function compileMembership(m: MembershipTest, columns: Columns, params: Params): string {
  const info = columns[m.field];
  if (!info) throw new Error(`Membership rule on unknown field '${m.field}'`);
  const column = `"${info.column}"`;
  const { table, key, user } = m.source;
  const mine = `select ${key} from ${table} where ${user} = ${params.add(m.userId)}::text`;
  return `(${column} is not null and ${column} in (${mine}))`;
}

// ── The same semantics in JavaScript ─────────────────────────────────────────────────────────────────────

function cmp(kind: FieldKind, a: unknown, b: unknown): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (kind === 'datetime') {
    const x = Date.parse(String(a));
    const y = Date.parse(String(b));
    if (Number.isNaN(x) || Number.isNaN(y)) return null;
    return x - y;
  }
  if (kind === 'int' || kind === 'float') return Number(a) - Number(b);
  if (kind === 'boolean') return a === b ? 0 : null;
  const s = String(a);
  const t = String(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

function evalOp(kind: FieldKind, op: string, value: unknown, operand: unknown): boolean {
  const present = value !== null && value !== undefined;
  switch (op) {
    case 'eq':
      return cmp(kind, value, operand) === 0;
    case 'ne':
      return cmp(kind, value, operand) !== 0;
    case 'le': {
      const r = cmp(kind, value, operand);
      return r !== null && r <= 0;
    }
    case 'lt': {
      const r = cmp(kind, value, operand);
      return r !== null && r < 0;
    }
    case 'ge': {
      const r = cmp(kind, value, operand);
      return r !== null && r >= 0;
    }
    case 'gt': {
      const r = cmp(kind, value, operand);
      return r !== null && r > 0;
    }
    case 'between': {
      const [lo, hi] = operand as unknown[];
      const a = cmp(kind, value, lo);
      const b = cmp(kind, value, hi);
      return a !== null && b !== null && a >= 0 && b <= 0;
    }
    case 'beginsWith':
      return (
        present &&
        String(kind === 'datetime' ? new Date(String(value)).toISOString() : value).startsWith(String(operand))
      );
    case 'contains':
    case 'notContains': {
      const has = present && (Array.isArray(value) ? value.includes(operand) : String(value).includes(String(operand)));
      return op === 'contains' ? has : !has;
    }
    case 'in':
      return (operand as unknown[]).some((o) => cmp(kind, value, o) === 0);
    case 'attributeExists':
      return operand ? present : !present;
    default:
      return false;
  }
}

/** True when `record` (GraphQL shape: datetimes as ISO strings) matches the filter. */
export function matchesFilter(
  record: Record<string, unknown>,
  filter: Filter | null | undefined,
  columns: Columns,
): boolean {
  if (!filter) return true;
  const member = filter[MEMBER];
  if (member) {
    // Without the caller's groups loaded, nothing matches: an event is hidden rather than shown by mistake.
    const value = record[member.field];
    if (!member.ids || value === null || value === undefined || !member.ids.has(String(value))) return false;
  }
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue;
    if (key === 'and') {
      if (!(value as (Filter | null)[]).every((f) => !f || matchesFilter(record, f, columns))) return false;
      continue;
    }
    if (key === 'or') {
      const subs = (value as (Filter | null)[]).filter((f): f is Filter => Boolean(f));
      if (subs.length && !subs.some((f) => matchesFilter(record, f, columns))) return false;
      continue;
    }
    if (key === 'not') {
      if (matchesFilter(record, value as Filter, columns)) return false;
      continue;
    }
    const info = columns[key];
    if (!info) return false;
    for (const [op, operand] of Object.entries(value as FieldOps)) {
      if (operand === undefined || operand === null) continue;
      if (!evalOp(info.kind, op, record[key], operand)) return false;
    }
  }
  return true;
}

/** `a and b`, either side possibly absent. */
export function andFilters(...filters: (Filter | null | undefined)[]): Filter | null {
  const present = filters.filter((f): f is Filter => Boolean(f));
  if (present.length === 0) return null;
  if (present.length === 1) return present[0];
  return { and: present };
}
