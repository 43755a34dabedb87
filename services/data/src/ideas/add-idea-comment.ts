// addIdeaComment: a comment on a submitted idea the caller sees, or a reply to one of its top-level comments (a reply
// to a reply joins the same thread: two levels). Mentions written `@[Name](user:<id>)` of people who can see the
// idea are kept and tell them; the others become plain `@Name`. The author, accepted co-authors and followers hear
// of the comment (the parent comment's author of a reply as such), never the commenter, nobody twice; the
// commenter now follows the idea.
import { IDEA_LIMITS, IDEA_MESSAGES } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { requirePhaseAllows } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { toRecord } from '../store/repository.ts';
import {
  type IdeaRow,
  ideaCampaign,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZId,
} from './idea-access.ts';
import { concernedViewers, viewersAmong } from './idea-audience.ts';
import { commentEvent } from './idea-comments.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actorName, ideaActorName, noticeIdea } from './idea-notices.ts';
import { ideaEventRecord } from './idea-record.ts';

/** At most this many people are mentioned (told) by one comment; later mentions stay plain text. */
export const MAX_MENTIONS = 20;

/** `@[Display Name](user:<id>)`; the name holds no brackets, so tokens cannot nest. */
export const MENTION = /@\[([^[\]\n]{1,100})\]\(user:([A-Za-z0-9_.:@-]{1,128})\)/g;

