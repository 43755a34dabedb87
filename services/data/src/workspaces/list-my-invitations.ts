// listMyInvitations: the pending, unexpired invitations to the caller's e-mail address (the dashboard shows them
// with accept and decline), newest first.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { INVITATION_SELECT, type InvitationRow } from './membership.ts';

export const listMyInvitations = defineFunction({
  name: 'listMyInvitations',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db, deps }) {
    if (!principal.userId) return [];
    const rows = await db.query<InvitationRow>(
      `${INVITATION_SELECT}
        where lower(i.email) = (select lower(email) from app.user_profiles where id = $1)
          and i.status = 'PENDING' and i.expires_at > $2
        order by i.created_at desc limit 100`,
      [principal.userId, deps.now()],
    );
    return rows.map((r) => ({
      id: r.id,
      workspace: r.workspace,
      invitedByName: r.invited_by_name,
      role: r.role,
      expiresAt: new Date(r.expires_at).toISOString(),
    }));
  },
});
