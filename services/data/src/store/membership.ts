// Where a membership rule looks (models/types.ts MembershipRule): the quoted SQL names of its Drizzle table and
// columns, checked once per rule, and the query that loads one user's groups for the principal's cache.
import type { RawQuery } from '@innov/db';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { MembershipRule } from '../models/types.ts';
import type { MembershipSource } from './filter.ts';

const sources = new WeakMap<MembershipRule, MembershipSource>();

/** The rule's table and columns as SQL; throws when the table has no such columns (a definition mistake). */
export function membershipSource(rule: MembershipRule): MembershipSource {
  const known = sources.get(rule);
  if (known) return known;
  const config = getTableConfig(rule.table);
  const column = (name: string) => config.columns.find((c) => c.name === name);
  const key = column(rule.key);
  const user = column(rule.user);
  if (!key || !user) throw new Error(`Membership rule: ${config.name} has no column ${key ? rule.user : rule.key}`);
  // A NULL key would make `field in (…)` NULL rather than false, and `not` would then mean something else.
  if (!key.notNull) throw new Error(`Membership rule: ${config.name}.${rule.key} must be NOT NULL`);
  const table = `"${config.schema ?? 'public'}"."${config.name}"`;
  const source: MembershipSource = {
    id: `${table}.${rule.key}.${rule.user}`,
    table,
    key: `"${rule.key}"`,
    user: `"${rule.user}"`,
  };
  sources.set(rule, source);
  return source;
}

/** The groups `userId` belongs to in `source` (the same rows the SQL subquery reads). */
export async function loadMembership(query: RawQuery, source: MembershipSource, userId: string): Promise<Set<string>> {
  const rows = await query<{ id: string }>(
    `select ${source.key}::text as id from ${source.table} where ${source.user} = $1::text`,
    [userId],
  );
  return new Set(rows.map((r) => r.id));
}
