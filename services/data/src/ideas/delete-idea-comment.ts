// deleteIdeaComment: its author, or a moderator of its idea (moderatesIdea), deletes a comment. Softly: the
// body and mentions go, the comment stays as "deleted" in its place so its replies keep their thread; the idea's
// comment count drops. Deleting a deleted comment changes nothing. An archived campaign's ideas are read-only.
import { z } from 'zod';
import { requireCampaignWritable } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { toRecord } from '../store/repository.ts';
import { lockComment } from './edit-idea-comment.ts';
import {
  ideaCampaign,
  moderatesIdea,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZId,
} from './idea-access.ts';
import { commentEvent, commentsAsSeen } from './idea-comments.ts';
import { publishIdea } from './idea-record.ts';

export const ZDeleteIdeaCommentArgs = z.object({ input: z.object({ id: ZId }) });

export const deleteIdeaComment = defineFunction({
  name: 'deleteIdeaComment',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZDeleteIdeaCommentArgs,
  audit: (_comment: Record<string, unknown>, args) => notedAudit(args),
  async run(ctx, args): Promise<Record<string, unknown>> {
    const { principal, db, deps } = ctx;
    const w = await requireIdeasWriter(principal, 'deleteIdeaComment');
    const me = principal.userId as string;
    // The idea first (the order addIdeaComment locks in), then the comment.
    const [found] = await db.query<{ idea_id: string }>(
      'select idea_id from app.idea_comments where id = $1 and tenant_id = $2',
      [args.input.id, w.tenantId],
    );
    if (!found) throw Errors.notFound('No comment with this id.');
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, found.idea_id, { lock: true });
    const comment = await lockComment(db.query, w.tenantId, args.input.id);
    // A merge (or its undo) moved the comment to the other idea between the two reads: its counts are that idea's.
    if (comment.idea_id !== idea.id) throw Errors.conditionFailed();
    if (comment.owner !== me && !(await moderatesIdea(db.query, w, idea, me)))
      throw Errors.unauthorized('deleteIdeaComment', 'Mutation');
    const c = await ideaCampaign(db.query, idea);
    if (c) requireCampaignWritable(c.campaign);
    const rt = runtime(ctx, 'IdeaComment');
    const now = deps.now();
    const [row] = comment.deleted_at
      ? await db.query<Record<string, unknown>>(`select ${rt.selectList} from ${rt.table} where id = $1`, [comment.id])
      : await db.query<Record<string, unknown>>(
          `update app.idea_comments set body = null, mentions = '{}', deleted_at = $2, updated_at = $2 where id = $1
           returning ${rt.selectList}`,
          [comment.id, now],
        );
    const record = toRecord(rt, row as Record<string, unknown>);
    if (!comment.deleted_at) {
      await db.query('update app.ideas set comment_count = greatest(comment_count - 1, 0) where id = $1', [idea.id]);
      ctx.publish('onUpdateIdeaComment', await commentEvent(db.query, idea, record));
      await publishIdea(ctx, 'onUpdateIdea', idea.id);
    }
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        commentId: comment.id,
        ...(comment.owner !== me ? { commentAuthor: comment.owner } : {}),
        ...(comment.deleted_at ? { unchanged: true } : {}),
      },
    });
    const [shown] = await commentsAsSeen(db.query, idea, { userId: me, admin: principal.isAdmin }, [record]);
    return shown as Record<string, unknown>;
  },
});
