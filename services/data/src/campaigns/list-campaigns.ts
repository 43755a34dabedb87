// listCampaigns: the campaigns of the caller's workspace they see (app.campaign_visible_to), drafts only to who
// edits them, archived ones only when asked for (status ARCHIVED); filtered by status, audience team, category
// (whatever its case) and title; open first, then scheduled, draft and closed, newest first within each; paged by
// nextToken with the total the filters match.
import { CAMPAIGN_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { containsPattern, ZId, ZLimit, ZNextToken } from '../teams/team-access.ts';
import { campaignVisibleSql, isWorkspaceManager, requireCampaignsReader } from './campaign-access.ts';
import {
  CAMPAIGN_FROM,
  type Campaign,
  type CampaignListRow,
  campaignColumns,
  shownCampaigns,
} from './campaign-record.ts';

export interface CampaignPage {
  items: Campaign[];
  nextToken: string | null;
  total: number;
}

/** SQL: the list's order of statuses. */
const RANK = `(case c.status when 'OPEN' then 0 when 'SCHEDULED' then 1 when 'DRAFT' then 2 when 'CLOSED' then 3 else 4 end)`;
/** SQL: created_at in microseconds since the epoch, exact for the keyset (a Date keeps only milliseconds). */
const CREATED_US = '(extract(epoch from c.created_at) * 1000000)::bigint';

export const listCampaigns = defineFunction({
  name: 'listCampaigns',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    status: z.enum(CAMPAIGN_STATUSES).nullish(),
    teamId: ZId.nullish(),
    category: z.string().trim().max(100, 'at most 100 characters').nullish(),
    search: z.string().trim().max(200, 'at most 200 characters').nullish(),
    limit: ZLimit,
    nextToken: ZNextToken,
  }),
  async run(ctx, args): Promise<CampaignPage> {
    const { principal, deps, db } = ctx;
    const w = await requireCampaignsReader(principal, 'listCampaigns');
    const me = principal.userId as string;
    const pageSize = args.limit ?? QUERY_LIMITS.defaultPage;
    const shape = {
      q: 'listCampaigns',
      t: w.tenantId,
      u: me,
      status: args.status ?? null,
      team: args.teamId ?? null,
      category: args.category || null,
      search: args.search || null,
    };
    const params: unknown[] = [w.tenantId, me];
    const where = ['c.tenant_id = $1', campaignVisibleSql('c.id', '$2')];
    if (args.status) {
      params.push(args.status);
      where.push(`c.status = $${params.length}`);
    } else where.push(`c.status <> 'ARCHIVED'`);
    // Drafts: only to who edits them (the workspace's owners and admins, the campaign's owners).
    if (!isWorkspaceManager(w))
      where.push(
        `(c.status <> 'DRAFT' or exists (select 1 from app.campaign_roles dr where dr.campaign_id = c.id and dr.user_id = $2 and dr.role = 'OWNER'))`,
      );
    if (args.teamId) {
      params.push(args.teamId);
      where.push(
        `exists (select 1 from app.campaign_teams ft where ft.campaign_id = c.id and ft.team_id = $${params.length})`,
      );
    }
    if (args.category) {
      params.push(args.category.toLowerCase());
      where.push(`exists (select 1 from unnest(c.categories) fc where lower(fc) = $${params.length})`);
    }
    if (args.search) {
      params.push(containsPattern(args.search));
      where.push(`c.title ilike $${params.length}`);
    }
    const filterParams = [...params];
    const filter = where.join(' and ');
    let after = '';
    if (args.nextToken) {
      const at = deps.tokens.decode(args.nextToken, shape);
      const [rank, created] = String(at.s).split(':');
      params.push(Number(rank), created, at.i);
      const [r, t, i] = [params.length - 2, params.length - 1, params.length];
      after = ` and (${RANK} > $${r}::int or (${RANK} = $${r}::int and (${CREATED_US} < $${t}::bigint
        or (${CREATED_US} = $${t}::bigint and c.id < $${i}::text))))`;
    }
    params.push(pageSize + 1);
    const rows = await db.query<CampaignListRow & { sort_rank: number; sort_created: string }>(
      `select ${campaignColumns('$2')}, ${RANK} as sort_rank, ${CREATED_US}::text as sort_created
         from ${CAMPAIGN_FROM}
        where ${filter}${after}
        order by ${RANK}, ${CREATED_US} desc, c.id desc
        limit $${params.length}`,
      params,
    );
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from app.campaigns c where ${filter}`,
      filterParams,
    );
    const page = rows.slice(0, pageSize);
    const last = page[page.length - 1];
    return {
      items: await shownCampaigns(ctx, w, page),
      nextToken:
        rows.length > pageSize && last
          ? deps.tokens.encode({ s: `${last.sort_rank}:${last.sort_created}`, i: last.id }, shape)
          : null,
      total: count?.n ?? 0,
    };
  },
});
