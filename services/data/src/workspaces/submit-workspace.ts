// submitWorkspace: the owner of a rejected workspace, having edited its details, asks for approval again.
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceWorkspaceChange, lockWorkspace, shown } from './workspace-state.ts';

export const submitWorkspace = defineFunction({
  name: 'submitWorkspace',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ tenantId: z.string().min(1).max(128) }) }),
  // Each submission puts the workspace back in the platform admins' queue: a few a minute is plenty.
  writeLimit: { perMinute: 5 },
  audit: (w: ReturnType<typeof shown>) => ({ target: `Tenant:${w.tenantId}`, tenantId: w.tenantId }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const mine = await requireRole(principal, ['owner'], 'submitWorkspace');
    if (mine.tenantId !== input.tenantId) throw Errors.unauthorized('submitWorkspace', 'Mutation');
    const w = await lockWorkspace(db.query, input.tenantId);
    if (w.status !== 'REJECTED')
      throw Errors.validation(`input.tenantId: only a rejected workspace is submitted again (this one is ${w.status})`);
    await db.query(
      "update app.tenants set status = 'PENDING', rejection_reason = null, updated_at = $2 where id = $1",
      [w.tenantId, deps.now()],
    );
    announceWorkspaceChange(ctx, w.tenantId);
    return shown({ ...w, status: 'PENDING', rejectionReason: null });
  },
});
