// listWorkspaceMembers: a workspace's members by name (e-mail when nameless), paged by nextToken, searched over
// name and e-mail, filtered by status (ACTIVE or PENDING); with the workspace's total and pending counts.
// Members see who else is in their workspace; a pending member waits for approval first.
import { MEMBER_STATUSES, type WorkspaceRole } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { containing, memberOf, requireMember, type WorkspaceMember, ZLimit, ZNextToken } from './membership.ts';

const SORT = "lower(coalesce(p.name, p.email, ''))";
/** A pending membership (`owner`: the primary owner's column). */
const pendingWhere = (owner: string) =>
  `(p.pending_approval and p.id <> ${owner} and coalesce(m.role, 'member') <> 'owner')`;

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
    // One statement: the counts every page carries and the primary owner the rows are read against (the total
    // kept on the workspace, member_count, by a trigger on the profiles; the pending ones from the partial index
    // of pending profiles, a handful), then the page by the (tenant_id, name) index, with the membership row and
    // the team count by their keys per row. No page ever costs a pass over the whole workspace.
    const params: unknown[] = [w.tenantId];
    const where = ['p.tenant_id = $1'];
    if (args.search) {
      params.push(containing(args.search));
      where.push(`(p.name ilike $${params.length} or p.email ilike $${params.length})`);
    }
    if (args.status) where.push(args.status === 'PENDING' ? pendingWhere('c.owner') : `not ${pendingWhere('c.owner')}`);
    if (after) {
      params.push(after.s, after.i);
      where.push(`(${SORT}, p.id) > ($${params.length - 1}::text, $${params.length})`);
    }
    params.push(limit + 1);
    const rows = await db.query<{
      owner: string;
      total: number;
      pending: number;
      sort_key: string | null;
      user_id: string | null;
      name: string | null;
      email: string | null;
      member_role: WorkspaceRole | null;
      pending_approval: boolean;
      joined_at: Date;
      team_count: number;
    }>(
      `with c as materialized (
         select t.owner, t.member_count as total,
                (select count(*) from app.user_profiles p
                  where p.tenant_id = $1 and p.pending_approval and p.id <> t.owner
                    and coalesce((select m.role from app.workspace_members m
                                   where m.tenant_id = $1 and m.user_id = p.id), 'member') <> 'owner')::int as pending,
                array(select id from app.teams where tenant_id = $1) as team_ids
           from app.tenants t where t.id = $1)
       select c.owner, c.total, c.pending, r.*
         from c left join lateral (
           select ${SORT} as sort_key, p.id as user_id, p.name, p.email, m.role as member_role, p.pending_approval,
                  coalesce(m.created_at, p.created_at) as joined_at,
                  (select count(*) from app.team_members tm
                    where tm.user_id = p.id and tm.team_id = any(c.team_ids))::int as team_count
             from app.user_profiles p left join app.workspace_members m on m.tenant_id = $1 and m.user_id = p.id
            where ${where.join(' and ')} order by ${SORT}, p.id limit $${params.length}) r on true`,
      params,
    );
    const counts = rows[0];
    if (!counts) return { items: [], nextToken: null, total: 0, pendingCount: 0 };
    const found = rows.filter((r): r is typeof r & { user_id: string; sort_key: string } => r.user_id !== null);
    const page = found.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => {
        const role: WorkspaceRole = r.user_id === counts.owner ? 'owner' : (r.member_role ?? 'member');
        return memberOf({
          ...r,
          role,
          pending: r.pending_approval && role !== 'owner',
          is_primary: r.user_id === counts.owner,
        });
      }),
      nextToken: found.length > limit && last ? deps.tokens.encode({ s: last.sort_key, i: last.user_id }, key) : null,
      total: counts.total,
      pendingCount: counts.pending,
    };
  },
});
