// mergeIdea: a moderator of both ideas merges a duplicate (the source) into another submitted idea (the target) of
// the same campaign, or two workspace ideas (issue 29; docs/architecture.md, "Ideas": merging). The source's author
// and accepted co-authors become accepted co-authors of the target, its comments move across, its followers and
// voters are added to the target's (a person who follows or voted for both is counted once; the target's authors
// do not vote for it), and the source is marked merged: off the boards, its page redirecting to the target, no
// writes until the merge is undone (undoIdeaMerge, within a day). What was added is recorded on the merge, so the
// undo takes back exactly that. Both ideas' rows are locked in id order before anything is read: a vote on either
// waits for the merge or is counted by it, and a vote on the source after it is refused.
import { EVALUATION_LIMITS, MERGE_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requireCampaignWritable } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  type IdeaRow,
  ideaCampaign,
  moderatesIdea,
  noSuchIdea,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  ZId,
} from './idea-access.ts';
import { viewersAmong } from './idea-audience.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { lockVisibleIdeas, type MergeMoved, requireNotMerged } from './idea-merges.ts';
import { ideaActorName, noticeIdea } from './idea-notices.ts';
import { type IdeaDetails, publishIdea, requireIdeaDetails } from './idea-record.ts';

export const ZMergeIdeaArgs = z.object({
  input: z.object({
    sourceId: ZId,
    targetId: ZId,
    note: z
      .string()
      .trim()
      .max(EVALUATION_LIMITS.mergeNote, `at most ${EVALUATION_LIMITS.mergeNote} characters`)
      .nullish()
      .transform((v) => v || null),
  }),
});

/** The idea's author and accepted co-authors. */
async function authorsOf(q: Parameters<typeof viewersAmong>[0], idea: Pick<IdeaRow, 'id' | 'owner'>) {
  const rows = await q<{ user_id: string }>(
    `select user_id from app.idea_coauthors where idea_id = $1 and status = 'ACCEPTED' order by created_at, user_id`,
    [idea.id],
  );
  return [idea.owner, ...rows.map((r) => r.user_id)];
}

