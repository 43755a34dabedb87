// getInvitation: anyone holding an invitation's link sees what it is for (the public invitation page): the
// workspace, who invited, the address, the role and where it stands. Null for a token nobody issued.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { hashToken, INVITATION_SELECT, type InvitationRow, previewOf } from './membership.ts';

export const ZTokenArg = z.string().min(1, 'enter the token').max(200, 'at most 200 characters');

export const getInvitation = defineFunction({
  name: 'getInvitation',
  type: 'Query',
  allow: 'public',
  input: z.object({ token: ZTokenArg }),
  async run({ db, deps }, { token }) {
    const [row] = await db.query<InvitationRow>(`${INVITATION_SELECT} where i.token_hash = $1`, [hashToken(token)]);
    return row ? previewOf(row, deps.now()) : null;
  },
});
