// What the guard knows of a caller's workspace: which one, their role in it and in its teams, its lifecycle state
// and its plan's entitlements (docs/architecture.md, "Workspaces, roles and plans"). Loaded in one query, once
// per request, and kept for a few seconds across requests; forgotten at once when the workspace or its
// membership changes (every data process hears it through the pubsub) or the user's identity changes. The
// membership sets the rules' membership form checks subscription events against are cached beside it, per user
// and membership table, and forgotten with it.
import {
  type Entitlements,
  entitlementsFor,
  PAST_DUE_GRACE_DAYS,
  PRICING_TIERS,
  type PricingTier,
  TEAM_ROLES,
  type TeamRole,
  WORKSPACE_ROLES,
  WORKSPACE_STATUSES,
  type WorkspaceRole,
  type WorkspaceStatus,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { IdentityEvent } from '@innov/platform';
import type { MembershipSource } from '../store/filter.ts';

export interface WorkspaceContext {
  tenantId: string | null;
  role: WorkspaceRole | null;
  status: WorkspaceStatus | null;
  tier: PricingTier;
  entitlements: Entitlements;
  /** Why a platform admin did not approve it (REJECTED only). */
  rejectionReason: string | null;
  /** Team id → the caller's role in it, for the teams of this workspace (app.team_members). */
  teamRoles: ReadonlyMap<string, TeamRole>;
  /** The workspace's name. */
  workspace: string | null;
  /** The caller is `Tenant.owner`, the primary owner. */
  isPrimaryOwner: boolean;
  /**
   * The caller's membership waits for an owner's or admin's approval (joined by a join link): the profile's
   * `pendingApproval` on anyone but an owner (an owner's flag means the workspace itself waits).
   */
  pendingApproval: boolean;
  /** Set when the workspace was deleted (or left empty): DEACTIVATED, kept until `purgeAfter`. ISO strings. */
  deletedAt: string | null;
  purgeAfter: string | null;
}

export const NO_WORKSPACE: WorkspaceContext = {
  tenantId: null,
  role: null,
  status: null,
  tier: 'CONNECT',
  entitlements: entitlementsFor('CONNECT'),
  rejectionReason: null,
  teamRoles: new Map(),
  workspace: null,
  isPrimaryOwner: false,
  pendingApproval: false,
  deletedAt: null,
  purgeAfter: null,
};

/** The pubsub topic a change of workspace, membership or plan is announced on. */
export const WORKSPACE_CHANGES_TOPIC = 'internal:workspace-changes';
export interface WorkspaceChange {
  /** Everyone of this workspace: its state or plan changed, or a team of it went (with its members). */
  tenantId?: string | null;
  /** This user: their workspace, role or memberships (a team's members, any membership rule's table) changed. */
  userId?: string | null;
}

const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T | null): T | null =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback;

/**
 * The plan a workspace's tier grants now: a past-due subscription keeps its tier for PAST_DUE_GRACE_DAYS after its
 * first failed payment (`pastDueSince`), then the workspace has Connect's entitlements until it pays (a Bespoke
 * grant is a platform admin's, never a subscription's).
 */
export function effectiveTier(tier: PricingTier, pastDueSince: Date | string | null, now: Date): PricingTier {
  if (!pastDueSince || tier === 'BESPOKE_USER_PRICING') return tier;
  return now.getTime() >= graceEndsAt(pastDueSince).getTime() ? 'CONNECT' : tier;
}

/** When a past-due workspace's grace ends: PAST_DUE_GRACE_DAYS after its first failed payment. */
export const graceEndsAt = (pastDueSince: Date | string) =>
  new Date(new Date(pastDueSince).getTime() + PAST_DUE_GRACE_DAYS * 86_400_000);

