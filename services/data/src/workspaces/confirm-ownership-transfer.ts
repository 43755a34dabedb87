// confirmOwnershipTransfer: the recipient of an ownership transfer accepts it (they become the primary owner, an
// owner; the sender stays an owner or becomes an admin, as they chose) or declines it. The sender is told.
import type { MyWorkspace } from '@innov/contracts';
import { z } from 'zod';
import { requireActiveWorkspace } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { COMPANIES_LINK, clearTransfer, myWorkspace, pendingTransferOf, personOf } from './membership.ts';
import { announceMembershipChange } from './workspace-state.ts';

export const confirmOwnershipTransfer = defineFunction({
  name: 'confirmOwnershipTransfer',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ accept: z.boolean() }) }),
  audit: (out: MyWorkspace & { transfer: { fromUserId: string; fromName: string | null; accept: boolean } }) => ({
    action: `confirmOwnershipTransfer:${out.transfer.accept ? 'ACCEPT' : 'DECLINE'}`,
    target: `User:${out.transfer.fromUserId}`,
    tenantId: out.tenantId,
    details: { fromName: out.transfer.fromName, accept: out.transfer.accept },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireActiveWorkspace(principal, 'confirmOwnershipTransfer');
    const tenantId = w.tenantId as string;
    const userId = principal.userId as string;
    await db.query('select id from app.tenants where id = $1 for update', [tenantId]);
    const transfer = await pendingTransferOf(db.query, tenantId, userId);
    if (!transfer || transfer.toUserId !== userId) throw Errors.unauthorized('confirmOwnershipTransfer', 'Mutation');
    const now = deps.now();
    await clearTransfer(db.query, tenantId, now);
    if (input.accept) {
      await db.query('update app.tenants set owner = $2, updated_at = $3 where id = $1', [tenantId, userId, now]);
      for (const [user, role] of [
        [userId, 'owner'],
        [transfer.fromUserId, transfer.stayOwner ? 'owner' : 'admin'],
      ] as const) {
        await db.query(
          `insert into app.workspace_members (tenant_id, user_id, role, created_at, updated_at) values ($1, $2, $3, $4, $4)
           on conflict (tenant_id, user_id) do update set role = excluded.role, updated_at = excluded.updated_at`,
          [tenantId, user, role, now],
        );
        await db.query('update app.user_profiles set is_owner = $2, updated_at = $3 where id = $1', [
          user,
          role === 'owner',
          now,
        ]);
      }
    }
    const me = await personOf(db.query, userId);
    await notify(ctx, {
      recipient: transfer.fromUserId,
      type: 'SECURITY',
      kind: input.accept ? 'workspace.transferConfirmed' : 'workspace.transferDeclined',
      title: input.accept
        ? `${me.label} is now the primary owner of ${w.workspace}`
        : `${me.label} declined the ownership of ${w.workspace}`,
      body: input.accept
        ? `${me.label} confirmed the ownership transfer. You are ${transfer.stayOwner ? 'still an owner' : 'an admin now'}.`
        : `${me.label} declined the ownership transfer; you are still the primary owner.`,
      link: COMPANIES_LINK,
      actor: { sub: principal.sub ?? null, name: me.name },
    });
    announceMembershipChange(ctx, { userId });
    announceMembershipChange(ctx, { userId: transfer.fromUserId });
    return {
      ...(await myWorkspace(db.query, userId)),
      transfer: { fromUserId: transfer.fromUserId, fromName: transfer.fromName, accept: input.accept },
    };
  },
});
