// listIdeas: the board. Submitted ideas of the caller's workspace that the caller sees (campaign ideas of campaigns
// visible to them; with campaignId one campaign's; VISIBLE ones, or a moderation queue for its moderators), filtered
// (stage, category, tag, author, mine, a search of title and summary; for a campaign's moderators its shortlist and a
// minimum review score) and sorted (newest, most voted, most discussed, recent activity; top scored for a campaign's
// moderators), a page at a time by keyset; ideas merged into another are never on it; with the total the filters
// match and the count per stage for the same filters without the stage one (the kanban's column headers). The page is one statement served by the board's indexes (migration 0017); the
// counts are another, kept per workspace and filters until an idea's stage, tags or text change (idea-counts.ts).
import {
  type IdeaPage as ContractIdeaPage,
  EVALUATION_MESSAGES,
  IDEA_MODERATIONS,
  IDEA_SORTS,
  IDEA_STAGES,
  type IdeaModeration,
  type IdeaSort,
  type IdeaStage,
} from '@innov/contracts';
import { z } from 'zod';
import { visibleCampaign } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { requireIdeasReader, seesAuthorSql, visibleIdeaSql, ZId, ZLimit, ZNextToken } from './idea-access.ts';
import { boardCounts } from './idea-counts.ts';
import { type IdeaCardRow, ideaCardColumns, shownIdeaCard } from './idea-record.ts';

export type IdeaPage = ContractIdeaPage<Date>;

/**
 * Each sort's column (descending, then id ascending: the order of its index) and how a keyset position of it is
 * read back. TOP_SCORED puts ideas without reviews last (-1 is below every score).
 */
const SORT_COLUMN: Record<IdeaSort, { column: string; cast: 'timestamptz' | 'int' | 'float8' }> = {
  NEWEST: { column: 'i.submitted_at', cast: 'timestamptz' },
  MOST_VOTED: { column: 'i.vote_count', cast: 'int' },
  MOST_DISCUSSED: { column: 'i.comment_count', cast: 'int' },
  RECENT_ACTIVITY: { column: 'i.last_activity_at', cast: 'timestamptz' },
  TOP_SCORED: { column: 'coalesce(i.review_score, -1)', cast: 'float8' },
};

/**
 * A search as a `to_tsquery('simple', …)` text: every word of it, each also as a prefix (`word:*`), all required.
 * Only letters and digits reach the query, so nothing the user types is read as tsquery syntax. Null: no words.
 */
