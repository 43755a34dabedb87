// resendInvitation: owners and admins send a pending (or expired) invitation again: a new link, the old one dead,
// the INVITATION_TTL_DAYS counted again. It takes from the workspace's invitation limit like a new one.
import { REQUEST_LIMIT_MESSAGE } from '@innov/contracts';
import { z } from 'zod';
import { requireWithinLimit } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { INVITE_LIMIT } from './invite-members.ts';
import {
  hashToken,
  INVITATION_SELECT,
  type Invitation,
  type InvitationRow,
  invitationExpiry,
  invitationOf,
  newToken,
  personOf,
  requireManager,
  seatsTaken,
  sendInvitationMail,
  statusOf,
} from './membership.ts';
import { lockWorkspace } from './workspace-state.ts';

export const ZInvitationIdArgs = z.object({ input: z.object({ id: z.string().min(1).max(128) }) });

/** An invitation of the caller's workspace; another workspace's answers as one that does not exist. */
export async function invitationOfWorkspace(q: Parameters<typeof personOf>[0], tenantId: string, id: string) {
  const [row] = await q<InvitationRow>(`${INVITATION_SELECT} where i.id = $1 and i.tenant_id = $2 for update of i`, [
    id,
    tenantId,
  ]);
  if (!row) throw Errors.validation('input.id: no such invitation');
  return row;
}

export const resendInvitation = defineFunction({
  name: 'resendInvitation',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZInvitationIdArgs,
  audit: (out: Invitation & { tenantId: string }) => ({
    target: `Invitation:${out.id}`,
    tenantId: out.tenantId,
    details: { email: out.email, role: out.role },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'resendInvitation');
    const tenantId = w.tenantId as string;
    // The workspace before the invitation (the order inviteMembers and deleteWorkspace lock them in), and the
    // seats counted under it.
    await lockWorkspace(db.query, tenantId);
    const row = await invitationOfWorkspace(db.query, tenantId, input.id);
    if (row.status !== 'PENDING')
      throw Errors.validation(`input.id: a ${row.status.toLowerCase()} invitation is not sent again`);
    if (row.role === 'owner' && w.role !== 'owner') throw Errors.unauthorized('resendInvitation', 'Mutation');
    const now = deps.now();
    // An expired invitation no longer holds a seat: sent again, it takes one like a new invitation.
    if (statusOf(row, now) === 'EXPIRED') requireWithinLimit(w, 'seats', await seatsTaken(db.query, tenantId, now));
    if (!(await deps.limiter.takeForUser('inviteMembers', tenantId, INVITE_LIMIT)))
      throw Errors.tooManyRequests(REQUEST_LIMIT_MESSAGE);
    const token = newToken();
    const expiresAt = invitationExpiry(now);
    await db.query('update app.invitations set token_hash = $2, expires_at = $3, updated_at = $4 where id = $1', [
      row.id,
      hashToken(token),
      expiresAt,
      now,
    ]);
    const inviter = await personOf(db.query, principal.userId as string);
    await sendInvitationMail(ctx, {
      email: row.email,
      token,
      workspace: row.workspace,
      inviterName: inviter.name,
      role: row.role,
    });
    return { ...invitationOf({ ...row, expires_at: expiresAt }, now), tenantId };
  },
});
