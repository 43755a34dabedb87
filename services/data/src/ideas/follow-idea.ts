// followIdea: whether the caller follows an idea they can see (its comments and stage moves reach them), as a
// desired state: a repeated call changes nothing, and the follower count moves only with a row inserted or deleted.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { noteAudit, notedAudit, requireIdeasWriter, requireVisibleIdea, ZId } from './idea-access.ts';
import { requireNotMerged } from './idea-merges.ts';
import { type IdeaCard, ideaEventRecord, readIdeaCard } from './idea-record.ts';

export const ZFollowIdeaArgs = z.object({ input: z.object({ ideaId: ZId, follow: z.boolean() }) });

export const followIdea = defineFunction({
  name: 'followIdea',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZFollowIdeaArgs,
  writeLimit: { perMinute: 120 },
  audit: (_card: IdeaCard, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaCard> {
    const { principal, db, deps } = ctx;
    const { ideaId, follow } = args.input;
    const w = await requireIdeasWriter(principal, 'followIdea');
    const me = principal.userId as string;
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, ideaId, { lock: true });
    requireNotMerged(idea);
    const rt = runtime(ctx, 'Idea');
    const [changed] = await db.query<Record<string, unknown>>(
      follow
        ? `with f as (insert into app.idea_followers (idea_id, user_id, created_at) values ($1, $2, $3)
                      on conflict do nothing returning 1)
           update app.ideas set follower_count = follower_count + 1
            where id = $1 and exists (select 1 from f) returning ${rt.selectList}`
        : `with f as (delete from app.idea_followers where idea_id = $1 and user_id = $2 returning 1)
           update app.ideas set follower_count = follower_count - 1
            where id = $1 and exists (select 1 from f) returning ${rt.selectList}`,
      follow ? [idea.id, me, deps.now()] : [idea.id, me],
    );
    if (changed) ctx.publish('onUpdateIdea', ideaEventRecord(rt, changed));
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: { title: idea.title, follow, changed: Boolean(changed) },
    });
    const card = await readIdeaCard(db.query, w.tenantId, me, idea.id, principal.isAdmin);
    if (!card) throw new Error('The idea just followed is missing.');
    return card;
  },
});
