// approveMember: owners and admins decide on a member who joined by the join link: APPROVE opens the workspace
// to them, DECLINE takes them out of it (answered with null). The member is told either way.
import { z } from 'zod';
import { writeAudit } from '../audit/write-audit.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import {
  detachMember,
  loadMember,
  membershipCtx,
  personOf,
  requireManager,
  requireTarget,
  type WorkspaceMember,
} from './membership.ts';
import { announceMembershipChange } from './workspace-state.ts';

export const MEMBER_DECISIONS = ['APPROVE', 'DECLINE'] as const;

export const ZApproveMemberArgs = z.object({
  input: z.object({ userId: z.string().min(1).max(128), decision: z.enum(MEMBER_DECISIONS) }),
});

export const approveMember = defineFunction({
  name: 'approveMember',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZApproveMemberArgs,
  // Written below: a declined member's answer is null, and the row still names them.
  audit: false,
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'approveMember');
    const tenantId = w.tenantId as string;
    const target = await requireTarget(db.query, tenantId, input.userId);
    if (target.status !== 'PENDING') throw Errors.validation('input.userId: this member is not waiting for approval');
    const actor = await personOf(db.query, principal.userId as string);
    if (input.decision === 'APPROVE') {
      await db.query('update app.user_profiles set pending_approval = false, updated_at = $2 where id = $1', [
        target.userId,
        deps.now(),
      ]);
      announceMembershipChange(ctx, { userId: target.userId });
    } else await detachMember(membershipCtx(ctx), tenantId, target.userId);
    const approved = input.decision === 'APPROVE';
    await notify(ctx, {
      recipient: target.userId,
      type: 'PRODUCT',
      kind: approved ? 'workspace.memberApproved' : 'workspace.memberDeclined',
      title: approved ? `Welcome to ${w.workspace}` : `Your request to join ${w.workspace} was declined`,
      body: approved
        ? `${actor.label} approved your membership. Everything the workspace's plan includes is open to you now.`
        : `${actor.label} declined your request to join "${w.workspace}".`,
      link: approved ? '/dashboard/companies' : '/dashboard',
      actor: { sub: principal.sub ?? null, name: actor.name },
    });
    await writeAudit(
      db.query,
      principal,
      ctx.request,
      {
        action: `approveMember:${input.decision}`,
        target: `User:${target.userId}`,
        tenantId,
        details: { name: target.name, email: target.email, decision: input.decision },
      },
      deps.now(),
    );
    return approved ? ((await loadMember(db.query, tenantId, target.userId)) as WorkspaceMember) : null;
  },
});
