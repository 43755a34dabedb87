// leaveWorkspace: a member leaves their workspace (and its teams); the last owner may not while others remain.
// A workspace left with nobody is deactivated and purged after WORKSPACE_RETENTION_DAYS.
import { MEMBERSHIP_MESSAGES, type MyWorkspace } from '@innov/contracts';
import { z } from 'zod';
import { requireWorkspace } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  detachMember,
  isLastOwnerWithOthers,
  loadMember,
  membershipCtx,
  myWorkspace,
  type WorkspaceMember,
} from './membership.ts';
import { lockWorkspace } from './workspace-state.ts';

export const leaveWorkspace = defineFunction({
  name: 'leaveWorkspace',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({}),
  audit: (out: MyWorkspace & { left: WorkspaceMember & { tenantId: string } }) => ({
    target: `User:${out.left.userId}`,
    tenantId: out.left.tenantId,
    details: { name: out.left.name, email: out.left.email, role: out.left.role },
  }),
  async run(ctx) {
    const { principal, db } = ctx;
    const w = await requireWorkspace(principal, 'leaveWorkspace');
    const tenantId = w.tenantId as string;
    const userId = principal.userId as string;
    // Under the workspace's lock: two owners leaving (or one removed) at once must not both pass the last-owner rule.
    await lockWorkspace(db.query, tenantId);
    const me = await loadMember(db.query, tenantId, userId);
    if (!me) throw Errors.unauthorized('leaveWorkspace', 'Mutation');
    if (!w.deletedAt && (await isLastOwnerWithOthers(db.query, tenantId, userId)))
      throw Errors.validation(MEMBERSHIP_MESSAGES.lastOwner);
    await detachMember(membershipCtx(ctx), tenantId, userId);
    return { ...(await myWorkspace(db.query, userId)), left: { ...me, tenantId } };
  },
});
