// reviewWorkspace: a platform admin moves a workspace through its lifecycle (docs/architecture.md, "Workspaces,
// roles and plans"): PENDING → ACTIVE (approve) or REJECTED (with a reason the owner reads); ACTIVE →
// DEACTIVATED (members may sign in and read, nothing else) and back. The owner is told through notify(), with
// transactional mail (an approval decision is never held for a digest nor turned off by preferences). Deactivating
// asks for the admin's password again.
import { SITE } from '@innov/contracts';
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { WORKSPACE_DECISIONS, type WorkspaceDecision } from './sdl.ts';
import { announceWorkspaceChange, lockWorkspace, shown, type WorkspaceState } from './workspace-state.ts';

const FROM: Record<WorkspaceDecision, WorkspaceState['status'][]> = {
  APPROVE: ['PENDING'],
  REJECT: ['PENDING'],
  DEACTIVATE: ['ACTIVE'],
  REACTIVATE: ['DEACTIVATED'],
};
const KIND: Record<WorkspaceDecision, string> = {
  APPROVE: 'approved',
  REJECT: 'rejected',
  DEACTIVATE: 'deactivated',
  REACTIVATE: 'reactivated',
};
const TO: Record<WorkspaceDecision, WorkspaceState['status']> = {
  APPROVE: 'ACTIVE',
  REJECT: 'REJECTED',
  DEACTIVATE: 'DEACTIVATED',
  REACTIVATE: 'ACTIVE',
};

export const ZReviewWorkspaceArgs = z.object({
  input: z
    .object({
      tenantId: z.string().min(1).max(128),
      decision: z.enum(WORKSPACE_DECISIONS),
      reason: z.string().trim().max(1_000, 'at most 1000 characters').nullish(),
      /** DEACTIVATE only: the admin's password, asked again (a destructive action). */
      password: z.string().max(256, 'at most 256 characters').nullish(),
    })
    .refine((i) => i.decision !== 'REJECT' || Boolean(i.reason), {
      path: ['reason'],
      message: 'say why the workspace is not approved',
    }),
});

export const reviewWorkspace = defineFunction({
  name: 'reviewWorkspace',
  type: 'Mutation',
  allow: 'admins',
  input: ZReviewWorkspaceArgs,
  audit: (w: ReturnType<typeof shown>, args: z.infer<typeof ZReviewWorkspaceArgs>) => ({
    action: `reviewWorkspace:${args.input.decision}`,
    target: `Tenant:${w.tenantId}`,
    tenantId: w.tenantId,
    details: { status: w.status, ...(args.input.reason ? { reason: args.input.reason } : {}) },
  }),
  // Deactivating takes a workspace away from its members: the admin confirms it is them (outside the transaction:
  // identity's tables).
  async prepare(ctx, { input }) {
    if (input.decision === 'DEACTIVATE') await confirmAdminPassword(ctx, input.password);
  },
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    const w = await lockWorkspace(db.query, input.tenantId);
    if (!FROM[input.decision].includes(w.status))
      throw Errors.validation(`input.decision: a ${w.status} workspace cannot be ${input.decision.toLowerCase()}d`);
    const status = TO[input.decision];
    const reason = input.decision === 'REJECT' ? (input.reason ?? null) : null;
    const now = deps.now();
    await db.query(
      'update app.tenants set status = $2, rejection_reason = $3, active = $4, updated_at = $5 where id = $1',
      [w.tenantId, status, reason, status !== 'DEACTIVATED', now],
    );
    // An approved workspace's owners no longer wait (the profile's pendingApproval of the seed).
    if (status === 'ACTIVE')
      await db.query(
        `update app.user_profiles set pending_approval = false, updated_at = $2
          where id in (select user_id from app.workspace_members where tenant_id = $1 and role = 'owner')`,
        [w.tenantId, now],
      );
    // An approval decision is transactional mail: sent at once whatever the owner's preferences or digest.
    const lines: Record<WorkspaceDecision, string> = {
      APPROVE: `Your workspace "${w.workspace}" has been approved. Everything your plan includes is open to you now.`,
      REJECT: `Your workspace "${w.workspace}" was not approved:\n\n${reason}\n\nEdit its details and submit it again from your dashboard.`,
      DEACTIVATE: `Your workspace "${w.workspace}" has been deactivated. Members can still sign in and read, but not make changes. Reply to this message if you think this is a mistake.`,
      REACTIVATE: `Your workspace "${w.workspace}" is active again.`,
    };
    const title = `Your workspace ${input.decision === 'REJECT' ? 'was not approved' : `is ${status.toLowerCase()}`}`;
    await notify(ctx, {
      recipient: w.owner,
      type: 'PRODUCT',
      kind: `workspace.${KIND[input.decision]}`,
      title,
      body: lines[input.decision],
      link: '/dashboard',
      actor: { sub: ctx.principal.sub ?? null },
      transactional: true,
      fallbackEmail: w.email,
      mail: { subject: `${title} – ${SITE.name}`, text: `Hello,\n\n${lines[input.decision]}` },
    });
    announceWorkspaceChange(ctx, w.tenantId);
    return shown({ ...w, status, rejectionReason: reason });
  },
});
