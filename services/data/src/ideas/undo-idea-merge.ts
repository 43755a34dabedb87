// undoIdeaMerge: a moderator of a merged idea undoes its merge within EVALUATION_LIMITS.mergeUndoHours (issue 29;
// docs/architecture.md, "Ideas": merging). What the merge added to the target and is still there goes back: the
// moved comments, with the replies written to them since, return to the merged idea; the votes, follows and
// co-authorships it added are taken off the target (the merged idea kept its own all along); the votes its
// authors had given the target come back. What happened on the target since (other votes, comments) stays. Both
// rows are locked in id order, as mergeIdea locks them.
import { MERGE_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requireCampaignWritable } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  ideaCampaign,
  moderatesIdea,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZId,
} from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { activeMergeOf, lockVisibleIdeas, mergeMoved, undoDeadline } from './idea-merges.ts';
import { type IdeaDetails, publishIdea, requireIdeaDetails } from './idea-record.ts';

export const ZUndoIdeaMergeArgs = z.object({ input: z.object({ sourceId: ZId }) });

export const undoIdeaMerge = defineFunction({
  name: 'undoIdeaMerge',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZUndoIdeaMergeArgs,
  audit: (_details: IdeaDetails, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails> {
    const { principal, db, deps } = ctx;
    const w = await requireIdeasWriter(principal, 'undoIdeaMerge');
    const me = principal.userId as string;
    const seen = await requireVisibleIdea(db.query, w.tenantId, me, args.input.sourceId);
    if (seen.state !== 'SUBMITTED' || !(await moderatesIdea(db.query, w, seen, me)))
      throw Errors.unauthorized('undoIdeaMerge', 'Mutation');
    if (!seen.merged_into) throw Errors.validation(MERGE_MESSAGES.notMerged);
    // Both rows locked (in id order) before the merge is read: a concurrent undo or merge of either waits.
    const locked = await lockVisibleIdeas(db.query, w.tenantId, me, [seen.id, seen.merged_into]);
    const source = locked.get(seen.id);
    if (!source) throw Errors.validation(MERGE_MESSAGES.notMerged);
    // Undone (or undone and merged elsewhere) while this waited for the lock.
    if (source.merged_into !== seen.merged_into) throw Errors.validation(MERGE_MESSAGES.notMerged);
    const target = locked.get(source.merged_into);
    // A deleted target took its merge row with it (cascade): there is nothing to undo into.
    const merge = await activeMergeOf(db.query, source.id);
    if (!target || !merge || merge.target_id !== target.id || target.merged_into)
      throw Errors.validation(MERGE_MESSAGES.targetMerged);
    const now = deps.now();
    if (merge.merged_at.getTime() <= undoDeadline(now).getTime()) throw Errors.validation(MERGE_MESSAGES.undoExpired);
    // An archived campaign's ideas stay as they are (as mergeIdea refuses to merge them).
    const c = await ideaCampaign(db.query, source);
    if (c) requireCampaignWritable(c.campaign);

    const moved = mergeMoved(merge.moved);
    // The moved comments, and the replies written to them on the target since, return.
    const comments = await db.query<{ id: string }>(
      `update app.idea_comments set idea_id = $1
        where idea_id = $2 and (id = any($3::text[]) or parent_id = any($3::text[])) returning id`,
      [source.id, target.id, moved.comments],
    );
    // What the merge added goes, unless another idea still merged into the target brings the same person: their
    // vote, follow or co-authorship stays for that one (the target counts each person once).
    const otherSources = `select os.id, os.owner from app.ideas os where os.merged_into = $1 and os.id <> $3`;
    const coAuthors = await db.query<{ user_id: string }>(
      `delete from app.idea_coauthors d where d.idea_id = $1 and d.user_id = any($2::text[])
          and d.status = 'ACCEPTED'
          and not exists (select 1 from (${otherSources}) o where o.owner = d.user_id
                or exists (select 1 from app.idea_coauthors oc where oc.idea_id = o.id and oc.user_id = d.user_id and oc.status = 'ACCEPTED'))
        returning user_id`,
      [target.id, moved.coAuthors, source.id],
    );
    const votes = await db.query<{ user_id: string }>(
      `delete from app.idea_votes d where d.idea_id = $1 and d.user_id = any($2::text[])
          and not exists (select 1 from app.idea_votes ov join (${otherSources}) o on o.id = ov.idea_id where ov.user_id = d.user_id)
        returning user_id`,
      [target.id, moved.votes, source.id],
    );
    const followers = await db.query<{ user_id: string }>(
      `delete from app.idea_followers d where d.idea_id = $1 and d.user_id = any($2::text[])
          and not exists (select 1 from app.idea_followers of join (${otherSources}) o on o.id = of.idea_id where of.user_id = d.user_id)
        returning user_id`,
      [target.id, moved.followers, source.id],
    );
    // The votes the source's authors had given the target, withdrawn when they became its co-authors, come back to
    // those who no longer write it.
    const revoted = await db.query<{ user_id: string }>(
      `insert into app.idea_votes (idea_id, user_id, created_at)
       select $1, u.user_id, $3 from unnest($2::text[]) as u(user_id)
        where u.user_id <> $4
          and not exists (select 1 from app.idea_coauthors x where x.idea_id = $1 and x.user_id = u.user_id)
       on conflict do nothing returning user_id`,
      [target.id, moved.unvoted, now, target.owner],
    );
    const commentCount =
      '(select count(*)::int from app.idea_comments cc where cc.idea_id = $1 and cc.deleted_at is null)';
    await db.query(
      `update app.ideas set vote_count = greatest(vote_count - $2 + $3, 0), follower_count = greatest(follower_count - $4, 0),
              comment_count = ${commentCount}, updated_at = $5
        where id = $1`,
      [target.id, votes.length, revoted.length, followers.length, now],
    );
    await db.query(
      `update app.ideas set merged_into = null, merged_at = null, comment_count = ${commentCount}, updated_at = $2
        where id = $1`,
      [source.id, now],
    );
    await db.query('update app.idea_merges set undone_at = $2, undone_by = $3 where id = $1', [merge.id, now, me]);

    await publishIdea(ctx, 'onUpdateIdea', source.id);
    await publishIdea(ctx, 'onUpdateIdea', target.id);
    ideaCountsChanged(ctx, w.tenantId);
    for (const r of coAuthors) announceMembershipChange(ctx, { userId: r.user_id });
    noteAudit(args, {
      target: `Idea:${source.id}`,
      tenantId: w.tenantId,
      details: {
        mergeId: merge.id,
        sourceId: source.id,
        targetId: target.id,
        title: source.title,
        targetTitle: target.title,
        restored: {
          comments: comments.length,
          followers: followers.length,
          votes: votes.length,
          coAuthors: coAuthors.length,
        },
      },
    });
    return requireIdeaDetails(db.query, w, me, source.id, now);
  },
});
