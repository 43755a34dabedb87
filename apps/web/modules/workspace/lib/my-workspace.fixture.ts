// For tests: the caller's workspace as getMyWorkspace answers it, an active Campaign workspace of a member unless
// `over` says otherwise.
import { type MyWorkspace, TIER_ENTITLEMENTS } from '@innov/contracts';

export function myWorkspace(over: Partial<MyWorkspace> = {}): MyWorkspace {
  return {
    tenantId: 't1',
    role: 'member',
    status: 'ACTIVE',
    tier: 'CAMPAIGN',
    rejectionReason: null,
    entitlements: TIER_ENTITLEMENTS.CAMPAIGN,
    workspace: 'Acme',
    isPrimaryOwner: false,
    pendingApproval: false,
    deletedAt: null,
    purgeAfter: null,
    pendingTransfer: null,
    ...over,
  };
}
