// What the membership functions share (docs/architecture.md, "Workspaces, roles and plans"): the caller's checks,
// a member and an invitation as the API shows them, joining and leaving a workspace (the last-owner rule, the
// pending transfer cancelled with its recipient, an emptied workspace deactivated until it is purged), the
// invitation tokens and the people to tell. Plain SQL over the caller's transaction (`q`), so the sign-up trigger
// runs the same joins as the domain functions.
import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type InvitationStatus,
  MEMBERSHIP_MESSAGES,
  type MemberStatus,
  type MyWorkspace,
  type OwnershipTransfer,
  SITE,
  WORKSPACE_RETENTION_DAYS,
  type WorkspaceRole,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { insertAudit } from '../audit/write-audit.ts';
import { requireActiveWorkspace, requireRole, requireWorkspace } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import { loadWorkspace, type WorkspaceContext } from '../auth/workspace.ts';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { type NotifyContext, type NotifyInput, notify } from '../notifications/notify.ts';
import { announceMembershipChange, announceWorkspaceChange } from './workspace-state.ts';

export const DAY_MS = 86_400_000;
export const COMPANIES_LINK = '/dashboard/companies';

// ---- Checks ----------------------------------------------------------------------------------------------------

/** An owner or admin of an ACTIVE workspace, whose own membership is not pending: who manages members. */
export async function requireManager(
  principal: Principal,
  field: string,
  roles: readonly WorkspaceRole[] = ['owner', 'admin'],
) {
  await requireRole(principal, roles, field, 'Mutation');
  return requireActiveWorkspace(principal, field, 'Mutation');
}

/** An owner or admin who reads the workspace's members' business (invitations, the join link). */
export async function requireManagerToRead(principal: Principal, field: string) {
  const w = await requireRole(principal, ['owner', 'admin'], field, 'Query');
  if (w.pendingApproval) throw Errors.unauthorized(field, 'Query');
  return w;
}

/** A member of the workspace whose membership is not pending (they see who else is in it). */
export async function requireMember(principal: Principal, field: string, typeName = 'Query') {
  const w = await requireWorkspace(principal, field, typeName);
  if (w.pendingApproval) throw Errors.workspaceInactive(MEMBERSHIP_MESSAGES.memberPending);
  return w;
}

// ---- Paging ----------------------------------------------------------------------------------------------------

export const ZLimit = z
  .number()
  .int()
  .min(1, 'expected a positive integer')
  .max(QUERY_LIMITS.maxPage, `at most ${QUERY_LIMITS.maxPage}`)
  .nullish();
export const ZNextToken = z.string().max(2_048, 'Invalid nextToken: it is not a token this query issued.').nullish();

/** `like` pattern matching `text` anywhere, with its wildcards escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- Tokens ----------------------------------------------------------------------------------------------------

/** A new link token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
/** What is stored of an invitation's token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

// ---- Records as the API shows them ----------------------------------------------------------------------------

export interface WorkspaceMember {
  userId: string;
  name: string | null;
  email: string | null;
  role: WorkspaceRole;
  status: MemberStatus;
  isPrimaryOwner: boolean;
  joinedAt: string;
  teamCount: number;
}

interface MemberRow {
  user_id: string;
  name: string | null;
  email: string | null;
  role: WorkspaceRole;
  pending: boolean;
  is_primary: boolean;
  joined_at: Date | string;
  team_count: number;
}

/** The select of a member: the profile in the workspace, its membership row (role) and its teams there. */
export const MEMBER_SELECT = `
  select p.id as user_id, p.name, p.email,
         case when t.owner = p.id then 'owner' else coalesce(m.role, 'member') end as role,
         (p.pending_approval and t.owner <> p.id and coalesce(m.role, 'member') <> 'owner') as pending,
         t.owner = p.id as is_primary, coalesce(m.created_at, p.created_at) as joined_at,
         (select count(*) from app.team_members tm join app.teams tt on tt.id = tm.team_id
           where tm.user_id = p.id and tt.tenant_id = p.tenant_id)::int as team_count
    from app.user_profiles p
    join app.tenants t on t.id = p.tenant_id
    left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id`;

