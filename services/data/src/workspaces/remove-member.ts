// removeMember: owners remove anyone but the last owner (and the primary owner, who transfers the ownership
// first); admins remove members. The member loses the workspace and its teams at once (the next request is
// refused, whatever their token says), an ownership transfer to them is cancelled, and they are told.
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import {
  detachMember,
  membershipCtx,
  otherOwners,
  personOf,
  requireManager,
  requireTarget,
  type WorkspaceMember,
} from './membership.ts';
import { lockWorkspace } from './workspace-state.ts';

export const ZUserIdArgs = z.object({ input: z.object({ userId: z.string().min(1).max(128) }) });

export const removeMember = defineFunction({
  name: 'removeMember',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZUserIdArgs,
  audit: (out: WorkspaceMember & { tenantId: string }) => ({
    target: `User:${out.userId}`,
    tenantId: out.tenantId,
    details: { name: out.name, email: out.email, role: out.role },
  }),
  async run(ctx, { input }) {
    const { principal, db } = ctx;
    const w = await requireManager(principal, 'removeMember');
    const tenantId = w.tenantId as string;
    // Under the workspace's lock, so the last-owner rule holds against a concurrent leave, removal or demotion.
    await lockWorkspace(db.query, tenantId);
    const target = await requireTarget(db.query, tenantId, input.userId);
    if (w.role !== 'owner' && target.role !== 'member') throw Errors.unauthorized('removeMember', 'Mutation');
    if (target.userId === principal.userId) throw Errors.validation('input.userId: to leave, use leaveWorkspace');
    if (target.role === 'owner' && (await otherOwners(db.query, tenantId, target.userId)) === 0)
      throw Errors.validation(MEMBERSHIP_MESSAGES.lastOwner);
    if (target.isPrimaryOwner)
      throw Errors.validation('input.userId: the primary owner cannot be removed; they transfer the ownership first');
    await detachMember(membershipCtx(ctx), tenantId, target.userId);
    const actor = await personOf(db.query, principal.userId as string);
    await notify(ctx, {
      recipient: target.userId,
      type: 'SECURITY',
      kind: 'workspace.memberRemoved',
      title: `You were removed from ${w.workspace}`,
      body: `${actor.label} removed you from the workspace "${w.workspace}". You can create a workspace of your own or accept an invitation.`,
      link: '/dashboard',
      actor: { sub: principal.sub ?? null, name: actor.name },
    });
    return { ...target, tenantId };
  },
});
