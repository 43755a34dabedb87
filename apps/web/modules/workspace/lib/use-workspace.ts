'use client';
// The caller's place in their workspace, as every section of the company page reads it: the workspace now
// (getMyWorkspace), the caller's role, whether they manage it (owners and admins whose membership is approved)
// and whether it is active (writes that need an active workspace are offered only then).
import { MODEL_SPECS, type TenantRecord } from '@innov/contracts/generated/models';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useMyWorkspace } from '../../dashboard/lib/my-workspace.ts';
import { readProfile } from '../../dashboard/lib/workspace.ts';
import { defineModel } from '../../data/lib/model.ts';
import { canManage } from './workspace-format.ts';

/** The workspace record (the seed's Tenant): its name, e-mail and company information. */
export const Tenants = defineModel<TenantRecord>(MODEL_SPECS.Tenant, 'userPool');

export function useWorkspace() {
  const { user } = useAuth();
  const { workspace, status, refetch } = useMyWorkspace(readProfile(user?.profile));
  const role = workspace?.role ?? null;
  const pendingMember = Boolean(workspace?.pendingApproval) && role !== 'owner';
  const hasWorkspace = Boolean(workspace?.tenantId) && !workspace?.deletedAt;
  return {
    user,
    userId: user?.id ?? '',
    workspace,
    status,
    role,
    hasWorkspace,
    pendingMember,
    /** Owners and admins (approved) manage people, invitations and the company information. */
    manage: canManage(role) && !pendingMember,
    /** The workspace is active and the caller's membership approved: workspace writes are open. */
    active: status === 'ACTIVE' && !pendingMember,
    refetch,
  };
}
