// adminListWorkspaces: the back-office's list of workspaces (/admin/workspaces): each with its owner's name and
// e-mail, company information, plan, member count and state (a deleted one with its retention); filtered by state
// and plan tier, searched by the workspace's name or e-mail or its owner's name or e-mail; newest first by default
// (the review queue: state PENDING, oldest first). The review actions are reviewWorkspace, restoreWorkspace and
// setWorkspacePlan. Each carries its entitlements (its tier's, or a Bespoke workspace's grant), which the plan
// dialog starts from.
import {
  type Entitlements,
  entitlementsFor,
  PLAN_NAMES,
  type PRICING_TIERS,
  type WORKSPACE_STATUSES,
} from '@innov/contracts';
import { defineAdminList } from '../admin/admin-list.ts';

export interface AdminWorkspace {
  tenantId: string;
  workspace: string;
  email: string | null;
  status: (typeof WORKSPACE_STATUSES)[number];
  tier: (typeof PRICING_TIERS)[number];
  entitlements: Entitlements;
  rejectionReason: string | null;
  companyInformation: Record<string, unknown> | null;
  ownerId: string;
  ownerName: string | null;
  ownerEmail: string | null;
  memberCount: number;
  createdAt: Date;
  deletedAt: Date | null;
  purgeAfter: Date | null;
}

interface WorkspaceRow {
  id: string;
  workspace: string;
  email: string | null;
  status: AdminWorkspace['status'];
  tier: AdminWorkspace['tier'];
  entitlements: Partial<Entitlements> | null;
  rejection_reason: string | null;
  company_information: Record<string, unknown> | null;
  owner: string;
  owner_name: string | null;
  owner_email: string | null;
  members: number;
  created_at: Date;
  deleted_at: Date | null;
  purge_after: Date | null;
}

export const adminListWorkspaces = defineAdminList({
  list: 'workspaces',
  field: 'adminListWorkspaces',
  // Members: the workspace's memberships, pending ones included (as its owners' member list counts them).
  select: `select t.id, t.workspace, t.email, t.status, t.tier, t.entitlements, t.rejection_reason, t.company_information, t.owner,
                  o.name as owner_name, o.email as owner_email,
                  (select count(*)::int from app.workspace_members m where m.tenant_id = t.id) as members,
                  t.created_at, t.deleted_at, t.purge_after
             from app.tenants t left join app.user_profiles o on o.id = t.owner`,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.status) where.push(`t.status = ${p.add(filters.status)}`);
    if (filters.tier) where.push(`t.tier = ${p.add(filters.tier)}`);
    if (search) {
      const s = p.contains(search);
      where.push(`(t.workspace ilike ${s} or t.email ilike ${s} or o.email ilike ${s} or o.name ilike ${s})`);
    }
    return where;
  },
  orderBy: { createdAt: 't.created_at', workspace: 'lower(t.workspace)', memberCount: 'members' },
  tiebreak: 't.id',
  toItem: (r: WorkspaceRow): AdminWorkspace => ({
    tenantId: r.id,
    workspace: r.workspace,
    email: r.email,
    status: r.status,
    tier: r.tier,
    entitlements: entitlementsFor(r.tier, r.entitlements),
    rejectionReason: r.rejection_reason,
    companyInformation: r.company_information,
    ownerId: r.owner,
    ownerName: r.owner_name,
    ownerEmail: r.owner_email,
    memberCount: r.members,
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
    purgeAfter: r.purge_after,
  }),
  csv: [
    { header: 'Workspace', value: (w) => w.workspace },
    { header: 'Workspace e-mail', value: (w) => w.email },
    { header: 'State', value: (w) => (w.deletedAt ? 'DELETED' : w.status) },
    { header: 'Plan', value: (w) => PLAN_NAMES[w.tier] },
    { header: 'Members', value: (w) => w.memberCount },
    { header: 'Owner', value: (w) => w.ownerName },
    { header: 'Owner e-mail', value: (w) => w.ownerEmail },
    { header: 'Company', value: (w) => text(w.companyInformation?.name) },
    { header: 'Country', value: (w) => text(w.companyInformation?.country) },
    { header: 'Created', value: (w) => w.createdAt },
    { header: 'Deleted', value: (w) => w.deletedAt },
    { header: 'Rejection reason', value: (w) => w.rejectionReason },
    { header: 'Workspace id', value: (w) => w.tenantId },
  ],
});

const text = (value: unknown) => (typeof value === 'string' ? value : null);
