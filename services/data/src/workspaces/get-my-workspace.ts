// getMyWorkspace: what the web needs to explain a locked page or a waiting workspace: the caller's role, the
// workspace's state (and why it was rejected), its plan and what the plan allows, exactly as the guard sees it.
import type { MyWorkspace } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';

export const getMyWorkspace = defineFunction({
  name: 'getMyWorkspace',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal }): Promise<MyWorkspace> {
    const w = await principal.workspace();
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
      deletedAt: null,
      purgeAfter: null,
      pendingTransfer: null,
    };
  },
});