export function boardSearchQuery(search: string): string | null {
  const words =
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Where a keyset position of `sort` is, as SQL text (microseconds kept) or a number. */
export const sortPosition = (sort: IdeaSort) =>
  SORT_COLUMN[sort].cast === 'timestamptz'
    ? `to_char(${SORT_COLUMN[sort].column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : SORT_COLUMN[sort].column;

/** The SQL that continues after `$s, $i` in `sort`'s order (descending column, ascending id). */
export function afterPosition(sort: IdeaSort, s: string, i: string): string {
  const { column, cast } = SORT_COLUMN[sort];
  const v = `${s}::${cast}`;
  // The first conjunct bounds the index scan; the second skips the ties already shown.
  return ` and ${column} <= ${v} and (${column} < ${v} or i.id > ${i}::text)`;
}

export const ZIdeaFilters = {
  stage: z.enum(IDEA_STAGES).nullish(),
  category: z.string().trim().max(60, 'at most 60 characters').nullish(),
  tag: z.string().trim().toLowerCase().max(40, 'at most 40 characters').nullish(),
  authorId: ZId.nullish(),
  mine: z.boolean().nullish(),
  search: z.string().trim().max(200, 'at most 200 characters').nullish(),
  sort: z.enum(IDEA_SORTS).nullish(),
  limit: ZLimit,
  nextToken: ZNextToken,
  campaignId: ZId.nullish(),
  moderation: z.enum(IDEA_MODERATIONS).nullish(),
  /** Only the shortlist (true); the campaign's moderators only. */
  shortlisted: z.boolean().nullish(),
  /** Ideas whose review average is at least this; the campaign's moderators only. */
  minScore: z.number().min(0, 'at least 0').max(10, 'at most 10').nullish(),
};

const emptyCounts = () => IDEA_STAGES.map((stage) => ({ stage, count: 0 }));

export const listIdeas = defineFunction({
  name: 'listIdeas',
  type: 'Query',
  allow: 'signedIn',
  input: z.object(ZIdeaFilters),
  async run({ principal, deps, db }, input): Promise<IdeaPage> {
    const w = await requireIdeasReader(principal, 'listIdeas');
    const me = principal.userId as string;
    const moderation: IdeaModeration = input.moderation ?? 'VISIBLE';
    // One campaign's board: a campaign out of sight has no ideas to show. Its queue (PENDING), the rejected and the
    // hidden ideas are its moderators' only.
    const campaign = input.campaignId ? await visibleCampaign(db.query, w.tenantId, me, input.campaignId) : undefined;
    if (moderation !== 'VISIBLE' && !campaign?.moderates) throw Errors.unauthorized('listIdeas', 'Query');
    // The scores and the shortlist are the campaign's moderators' (idea-record.ts shows them theirs only).
    const byScore = input.sort === 'TOP_SCORED' || input.minScore != null || input.shortlisted === true;
    if (byScore && !(input.campaignId && campaign?.moderates))
      throw Errors.validation(EVALUATION_MESSAGES.scoreSortNotAllowed);
    if (input.campaignId && !campaign) return { items: [], nextToken: null, total: 0, stageCounts: emptyCounts() };
    const sort: IdeaSort = input.sort ?? 'NEWEST';
    const shortlisted = input.shortlisted === true;
    const minScore = input.minScore ?? null;
    const pageSize = input.limit ?? QUERY_LIMITS.defaultPage;
    const search = input.search ? boardSearchQuery(input.search) : null;

    // The filters, without the stage's: the stage counts are taken over them; the page adds the stage.
    const params: unknown[] = [w.tenantId];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    // An idea merged into another is off every board (its page redirects to the other).
    const where: string[] = [
      `i.tenant_id = $1`,
      `i.state = 'SUBMITTED'`,
      `i.moderation = ${p(moderation)}`,
      'i.merged_into is null',
    ];
    if (campaign) where.push(`i.campaign_id = ${p(campaign.campaign.id)}`);
    // What the caller sees of the workspace's and its campaigns' ideas (idea-access.ts).
    const meVisible = p(me);
    where.push(visibleIdeaSql('i', '$1', meVisible));
    if (input.category) where.push(`i.category = ${p(input.category)}`);
    if (input.tag) {
      const t = p([input.tag]);
      where.push(`(i.tags @> ${t}::text[] or i.moderator_tags @> ${t}::text[])`);
    }
    // An anonymous idea is nobody's here unless the caller may know its author.
    if (input.authorId) where.push(`i.owner = ${p(input.authorId)} and ${seesAuthorSql('i', meVisible)}`);
    if (input.mine) {
      const m = p(me);
      where.push(
        `(i.owner = ${m} or exists (select 1 from app.idea_coauthors c where c.idea_id = i.id and c.user_id = ${m} and c.status = 'ACCEPTED'))`,
      );
    }
    if (search) where.push(`i.search @@ to_tsquery('simple', ${p(search)})`);
    if (shortlisted) where.push('i.shortlisted');
    if (minScore !== null) where.push(`i.review_score >= ${p(minScore)}::float8`);
    const countParams = [...params];
    const countWhere = where.join(' and ');
    if (input.stage) where.push(`i.stage = ${p(input.stage)}`);

    // The token belongs to this workspace's board with these filters and this sort, for this caller (`mine`).
    const shape = {
      q: 'listIdeas',
      t: w.tenantId,
      u: input.mine ? me : null,
      f: [
        input.stage,
        input.category,
        input.tag,
        input.authorId,
        search,
        input.campaignId ?? null,
        moderation,
        shortlisted,
        minScore,
      ],
      sort,
    };
    let after = '';
    if (input.nextToken) {
      const at = deps.tokens.decode(input.nextToken, shape);
      after = afterPosition(sort, p(at.s), p(at.i));
    }
    const meParam = p(me);
    const limitParam = p(pageSize + 1);
    const { column } = SORT_COLUMN[sort];
    const rows = await db.query<IdeaCardRow & { position: string | number; any_campaigns: boolean }>(
      // The page is chosen first (on the sort's index), then the card's per-idea lookups run for its rows only: on
      // the whole table the planner would hash the caller's every vote and follow to answer them. Whether the
      // workspace has campaigns (the counts' key, below) is asked once in the same statement.
      `select ${ideaCardColumns(meParam)}, ${sortPosition(sort)} as position,
              exists (select 1 from app.campaigns wc where wc.tenant_id = $1) as any_campaigns
         from (select * from app.ideas i where ${where.join(' and ')}${after}
                order by ${column} desc, i.id limit ${limitParam}) i
        order by ${column} desc, i.id`,
      params,
    );
    // The counts depend on the filters without the stage, never on the sort or page; on the caller with `mine`, and
    // once the workspace has campaigns (their audiences, moderators and anonymous authors differ per caller).
    const anyCampaigns =
      rows[0]?.any_campaigns ??
      (
        await db.query<{ any: boolean }>('select exists (select 1 from app.campaigns where tenant_id = $1) as any', [
          w.tenantId,
        ])
      )[0]?.any;
    const countKey = JSON.stringify([
      input.category,
      input.tag,
      input.authorId,
      input.mine || anyCampaigns ? me : null,
      search,
      input.campaignId ?? null,
      moderation,
      shortlisted,
      minScore,
    ]);
    const byStage = await boardCounts(deps, w.tenantId, countKey, async () => {
      const counts = await db.query<{ stage: IdeaStage; n: number }>(
        `select i.stage, count(*)::int as n from app.ideas i where ${countWhere} group by i.stage`,
        countParams,
      );
      return new Map(counts.map((c) => [c.stage, c.n]));
    });
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map((row) => shownIdeaCard(row, principal.isAdmin)),
      nextToken: rows.length > pageSize && last ? deps.tokens.encode({ s: last.position, i: last.id }, shape) : null,
      total: input.stage ? (byStage.get(input.stage) ?? 0) : [...byStage.values()].reduce((n, c) => n + c, 0),
      stageCounts: IDEA_STAGES.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 })),
    };
  },
});
