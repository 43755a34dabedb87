// What every teams function shares (docs/architecture.md, "Workspaces, roles and plans"): the guard's order for
// reads and writes, who manages a team (the workspace's owners and admins, the team's leads), the team as the
// caller's workspace holds it, the active members a team may take, the page token, and the audit details a
// function notes for its row.
import { MEMBERSHIP_MESSAGES, type TeamRole } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { requireActiveWorkspace, requireEntitlement } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import type { WorkspaceContext } from '../auth/workspace.ts';
import type { AuditEntry } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';

export type TeamsWorkspace = WorkspaceContext & { tenantId: string };

/**
 * Reads: a member of a workspace whose plan has teams; a member still waiting for approval sees why, nothing else
 * (the workspace's own state does not matter: pending, rejected and deactivated workspaces read).
 */
export async function requireTeamsReader(principal: Principal, field: string): Promise<TeamsWorkspace> {
  const w = await requireEntitlement(principal, 'teams', field, 'Query');
  if (w.pendingApproval) throw Errors.workspaceInactive(MEMBERSHIP_MESSAGES.memberPending);
  return w as TeamsWorkspace;
}

/** Writes: the same, in an ACTIVE workspace (requireActiveWorkspace also refuses a member waiting for approval). */
export async function requireTeamsWriter(principal: Principal, field: string): Promise<TeamsWorkspace> {
  await requireEntitlement(principal, 'teams', field, 'Mutation');
  return (await requireActiveWorkspace(principal, field, 'Mutation')) as TeamsWorkspace;
}

export const isWorkspaceManager = (w: WorkspaceContext) => w.role === 'owner' || w.role === 'admin';

/** Owners and admins manage every team; a lead manages their own. */
export function requireTeamManager(w: WorkspaceContext, teamId: string, field: string): void {
  if (isWorkspaceManager(w) || w.teamRoles.get(teamId) === 'lead') return;
  throw Errors.unauthorized(field, 'Mutation');
}

export interface TeamRow {
  id: string;
  tenant_id: string;
  name: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A team out of the caller's workspace is as one that does not exist (docs/architecture.md, "Records out of sight"). */
export const noSuchTeam = () => Errors.notFound('No team with this id.');

/** The team, locked for the rest of the transaction, when the workspace holds it. */
export async function lockTeam(q: RawQuery, tenantId: string, teamId: string): Promise<TeamRow> {
  const [team] = await q<TeamRow>(
    'select id, tenant_id, name, description, created_at, updated_at from app.teams where id = $1 and tenant_id = $2 for update',
    [teamId, tenantId],
  );
  if (!team) throw noSuchTeam();
  return team;
}

/** Team names are unique in a workspace whatever their case; the caller holds the workspace's row lock. */
export async function requireFreeName(q: RawQuery, tenantId: string, name: string, except?: string): Promise<void> {
  const [taken] = await q<{ id: string }>(
    'select id from app.teams where tenant_id = $1 and lower(name) = lower($2) and id <> $3 limit 1',
    [tenantId, name, except ?? ''],
  );
  if (taken) throw Errors.validation('input.name: a team with this name already exists in the workspace');
}

/** Serialises the workspace's team names and count (createTeam, a rename) without a lock on anything else. */
export async function lockWorkspaceTeams(q: RawQuery, tenantId: string): Promise<void> {
  await q('select id from app.tenants where id = $1 for update', [tenantId]);
}

export interface MemberInfo {
  user_id: string;
  name: string | null;
  email: string | null;
  workspace_role: string;
}

/**
 * Which of `userIds` are ACTIVE members of the workspace (a membership row, the profile in the workspace, not
 * waiting for approval), with their names for the answer, the audit row and the notifications.
 */
export async function activeMembers(q: RawQuery, tenantId: string, userIds: readonly string[]): Promise<MemberInfo[]> {
  if (userIds.length === 0) return [];
  return q<MemberInfo>(
    `select m.user_id, p.name, p.email, m.role as workspace_role
       from app.workspace_members m join app.user_profiles p on p.id = m.user_id
      where m.tenant_id = $1 and p.tenant_id = $1 and m.user_id = any($2::text[])
        and not (p.pending_approval and m.role <> 'owner')`,
    [tenantId, [...userIds]],
  );
}

export interface TeamMemberRow {
  user_id: string;
  name: string | null;
  email: string | null;
  role: TeamRole;
  workspace_role: string | null;
  created_at: Date;
}

/** One member of the team with their names and workspace role; undefined when the user is not in it. */
export async function teamMember(q: RawQuery, team: TeamRow, userId: string): Promise<TeamMemberRow | undefined> {
  const [row] = await q<TeamMemberRow>(
    `select tm.user_id, p.name, p.email, tm.role, m.role as workspace_role, tm.created_at
       from app.team_members tm
       left join app.user_profiles p on p.id = tm.user_id
       left join app.workspace_members m on m.tenant_id = $3 and m.user_id = tm.user_id
      where tm.team_id = $1 and tm.user_id = $2`,
    [team.id, userId, team.tenant_id],
  );
  return row;
}

export const shownMember = (r: TeamMemberRow) => ({
  userId: r.user_id,
  name: r.name,
  email: r.email,
  role: r.role,
  workspaceRole: r.workspace_role,
  addedAt: r.created_at,
});

export const ZId = z.string().trim().min(1, 'expected an id').max(128, 'at most 128 characters');
export const ZLimit = z
  .number()
  .int()
  .min(1, 'expected a positive integer')
  .max(QUERY_LIMITS.maxPage, `at most ${QUERY_LIMITS.maxPage}`)
  .nullish();
export const ZNextToken = z.string().max(2_048, 'Invalid nextToken: it is not a token this query issued.').nullish();

/** A search term as an ILIKE pattern that matches it literally anywhere. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The audit row's details, noted by `run` against its parsed input (the object `audit` receives too), so a row
// can name what only the transaction knew: the team's and the users' names, the roles before and after.
const notes = new WeakMap<object, AuditEntry>();
export const noteAudit = (input: object, entry: AuditEntry) => notes.set(input, entry);
export const notedAudit = (input: object): AuditEntry => notes.get(input) ?? {};

/** The name a notification or the activity feed shows for a user. */
export const displayName = (m: { name: string | null; email: string | null } | undefined) =>
  m?.name || m?.email || 'Someone';
