// acceptInvitation: the invited user, signed in with the invited address, joins the workspace with the
// invitation's role and teams (an invitation is the approval: no pending membership). Accepting moves them out of
// their current workspace (refused while they are its last owner and others remain; a workspace left empty is
// deactivated and later purged). The link works once; the workspace's owners and admins are told.
import { INVITATION_MESSAGES, MEMBERSHIP_MESSAGES, type MyWorkspace } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import type { Principal } from '../auth/principal.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  COMPANIES_LINK,
  hashToken,
  INVITATION_SELECT,
  type InvitationRow,
  invitationRefusal,
  lockMoveTenants,
  managersOf,
  membershipCtx,
  moveInto,
  myWorkspace,
  personOf,
  tell,
} from './membership.ts';

export const ZAnswerInvitationArgs = z.object({
  input: z
    .object({
      token: z.string().min(1).max(200, 'at most 200 characters').nullish(),
      id: z.string().min(1).max(128).nullish(),
    })
    .refine((i) => Boolean(i.token || i.id), { path: ['token'], message: "give the invitation's token or id" }),
});

/**
 * The invitation the caller answers, locked: by its link's token, or by id when it was sent to the caller's own
 * address (the dashboard's list). Unknown ones are not valid; one for another address is a mismatch.
 */
export async function invitationToAnswer(
  q: RawQuery,
  principal: Principal,
  input: { token?: string | null; id?: string | null },
): Promise<{ row: InvitationRow; email: string }> {
  const [me] = await q<{ email: string | null }>('select email from app.user_profiles where id = $1', [
    principal.userId ?? '',
  ]);
  const email = me?.email ?? principal.email ?? '';
  const [row] = input.token
    ? await q<InvitationRow>(`${INVITATION_SELECT} where i.token_hash = $1 for update of i`, [hashToken(input.token)])
    : await q<InvitationRow>(`${INVITATION_SELECT} where i.id = $1 and lower(i.email) = lower($2) for update of i`, [
        input.id,
        email,
      ]);
  if (!row) throw Errors.invitationInvalid(INVITATION_MESSAGES.notFound);
  return { row, email };
}

export const acceptInvitation = defineFunction({
  name: 'acceptInvitation',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZAnswerInvitationArgs,
  audit: (out: MyWorkspace & { invitation: { id: string; email: string; role: string; name: string | null } }) => ({
    target: `Invitation:${out.invitation.id}`,
    tenantId: out.tenantId,
    details: { email: out.invitation.email, role: out.invitation.role, name: out.invitation.name },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    if (!principal.userId) throw Errors.unauthorized('acceptInvitation', 'Mutation');
    const now = deps.now();
    // The two workspaces first, in one order, then the invitation (see lockMoveTenants): a move the other way, or
    // the inviting workspace emptied (which revokes its invitations), waits instead of deadlocking.
    const [invited] = await db.query<{ tenant_id: string }>(
      `select tenant_id from app.invitations where ${input.token ? 'token_hash' : 'id'} = $1`,
      [input.token ? hashToken(input.token) : input.id],
    );
    if (invited) await lockMoveTenants(db.query, principal.userId, invited.tenant_id);
    const { row, email } = await invitationToAnswer(db.query, principal, input);
    const refusal = invitationRefusal(row, now);
    if (refusal) throw refusal;
    if (row.email.toLowerCase() !== email.toLowerCase())
      throw Errors.invitationMismatch(INVITATION_MESSAGES.otherEmail);
    const [t] = await db.query<{ status: string; deleted_at: Date | null }>(
      'select status, deleted_at from app.tenants where id = $1 for update',
      [row.tenant_id],
    );
    if (!t || t.deleted_at) throw Errors.invitationInvalid(MEMBERSHIP_MESSAGES.deleted);
    await moveInto(membershipCtx(ctx), principal.userId, {
      tenantId: row.tenant_id,
      role: row.role,
      teamIds: row.team_ids,
      pending: false,
    });
    await db.query(
      `update app.invitations set status = 'ACCEPTED', accepted_by = $2, responded_at = $3, updated_at = $3
        where id = $1`,
      [row.id, principal.userId, now],
    );
    const me = await personOf(db.query, principal.userId);
    await tell(ctx, await managersOf(db.query, row.tenant_id, principal.userId), {
      type: 'PRODUCT',
      kind: 'workspace.memberJoined',
      title: `${me.label} joined ${row.workspace}`,
      body: `${me.label} accepted the invitation and joined as ${row.role}.`,
      link: COMPANIES_LINK,
      actor: { sub: principal.sub ?? null, name: me.name },
    });
    return {
      ...(await myWorkspace(db.query, principal.userId)),
      invitation: { id: row.id, email: row.email, role: row.role, name: me.name },
    };
  },
});
