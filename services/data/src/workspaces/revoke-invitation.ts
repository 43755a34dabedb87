// revokeInvitation: owners and admins withdraw a pending invitation; its link answers "withdrawn" from then on.
import type { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { type Invitation, invitationOf, requireManager } from './membership.ts';
import { invitationOfWorkspace, ZInvitationIdArgs } from './resend-invitation.ts';

export const revokeInvitation = defineFunction({
  name: 'revokeInvitation',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZInvitationIdArgs,
  audit: (out: Invitation & { tenantId: string }) => ({
    target: `Invitation:${out.id}`,
    tenantId: out.tenantId,
    details: { email: out.email, role: out.role },
  }),
  async run(ctx, { input }: z.infer<typeof ZInvitationIdArgs>) {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'revokeInvitation');
    const tenantId = w.tenantId as string;
    const row = await invitationOfWorkspace(db.query, tenantId, input.id);
    if (row.status !== 'PENDING')
      throw Errors.validation(`input.id: a ${row.status.toLowerCase()} invitation cannot be withdrawn`);
    // An invitation to become an owner is the owners' (as sending it, or sending it again).
    if (row.role === 'owner' && w.role !== 'owner') throw Errors.unauthorized('revokeInvitation', 'Mutation');
    const now = deps.now();
    await db.query("update app.invitations set status = 'REVOKED', responded_at = $2, updated_at = $2 where id = $1", [
      row.id,
      now,
    ]);
    return { ...invitationOf({ ...row, status: 'REVOKED' }, now), tenantId };
  },
});
