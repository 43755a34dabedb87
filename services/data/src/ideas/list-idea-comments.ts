// listIdeaComments: an idea's conversation, oldest first: a page of top-level comments, each followed by all its
// replies (oldest first). Deleted comments stay in place without their body, so their replies keep their thread.
// An idea out of sight is as one that does not exist.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { type DbRecord, toRecord } from '../store/repository.ts';
import { requireIdeasReader, requireVisibleIdea, ZId, ZLimit, ZNextToken } from './idea-access.ts';
import { commentsAsSeen } from './idea-comments.ts';

export const listIdeaComments = defineFunction({
  name: 'listIdeaComments',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ ideaId: ZId, limit: ZLimit, nextToken: ZNextToken }),
  async run(ctx, { ideaId, limit, nextToken }): Promise<{ items: DbRecord[]; nextToken: string | null }> {
    const { principal, deps, db } = ctx;
    const w = await requireIdeasReader(principal, 'listIdeaComments');
    const idea = await requireVisibleIdea(db.query, w.tenantId, principal.userId as string, ideaId);
    const rt = runtime(ctx, 'IdeaComment');
    const pageSize = limit ?? QUERY_LIMITS.defaultPage;
    const shape = { q: 'listIdeaComments', i: idea.id };
    const params: unknown[] = [idea.id];
    let after = '';
    if (nextToken) {
      const at = deps.tokens.decode(nextToken, shape);
      params.push(at.s, at.i);
      after = ' and (created_at, id) > ($2::timestamptz, $3::text)';
    }
    params.push(pageSize + 1);
    // The position keeps the stored microseconds (a JavaScript date would round them to milliseconds).
    const top = await db.query<Record<string, unknown> & { position: string }>(
      `select ${rt.selectList}, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
         from ${rt.table} where idea_id = $1 and parent_id is null${after}
        order by created_at, id limit $${params.length}`,
      params,
    );
    const page = top.slice(0, pageSize);
    const replies = page.length
      ? await db.query<Record<string, unknown>>(
          `select ${rt.selectList} from ${rt.table} where idea_id = $1 and parent_id = any($2::text[])
            order by created_at, id`,
          [idea.id, page.map((c) => c.id)],
        )
      : [];
    const byParent = new Map<unknown, Record<string, unknown>[]>();
    for (const r of replies) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
    const all: DbRecord[] = [];
    for (const c of page) {
      all.push(toRecord(rt, c));
      for (const r of byParent.get(c.id) ?? []) all.push(toRecord(rt, r));
    }
    // An anonymous idea's authors' comments, as the caller may see them.
    const items = await commentsAsSeen(
      db.query,
      idea,
      { userId: principal.userId as string, admin: principal.isAdmin },
      all,
    );
    const last = page[page.length - 1];
    return {
      items,
      nextToken:
        top.length > pageSize && last ? deps.tokens.encode({ s: last.position, i: String(last.id) }, shape) : null,
    };
  },
});
