// publishCampaignResults: the moderators of a CLOSED campaign publish its results: an announcement (Markdown) and up
// to 50 of its ideas on its board, each moved to SELECTED when it is not there yet (with its stage event, its trail's
// row and its realtime update). Participants (authors and co-authors, voters, commenters, followers, role holders) are
// told the first time; editing the results later tells nobody again.
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { writeAudit } from '../audit/write-audit.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { ideaCountsChanged } from '../ideas/idea-counts.ts';
import { publishIdea } from '../ideas/idea-record.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { requireCampaignsWriter, requireVisibleCampaign } from './campaign-access.ts';
import { campaignParticipants, noticeActor, noticeCampaign } from './campaign-notices.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';
import { requireCampaignModerator } from './campaign-writes.ts';

export const publishCampaignResults = defineFunction({
  name: 'publishCampaignResults',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({
    input: z.object({
      campaignId: ZId,
      announcement: z
        .string()
        .trim()
        .min(1, 'write the announcement')
        .max(CAMPAIGN_LIMITS.announcement, `at most ${CAMPAIGN_LIMITS.announcement} characters`),
      ideaIds: z
        .array(ZId)
        .max(CAMPAIGN_LIMITS.resultsIdeas, `at most ${CAMPAIGN_LIMITS.resultsIdeas} ideas`)
        .transform((ids) => [...new Set(ids)]),
    }),
  }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { principal, db, deps, request } = ctx;
    const { campaignId, announcement, ideaIds } = args.input;
    const me = principal.userId as string;
    const w = await requireCampaignsWriter(principal, 'publishCampaignResults');
    const found = await requireVisibleCampaign(db.query, w.tenantId, me, campaignId, { lock: true });
    requireCampaignModerator(found, 'publishCampaignResults');
    const c = found.campaign;
    if (c.status !== 'CLOSED') throw Errors.validation(CAMPAIGN_MESSAGES.notClosed);
    // Locked in id order, as moveIdeas does, so the two wait for each other instead of deadlocking.
    const ideas = await db.query<{ id: string; title: string; stage: string | null }>(
      `select i.id, i.title, i.stage from app.ideas i
        where i.id = any($1::text[]) and i.campaign_id = $2 and i.state = 'SUBMITTED' and i.moderation = 'VISIBLE'
        order by i.id for update of i`,
      [ideaIds, c.id],
    );
    if (ideas.length !== ideaIds.length)
      throw Errors.validation(`input.ideaIds: ${CAMPAIGN_MESSAGES.resultsIdeaNotInCampaign}`);
    const now = deps.now();
    const selected: string[] = [];
    for (const idea of ideas) {
      if (idea.stage === 'SELECTED') continue;
      await db.query(
        `update app.ideas set stage = 'SELECTED', stage_changed_at = $2, last_activity_at = $2, updated_at = $2 where id = $1`,
        [idea.id, now],
      );
      await db.query(
        `insert into app.idea_stage_events (idea_id, from_stage, to_stage, actor, note, created_at)
         values ($1, $2, 'SELECTED', $3, $4, $5)`,
        [idea.id, idea.stage, me, `Selected in the results of ${c.title}`, now],
      );
      // The idea's own trail shows the move (as moveIdeas writes it).
      await writeAudit(
        db.query,
        principal,
        request,
        {
          action: 'moveIdeas',
          target: `Idea:${idea.id}`,
          tenantId: w.tenantId,
          details: { title: idea.title, from: idea.stage, to: 'SELECTED', campaignId: c.id },
        },
        now,
      );
      await publishIdea(ctx, 'onUpdateIdea', idea.id);
      selected.push(idea.id);
    }
    if (selected.length) ideaCountsChanged(ctx, w.tenantId);
    await db.query(
      `update app.campaigns set results_announcement = $2, results_idea_ids = $3,
              results_published_at = coalesce(results_published_at, $4), updated_by = $5, updated_at = $4
        where id = $1`,
      [c.id, announcement, ideaIds, now, me],
    );
    const first = c.results_published_at === null;
    if (first)
      await noticeCampaign(
        ctx,
        await campaignParticipants(db.query, c.id),
        c.id,
        {
          kind: 'campaign.results',
          title: `Results of ${c.title}`,
          body: `The results of the campaign "${c.title}" are out: ${ideaIds.length} ${ideaIds.length === 1 ? 'idea' : 'ideas'} selected.`,
          sourceId: `campaign:${c.id}:results`,
        },
        await noticeActor(ctx),
      );
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: { title: c.title, ideas: ideaIds.length, movedToSelected: selected.length, first },
    });
    return requireCampaign(ctx, w, c.id);
  },
});
