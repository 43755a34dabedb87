// cancelOwnershipTransfer: the primary owner withdraws the transfer they offered (false when none was under
// way); the recipient is told.
import { z } from 'zod';
import { writeAudit } from '../audit/write-audit.ts';
import { requireWorkspace } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { notify } from '../notifications/notify.ts';
import { COMPANIES_LINK, clearTransfer, pendingTransferOf, personOf } from './membership.ts';
import { announceMembershipChange } from './workspace-state.ts';

export const cancelOwnershipTransfer = defineFunction({
  name: 'cancelOwnershipTransfer',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({}),
  // Written below, when there was a transfer to cancel.
  audit: false,
  async run(ctx) {
    const { principal, db, deps } = ctx;
    const w = await requireWorkspace(principal, 'cancelOwnershipTransfer');
    if (!w.isPrimaryOwner) throw Errors.unauthorized('cancelOwnershipTransfer', 'Mutation');
    const tenantId = w.tenantId as string;
    const userId = principal.userId as string;
    await db.query('select id from app.tenants where id = $1 for update', [tenantId]);
    const transfer = await pendingTransferOf(db.query, tenantId, userId);
    if (!transfer) return false;
    const now = deps.now();
    await clearTransfer(db.query, tenantId, now);
    const me = await personOf(db.query, userId);
    await notify(ctx, {
      recipient: transfer.toUserId,
      type: 'SECURITY',
      kind: 'workspace.transferCancelled',
      title: `The ownership transfer of ${w.workspace} was cancelled`,
      body: `${me.label} cancelled the transfer of the primary ownership to you.`,
      link: COMPANIES_LINK,
      actor: { sub: principal.sub ?? null, name: me.name },
    });
    await writeAudit(
      db.query,
      principal,
      ctx.request,
      {
        action: 'cancelOwnershipTransfer',
        target: `User:${transfer.toUserId}`,
        tenantId,
        details: { toName: transfer.toName },
      },
      now,
    );
    announceMembershipChange(ctx, { userId: transfer.toUserId });
    return true;
  },
});