export const memberOf = (r: MemberRow): WorkspaceMember => ({
  userId: r.user_id,
  name: r.name,
  email: r.email,
  role: r.role,
  status: r.pending ? 'PENDING' : 'ACTIVE',
  isPrimaryOwner: r.is_primary,
  joinedAt: new Date(r.joined_at).toISOString(),
  teamCount: r.team_count,
});

export async function loadMember(q: RawQuery, tenantId: string, userId: string): Promise<WorkspaceMember | null> {
  const [row] = await q<MemberRow>(`${MEMBER_SELECT} where p.tenant_id = $1 and p.id = $2`, [tenantId, userId]);
  return row ? memberOf(row) : null;
}

/** A member of the caller's workspace named in the input; anyone else answers as a stranger. */
export async function requireTarget(q: RawQuery, tenantId: string, userId: string): Promise<WorkspaceMember> {
  const member = await loadMember(q, tenantId, userId);
  if (!member) throw Errors.validation('input.userId: not a member of this workspace');
  return member;
}

export interface Invitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  teamIds: string[];
  status: InvitationStatus;
  invitedBy: string | null;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface InvitationRow {
  id: string;
  tenant_id: string;
  email: string;
  role: WorkspaceRole;
  team_ids: string[];
  status: InvitationStatus;
  invited_by: string | null;
  invited_by_name: string | null;
  workspace: string;
  created_at: Date | string;
  expires_at: Date | string;
}

export const INVITATION_SELECT = `
  select i.id, i.tenant_id, i.email, i.role, i.team_ids, i.status, i.invited_by, ip.name as invited_by_name,
         t.workspace, i.created_at, i.expires_at
    from app.invitations i
    join app.tenants t on t.id = i.tenant_id
    left join app.user_profiles ip on ip.id = i.invited_by`;

/** EXPIRED is a pending invitation past its time. */
export const statusOf = (r: Pick<InvitationRow, 'status' | 'expires_at'>, now: Date): InvitationStatus =>
  r.status === 'PENDING' && new Date(r.expires_at).getTime() <= now.getTime() ? 'EXPIRED' : r.status;

export const invitationOf = (r: InvitationRow, now: Date): Invitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  teamIds: r.team_ids ?? [],
  status: statusOf(r, now),
  invitedBy: r.invited_by,
  invitedByName: r.invited_by_name,
  createdAt: new Date(r.created_at).toISOString(),
  expiresAt: new Date(r.expires_at).toISOString(),
});

export const previewOf = (r: InvitationRow, now: Date) => ({
  workspace: r.workspace,
  invitedByName: r.invited_by_name,
  email: r.email,
  role: r.role,
  status: statusOf(r, now),
  expiresAt: new Date(r.expires_at).toISOString(),
});

/** The refusal for an invitation that cannot be answered any more, or null while it can. */
export function invitationRefusal(r: Pick<InvitationRow, 'status' | 'expires_at'>, now: Date) {
  const status = statusOf(r, now);
  if (status === 'PENDING') return null;
  const message = {
    ACCEPTED: INVITATION_MESSAGES.used,
    EXPIRED: INVITATION_MESSAGES.expired,
    REVOKED: INVITATION_MESSAGES.revoked,
    DECLINED: INVITATION_MESSAGES.declined,
  }[status];
  return Errors.invitationInvalid(message);
}

// ---- The caller's workspace, as getMyWorkspace answers ---------------------------------------------------------

/** The ownership transfer under way in `tenantId`, when `userId` sent it or must confirm it. */
export async function pendingTransferOf(
  q: RawQuery,
  tenantId: string,
  userId: string,
): Promise<OwnershipTransfer | null> {
  const [row] = await q<{
    owner: string;
    transfer_to: string;
    transfer_stay_owner: boolean;
    transfer_requested_at: Date | string;
    from_name: string | null;
    to_name: string | null;
  }>(
    `select t.owner, t.transfer_to, t.transfer_stay_owner, t.transfer_requested_at, f.name as from_name,
            r.name as to_name
       from app.tenants t
       left join app.user_profiles f on f.id = t.owner
       left join app.user_profiles r on r.id = t.transfer_to
      where t.id = $1 and t.transfer_to is not null`,
    [tenantId],
  );
  if (!row || (row.owner !== userId && row.transfer_to !== userId)) return null;
  return {
    fromUserId: row.owner,
    fromName: row.from_name,
    toUserId: row.transfer_to,
    toName: row.to_name,
    stayOwner: row.transfer_stay_owner,
    requestedAt: new Date(row.transfer_requested_at).toISOString(),
  };
}

