// The one guard every query, mutation, nested field and subscription goes through. A model's rules become a
// filter for this caller: unrestricted (null) for admins and the API key, the union of the applicable rules'
// filters otherwise, or a denial when none applies. Lists add the filter to their SQL, single records and
// writes check it in the same statement, subscription events check it in JavaScript with the same semantics
// (a rule's membership form: a subquery in SQL, the caller's cached membership set in JavaScript).
import {
  type Feature,
  type Limit,
  MEMBERSHIP_MESSAGES,
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
} from '@innov/contracts';
import { type AppError, Errors } from '../errors.ts';
import type { ModelDef, Operation, Rule } from '../models/types.ts';
import { andFilters, type Columns, type Filter, MEMBER, matchesFilter } from '../store/filter.ts';
import { membershipSource } from '../store/membership.ts';
import type { Principal } from './principal.ts';
import type { WorkspaceContext } from './workspace.ts';

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

/** A rule's filter for this caller: its `where` and its membership form together; null when it does not apply. */
async function ruleFilter(rule: Rule, principal: Principal, now: Date): Promise<Filter | null> {
  const where = rule.where ? await rule.where(principal, now) : null;
  if (rule.where && !where) return null;
  if (!rule.member) return where;
  // Only a signed-in user belongs to anything.
  if (!principal.userId) return null;
  const member: Filter = {
    [MEMBER]: { field: rule.member.field, source: membershipSource(rule.member), userId: principal.userId },
  };
  return andFilters(where, member);
}

export async function scopeFor(principal: Principal, model: ModelDef, op: Operation, now: Date): Promise<Scope> {
  if (principal.isAdmin) return { kind: 'all' };
  const filters: Filter[] = [];
  for (const rule of model.rules) {
    if (!rule.ops.includes(op) || !audienceMatches(principal, rule)) continue;
    if (!rule.where && !rule.member) return { kind: 'all' };
    const filter = await ruleFilter(rule, principal, now);
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
  if (scope.kind === 'all') return true;
  const filter = model.rules.some((r) => r.member) ? await withMemberships(scope.filter, principal) : scope.filter;
  return matchesFilter(record, filter, columns);
}

/** The filter with the caller's membership sets filled in (from the principal's cache), for records in hand. */
async function withMemberships(filter: Filter, principal: Principal): Promise<Filter> {
  const out: Filter = { ...filter };
  const member = filter[MEMBER];
  if (member) out[MEMBER] = { ...member, ids: await principal.memberOf(member.source) };
  for (const key of ['and', 'or'] as const) {
    const list = filter[key];
    if (list) out[key] = await Promise.all(list.map((f) => (f ? withMemberships(f, principal) : f)));
  }
  if (filter.not) out.not = await withMemberships(filter.not, principal);
  return out;
}

/** Custom operations name their audience directly; the same rules of who counts as what apply. */
export function requireAudience(principal: Principal, allow: Rule['allow'], field: string, typeName = 'Mutation') {
  if (principal.isAdmin) return;
  if (!audienceMatches(principal, { allow, ops: [] })) throw Errors.unauthorized(field, typeName);
}

// Workspace lifecycle, roles and plans (docs/architecture.md, "Workspaces, roles and plans"). Each returns the
// caller's workspace when the check passes. A wrong role or no workspace is AppSync's Unauthorized (it names the
// field, never the workspace); a workspace that is not active, a feature outside the plan and a limit reached
// are business errors whose message the user reads as is.

/** The caller belongs to a workspace (platform admins act on any, so they need one only when a function says). */
export async function requireWorkspace(principal: Principal, field: string, typeName = 'Mutation') {
  const w = await principal.workspace();
  if (!w.tenantId) throw Errors.unauthorized(field, typeName);
  return w;
}

/** The caller's workspace role is one of `roles`. */
export async function requireRole(
  principal: Principal,
  roles: readonly WorkspaceRole[],
  field: string,
  typeName = 'Mutation',
) {
  const w = await requireWorkspace(principal, field, typeName);
  if (!w.role || !roles.includes(w.role)) throw Errors.unauthorized(field, typeName);
  return w;
}

const inactive = (w: Pick<WorkspaceContext, 'status' | 'deletedAt'>) =>
  Errors.workspaceInactive(
    w.deletedAt
      ? MEMBERSHIP_MESSAGES.deleted
      : w.status === 'DEACTIVATED'
        ? WORKSPACE_MESSAGES.deactivated
        : w.status === 'REJECTED'
          ? WORKSPACE_MESSAGES.rejected
          : WORKSPACE_MESSAGES.pending,
  );

/** The caller's workspace is ACTIVE: pending, rejected and deactivated workspaces read, but do not act. */
export async function requireActiveWorkspace(principal: Principal, field: string, typeName = 'Mutation') {
  const w = await requireWorkspace(principal, field, typeName);
  if (w.status !== 'ACTIVE') throw inactive(w);
  // A member who joined by a join link waits for an owner's or admin's approval, like a pending workspace.
  if (w.pendingApproval) throw Errors.workspaceInactive(MEMBERSHIP_MESSAGES.memberPending);
  return w;
}

/**
 * The lifecycle's say on a generic create, update or delete (the model's `whileNotActive`): the error to answer
 * with, or null when the write may go ahead. The caller throws it only once the record is known to be within the
 * caller's reach, so a record out of reach answers as before whatever the caller's workspace (`Unauthorized` when
 * the caller may see it, as a missing record when not).
 */
export async function lifecycleDenial(
  principal: Principal,
  model: ModelDef,
  op: Exclude<Operation, 'read'>,
  fields: readonly string[],
): Promise<AppError | null> {
  if (principal.isAdmin || principal.kind !== 'user') return null;
  const w = await principal.workspace();
  if (!w.tenantId || (w.status === 'ACTIVE' && !w.pendingApproval)) return null;
  const allowed = model.whileNotActive;
  // A pending member writes their own records only (the fields an owner may edit while the workspace waits are
  // not theirs to edit).
  if (w.status === 'ACTIVE')
    return allowed === 'personal' ? null : Errors.workspaceInactive(MEMBERSHIP_MESSAGES.memberPending);
  if (w.status !== 'DEACTIVATED') {
    if (allowed === 'personal') return null;
    if (allowed && op === 'update' && fields.every((f) => allowed.includes(f))) return null;
  }
  return inactive(w);
}

/** The caller's plan includes `feature`; the message names the plan that unlocks it. */
export async function requireEntitlement(principal: Principal, feature: Feature, field: string, typeName = 'Mutation') {
  const w = await requireWorkspace(principal, field, typeName);
  if (!w.entitlements.features.includes(feature)) throw Errors.planRequired(WORKSPACE_MESSAGES.featureLocked(feature));
  return w;
}

/** One more of `limit` fits the plan (`current` is how many the workspace has now). */
export function requireWithinLimit(w: WorkspaceContext, limit: Limit, current: number): void {
  const allowed = w.entitlements[limit];
  if (allowed !== null && current >= allowed)
    throw Errors.planLimitReached(WORKSPACE_MESSAGES.limitReached(limit, allowed));
}
