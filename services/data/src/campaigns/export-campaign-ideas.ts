// exportCampaignIdeas: the campaign's submitted ideas as CSV for its moderators (owners, moderators, the workspace's
// owners and admins): id, title, author, co-authors, category, stage, moderation, votes, comments, followers,
// submission time and link, then the review aggregate (average and spread to 2 decimals, empty without reviews;
// the number of submitted reviews), the submitted reviewers' names and whether it is shortlisted; oldest first.
// Ideas merged into another are not exported (their votes, comments and followers moved across). An anonymous idea's author and co-authors are "Anonymous" / blank unless
// the caller sees the authors (the campaign's owners and moderators, platform admins). Cells a spreadsheet would run as a formula are
// made inert, as the back-office's exports are.
import { ANONYMOUS_AUTHOR } from '@innov/contracts';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { csvCell } from '../http/admin-exports.ts';
import { ideaLink } from '../ideas/idea-access.ts';
import { ZId } from '../teams/team-access.ts';
import { requireCampaignsReader, requireVisibleCampaign } from './campaign-access.ts';
import { requireCampaignModerator } from './campaign-writes.ts';

export const EXPORT_COLUMNS = [
  'Idea ID',
  'Title',
  'Author',
  'Co-authors',
  'Category',
  'Stage',
  'Moderation',
  'Votes',
  'Comments',
  'Followers',
  'Submitted at',
  'Link',
  'Average score',
  'Spread',
  'Reviews',
  'Reviewers',
  'Shortlisted',
] as const;

/** Rows per export: a campaign's ideas fit many times over. */
export const EXPORT_MAX_ROWS = 10_000;

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'campaign';

export const exportCampaignIdeas = defineFunction({
  name: 'exportCampaignIdeas',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ campaignId: ZId }),
  async run({ principal, db, deps }, { campaignId }): Promise<{ fileName: string; csv: string }> {
    const w = await requireCampaignsReader(principal, 'exportCampaignIdeas');
    const found = await requireVisibleCampaign(db.query, w.tenantId, principal.userId as string, campaignId);
    requireCampaignModerator(found, 'exportCampaignIdeas', 'Query');
    const rows = await db.query<{
      id: string;
      title: string;
      anonymous: boolean;
      author: string | null;
      co_authors: string | null;
      category: string | null;
      stage: string | null;
      moderation: string;
      vote_count: number;
      comment_count: number;
      follower_count: number;
      submitted_at: Date | null;
      review_score: number | null;
      review_spread: number | null;
      review_count: number;
      reviewers: string | null;
      shortlisted: boolean;
    }>(
      `select i.id, i.title, i.anonymous, coalesce(ap.name, ap.email) as author,
              (select string_agg(coalesce(cp.name, cp.email, ca.user_id), '; ' order by ca.created_at, ca.user_id)
                 from app.idea_coauthors ca left join app.user_profiles cp on cp.id = ca.user_id
                where ca.idea_id = i.id and ca.status = 'ACCEPTED') as co_authors,
              i.category, i.stage, i.moderation, i.vote_count, i.comment_count, i.follower_count, i.submitted_at,
              i.review_score, i.review_spread, i.review_count, i.shortlisted,
              (select string_agg(rn.name, '; ' order by rn.name)
                 from (select coalesce(rp.name, rp.email, rv.user_id) as name
                         from app.idea_reviews rv left join app.user_profiles rp on rp.id = rv.user_id
                        where rv.idea_id = i.id and rv.status = 'SUBMITTED') rn) as reviewers
         from app.ideas i left join app.user_profiles ap on ap.id = i.owner
        where i.campaign_id = $1 and i.tenant_id = $2 and i.state = 'SUBMITTED' and i.merged_into is null
        order by i.submitted_at, i.id limit $3`,
      [found.campaign.id, w.tenantId, EXPORT_MAX_ROWS],
    );
    const masked = (r: { anonymous: boolean }) => r.anonymous && !found.revealsAuthors && !principal.isAdmin;
    const reviewed = (r: { review_count: number }) => r.review_count > 0;
    const base = deps.config.publicUrl.replace(/\/$/, '');
    const records = [
      [...EXPORT_COLUMNS],
      ...rows.map((r) =>
        [
          r.id,
          r.title,
          masked(r) ? ANONYMOUS_AUTHOR : r.author,
          masked(r) ? '' : r.co_authors,
          r.category,
          r.stage,
          r.moderation,
          r.vote_count,
          r.comment_count,
          r.follower_count,
          r.submitted_at,
          `${base}${ideaLink(r.id)}`,
          reviewed(r) ? r.review_score?.toFixed(2) : '',
          reviewed(r) ? r.review_spread?.toFixed(2) : '',
          r.review_count,
          r.reviewers ?? '',
          r.shortlisted ? 'yes' : 'no',
        ].map(csvCell),
      ),
    ];
    return {
      fileName: `${slug(found.campaign.title)}-ideas-${deps.now().toISOString().slice(0, 10)}.csv`,
      csv: stringify(records),
    };
  },
});