export async function myWorkspaceFrom(q: RawQuery, userId: string, w: WorkspaceContext): Promise<MyWorkspace> {
  return {
    tenantId: w.tenantId,
    role: w.role,
    status: w.status,
    tier: w.tier,
    rejectionReason: w.status === 'REJECTED' ? w.rejectionReason : null,
    entitlements: w.entitlements,
    workspace: w.workspace,
    isPrimaryOwner: w.isPrimaryOwner,
    pendingApproval: w.pendingApproval,
    deletedAt: w.deletedAt,
    purgeAfter: w.purgeAfter,
    pendingTransfer: w.tenantId ? await pendingTransferOf(q, w.tenantId, userId) : null,
  };
}

/** The caller's workspace as it stands in this transaction (after a change the cache has not heard of yet). */
export async function myWorkspace(q: RawQuery, userId: string): Promise<MyWorkspace> {
  return myWorkspaceFrom(q, userId, await loadWorkspace(q, userId));
}

// ---- Joining and leaving ---------------------------------------------------------------------------------------

/** Who to tell of a membership event: the workspace's owners and admins (not pending). */
export async function managersOf(q: RawQuery, tenantId: string, except?: string): Promise<string[]> {
  const rows = await q<{ id: string }>(
    `select p.id from app.user_profiles p
       join app.tenants t on t.id = p.tenant_id
       left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id
      where p.tenant_id = $1 and (t.owner = p.id or m.role in ('owner', 'admin')) and p.id <> $2`,
    [tenantId, except ?? ''],
  );
  return rows.map((r) => r.id);
}

/** Everyone in the workspace, pending members too. */
export async function membersOf(q: RawQuery, tenantId: string): Promise<string[]> {
  const rows = await q<{ id: string }>('select id from app.user_profiles where tenant_id = $1', [tenantId]);
  return rows.map((r) => r.id);
}

/** How many owners the workspace has besides `userId` (the primary owner always counts as one). */
export async function otherOwners(q: RawQuery, tenantId: string, userId: string): Promise<number> {
  const [row] = await q<{ n: number }>(
    `select count(*)::int as n from app.user_profiles p
       join app.tenants t on t.id = p.tenant_id
       left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id
      where p.tenant_id = $1 and p.id <> $2 and (t.owner = p.id or m.role = 'owner')`,
    [tenantId, userId],
  );
  return row?.n ?? 0;
}

/** `userId` is the workspace's only owner and is not alone in it: they may not go (nor stop being an owner). */
export async function isLastOwnerWithOthers(q: RawQuery, tenantId: string, userId: string): Promise<boolean> {
  const current = await loadMember(q, tenantId, userId);
  return (
    current?.role === 'owner' && (await otherOwners(q, tenantId, userId)) === 0 && (await memberCount(q, tenantId)) > 1
  );
}

export async function memberCount(q: RawQuery, tenantId: string): Promise<number> {
  const [row] = await q<{ n: number }>('select count(*)::int as n from app.user_profiles where tenant_id = $1', [
    tenantId,
  ]);
  return row?.n ?? 0;
}

/** Seats taken: members (pending ones too) and pending invitations that have not expired. */
export async function seatsTaken(q: RawQuery, tenantId: string, now: Date): Promise<number> {
  const [row] = await q<{ n: number }>(
    `select (select count(*) from app.user_profiles where tenant_id = $1)::int
          + (select count(*) from app.invitations where tenant_id = $1 and status = 'PENDING' and expires_at > $2)::int
            as n`,
    [tenantId, now],
  );
  return row?.n ?? 0;
}

/** What the sign-up trigger and the domain functions need to change memberships. */
export interface MembershipCtx extends NotifyContext {
  /** The caller's user id, for the audit rows this module writes itself. */
  actor: string;
  /** After the commit, every data process forgets what it cached of these. */
  announce(change: { userId?: string; tenantId?: string }): void;
}

