// getJoinLinkPreview: anyone holding a join link sees which workspace it is for and the e-mail domains it
// admits; null when the token is unknown, the link is off or the workspace cannot take members.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { ZTokenArg } from './get-invitation.ts';

export const getJoinLinkPreview = defineFunction({
  name: 'getJoinLinkPreview',
  type: 'Query',
  allow: 'public',
  input: z.object({ token: ZTokenArg }),
  async run({ db }, { token }) {
    const [row] = await db.query<{ workspace: string; join_domains: string[] }>(
      `select workspace, join_domains from app.tenants
        where join_link_token = $1 and join_link_enabled and status = 'ACTIVE' and deleted_at is null`,
      [token],
    );
    return row ? { workspace: row.workspace, domains: row.join_domains } : null;
  },
});
