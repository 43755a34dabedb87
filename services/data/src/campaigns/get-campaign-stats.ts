// getCampaignStats: the campaign page's participation figures for whoever sees the campaign: participants, ideas on
// its board, their votes and comments, and the same per UTC day from its opening (or publication) to now or its
// close, at most the last 120 days. Only its board's ideas count (not those waiting for moderation or hidden).
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { ZId } from '../teams/team-access.ts';
import { requireCampaignsReader, visibleCampaign } from './campaign-access.ts';
import { boardIdeasOf, participantsOf } from './campaign-record.ts';

export const STATS_MAX_DAYS = 120;

export interface CampaignStatsDay {
  date: string;
  ideas: number;
  votes: number;
  comments: number;
  participants: number;
}

export interface CampaignStats {
  participants: number;
  ideas: number;
  votes: number;
  comments: number;
  days: CampaignStatsDay[];
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export const getCampaignStats = defineFunction({
  name: 'getCampaignStats',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ id: ZId }),
  async run({ principal, db, deps }, { id }): Promise<CampaignStats | null> {
    const w = await requireCampaignsReader(principal, 'getCampaignStats');
    const found = await visibleCampaign(db.query, w.tenantId, principal.userId as string, id);
    if (!found) return null;
    const c = found.campaign;
    const [totals] = await db.query<{ participants: number; ideas: number; votes: number; comments: number }>(
      `select (select count(*)::int from (${participantsOf('$1')}) p) as participants,
              (select count(*)::int from (${boardIdeasOf('$1')}) b) as ideas,
              (select count(*)::int from app.idea_votes v join (${boardIdeasOf('$1')}) bv on bv.id = v.idea_id) as votes,
              (select count(*)::int from app.idea_comments cm join (${boardIdeasOf('$1')}) bc on bc.id = cm.idea_id
                where cm.deleted_at is null) as comments`,
      [c.id],
    );
    const from = c.opened_at ?? c.published_at;
    const now = deps.now();
    const to = c.closed_at && c.closed_at.getTime() < now.getTime() ? c.closed_at : now;
    let days: CampaignStatsDay[] = [];
    if (from && from.getTime() <= to.getTime()) {
      const start = new Date(Math.max(from.getTime(), to.getTime() - (STATS_MAX_DAYS - 1) * DAY_MS));
      days = await db.query<CampaignStatsDay>(
        `with board as (select i.id, i.owner, i.submitted_at from app.ideas i
                         where i.campaign_id = $1 and i.state = 'SUBMITTED' and i.moderation = 'VISIBLE'),
              ev as (
                select (b.submitted_at at time zone 'UTC')::date as d, 'idea' as k, b.owner as u from board b
                union all
                select (v.created_at at time zone 'UTC')::date, 'vote', v.user_id
                  from app.idea_votes v join board b on b.id = v.idea_id
                union all
                select (cm.created_at at time zone 'UTC')::date, 'comment', cm.owner
                  from app.idea_comments cm join board b on b.id = cm.idea_id where cm.deleted_at is null)
         select to_char(s.d, 'YYYY-MM-DD') as date,
                count(*) filter (where ev.k = 'idea')::int as ideas,
                count(*) filter (where ev.k = 'vote')::int as votes,
                count(*) filter (where ev.k = 'comment')::int as comments,
                count(distinct ev.u)::int as participants
           from (select generate_series($2::date, $3::date, interval '1 day')::date as d) s
           left join ev on ev.d = s.d
          group by s.d order by s.d`,
        [c.id, dayOf(start), dayOf(to)],
      );
    }
    return {
      participants: totals?.participants ?? 0,
      ideas: totals?.ideas ?? 0,
      votes: totals?.votes ?? 0,
      comments: totals?.comments ?? 0,
      days,
    };
  },
});
