// restoreWorkspace: a platform admin brings back a deleted (or emptied) workspace before it is purged, in the
// state it was deleted from; its members are told.
import { SITE, WORKSPACE_STATUSES, type WorkspaceStatus } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { membersOf, tell } from './membership.ts';
import { announceWorkspaceChange, lockWorkspace, shown } from './workspace-state.ts';

export const restoreWorkspace = defineFunction({
  name: 'restoreWorkspace',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({ input: z.object({ tenantId: z.string().min(1).max(128) }) }),
  audit: (out: ReturnType<typeof shown>) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { status: out.status },
  }),
  async run(ctx, { input }) {
    const { db, deps, principal } = ctx;
    const w = await lockWorkspace(db.query, input.tenantId);
    const now = deps.now();
    const [t] = await db.query<{ deleted_at: Date | null; purge_after: Date | null }>(
      'select deleted_at, purge_after from app.tenants where id = $1',
      [w.tenantId],
    );
    if (!t?.deleted_at) throw Errors.validation('input.tenantId: this workspace is not deleted');
    if (t.purge_after && new Date(t.purge_after).getTime() <= now.getTime())
      throw Errors.validation('input.tenantId: this workspace is past its retention and is being purged');
    // The state it was deleted from, as its deletion's audit row kept it.
    const [row] = await db.query<{ status: string | null }>(
      `select details->>'status' as status from app.audit_log
        where target = $1 and action in ('deleteWorkspace', 'workspaceEmptied') order by created_at desc limit 1`,
      [`Tenant:${w.tenantId}`],
    );
    const status: WorkspaceStatus =
      row?.status && (WORKSPACE_STATUSES as readonly string[]).includes(row.status)
        ? (row.status as WorkspaceStatus)
        : 'ACTIVE';
    await db.query(
      `update app.tenants set status = $2, active = $3, deleted_at = null, purge_after = null, updated_at = $4
        where id = $1`,
      [w.tenantId, status, status !== 'DEACTIVATED', now],
    );
    const text = `The workspace "${w.workspace}" has been restored.`;
    await tell(ctx, await membersOf(db.query, w.tenantId), {
      type: 'PRODUCT',
      kind: 'workspace.restored',
      title: `${w.workspace} was restored`,
      body: text,
      link: '/dashboard',
      actor: { sub: principal.sub ?? null },
      transactional: true,
      mail: { subject: `${w.workspace} was restored – ${SITE.name}`, text: `Hello,\n\n${text}` },
    });
    announceWorkspaceChange(ctx, w.tenantId);
    return shown({ ...w, status });
  },
});