/** The distinct user ids a body mentions, in order of first appearance. */
export function mentionedIds(body: string): string[] {
  const ids: string[] = [];
  for (const m of body.matchAll(MENTION)) {
    const id = m[2] as string;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The body with every mention of someone in `kept` written with their name as the server knows it, and every
 * other one as plain `@Name`. Writing one plain can make a token of the text around it (`@[@[A](user:x)](user:y)`),
 * so it is done again until nothing changes.
 */
export function keepMentions(body: string, kept: ReadonlyMap<string, string>): string {
  let out = body;
  for (let pass = 0; pass < 10; pass++) {
    const next = out.replace(MENTION, (_token, name: string, id: string) => {
      const known = kept.get(id);
      return known === undefined ? `@${name}` : `@[${known}](user:${id})`;
    });
    if (next === out) return out;
    out = next;
  }
  // Still changing after ten passes: only a body built to nest tokens gets here; nothing of it stays a mention.
  return out.replace(MENTION, (_token, name: string) => `@${name}`);
}

/** A name as a mention shows it: no brackets or line breaks, at most 100 characters. */
export const mentionName = (name: string) =>
  name
    .replace(/[[\]\n]/g, ' ')
    .trim()
    .slice(0, 100) || 'someone';

export const ZCommentBody = z
  .string()
  .trim()
  .min(1, 'write a comment')
  .max(IDEA_LIMITS.comment, `at most ${IDEA_LIMITS.comment} characters`);

/**
 * The body with the mentions of people who can see the idea kept (the first MAX_MENTIONS of them), the others
 * plain, and the ids kept.
 */
export async function resolveMentions(
  q: RawQuery,
  idea: Pick<IdeaRow, 'id' | 'tenant_id'>,
  body: string,
): Promise<{ body: string; mentions: string[] }> {
  const asked = mentionedIds(body).slice(0, MAX_MENTIONS);
  const visible = new Map(
    (await viewersAmong(q, idea, asked)).map((v) => [v.user_id, mentionName(v.name || v.email || '')]),
  );
  const kept = keepMentions(body, visible);
  // Only the mentions that survived as tokens are told (a nested one written plain is not).
  const mentions = mentionedIds(kept).filter((id) => visible.has(id));
  return { body: kept, mentions };
}

/** Tells the people mentioned (not the author of the comment, not those mentioned before an edit). */
export async function noticeMentions(
  ctx: Parameters<typeof noticeIdea>[0],
  idea: Pick<IdeaRow, 'id' | 'title'>,
  mentioned: readonly string[],
  by: string | null,
  anonymous = false,
): Promise<void> {
  await noticeIdea(
    ctx,
    mentioned,
    idea.id,
    {
      kind: 'idea.mentioned',
      title: `${by ?? 'Someone'} mentioned you`,
      body: `${by ?? 'Someone'} mentioned you in a comment on "${idea.title}".`,
    },
    by,
    { anonymous },
  );
}

export const ZAddIdeaCommentArgs = z.object({
  input: z.object({ ideaId: ZId, parentId: ZId.nullish(), body: ZCommentBody }),
});

export const addIdeaComment = defineFunction({
  name: 'addIdeaComment',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZAddIdeaCommentArgs,
  writeLimit: { perMinute: IDEA_LIMITS.commentsPerMinute },
  audit: (_comment: Record<string, unknown>, args) => notedAudit(args),
  async run(ctx, args): Promise<Record<string, unknown>> {
    const { principal, db, deps } = ctx;
    const { ideaId, parentId } = args.input;
    const w = await requireIdeasWriter(principal, 'addIdeaComment');
    const me = principal.userId as string;
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, ideaId, { lock: true });
    // Comments are the board's conversation: every reader of the workspace sees them (models.ts), so a draft has none.
    if (idea.state !== 'SUBMITTED') throw Errors.validation(IDEA_MESSAGES.draftOnly);
    requireNotMerged(idea);
    // A campaign's idea takes comments on the board, while its campaign's active phase allows them.
    if (idea.moderation !== 'VISIBLE') throw Errors.validation(IDEA_MESSAGES.notOnBoard);
    const c = await ideaCampaign(db.query, idea);
    if (c) requirePhaseAllows(c, 'allowComment');
    let parent: { id: string; owner: string } | undefined;
    if (parentId) {
      // The thread is the top-level comment's; the one told of the reply is the author of the comment answered.
      [parent] = await db.query<{ id: string; owner: string }>(
        'select coalesce(r.parent_id, r.id) as id, r.owner from app.idea_comments r where r.id = $1 and r.idea_id = $2',
        [parentId, idea.id],
      );
      if (!parent) throw Errors.validation('input.parentId: no comment with this id on this idea');
    }
    const { body, mentions } = await resolveMentions(db.query, idea, args.input.body);
    // The comment keeps its writer's name; an anonymous idea's author or co-author is 'Anonymous' to the others.
    const by = await actorName(ctx);
    const actor = await ideaActorName(ctx, idea);
    const now = deps.now();
    const rt = runtime(ctx, 'IdeaComment');
    const [row] = await db.query<Record<string, unknown>>(
      `insert into app.idea_comments (idea_id, tenant_id, parent_id, owner, author_name, body, mentions, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning ${rt.selectList}`,
      [idea.id, w.tenantId, parent?.id ?? null, me, by, body, mentions, now],
    );
    const comment = toRecord(rt, row as Record<string, unknown>);
    // The commenter follows the idea from now on; the counts move with the rows.
    const ideaRt = runtime(ctx, 'Idea');
    const [updated] = await db.query<Record<string, unknown>>(
      `with f as (insert into app.idea_followers (idea_id, user_id, created_at) values ($1, $2, $3)
                  on conflict do nothing returning 1)
       update app.ideas set comment_count = comment_count + 1, last_activity_at = $3,
              follower_count = follower_count + (select count(*)::int from f)
        where id = $1 returning ${ideaRt.selectList}`,
      [idea.id, me, now],
    );
    ctx.publish('onCreateIdeaComment', await commentEvent(db.query, idea, comment));
    ctx.publish('onUpdateIdea', ideaEventRecord(ideaRt, updated as Record<string, unknown>));

    // Who hears of it, each once: the mentioned, then the parent's author (a reply), then the others concerned.
    await noticeMentions(ctx, idea, mentions, actor.by, actor.anonymous);
    const told = new Set([me, ...mentions]);
    const concerned = (await concernedViewers(db.query, idea)).map((v) => v.user_id);
    if (parent && !told.has(parent.owner) && (await viewersAmong(db.query, idea, [parent.owner])).length > 0) {
      await noticeIdea(
        ctx,
        [parent.owner],
        idea.id,
        {
          kind: 'idea.replied',
          title: `${actor.by ?? 'Someone'} replied to your comment`,
          body: `${actor.by ?? 'Someone'} replied to your comment on "${idea.title}".`,
        },
        actor.by,
        { anonymous: actor.anonymous },
      );
      told.add(parent.owner);
    }
    await noticeIdea(
      ctx,
      concerned.filter((id) => !told.has(id)),
      idea.id,
      {
        kind: 'idea.commented',
        title: `${actor.by ?? 'Someone'} commented on "${idea.title}"`,
        body: `${actor.by ?? 'Someone'} commented on "${idea.title}".`,
      },
      actor.by,
      { anonymous: actor.anonymous },
    );
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        commentId: comment.id,
        ...(parent ? { parentId: parent.id } : {}),
        ...(mentions.length ? { mentions } : {}),
      },
    });
    return comment;
  },
});
