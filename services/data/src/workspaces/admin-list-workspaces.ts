// adminListWorkspaces: the back office's list of workspaces for platform admins (/admin/workspaces): each with
// its owner's name and e-mail, company information and member count; by status (PENDING oldest first, the
// queue to review; the others and all of them newest first), searched by workspace name or e-mail or the owner's
// e-mail; paged by nextToken.
import { type PRICING_TIERS, WORKSPACE_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';

export interface AdminWorkspace {
  tenantId: string;
  workspace: string;
  email: string | null;
  status: (typeof WORKSPACE_STATUSES)[number];
  tier: (typeof PRICING_TIERS)[number];
  rejectionReason: string | null;
  companyInformation: Record<string, unknown> | null;
  ownerId: string;
  ownerName: string | null;
  ownerEmail: string | null;
  memberCount: number;
  createdAt: Date;
  deletedAt: Date | null;
  purgeAfter: Date | null;
}

export const adminListWorkspaces = defineFunction({
  name: 'adminListWorkspaces',
  type: 'Query',
  allow: 'admins',
  input: z.object({
    status: z.enum(WORKSPACE_STATUSES).nullish(),
    search: z.string().trim().max(200, 'at most 200 characters').nullish(),
    limit: z
      .number()
      .int()
      .min(1, 'expected a positive integer')
      .max(QUERY_LIMITS.maxPage, `at most ${QUERY_LIMITS.maxPage}`)
      .nullish(),
    nextToken: z.string().max(2_048, 'Invalid nextToken: it is not a token this query issued.').nullish(),
  }),
  async run({ deps, db }, { status, search, limit, nextToken }) {
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    // The review queue is first come, first served; everything else shows the newest first.
    const oldestFirst = status === 'PENDING';
    const shape = { q: 'adminListWorkspaces', st: status ?? null, s: search || null };
    const params: unknown[] = [];
    const where: string[] = [];
    if (status) {
      params.push(status);
      where.push(`t.status = $${params.length}`);
    }
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      where.push(`(t.workspace ilike ${p} or t.email ilike ${p} or o.email ilike ${p})`);
    }
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      where.push(
        `(t.created_at, t.id) ${oldestFirst ? '>' : '<'} ($${params.length - 1}::timestamptz, $${params.length}::text)`,
      );
    }
    params.push(pageSize + 1);
    const dir = oldestFirst ? 'asc' : 'desc';
    const rows = await db.query<{
      id: string;
      workspace: string;
      email: string | null;
      status: AdminWorkspace['status'];
      tier: AdminWorkspace['tier'];
      rejection_reason: string | null;
      company_information: Record<string, unknown> | null;
      owner: string;
      owner_name: string | null;
      owner_email: string | null;
      member_count: number;
      created_at: Date;
      deleted_at: Date | null;
      purge_after: Date | null;
      position: string;
    }>(
      `select t.id, t.workspace, t.email, t.status, t.tier, t.rejection_reason, t.company_information, t.owner,
              o.name as owner_name, o.email as owner_email,
              (select count(*)::int from app.workspace_members m where m.tenant_id = t.id) as member_count,
              t.created_at, t.deleted_at, t.purge_after,
              to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
         from app.tenants t left join app.user_profiles o on o.id = t.owner
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by t.created_at ${dir}, t.id ${dir} limit $${params.length}`,
      params,
    );
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map(
        (r): AdminWorkspace => ({
          tenantId: r.id,
          workspace: r.workspace,
          email: r.email,
          status: r.status,
          tier: r.tier,
          rejectionReason: r.rejection_reason,
          companyInformation: r.company_information,
          ownerId: r.owner,
          ownerName: r.owner_name,
          ownerEmail: r.owner_email,
          memberCount: r.member_count,
          createdAt: r.created_at,
          deletedAt: r.deleted_at,
          purgeAfter: r.purge_after,
        }),
      ),
      nextToken: rows.length > pageSize && last ? deps.tokens.encode({ s: last.position, i: last.id }, shape) : null,
    };
  },
});
