// listInvitations: owners and admins page through their workspace's invitations of one status (PENDING by
// default; EXPIRED is a pending one past its time), newest first.
import { INVITATION_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import {
  INVITATION_SELECT,
  type Invitation,
  type InvitationRow,
  invitationOf,
  requireManagerToRead,
  ZLimit,
  ZNextToken,
} from './membership.ts';

export const listInvitations = defineFunction({
  name: 'listInvitations',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ status: z.enum(INVITATION_STATUSES).nullish(), limit: ZLimit, nextToken: ZNextToken }),
  async run(ctx, args): Promise<{ items: Invitation[]; nextToken: string | null }> {
    const { principal, db, deps } = ctx;
    const w = await requireManagerToRead(principal, 'listInvitations');
    const status = args.status ?? 'PENDING';
    const limit = args.limit ?? QUERY_LIMITS.defaultPage;
    const now = deps.now();
    const key = { q: 'listInvitations', tenantId: w.tenantId, status };
    const after = args.nextToken ? deps.tokens.decode(args.nextToken, key) : null;
    const params: unknown[] = [w.tenantId];
    const where = ['i.tenant_id = $1'];
    if (status === 'PENDING' || status === 'EXPIRED') params.push(now);
    if (status === 'PENDING') where.push("i.status = 'PENDING' and i.expires_at > $2");
    else if (status === 'EXPIRED')
      where.push("(i.status = 'EXPIRED' or (i.status = 'PENDING' and i.expires_at <= $2))");
    else {
      params.push(status);
      where.push(`i.status = $${params.length}`);
    }
    if (after) {
      params.push(after.s, after.i);
      where.push(`(i.created_at, i.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(limit + 1);
    const rows = await db.query<InvitationRow>(
      `${INVITATION_SELECT} where ${where.join(' and ')}
        order by i.created_at desc, i.id desc limit $${params.length}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => invitationOf(r, now)),
      nextToken:
        rows.length > limit && last
          ? deps.tokens.encode({ s: new Date(last.created_at).toISOString(), i: last.id }, key)
          : null,
    };
  },
});
