// getMyWorkspace: what the web needs to explain a locked page or a waiting workspace: the caller's role, the
// workspace's state (and why it was rejected), its plan and what the plan allows, exactly as the guard sees it.
import { z } from 'zod';
import { requireAudience } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';

export const getMyWorkspace = defineFunction({
  name: 'getMyWorkspace',
  type: 'Query',
  input: z.object({}),
  async run({ principal, db }) {
    requireAudience(principal, 'signedIn', 'getMyWorkspace', 'Query');
    const w = await principal.workspace();
    let rejectionReason: string | null = null;
    if (w.tenantId && w.status === 'REJECTED') {
      const [row] = await db.query<{ rejection_reason: string | null }>(
        'select rejection_reason from app.tenants where id = $1',
        [w.tenantId],
      );
      rejectionReason = row?.rejection_reason ?? null;
    }
    return {
      tenantId: w.tenantId,
      role: w.role,
      status: w.status,
      tier: w.tier,
      rejectionReason,
      entitlements: w.entitlements,
    };
  },
});