export const mergeIdea = defineFunction({
  name: 'mergeIdea',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZMergeIdeaArgs,
  audit: (_details: IdeaDetails, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails> {
    const { principal, db, deps } = ctx;
    const { sourceId, targetId, note } = args.input;
    const w = await requireIdeasWriter(principal, 'mergeIdea');
    const me = principal.userId as string;
    if (sourceId === targetId) throw Errors.validation(MERGE_MESSAGES.mergeIntoSelf);
    const locked = await lockVisibleIdeas(db.query, w.tenantId, me, [sourceId, targetId]);
    const source = locked.get(sourceId);
    const target = locked.get(targetId);
    if (!source || !target) throw noSuchIdea();
    // Both on the board: submitted, not waiting for or refused moderation, not hidden.
    for (const idea of [source, target]) {
      if (idea.state !== 'SUBMITTED' || idea.moderation !== 'VISIBLE')
        throw Errors.validation(MERGE_MESSAGES.notMergeable);
      requireNotMerged(idea);
    }
    for (const idea of [source, target])
      if (!(await moderatesIdea(db.query, w, idea, me))) throw Errors.validation(MERGE_MESSAGES.notMergeable);
    if (source.campaign_id !== target.campaign_id) throw Errors.validation(MERGE_MESSAGES.otherCampaign);
    // The source's authors become the target's co-authors: an anonymous idea's may not be named on a named one, and a
    // named idea's authors, made co-authors of an anonymous one, would see (and be known to be among) its authors.
    if (source.anonymous !== target.anonymous) throw Errors.validation(MERGE_MESSAGES.anonymousMismatch);
    // No chains: an idea others were merged into is their target; it is not merged on (the merges into it could
    // no longer be undone, nor found from a deletion of the last target).
    const [into] = await db.query<{ n: number }>('select 1 as n from app.ideas where merged_into = $1 limit 1', [
      source.id,
    ]);
    if (into) throw Errors.validation(MERGE_MESSAGES.sourceHasMerges);
    const c = await ideaCampaign(db.query, source);
    if (c) requireCampaignWritable(c.campaign);

    const now = deps.now();
    const sourceAuthors = await authorsOf(db.query, source);
    const targetAuthors = await authorsOf(db.query, target);
    // Co-authors: the source's author and accepted co-authors, unless they write the target already or were
    // invited to (an invitation waits for its answer).
    const coAuthors = await db.query<{ user_id: string }>(
      `insert into app.idea_coauthors (idea_id, user_id, status, invited_by, created_at, responded_at)
       select $1, u.user_id, 'ACCEPTED', $3, $4, $4 from unnest($2::text[]) as u(user_id)
        where u.user_id <> $5
          and not exists (select 1 from app.idea_coauthors x where x.idea_id = $1 and x.user_id = u.user_id)
       on conflict do nothing returning user_id`,
      [target.id, sourceAuthors, me, now, target.owner],
    );
    const added = coAuthors.map((r) => r.user_id);
    // An author does not vote for their own idea (respondToCoAuthorship withdraws the vote of a co-author who joins).
    const unvoted = await db.query<{ user_id: string }>(
      'delete from app.idea_votes where idea_id = $1 and user_id = any($2::text[]) returning user_id',
      [target.id, added],
    );
    // Votes: the source's voters who have not voted for the target, nor write it; each keeps the time they voted.
    // The source keeps its votes (frozen), for an undo.
    const votes = await db.query<{ user_id: string }>(
      `insert into app.idea_votes (idea_id, user_id, created_at)
       select $2, v.user_id, v.created_at from app.idea_votes v
        where v.idea_id = $1 and v.user_id <> $3
          and not exists (select 1 from app.idea_coauthors x where x.idea_id = $2 and x.user_id = v.user_id)
       on conflict do nothing returning user_id`,
      [source.id, target.id, target.owner],
    );
    const followers = await db.query<{ user_id: string }>(
      `insert into app.idea_followers (idea_id, user_id, created_at)
       select $2, f.user_id, f.created_at from app.idea_followers f where f.idea_id = $1
       on conflict do nothing returning user_id`,
      [source.id, target.id],
    );
    // The whole conversation moves, replies with their threads.
    const comments = await db.query<{ id: string }>(
      'update app.idea_comments set idea_id = $2 where idea_id = $1 returning id',
      [source.id, target.id],
    );
    // The counts move with the rows inserted and withdrawn; the comments are counted again as every comment
    // write keeps them (those not deleted).
    const commentCount =
      '(select count(*)::int from app.idea_comments cc where cc.idea_id = $1 and cc.deleted_at is null)';
    await db.query(
      `update app.ideas set vote_count = vote_count + $2, follower_count = follower_count + $3,
              comment_count = ${commentCount}, last_activity_at = $4, updated_at = $4
        where id = $1`,
      [target.id, votes.length - unvoted.length, followers.length, now],
    );
    await db.query(
      `update app.ideas set merged_into = $2, merged_at = $3, comment_count = ${commentCount}, updated_at = $3
        where id = $1`,
      [source.id, target.id, now],
    );
    const moved: MergeMoved = {
      comments: comments.map((r) => r.id),
      followers: followers.map((r) => r.user_id),
      votes: votes.map((r) => r.user_id),
      coAuthors: added,
      unvoted: unvoted.map((r) => r.user_id),
    };
    const [merge] = await db.query<{ id: string }>(
      `insert into app.idea_merges (tenant_id, source_id, target_id, note, moved, merged_by, merged_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning id`,
      [w.tenantId, source.id, target.id, note, JSON.stringify(moved), me, now],
    );

    await publishIdea(ctx, 'onUpdateIdea', source.id);
    await publishIdea(ctx, 'onUpdateIdea', target.id);
    ideaCountsChanged(ctx, w.tenantId);
    // The co-authors added see the target as theirs (the realtime rules' sets of ideas follow at once).
    for (const userId of added) announceMembershipChange(ctx, { userId });

    // The authors of both ideas hear of it, once each (the source's as such), those who can see the target. A
    // moderator who writes one of the anonymous ideas acts as 'Anonymous' (idea-notices.ts).
    const fromSource = await ideaActorName(ctx, source);
    const actor = fromSource.anonymous ? fromSource : await ideaActorName(ctx, target);
    const by = actor.by ?? 'A moderator';
    const noted = note ? `\n\n${note}` : '';
    const tell = async (recipients: string[], notice: Parameters<typeof noticeIdea>[3]) => {
      const seeing = new Set((await viewersAmong(db.query, target, recipients)).map((v) => v.user_id));
      const told = recipients.filter((id) => seeing.has(id));
      await noticeIdea(ctx, told, target.id, notice, actor.by, { anonymous: actor.anonymous });
    };
    await tell(sourceAuthors, {
      kind: 'idea.merged',
      title: `Your idea “${source.title}” was merged into “${target.title}”`,
      body: `${by} merged “${source.title}” into “${target.title}”: its authors are co-authors there, and its comments, followers and votes moved across.${noted}`,
    });
    await tell(
      targetAuthors.filter((id) => !sourceAuthors.includes(id)),
      {
        kind: 'idea.mergedInto',
        title: `“${source.title}” was merged into your idea “${target.title}”`,
        body: `${by} merged “${source.title}” into “${target.title}”: its authors are co-authors of your idea now, and its comments, followers and votes moved across.${noted}`,
      },
    );

    noteAudit(args, {
      target: `Idea:${source.id}`,
      tenantId: w.tenantId,
      details: {
        mergeId: merge?.id,
        sourceId: source.id,
        targetId: target.id,
        title: source.title,
        targetTitle: target.title,
        ...(note ? { note } : {}),
        moved: {
          comments: moved.comments.length,
          followers: moved.followers.length,
          votes: moved.votes.length,
          coAuthors: moved.coAuthors.length,
        },
      },
    });
    return requireIdeaDetails(db.query, w, me, target.id, now);
  },
});
