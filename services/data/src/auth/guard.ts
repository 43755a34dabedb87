// The one guard every query, mutation, nested field and subscription goes through. A model's rules become a
// filter for this caller: unrestricted (null) for admins and the API key, the union of the applicable rules'
// filters otherwise, or a denial when none applies. Lists add the filter to their SQL, single records and
// writes check it in the same statement, subscription events check it in JavaScript with the same semantics.
import { Errors } from '../errors.ts';
import type { ModelDef, Operation, Rule } from '../models/types.ts';
import { type Columns, type Filter, matchesFilter } from '../store/filter.ts';
import type { Principal } from './principal.ts';

export type Scope = { kind: 'all' } | { kind: 'some'; filter: Filter } | { kind: 'none' };

function audienceMatches(principal: Principal, rule: Rule): boolean {
  switch (rule.allow) {
    case 'public':
      return true;
    case 'signedIn':
      return principal.kind === 'user' && Boolean(principal.userId);
    case 'admins':
      return principal.isAdmin;
  }
}

export async function scopeFor(principal: Principal, model: ModelDef, op: Operation, now: Date): Promise<Scope> {
  if (principal.isAdmin) return { kind: 'all' };
  const filters: Filter[] = [];
  for (const rule of model.rules) {
    if (!rule.ops.includes(op) || !audienceMatches(principal, rule)) continue;
    if (!rule.where) return { kind: 'all' };
    const filter = await rule.where(principal, now);
    if (filter) filters.push(filter);
  }
  if (filters.length === 0) return { kind: 'none' };
  return { kind: 'some', filter: filters.length === 1 ? filters[0] : { or: filters } };
}

/** The filter to apply for `op`, or an Unauthorized error naming the field (never the record). */
export async function requireScope(
  principal: Principal,
  model: ModelDef,
  op: Operation,
  now: Date,
  field: string,
  typeName: 'Query' | 'Mutation' | 'Subscription',
): Promise<Filter | null> {
  const scope = await scopeFor(principal, model, op, now);
  if (scope.kind === 'none') throw Errors.unauthorized(field, typeName);
  return scope.kind === 'all' ? null : scope.filter;
}

/** For a record in hand (a subscription event): may this caller `op` it? */
export async function allowsRecord(
  principal: Principal,
  model: ModelDef,
  columns: Columns,
  op: Operation,
  record: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const scope = await scopeFor(principal, model, op, now);
  if (scope.kind === 'none') return false;
  return scope.kind === 'all' || matchesFilter(record, scope.filter, columns);
}

/** Custom operations name their audience directly; the same rules of who counts as what apply. */
export function requireAudience(principal: Principal, allow: Rule['allow'], field: string, typeName = 'Mutation') {
  if (principal.isAdmin) return;
  if (!audienceMatches(principal, { allow, ops: [] })) throw Errors.unauthorized(field, typeName);
}
