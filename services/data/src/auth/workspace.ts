// What the guard knows of a caller's workspace: which one, their role in it, its lifecycle state and its plan's
// entitlements (docs/architecture.md, "Workspaces, roles and plans"). Loaded in one query, once per request,
// and kept for a few seconds across requests; forgotten at once when the workspace or its membership changes
// (every data process hears it through the pubsub) or the user's identity changes.
import {
  type Entitlements,
  entitlementsFor,
  PRICING_TIERS,
  type PricingTier,
  type TeamRole,
  WORKSPACE_ROLES,
  WORKSPACE_STATUSES,
  type WorkspaceRole,
  type WorkspaceStatus,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { IdentityEvent } from '@innov/platform';

export interface WorkspaceContext {
  tenantId: string | null;
  role: WorkspaceRole | null;
  status: WorkspaceStatus | null;
  tier: PricingTier;
  entitlements: Entitlements;
  /** Why a platform admin did not approve it (REJECTED only). */
  rejectionReason: string | null;
  /** Team id → the caller's role in it (empty until the workspace has teams). */
  teamRoles: ReadonlyMap<string, TeamRole>;
}

export const NO_WORKSPACE: WorkspaceContext = {
  tenantId: null,
  role: null,
  status: null,
  tier: 'CONNECT',
  entitlements: entitlementsFor('CONNECT'),
  rejectionReason: null,
  teamRoles: new Map(),
};

/** The pubsub topic a change of workspace, membership or plan is announced on. */
export const WORKSPACE_CHANGES_TOPIC = 'internal:workspace-changes';
export interface WorkspaceChange {
  tenantId?: string | null;
  userId?: string | null;
}

const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T | null): T | null =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fallback;

export async function loadWorkspace(query: RawQuery, userId: string): Promise<WorkspaceContext> {
  const [row] = await query<{
    tenant_id: string | null;
    owner: string | null;
    role: string | null;
    status: string | null;
    tier: string | null;
    entitlements: Partial<Entitlements> | null;
    rejection_reason: string | null;
  }>(
    `select p.tenant_id, t.owner, m.role, t.status, t.tier, t.entitlements, t.rejection_reason
       from app.user_profiles p
       left join app.tenants t on t.id = p.tenant_id
       left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id
      where p.id = $1`,
    [userId],
  );
  if (!row?.tenant_id || row.owner === null) return NO_WORKSPACE;
  const tier = oneOf(PRICING_TIERS, row.tier, 'CONNECT') as PricingTier;
  // The tenant's own owner field is the primary owner, whatever the membership row says.
  const role = row.owner === userId ? 'owner' : oneOf(WORKSPACE_ROLES, row.role, 'member');
  return {
    tenantId: row.tenant_id,
    role,
    status: oneOf(WORKSPACE_STATUSES, row.status, 'PENDING'),
    tier,
    entitlements: entitlementsFor(tier, row.entitlements),
    rejectionReason: row.rejection_reason,
    teamRoles: new Map(),
  };
}

export const WORKSPACE_CACHE_MS = 3_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: Promise<WorkspaceContext>;
  until: number;
  /** Known once the load has settled; an unsettled entry is dropped on any workspace change. */
  tenantId?: string | null;
}

/** Per-user workspace contexts for a few seconds; a change to the workspace or the user evicts at once. */
export class WorkspaceCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (userId: string) => Promise<WorkspaceContext>,
    private readonly clock: () => number = Date.now,
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

  onChange(change: WorkspaceChange): void {
    if (change.userId) this.entries.delete(change.userId);
    if (change.tenantId) {
      for (const [userId, entry] of this.entries) {
        if (entry.tenantId === undefined || entry.tenantId === change.tenantId) this.entries.delete(userId);
      }
    }
  }

  onIdentityEvent(event: IdentityEvent): void {
    this.entries.delete(event.username);
  }
}