export function membershipCtx(ctx: DomainContext): MembershipCtx {
  return {
    deps: ctx.deps,
    db: ctx.db,
    publish: ctx.publish,
    actor: ctx.principal.userId ?? 'service',
    announce: (change) =>
      change.tenantId ? announceWorkspaceChange(ctx, change.tenantId) : announceMembershipChange(ctx, change),
  };
}

export const personOf = async (q: RawQuery, userId: string) => {
  const [row] = await q<{ name: string | null; email: string | null }>(
    'select name, email from app.user_profiles where id = $1',
    [userId],
  );
  return { name: row?.name ?? null, email: row?.email ?? null, label: row?.name || row?.email || 'Someone' };
};

/** Tells each of `recipients` (e-mail by their preferences). */
export async function tell(ctx: NotifyContext, recipients: readonly string[], input: Omit<NotifyInput, 'recipient'>) {
  for (const recipient of recipients) await notify(ctx, { ...input, recipient });
}

/**
 * Takes `userId` out of their workspace: the membership, its teams' memberships, the profile's link; a transfer
 * to or from them is cancelled (its sender told), the primary ownership passes to another owner when they held
 * it, and a workspace left with nobody is deactivated and kept for WORKSPACE_RETENTION_DAYS. The last-owner rule
 * is the caller's to check first.
 */
export async function detachMember(ctx: MembershipCtx, tenantId: string, userId: string): Promise<void> {
  const q = ctx.db.query;
  const now = ctx.deps.now();
  await q('delete from app.workspace_members where tenant_id = $1 and user_id = $2', [tenantId, userId]);
  await q(
    'delete from app.team_members where user_id = $2 and team_id in (select id from app.teams where tenant_id = $1)',
    [tenantId, userId],
  );
  await q(
    `update app.user_profiles set tenant_id = null, is_owner = false, pending_approval = false, updated_at = $3
      where id = $2 and tenant_id = $1`,
    [tenantId, userId, now],
  );
  const [t] = await q<{ owner: string; transfer_to: string | null; workspace: string; status: string }>(
    'select owner, transfer_to, workspace, status from app.tenants where id = $1 for update',
    [tenantId],
  );
  if (!t) return;
  if (t.transfer_to && (t.transfer_to === userId || t.owner === userId)) {
    await clearTransfer(q, tenantId, now);
    if (t.transfer_to === userId && t.owner !== userId) {
      const who = await personOf(q, userId);
      await notify(ctx, {
        recipient: t.owner,
        type: 'SECURITY',
        kind: 'workspace.transferCancelled',
        title: 'Ownership transfer cancelled',
        body: `${who.label} is no longer a member of "${t.workspace}", so the ownership transfer to them was cancelled.`,
        link: COMPANIES_LINK,
      });
    }
  }
  const left = await memberCount(q, tenantId);
  if (left === 0) {
    await markDeleted(q, tenantId, now);
    await insertAudit(q, {
      actor: ctx.actor,
      tenantId,
      action: 'workspaceEmptied',
      target: `Tenant:${tenantId}`,
      details: { workspace: t.workspace, status: t.status },
      at: now,
    });
  } else if (t.owner === userId) {
    // The primary owner left: the longest-standing other owner holds it now.
    const [next] = await q<{ user_id: string }>(
      `select m.user_id from app.workspace_members m join app.user_profiles p on p.id = m.user_id and p.tenant_id = m.tenant_id
        where m.tenant_id = $1 and m.role = 'owner' order by m.created_at, m.user_id limit 1`,
      [tenantId],
    );
    if (next)
      await q('update app.tenants set owner = $2, updated_at = $3 where id = $1', [tenantId, next.user_id, now]);
  }
  ctx.announce({ userId });
  ctx.announce({ tenantId });
}

export async function clearTransfer(q: RawQuery, tenantId: string, now: Date) {
  await q(
    `update app.tenants set transfer_to = null, transfer_stay_owner = true, transfer_requested_at = null, updated_at = $2
      where id = $1`,
    [tenantId, now],
  );
}

/** Deleted (or emptied): DEACTIVATED, its join link off, kept until purge_after. */
export async function markDeleted(q: RawQuery, tenantId: string, now: Date) {
  await q(
    `update app.tenants set status = 'DEACTIVATED', active = false, deleted_at = $2, purge_after = $3,
            join_link_enabled = false, transfer_to = null, transfer_requested_at = null, updated_at = $2
      where id = $1`,
    [tenantId, now, new Date(now.getTime() + WORKSPACE_RETENTION_DAYS * DAY_MS)],
  );
  await q(
    `update app.invitations set status = 'REVOKED', responded_at = $2, updated_at = $2
      where tenant_id = $1 and status = 'PENDING'`,
    [tenantId, now],
  );
}

