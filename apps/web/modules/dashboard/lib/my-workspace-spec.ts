// getMyWorkspace's call, free of React, so the server can fetch it while it renders the dashboard
// (app/dashboard/layout.tsx) and the browser's data layer can ask the same (my-workspace.ts). Its answer's shape
// is contracts' MyWorkspace.
import { PLAN_LIMITS } from '@innov/contracts';
import type { FunctionSpec } from '../../data/lib/requests.ts';

export type { MyWorkspace } from '@innov/contracts';

/** Tag of getMyWorkspace's answer: invalidated when the caller's role or membership may have changed. */
export const MY_WORKSPACE_TAG = 'MyWorkspace' as const;

export const MY_WORKSPACE_SPEC: FunctionSpec = {
  name: 'getMyWorkspace',
  kind: 'query',
  args: {},
  selection:
    `tenantId role status tier rejectionReason entitlements { features ${PLAN_LIMITS.join(' ')} } ` +
    'workspace isPrimaryOwner pendingApproval deletedAt purgeAfter ' +
    'pendingTransfer { fromUserId fromName toUserId toName stayOwner requestedAt }',
};
