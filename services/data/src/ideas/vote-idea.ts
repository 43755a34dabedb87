// voteIdea: the caller's vote on a submitted idea as a desired state (vote: true gives it, false takes it back), so
// a repeated or concurrent click changes nothing. The count moves in the statement that inserts or deletes the
// vote, and only when a row was inserted or deleted: twenty clicks at once are one vote. Authors and accepted
// co-authors do not vote for their own idea; a declined idea takes no new votes (one may still be taken back). A
// campaign's idea takes votes, and gives them back, only while its campaign's active phase allows voting.
import { IDEA_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requirePhaseAllows } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import {
  coAuthorStatus,
  ideaCampaign,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZId,
} from './idea-access.ts';
import { viewersAmong } from './idea-audience.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actorName, noticeIdea } from './idea-notices.ts';
import { type IdeaCard, ideaEventRecord, readIdeaCard } from './idea-record.ts';

export const ZVoteIdeaArgs = z.object({ input: z.object({ ideaId: ZId, vote: z.boolean() }) });

export const voteIdea = defineFunction({
  name: 'voteIdea',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZVoteIdeaArgs,
  writeLimit: { perMinute: 120 },
  audit: (_card: IdeaCard, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaCard> {
    const { principal, db, deps } = ctx;
    const { ideaId, vote } = args.input;
    const w = await requireIdeasWriter(principal, 'voteIdea');
    const me = principal.userId as string;
    // The idea's row lock orders this vote after a move to DECLINED or a merge (and after other votes, which the
    // count's update would wait for anyway): a merge reads the voters with the row locked, so its counts are exact.
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, ideaId, { lock: true });
    if (idea.state !== 'SUBMITTED') throw Errors.validation(IDEA_MESSAGES.draftOnly);
    // A merged idea's votes are frozen (they were merged into the other idea): none given, none taken back.
    requireNotMerged(idea);
    const rt = runtime(ctx, 'Idea');
    const now = deps.now();
    let changed: Record<string, unknown> | undefined;
    if (vote) {
      // Authors, and co-authors whether they have accepted yet or not (accepting would make it their own vote).
      if (idea.owner === me || (await coAuthorStatus(db.query, idea.id, me)) !== null)
        throw Errors.validation(IDEA_MESSAGES.ownVote);
      if (idea.stage === 'DECLINED') throw Errors.validation(IDEA_MESSAGES.declinedVote);
      if (idea.moderation !== 'VISIBLE') throw Errors.validation(IDEA_MESSAGES.notOnBoard);
      if (idea.duplicate_of) throw Errors.validation(IDEA_MESSAGES.duplicateVote);
      // A campaign's idea takes votes while its campaign's active phase allows them.
      const c = await ideaCampaign(db.query, idea);
      if (c) requirePhaseAllows(c, 'allowVote');
      [changed] = await db.query<Record<string, unknown>>(
        `with v as (insert into app.idea_votes (idea_id, user_id, created_at) values ($1, $2, $3)
                    on conflict do nothing returning 1)
         update app.ideas set vote_count = vote_count + 1, last_activity_at = $3
          where id = $1 and exists (select 1 from v) returning ${rt.selectList}`,
        [idea.id, me, now],
      );
    } else {
      const c = await ideaCampaign(db.query, idea);
      if (c) requirePhaseAllows(c, 'allowVote');
      [changed] = await db.query<Record<string, unknown>>(
        `with v as (delete from app.idea_votes where idea_id = $1 and user_id = $2 returning 1)
         update app.ideas set vote_count = vote_count - 1
          where id = $1 and exists (select 1 from v) returning ${rt.selectList}`,
        [idea.id, me],
      );
    }
    if (changed) {
      ctx.publish('onUpdateIdea', ideaEventRecord(rt, changed));
      // The source id is the vote's: a vote taken back and given again tells the author once. An author who has
      // left the workspace is not told.
      const author = vote ? await viewersAmong(db.query, idea, [idea.owner]) : [];
      if (author.length) {
        const by = await actorName(ctx);
        await noticeIdea(
          ctx,
          [idea.owner],
          idea.id,
          {
            kind: 'idea.voted',
            title: `${by ?? 'Someone'} voted for your idea`,
            body: `${by ?? 'Someone'} voted for "${idea.title}".`,
            sourceId: `vote:${idea.id}:${me}`,
          },
          by,
        );
      }
    }
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: { title: idea.title, vote, changed: Boolean(changed) },
    });
    const card = await readIdeaCard(db.query, w.tenantId, me, idea.id, principal.isAdmin);
    if (!card) throw new Error('The idea just voted on is missing.');
    return card;
  },
});
