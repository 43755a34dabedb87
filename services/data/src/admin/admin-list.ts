// The one shape of a back-office list (docs/architecture.md, "The back-office"): a list declares where its rows
// come from, how its filters (contracts' ADMIN_LISTS: the web parses its URL with the same schemas) and search
// narrow them, what each sort key orders by, how a row becomes an item, and its CSV columns. `defineAdminList`
// makes the GraphQL Query (`allow: 'admins'`, offset-paged from page 0 with the total) and the export
// (admin-exports.ts streams the same rows as CSV). Every condition is a parameter: nothing the caller sends is
// ever spliced into the SQL.
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_LISTS,
  type AdminListFilters,
  type AdminListName,
  type TAdminListQuery,
  ZAdminListQuery,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import type { Principal } from '../auth/principal.ts';
import { type DomainFunction, defineFunction } from '../domain/function.ts';

/** Collects a statement's parameters and answers their placeholders (`$1`, `$2`, …). */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
  contains(text: string): string {
    return this.add(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
}

export interface CsvColumn<Item> {
  header: string;
  value(item: Item): string | number | boolean | Date | null | undefined;
}

export interface AdminListDef<N extends AdminListName, Row, Item> {
  /** The list (contracts' ADMIN_LISTS key): its filters and sort keys. */
  list: N;
  /** The GraphQL field, e.g. `adminListUsers`; its SDL: `adminListUsers(input: AdminListInput): AdminUserPage!`. */
  field: string;
  /** `select … from … [join …]` without where, order or limit. */
  select: string;
  /** The conditions (joined with `and`) for the filters and the search, their values added to `p`. */
  where(filters: AdminListFilters<N>, search: string | undefined, p: Params, principal: Principal): string[];
  /** The SQL expression each sort key orders by (every key of the list's `sorts`). */
  orderBy: Record<(typeof ADMIN_LISTS)[N]['sorts'][number], string>;
  /** The unique column ending every order, so pages never overlap (e.g. `u.id`). */
  tiebreak: string;
  toItem(row: Row): Item;
  /** The export's columns, in order. */
  csv: CsvColumn<Item>[];
  /** Columns that depend on the query (a survey's responses: one per question), read when the export starts. */
  csvFor?(q: RawQuery, query: ParsedQuery<N>): Promise<CsvColumn<Item>[]>;
  /** The export's file name without date or extension (default: the list's name). */
  fileName?: string;
}

export interface AdminPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminList<N extends AdminListName = AdminListName, Row = unknown, Item = unknown> {
  def: AdminListDef<N, Row, Item>;
  fn: DomainFunction;
  /** The rows of one page (`pageSize` of them from `offset`), ordered as the list is; no total. */
  rows(q: RawQuery, query: ParsedQuery<N>, principal: Principal, offset: number, pageSize: number): Promise<Item[]>;
  /** The input schema (ZAdminListQuery with the list's own filters): an export parses its query with it too. */
  schema: z.ZodType<TAdminListQuery>;
  /** Defaults for what a parsed input leaves out (sort, direction, page, page size). */
  parse(input: TAdminListQuery | undefined): ParsedQuery<N>;
}

export interface ParsedQuery<N extends AdminListName> {
  search?: string;
  filters: AdminListFilters<N>;
  sort: string;
  direction: 'ASC' | 'DESC';
  page: number;
  pageSize: number;
}

export function defineAdminList<N extends AdminListName, Row, Item>(
  def: AdminListDef<N, Row, Item>,
): AdminList<N, Row, Item> {
  const spec = ADMIN_LISTS[def.list];
  // The list's own filters replace the generic record, so a bad filter is named like any field
  // (`input.filters.status: …`).
  const schema = ZAdminListQuery.extend({ filters: (spec.filters as z.ZodType).nullish() });

  function parse(input: TAdminListQuery | undefined): ParsedQuery<N> {
    const sorts = spec.sorts as readonly string[];
    const sort = input?.sort && sorts.includes(input.sort) ? input.sort : sorts[0];
    return {
      search: input?.search || undefined,
      filters: (input?.filters ?? {}) as AdminListFilters<N>,
      sort,
      direction: input?.direction ?? spec.defaultDirection,
      page: input?.page ?? 0,
      pageSize: input?.pageSize ?? ADMIN_DEFAULT_PAGE_SIZE,
    };
  }

  function statement(query: ParsedQuery<N>, principal: Principal, p: Params) {
    const where = def.where(query.filters, query.search, p, principal);
    const dir = query.direction === 'ASC' ? 'asc' : 'desc';
    const expr = def.orderBy[query.sort as keyof typeof def.orderBy];
    return {
      where: where.length ? `where ${where.join(' and ')}` : '',
      order: `order by ${expr} ${dir} nulls last, ${def.tiebreak} ${dir}`,
    };
  }

  async function rows(q: RawQuery, query: ParsedQuery<N>, principal: Principal, offset: number, pageSize: number) {
    const p = new Params();
    const { where, order } = statement(query, principal, p);
    const found = await q<Row>(
      `${def.select} ${where} ${order} limit ${p.add(pageSize)} offset ${p.add(offset)}`,
      p.values,
    );
    return found.map(def.toItem);
  }

  const fn = defineFunction({
    name: def.field,
    type: 'Query',
    allow: 'admins',
    input: z.object({ input: schema.nullish() }),
    async run({ db, principal }, { input }): Promise<AdminPage<Item>> {
      const query = parse((input ?? undefined) as TAdminListQuery | undefined);
      const offset = query.page * query.pageSize;
      const p = new Params();
      const { where } = statement(query, principal, p);
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from (${def.select} ${where}) as listed`,
        p.values,
      );
      return {
        items: await rows(db.query, query, principal, offset, query.pageSize),
        total: count?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  });

  return { def, fn: fn as unknown as DomainFunction, rows, parse, schema: schema as z.ZodType<TAdminListQuery> };
}
