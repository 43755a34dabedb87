'use client';
// The back-office's workspaces (platform admins): adminListWorkspaces (a back-office list: state and plan filters,
// search by workspace or owner, sorts, pages), reviewWorkspace (approve, reject with a reason, deactivate with the
// admin's password, reactivate), restoreWorkspace (a deleted one, within its retention) and setWorkspacePlan (the
// plan a workspace is on, until subscriptions set it).
import type { Entitlements, PricingTier, WorkspaceStatus } from '@innov/contracts';
import type { CompanyInformation } from '@innov/contracts/generated/models';
import { defineFunction } from '../../data/lib/model.ts';
import { defineAdminListQuery } from './admin-list.ts';

export interface AdminWorkspace {
  tenantId: string;
  workspace: string;
  email: string | null;
  status: WorkspaceStatus;
  tier: PricingTier;
  /** Its tier's, or a Bespoke workspace's grant (null: unlimited). */
  entitlements: Entitlements;
  rejectionReason: string | null;
  companyInformation: CompanyInformation | null;
  ownerId: string;
  ownerName: string | null;
  ownerEmail: string | null;
  memberCount: number;
  createdAt: string;
  deletedAt: string | null;
  purgeAfter: string | null;
}

export type TWorkspaceDecision = 'APPROVE' | 'REJECT' | 'DEACTIVATE' | 'REACTIVATE';

/** The admin list has no tag of its own: Tenant stands for the workspace records it shows. */
const TAGS = ['Tenant'];

export const AdminWorkspaces = defineAdminListQuery<AdminWorkspace>(
  'adminListWorkspaces',
  'tenantId workspace email status tier entitlements { features seats storageGb teams activeCampaigns } ' +
    'rejectionReason ' +
    'companyInformation { name industry city address postalCode country size website } ' +
    'ownerId ownerName ownerEmail memberCount createdAt deletedAt purgeAfter',
  TAGS,
);

export const ReviewWorkspace = defineFunction<{ tenantId: string; status: WorkspaceStatus }>(
  { name: 'reviewWorkspace', kind: 'mutation', args: { input: 'ReviewWorkspaceInput!' }, selection: 'tenantId status' },
  'userPool',
  { invalidates: TAGS },
);

export const RestoreWorkspace = defineFunction<{ tenantId: string; status: WorkspaceStatus }>(
  {
    name: 'restoreWorkspace',
    kind: 'mutation',
    args: { input: 'RestoreWorkspaceInput!' },
    selection: 'tenantId status',
  },
  'userPool',
  { invalidates: TAGS },
);

export const SetWorkspacePlan = defineFunction<{ tenantId: string; tier: PricingTier }>(
  { name: 'setWorkspacePlan', kind: 'mutation', args: { input: 'SetWorkspacePlanInput!' }, selection: 'tenantId tier' },
  'userPool',
  { invalidates: TAGS },
);
