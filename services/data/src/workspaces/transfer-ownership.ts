// transferOwnership: the primary owner offers the primary ownership (Tenant.owner: billing contact, platform
// mail) to an active member, who must confirm it (confirmOwnershipTransfer); until then it can be cancelled, and
// it is cancelled if the recipient leaves or is removed. `stayOwner` (default true): the sender stays an owner.
import type { OwnershipTransfer } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { COMPANIES_LINK, pendingTransferOf, personOf, requireManager, requireTarget } from './membership.ts';
import { announceMembershipChange, lockWorkspace } from './workspace-state.ts';

export const transferOwnership = defineFunction({
  name: 'transferOwnership',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ userId: z.string().min(1).max(128), stayOwner: z.boolean().nullish() }) }),
  audit: (out: OwnershipTransfer & { tenantId: string }) => ({
    target: `User:${out.toUserId}`,
    tenantId: out.tenantId,
    details: { fromName: out.fromName, toName: out.toName, stayOwner: out.stayOwner },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'transferOwnership', ['owner']);
    if (!w.isPrimaryOwner) throw Errors.unauthorized('transferOwnership', 'Mutation');
    const tenantId = w.tenantId as string;
    const userId = principal.userId as string;
    // Under the workspace's lock: a recipient leaving (or removed) at this moment is gone before the check, or
    // clears the transfer after it (detachMember), never leaving it pointing at a non-member.
    await lockWorkspace(db.query, tenantId);
    const target = await requireTarget(db.query, tenantId, input.userId);
    if (target.userId === userId) throw Errors.validation('input.userId: choose another member');
    if (target.status !== 'ACTIVE') throw Errors.validation('input.userId: approve the member first');
    const now = deps.now();
    await db.query(
      `update app.tenants set transfer_to = $2, transfer_stay_owner = $3, transfer_requested_at = $4, updated_at = $4
        where id = $1`,
      [tenantId, target.userId, input.stayOwner ?? true, now],
    );
    const me = await personOf(db.query, userId);
    await notify(ctx, {
      recipient: target.userId,
      type: 'SECURITY',
      kind: 'workspace.transferRequested',
      title: `${me.label} wants to make you the primary owner of ${w.workspace}`,
      body: 'Confirm or decline the ownership transfer on the company page.',
      link: COMPANIES_LINK,
      actor: { sub: principal.sub ?? null, name: me.name },
    });
    announceMembershipChange(ctx, { userId: target.userId });
    const transfer = (await pendingTransferOf(db.query, tenantId, userId)) as OwnershipTransfer;
    return { ...transfer, tenantId };
  },
});
