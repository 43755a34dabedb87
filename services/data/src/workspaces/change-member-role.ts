// changeMemberRole: owners give any member any role; admins move non-owners between member and admin. The
// primary owner stays an owner (ownership moves by transfer) and the last owner is never demoted. The member is
// told (SECURITY) and the change counts at once on every process.
import { MEMBERSHIP_MESSAGES, WORKSPACE_ROLES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import {
  COMPANIES_LINK,
  loadMember,
  otherOwners,
  personOf,
  requireManager,
  requireTarget,
  type WorkspaceMember,
} from './membership.ts';
import { announceMembershipChange, lockWorkspace } from './workspace-state.ts';

export const ZChangeMemberRoleArgs = z.object({
  input: z.object({ userId: z.string().min(1).max(128), role: z.enum(WORKSPACE_ROLES) }),
});

export const changeMemberRole = defineFunction({
  name: 'changeMemberRole',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZChangeMemberRoleArgs,
  audit: (out: WorkspaceMember & { tenantId: string; from: string }) => ({
    target: `User:${out.userId}`,
    tenantId: out.tenantId,
    details: { name: out.name, email: out.email, from: out.from, to: out.role },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'changeMemberRole');
    const tenantId = w.tenantId as string;
    // Under the workspace's lock, so the last-owner rule holds against a concurrent leave, removal or demotion.
    await lockWorkspace(db.query, tenantId);
    const target = await requireTarget(db.query, tenantId, input.userId);
    if (w.role !== 'owner' && (target.role === 'owner' || input.role === 'owner'))
      throw Errors.unauthorized('changeMemberRole', 'Mutation');
    if (target.status === 'PENDING') throw Errors.validation('input.userId: approve the member first');
    if (target.isPrimaryOwner && input.role !== 'owner')
      throw Errors.validation('input.role: the primary owner stays an owner; transfer the ownership first');
    if (
      target.role === 'owner' &&
      input.role !== 'owner' &&
      (await otherOwners(db.query, tenantId, target.userId)) === 0
    )
      throw Errors.validation(MEMBERSHIP_MESSAGES.lastOwner);
    if (target.role === input.role) return { ...target, tenantId, from: target.role };
    const now = deps.now();
    await db.query(
      `insert into app.workspace_members (tenant_id, user_id, role, created_at, updated_at) values ($1, $2, $3, $4, $4)
       on conflict (tenant_id, user_id) do update set role = excluded.role, updated_at = excluded.updated_at`,
      [tenantId, target.userId, input.role, now],
    );
    await db.query('update app.user_profiles set is_owner = $2, updated_at = $3 where id = $1', [
      target.userId,
      input.role === 'owner',
      now,
    ]);
    const actor = await personOf(db.query, principal.userId as string);
    await notify(ctx, {
      recipient: target.userId,
      type: 'SECURITY',
      kind: 'workspace.roleChanged',
      title: `Your role in ${w.workspace} is now ${input.role}`,
      body: `${actor.label} changed your role from ${target.role} to ${input.role}.`,
      link: COMPANIES_LINK,
      actor: { sub: principal.sub ?? null, name: actor.name },
    });
    announceMembershipChange(ctx, { userId: target.userId });
    const changed = (await loadMember(db.query, tenantId, target.userId)) as WorkspaceMember;
    return { ...changed, tenantId, from: target.role };
  },
});