export async function loadWorkspace(
  query: RawQuery,
  userId: string,
  now: Date = new Date(),
): Promise<WorkspaceContext> {
  const [row] = await query<{
    tenant_id: string | null;
    owner: string | null;
    role: string | null;
    status: string | null;
    tier: string | null;
    entitlements: Partial<Entitlements> | null;
    rejection_reason: string | null;
    workspace: string | null;
    pending_approval: boolean;
    deleted_at: Date | string | null;
    purge_after: Date | string | null;
    team_roles: Record<string, string> | null;
    past_due_since: Date | string | null;
  }>(
    // Team roles only in this workspace's teams: a row left over from a workspace the user moved out of grants
    // nothing here.
    `select p.tenant_id, t.owner, m.role, t.status, t.tier, t.entitlements, t.rejection_reason, t.workspace,
            p.pending_approval, t.deleted_at, t.purge_after,
            (select jsonb_object_agg(tm.team_id, tm.role)
               from app.team_members tm join app.teams team on team.id = tm.team_id
              where tm.user_id = p.id and team.tenant_id = p.tenant_id) as team_roles,
            (select s.past_due_since from app.subscriptions s
              where s.tenant_id = p.tenant_id and s.status = 'past_due' and s.past_due_since is not null
              order by s.created_at desc limit 1) as past_due_since
       from app.user_profiles p
       left join app.tenants t on t.id = p.tenant_id
       left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id
      where p.id = $1`,
    [userId],
  );
  if (!row?.tenant_id || row.owner === null) return NO_WORKSPACE;
  const tier = effectiveTier(oneOf(PRICING_TIERS, row.tier, 'CONNECT') as PricingTier, row.past_due_since, now);
  // The tenant's own owner field is the primary owner, whatever the membership row says.
  const role = row.owner === userId ? 'owner' : oneOf(WORKSPACE_ROLES, row.role, 'member');
  return {
    tenantId: row.tenant_id,
    role,
    status: oneOf(WORKSPACE_STATUSES, row.status, 'PENDING'),
    tier,
    entitlements: entitlementsFor(tier, row.entitlements),
    rejectionReason: row.rejection_reason,
    teamRoles: teamRolesOf(row.team_roles),
    workspace: row.workspace,
    isPrimaryOwner: row.owner === userId,
    pendingApproval: row.pending_approval === true && role !== 'owner',
    deletedAt: isoOrNull(row.deleted_at),
    purgeAfter: isoOrNull(row.purge_after),
  };
}

const isoOrNull = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function teamRolesOf(rows: Record<string, string> | null): Map<string, TeamRole> {
  const roles = new Map<string, TeamRole>();
  for (const [teamId, role] of Object.entries(rows ?? {})) {
    const known = oneOf(TEAM_ROLES, role, null);
    if (known) roles.set(teamId, known);
  }
  return roles;
}

export const WORKSPACE_CACHE_MS = 3_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: Promise<WorkspaceContext>;
  until: number;
  /** Known once the load has settled; an unsettled entry is dropped on any workspace change. */
  tenantId?: string | null;
}

export type MembershipLoader = (source: MembershipSource, userId: string) => Promise<ReadonlySet<string>>;

interface SetEntry {
  value: Promise<ReadonlySet<string>>;
  until: number;
}

/**
 * Per-user workspace contexts and membership sets for a few seconds; a change to the workspace, to the user's
 * memberships or to the user evicts at once.
 */
export class WorkspaceCache {
  private readonly entries = new Map<string, Entry>();
  /** User → membership source id → the groups the user belongs to there. */
  private readonly memberSets = new Map<string, Map<string, SetEntry>>();

  constructor(
    private readonly load: (userId: string) => Promise<WorkspaceContext>,
    private readonly clock: () => number = Date.now,
    private readonly loadMembers: MembershipLoader = async () => new Set(),
  ) {}

  get(userId: string): Promise<WorkspaceContext> {
    const now = this.clock();
    const hit = this.entries.get(userId);
    if (hit && hit.until > now) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry: Entry = { value: this.load(userId), until: now + WORKSPACE_CACHE_MS };
    this.entries.set(userId, entry);
    entry.value.then(
      (w) => {
        entry.tenantId = w.tenantId;
      },
      // A failed load is not remembered.
      () => {
        if (this.entries.get(userId) === entry) this.entries.delete(userId);
      },
    );
    return entry.value;
  }

  /** The groups `userId` belongs to in `source` (a membership rule's table). */
  memberOf(userId: string, source: MembershipSource): Promise<ReadonlySet<string>> {
    const now = this.clock();
    let sets = this.memberSets.get(userId);
    const hit = sets?.get(source.id);
    if (hit && hit.until > now) return hit.value;
    if (!sets) {
      if (this.memberSets.size >= MAX_ENTRIES) this.memberSets.clear();
      sets = new Map();
      this.memberSets.set(userId, sets);
    }
    const entry: SetEntry = { value: this.loadMembers(source, userId), until: now + WORKSPACE_CACHE_MS };
    const mine = sets;
    mine.set(source.id, entry);
    // A failed load is not remembered.
    entry.value.catch(() => {
      if (mine.get(source.id) === entry) mine.delete(source.id);
    });
    return entry.value;
  }

  onChange(change: WorkspaceChange): void {
    if (change.userId) {
      this.entries.delete(change.userId);
      this.memberSets.delete(change.userId);
    }
    if (change.tenantId) {
      // Membership sets first, while the contexts still tell whose workspace is whose; a user whose workspace
      // is not known here is forgotten too.
      for (const userId of this.memberSets.keys()) {
        const tenantId = this.entries.get(userId)?.tenantId;
        if (tenantId === undefined || tenantId === change.tenantId) this.memberSets.delete(userId);
      }
      for (const [userId, entry] of this.entries) {
        if (entry.tenantId === undefined || entry.tenantId === change.tenantId) this.entries.delete(userId);
      }
    }
  }

  onIdentityEvent(event: IdentityEvent): void {
    this.entries.delete(event.username);
    this.memberSets.delete(event.username);
  }
}
