// A workspace's lifecycle state as the workspace functions read and return it, and the announcements that make
// every data process forget the cached workspace contexts and membership sets of its members.
import type { PricingTier, WorkspaceStatus } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { WORKSPACE_CHANGES_TOPIC, type WorkspaceChange } from '../auth/workspace.ts';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';

export interface WorkspaceState {
  tenantId: string;
  status: WorkspaceStatus;
  tier: PricingTier;
  rejectionReason: string | null;
  email: string | null;
  workspace: string;
  /** The primary owner's user id. */
  owner: string;
}

export async function lockWorkspace(q: RawQuery, tenantId: string): Promise<WorkspaceState> {
  const [row] = await q<{
    id: string;
    status: WorkspaceStatus;
    tier: PricingTier;
    rejection_reason: string | null;
    email: string | null;
    workspace: string;
    owner: string;
  }>('select id, status, tier, rejection_reason, email, workspace, owner from app.tenants where id = $1 for update', [
    tenantId,
  ]);
  if (!row) throw Errors.notFound('No workspace with this id.');
  return {
    tenantId: row.id,
    status: row.status,
    tier: row.tier,
    rejectionReason: row.rejection_reason,
    email: row.email,
    workspace: row.workspace,
    owner: row.owner,
  };
}

/** After the change commits, every data process forgets the workspace's cached contexts. */
export function announceWorkspaceChange(ctx: DomainContext, tenantId: string): void {
  announceMembershipChange(ctx, { tenantId });
}

/**
 * After a membership change commits (a workspace role, a team's members, any table a membership rule reads),
 * every data process forgets what it cached of the user (`userId`) or of a whole workspace (`tenantId`, e.g. a
 * team deleted with its members), so the next check, a subscription event's included, sees the change.
 */
export function announceMembershipChange(ctx: DomainContext, change: WorkspaceChange): void {
  ctx.afterCommit(() => ctx.deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { ...change }));
}

export const shown = (w: WorkspaceState) => ({
  tenantId: w.tenantId,
  status: w.status,
  tier: w.tier,
  rejectionReason: w.rejectionReason,
});
