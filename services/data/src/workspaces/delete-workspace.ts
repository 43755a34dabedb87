// deleteWorkspace: an owner deletes the workspace after typing its name exactly. It is deactivated at once (its
// members read, nothing else; the guard says it was deleted), its pending invitations and join link die, the
// members are told, and it is kept WORKSPACE_RETENTION_DAYS, restorable by a platform admin, before the
// workspace-purge job deletes it. Its subscription, if any, stops renewing (it ends with the period paid for).
import { type MyWorkspace, SITE, WORKSPACE_RETENTION_DAYS } from '@innov/contracts';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import { stopRenewalOnDelete } from '../billing/state.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { markDeleted, membersOf, myWorkspace, personOf, tell } from './membership.ts';
import { announceWorkspaceChange, lockWorkspace } from './workspace-state.ts';

export const deleteWorkspace = defineFunction({
  name: 'deleteWorkspace',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ confirmName: z.string().max(200, 'at most 200 characters') }) }),
  audit: (out: MyWorkspace & { previous: string }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { workspace: out.workspace, status: out.previous, purgeAfter: out.purgeAfter },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireRole(principal, ['owner'], 'deleteWorkspace');
    if (w.pendingApproval) throw Errors.unauthorized('deleteWorkspace', 'Mutation');
    const tenantId = w.tenantId as string;
    const userId = principal.userId as string;
    const t = await lockWorkspace(db.query, tenantId);
    if (w.deletedAt) throw Errors.validation('This workspace has been deleted already.');
    if (input.confirmName !== t.workspace)
      throw Errors.validation('input.confirmName: type the workspace name exactly as it is written');
    const now = deps.now();
    await markDeleted(db.query, tenantId, now);
    await stopRenewalOnDelete(ctx, tenantId);
    const me = await personOf(db.query, userId);
    const text = `${me.label} deleted the workspace "${t.workspace}". It is kept for ${WORKSPACE_RETENTION_DAYS} days, then deleted for good. Reply to this message if this was a mistake.`;
    // Everyone but the owner who deleted it.
    const members = (await membersOf(db.query, tenantId)).filter((id) => id !== userId);
    await tell(ctx, members, {
      type: 'PRODUCT',
      kind: 'workspace.deleted',
      title: `${t.workspace} was deleted`,
      body: text,
      link: '/dashboard',
      actor: { sub: principal.sub ?? null, name: me.name },
      transactional: true,
      mail: { subject: `${t.workspace} was deleted – ${SITE.name}`, text: `Hello,\n\n${text}` },
    });
    announceWorkspaceChange(ctx, tenantId);
    return { ...(await myWorkspace(db.query, userId)), previous: t.status };
  },
});
