// removeCoAuthor: the author removes a co-author (or withdraws an invitation), or a co-author leaves. The one who
// goes no longer edits the idea nor sees it while it is a draft (their follow of a draft goes too); the other side
// is told. Answers the idea as the caller now sees it: null when a co-author left a draft.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { noteAudit, notedAudit, requireIdeasWriter, requireVisibleIdea, ZId } from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { actorName, noticeIdea } from './idea-notices.ts';
import { type IdeaDetails, publishIdea, readIdeaDetails } from './idea-record.ts';

export const removeCoAuthor = defineFunction({
  name: 'removeCoAuthor',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({ input: z.object({ ideaId: ZId, userId: ZId }) }),
  audit: (_details: IdeaDetails | null, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails | null> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'removeCoAuthor');
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, input.ideaId, { lock: true });
    const leaving = input.userId === me;
    if (!leaving && idea.owner !== me) throw Errors.unauthorized('removeCoAuthor', 'Mutation');
    const [removed] = await db.query<{ status: string; name: string | null }>(
      `delete from app.idea_coauthors c where c.idea_id = $1 and c.user_id = $2
       returning c.status, (select coalesce(p.name, p.email) from app.user_profiles p where p.id = c.user_id) as name`,
      [idea.id, input.userId],
    );
    if (!removed) throw Errors.validation('input.userId: not a co-author of this idea');
    if (idea.state === 'DRAFT') {
      const [unfollowed] = await db.query<{ user_id: string }>(
        'delete from app.idea_followers where idea_id = $1 and user_id = $2 returning user_id',
        [idea.id, input.userId],
      );
      if (unfollowed)
        await db.query('update app.ideas set follower_count = greatest(follower_count - 1, 0) where id = $1', [
          idea.id,
        ]);
    }
    announceMembershipChange(ctx, { userId: input.userId });
    const by = await actorName(ctx);
    await noticeIdea(
      ctx,
      [leaving ? idea.owner : input.userId],
      idea.id,
      leaving
        ? {
            kind: 'idea.coAuthorRemoved',
            title: `${by ?? 'A co-author'} left your idea`,
            body: `${by ?? 'A co-author'} is no longer a co-author of "${idea.title}".`,
          }
        : {
            kind: 'idea.coAuthorRemoved',
            title:
              removed.status === 'INVITED' ? 'A co-author invitation was withdrawn' : 'You are no longer a co-author',
            body: `${by ?? 'The author'} removed you as ${removed.status === 'INVITED' ? 'an invited ' : 'a '}co-author of "${idea.title}".`,
          },
      by,
    );
    await publishIdea(ctx, 'onUpdateIdea', idea.id);
    ideaCountsChanged(ctx, w.tenantId);
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        userId: input.userId,
        userName: removed.name,
        left: leaving,
        // Written once they are no longer a co-author: a co-author leaving an anonymous idea stays anonymous.
        ...(leaving && idea.anonymous ? { anonymousActor: true } : {}),
      },
    });
    return readIdeaDetails(db.query, w, me, idea.id, deps.now());
  },
});
