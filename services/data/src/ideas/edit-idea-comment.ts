// editIdeaComment: the author of a comment rewrites it (editedAt set). Mentions are resolved again as when it was
// written; people mentioned for the first time are told, those mentioned before are not told again. On a campaign's
// idea, while its campaign's active phase takes comments (as addIdeaComment).
import { z } from 'zod';
import { requirePhaseAllows } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { toRecord } from '../store/repository.ts';
import { noticeMentions, resolveMentions, ZCommentBody } from './add-idea-comment.ts';
import { ideaCampaign, noteAudit, notedAudit, requireIdeasWriter, requireVisibleIdea, ZId } from './idea-access.ts';
import { commentEvent } from './idea-comments.ts';
import { requireNotMerged } from './idea-merges.ts';
import { ideaActorName } from './idea-notices.ts';

export const ZEditIdeaCommentArgs = z.object({ input: z.object({ id: ZId, body: ZCommentBody }) });

export const editIdeaComment = defineFunction({
  name: 'editIdeaComment',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZEditIdeaCommentArgs,
  writeLimit: { perMinute: 30 },
  audit: (_comment: Record<string, unknown>, args) => notedAudit(args),
  async run(ctx, args): Promise<Record<string, unknown>> {
    const { principal, db, deps } = ctx;
    const w = await requireIdeasWriter(principal, 'editIdeaComment');
    const me = principal.userId as string;
    const comment = await lockComment(db.query, w.tenantId, args.input.id);
    // A comment on an idea out of sight is as no comment at all.
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, comment.idea_id);
    if (comment.owner !== me) throw Errors.unauthorized('editIdeaComment', 'Mutation');
    if (comment.deleted_at) throw Errors.validation('input.id: this comment was deleted');
    requireNotMerged(idea);
    const c = await ideaCampaign(db.query, idea);
    if (c) requirePhaseAllows(c, 'allowComment');
    const { body, mentions } = await resolveMentions(db.query, idea, args.input.body);
    const rt = runtime(ctx, 'IdeaComment');
    const now = deps.now();
    const [row] = await db.query<Record<string, unknown>>(
      `update app.idea_comments set body = $2, mentions = $3, edited_at = $4, updated_at = $4 where id = $1
       returning ${rt.selectList}`,
      [comment.id, body, mentions, now],
    );
    const record = toRecord(rt, row as Record<string, unknown>);
    ctx.publish('onUpdateIdeaComment', await commentEvent(db.query, idea, record));
    const added = mentions.filter((id) => !comment.mentions.includes(id));
    const actor = await ideaActorName(ctx, idea);
    await noticeMentions(ctx, idea, added, actor.by, actor.anonymous);
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: { title: idea.title, commentId: comment.id, ...(added.length ? { mentions: added } : {}) },
    });
    return record;
  },
});

export interface CommentRow {
  id: string;
  idea_id: string;
  owner: string;
  mentions: string[];
  deleted_at: Date | null;
}

/** A comment of the caller's workspace, locked for the transaction; missing otherwise. */
export async function lockComment(
  q: Parameters<typeof requireVisibleIdea>[0],
  tenantId: string,
  id: string,
): Promise<CommentRow> {
  const [row] = await q<CommentRow>(
    'select id, idea_id, owner, mentions, deleted_at from app.idea_comments where id = $1 and tenant_id = $2 for update',
    [id, tenantId],
  );
  if (!row) throw Errors.notFound('No comment with this id.');
  return row;
}
