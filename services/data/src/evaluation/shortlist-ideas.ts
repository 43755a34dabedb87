// shortlistIdeas: whoever moderates the campaign puts ideas of its board (submitted, VISIBLE, not merged) on its
// shortlist, or takes them off (who and when recorded), 1…100 at a time; an idea that is not on the campaign's
// board refuses the whole call (notShortlistable). Moving the shortlist to SELECTED is moveIdeas'. Answers the
// ideas' cards in the order given.
import { EVALUATION_LIMITS, EVALUATION_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requireCampaignWritable, requireVisibleCampaign } from '../campaigns/campaign-access.ts';
import { boardIdeasOf } from '../campaigns/campaign-record.ts';
import { requireCampaignModerator } from '../campaigns/campaign-writes.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { ideaCountsChanged } from '../ideas/idea-counts.ts';
import { type IdeaCard, publishIdea, readIdeaCardRows, shownIdeaCard } from '../ideas/idea-record.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { requireEvaluationWriter } from './evaluation-access.ts';

export const ZShortlistIdeasArgs = z.object({
  input: z.object({
    campaignId: ZId,
    ideaIds: z
      .array(ZId)
      .min(1, 'choose at least one idea')
      .max(EVALUATION_LIMITS.shortlistBatch, `at most ${EVALUATION_LIMITS.shortlistBatch} ideas at a time`)
      .transform((ids) => [...new Set(ids)]),
    shortlisted: z.boolean(),
  }),
});

export const shortlistIdeas = defineFunction({
  name: 'shortlistIdeas',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 60 },
  input: ZShortlistIdeasArgs,
  audit: (_cards: IdeaCard[], args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaCard[]> {
    const { principal, db, deps } = ctx;
    const { campaignId, ideaIds, shortlisted } = args.input;
    const w = await requireEvaluationWriter(principal, 'shortlistIdeas');
    const me = principal.userId as string;
    const found = await requireVisibleCampaign(db.query, w.tenantId, me, campaignId);
    requireCampaignModerator(found, 'shortlistIdeas');
    const c = found.campaign;
    requireCampaignWritable(c);
    // The ideas' row locks, in id order (as moveIdeas takes them), before they are checked and changed.
    const board = await db.query<{ id: string; title: string; shortlisted: boolean }>(
      `select i.id, i.title, i.shortlisted from app.ideas i
        where i.id = any($2::text[]) and i.id in (select bi.id from (${boardIdeasOf('$1')}) bi)
        order by i.id for update of i`,
      [c.id, ideaIds],
    );
    if (board.length !== ideaIds.length) throw Errors.validation(EVALUATION_MESSAGES.notShortlistable);
    const changed = board.filter((i) => i.shortlisted !== shortlisted).map((i) => i.id);
    if (changed.length) {
      await db.query(
        `update app.ideas set shortlisted = $2, shortlisted_by = case when $2 then $3::text end,
                shortlisted_at = case when $2 then $4::timestamptz end
          where id = any($1::text[])`,
        [changed, shortlisted, me, deps.now()],
      );
      // The board's shortlist filter and its counts follow.
      ideaCountsChanged(ctx, w.tenantId);
      for (const id of changed) await publishIdea(ctx, 'onUpdateIdea', id);
    }
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: { title: c.title, shortlisted, ideas: ideaIds, changed: changed.length },
    });
    const cards = new Map(
      (await readIdeaCardRows(db.query, w.tenantId, me, ideaIds)).map((r) => [
        r.id,
        shownIdeaCard(r, principal.isAdmin),
      ]),
    );
    return ideaIds.flatMap((id) => {
      const card = cards.get(id);
      return card ? [card] : [];
    });
  },
});
