// listWorkspaceMembers: a workspace's members by name (e-mail when nameless), paged by nextToken, searched over
// name and e-mail, filtered by status (ACTIVE or PENDING); with the workspace's total and pending counts.
// Members see who else is in their workspace; a pending member waits for approval first.
import { MEMBER_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import {
  containing,
  MEMBER_SELECT,
  memberOf,
  requireMember,
  type WorkspaceMember,
  ZLimit,
  ZNextToken,
} from './membership.ts';

const SORT = "lower(coalesce(p.name, p.email, ''))";
const PENDING = "(p.pending_approval and t.owner <> p.id and coalesce(m.role, 'member') <> 'owner')";

export const listWorkspaceMembers = defineFunction({
  name: 'listWorkspaceMembers',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    search: z.string().trim().max(200, 'at most 200 characters').nullish(),
    status: z.enum(MEMBER_STATUSES).nullish(),
    limit: ZLimit,
    nextToken: ZNextToken,
  }),
  async run(
    ctx,
    args,
  ): Promise<{ items: WorkspaceMember[]; nextToken: string | null; total: number; pendingCount: number }> {
    const { principal, db, deps } = ctx;
    const w = await requireMember(principal, 'listWorkspaceMembers');
    const limit = args.limit ?? QUERY_LIMITS.defaultPage;
    const key = { q: 'listWorkspaceMembers', tenantId: w.tenantId, search: args.search || null, status: args.status };
    const after = args.nextToken ? deps.tokens.decode(args.nextToken, key) : null;
    const params: unknown[] = [w.tenantId];
    const where = ['p.tenant_id = $1'];
    if (args.search) {
      params.push(containing(args.search));
      where.push(`(p.name ilike $${params.length} or p.email ilike $${params.length})`);
    }
    if (args.status) where.push(args.status === 'PENDING' ? PENDING : `not ${PENDING}`);
    if (after) {
      params.push(after.s, after.i);
      where.push(`(${SORT}, p.id) > ($${params.length - 1}::text, $${params.length})`);
    }
    params.push(limit + 1);
    const rows = await db.query<Parameters<typeof memberOf>[0] & { sort_key: string }>(
      `${MEMBER_SELECT.replace('select p.id as user_id', `select ${SORT} as sort_key, p.id as user_id`)}
        where ${where.join(' and ')} order by ${SORT}, p.id limit $${params.length}`,
      params,
    );
    // Every page carries the counts, so they must not cost a pass over the whole workspace: the total from the
    // (tenant_id, id) index alone, the pending ones from the partial index of pending profiles (a handful).
    const [counts] = await db.query<{ total: number; pending: number }>(
      `select (select count(*) from app.user_profiles where tenant_id = t.id)::int as total,
              (select count(*) from app.user_profiles p
                where p.tenant_id = t.id and p.pending_approval and p.id <> t.owner
                  and not exists (select 1 from app.workspace_members m
                                   where m.user_id = p.id and m.tenant_id = t.id and m.role = 'owner'))::int as pending
         from app.tenants t where t.id = $1`,
      [w.tenantId],
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(memberOf),
      nextToken: rows.length > limit && last ? deps.tokens.encode({ s: last.sort_key, i: last.user_id }, key) : null,
      total: counts?.total ?? 0,
      pendingCount: counts?.pending ?? 0,
    };
  },
});
