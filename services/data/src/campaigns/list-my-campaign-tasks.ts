// listMyCampaignTasks: what the caller has to do in the campaigns they see: ideas waiting for their moderation
// (PENDING ideas of campaigns they moderate), their drafts to finish (drafts for a scheduled or open campaign that
// will still take ideas; due when its last phase taking ideas ends), phases about to close (the active phase of an
// open campaign they own or moderate, or that takes ideas, ending within CAMPAIGN_LIMITS.closingSoonHours) and, with
// the plan's evaluation, ideas to review (REVIEW_DUE: each idea of their queue as an evaluator that they have not
// reviewed or only drafted, in campaigns OPEN in a phase that allows evaluation; due at their effective due date).
// Soonest first, ideas to moderate oldest first; at most 100 of each kind.
import { CAMPAIGN_LIMITS, type CampaignTaskKind } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { effectiveDueSql, reviewQueueSql } from '../evaluation/evaluation-access.ts';
import { campaignModeratedSql, campaignVisibleSql, requireCampaignsReader } from './campaign-access.ts';

export interface CampaignTask {
  kind: CampaignTaskKind;
  campaignId: string;
  campaignTitle: string;
  ideaId: string | null;
  ideaTitle: string | null;
  phaseName: string | null;
  dueAt: Date | null;
}

const PER_KIND = 100;

export const listMyCampaignTasks = defineFunction({
  name: 'listMyCampaignTasks',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db, deps }): Promise<CampaignTask[]> {
    const w = await requireCampaignsReader(principal, 'listMyCampaignTasks');
    const me = principal.userId as string;
    const now = deps.now();
    const soon = new Date(now.getTime() + CAMPAIGN_LIMITS.closingSoonHours * 3_600_000);
    const rows = await db.query<{
      kind: CampaignTaskKind;
      campaign_id: string;
      campaign_title: string;
      idea_id: string | null;
      idea_title: string | null;
      phase_name: string | null;
      due_at: Date | null;
      sort_at: Date;
    }>(
      `(select 'MODERATE_IDEA' as kind, c.id as campaign_id, c.title as campaign_title, i.id as idea_id,
               i.title as idea_title, null::text as phase_name, null::timestamptz as due_at, i.submitted_at as sort_at
          from app.campaigns c join app.ideas i on i.campaign_id = c.id
         where c.tenant_id = $1 and c.status <> 'ARCHIVED' and i.state = 'SUBMITTED' and i.moderation = 'PENDING'
           and ${campaignModeratedSql('c.id', '$2')}
         order by i.submitted_at, i.id limit ${PER_KIND})
       union all
       (select 'FINISH_DRAFT', c.id, c.title, i.id, i.title, sp.name, sp.ends_at, sp.ends_at
          from app.campaigns c join app.ideas i on i.campaign_id = c.id
          join lateral (select p.name, p.ends_at from app.campaign_phases p
                         where p.campaign_id = c.id and p.allow_submit order by p.position desc limit 1) sp on true
         where c.tenant_id = $1 and c.status in ('SCHEDULED', 'OPEN') and i.state = 'DRAFT' and i.owner = $2
           and sp.ends_at > $3 and ${campaignVisibleSql('c.id', '$2')}
         order by sp.ends_at, i.id limit ${PER_KIND})
       union all
       (select 'PHASE_CLOSING', c.id, c.title, null, null, p.name, p.ends_at, p.ends_at
          from app.campaigns c join app.campaign_phases p on p.campaign_id = c.id and p.position = c.active_phase
         where c.tenant_id = $1 and c.status = 'OPEN' and p.ends_at > $3 and p.ends_at <= $4
           and (exists (select 1 from app.campaign_roles r where r.campaign_id = c.id and r.user_id = $2 and r.role in ('OWNER', 'MODERATOR'))
                or (p.allow_submit and ${campaignVisibleSql('c.id', '$2')}))
         order by p.ends_at, c.id limit ${PER_KIND})
       union all
       (select 'REVIEW_DUE', c.id, c.title, qi.id, qi.title, null, d.due_at, d.due_at
          from app.campaign_roles r
          join app.campaigns c on c.id = r.campaign_id
          join app.campaign_phases p on p.campaign_id = c.id and p.position = c.active_phase and p.allow_evaluate
          cross join lateral (select ${effectiveDueSql('r', 'c.id')} as due_at) d
          join lateral (${reviewQueueSql('c.id', '$2')}) qx on true
          join app.ideas qi on qi.id = qx.id
         where $5 and c.tenant_id = $1 and c.status = 'OPEN' and r.user_id = $2 and r.role = 'EVALUATOR'
           and ${campaignVisibleSql('c.id', '$2')}
           and not exists (select 1 from app.idea_reviews rv where rv.idea_id = qi.id and rv.user_id = $2
                             and rv.status in ('SUBMITTED', 'RECUSED'))
         order by d.due_at, qi.id limit ${PER_KIND})`,
      [w.tenantId, me, now, soon, w.entitlements.features.includes('evaluation')],
    );
    // Ideas to moderate first (oldest first), then drafts, phases and reviews by when they are due (reviews due
    // together by idea).
    const first = (r: { kind: CampaignTaskKind }) => (r.kind === 'MODERATE_IDEA' ? 0 : 1);
    return rows
      .sort(
        (a, b) =>
          first(a) - first(b) ||
          new Date(a.sort_at).getTime() - new Date(b.sort_at).getTime() ||
          (a.kind === 'REVIEW_DUE' && b.kind === 'REVIEW_DUE' ? (a.idea_id ?? '').localeCompare(b.idea_id ?? '') : 0),
      )
      .map((r) => ({
        kind: r.kind,
        campaignId: r.campaign_id,
        campaignTitle: r.campaign_title,
        ideaId: r.idea_id,
        ideaTitle: r.idea_title,
        phaseName: r.phase_name,
        dueAt: r.due_at,
      }));
  },
});
