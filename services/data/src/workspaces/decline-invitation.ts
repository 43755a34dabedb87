// declineInvitation: the invited user (signed in with the invited address) turns an invitation down; its link
// is dead from then on.
import { INVITATION_MESSAGES } from '@innov/contracts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { invitationToAnswer, ZAnswerInvitationArgs } from './accept-invitation.ts';
import { invitationRefusal, previewOf } from './membership.ts';

export const declineInvitation = defineFunction({
  name: 'declineInvitation',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZAnswerInvitationArgs,
  audit: (out: ReturnType<typeof previewOf> & { id: string; tenantId: string }) => ({
    target: `Invitation:${out.id}`,
    tenantId: out.tenantId,
    details: { email: out.email, role: out.role },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const now = deps.now();
    const { row, email } = await invitationToAnswer(db.query, principal, input);
    const refusal = invitationRefusal(row, now);
    if (refusal) throw refusal;
    if (row.email.toLowerCase() !== email.toLowerCase())
      throw Errors.invitationMismatch(INVITATION_MESSAGES.otherEmail);
    await db.query("update app.invitations set status = 'DECLINED', responded_at = $2, updated_at = $2 where id = $1", [
      row.id,
      now,
    ]);
    return { ...previewOf({ ...row, status: 'DECLINED' }, now), id: row.id, tenantId: row.tenant_id };
  },
});