/**
 * Locks the workspace `userId` is in and the one they move to, in one order (by id), before a move locks either:
 * two people moving at once between the same two workspaces, in opposite directions, then wait for each other
 * instead of deadlocking (which PostgreSQL ends by failing one of them).
 */
export async function lockMoveTenants(q: RawQuery, userId: string, targetTenantId: string): Promise<void> {
  const [profile] = await q<{ tenant_id: string | null }>('select tenant_id from app.user_profiles where id = $1', [
    userId,
  ]);
  const ids = [...new Set([targetTenantId, profile?.tenant_id].filter((id): id is string => Boolean(id)))];
  await q('select id from app.tenants where id = any($1::text[]) order by id for update', [ids]);
}

/**
 * Moves `userId` into `tenantId` (an invitation accepted, a join link used): out of their current workspace
 * first, refused while they are its last owner and others remain; in as `role`, into the workspace's teams of
 * `teamIds`, pending approval for a join link.
 */
export async function moveInto(
  ctx: MembershipCtx,
  userId: string,
  target: { tenantId: string; role: WorkspaceRole; teamIds?: readonly string[]; pending: boolean },
): Promise<void> {
  const q = ctx.db.query;
  const now = ctx.deps.now();
  const [profile] = await q<{ tenant_id: string | null }>(
    'select tenant_id from app.user_profiles where id = $1 for update',
    [userId],
  );
  if (!profile) throw Errors.unauthorized('moveInto', 'Mutation');
  const from = profile.tenant_id;
  if (from === target.tenantId) throw Errors.validation('You are already a member of this workspace.');
  if (from) {
    // Locked before the last-owner check: two owners moving out (or leaving) at once must not both pass it.
    const [old] = await q<{ deleted_at: Date | null }>('select deleted_at from app.tenants where id = $1 for update', [
      from,
    ]);
    if (!old?.deleted_at && (await isLastOwnerWithOthers(q, from, userId)))
      throw Errors.moveRefused(MEMBERSHIP_MESSAGES.lastOwnerMove);
    await detachMember(ctx, from, userId);
  }
  await q('delete from app.workspace_members where user_id = $1', [userId]);
  await q(
    `insert into app.workspace_members (tenant_id, user_id, role, created_at, updated_at) values ($1, $2, $3, $4, $4)`,
    [target.tenantId, userId, target.role, now],
  );
  await q(
    `update app.user_profiles set tenant_id = $2, is_owner = $3, pending_approval = $4, updated_at = $5 where id = $1`,
    [userId, target.tenantId, target.role === 'owner', target.pending, now],
  );
  if (target.teamIds?.length)
    await q(
      `insert into app.team_members (team_id, user_id, role, created_at)
       select id, $2, 'member', $4 from app.teams where tenant_id = $1 and id = any($3::text[])
       on conflict do nothing`,
      [target.tenantId, userId, [...target.teamIds], now],
    );
  ctx.announce({ userId });
}

// ---- Invitation mail -------------------------------------------------------------------------------------------

/** The invitation e-mail to an address (transactional: sent whatever anyone's preferences). */
export async function sendInvitationMail(
  ctx: NotifyContext,
  invite: { email: string; token: string; workspace: string; inviterName: string | null; role: string },
) {
  const link = `${ctx.deps.config.publicUrl}/invitations/${invite.token}`;
  const who = invite.inviterName || 'A colleague';
  await ctx.deps.mailer.send(
    {
      to: invite.email,
      subject: `${who} invited you to ${invite.workspace} – ${SITE.name}`.slice(0, 200),
      text: [
        'Hello,',
        `${who} invited you to join "${invite.workspace}" on ${SITE.name} as ${invite.role === 'member' ? 'a member' : `an ${invite.role}`}.`,
        `Accept the invitation: ${link}`,
        `The link works once, for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this message.`,
        `– ${SITE.name}`,
      ].join('\n\n'),
    },
    { query: ctx.db.query },
  );
}
