// respondToCoAuthorship: the invitee accepts (they become a co-author: shown on the idea, editing it, following it
// and told of what happens to it) or declines (the invitation disappears, and with it a draft from their sight);
// the author is told either way.
import { IDEA_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { noteAudit, notedAudit, requireIdeasWriter, requireVisibleIdea, ZId } from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actorName, noticeIdea } from './idea-notices.ts';
import { type IdeaDetails, publishIdea, readIdeaDetails } from './idea-record.ts';

export const respondToCoAuthorship = defineFunction({
  name: 'respondToCoAuthorship',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({ input: z.object({ ideaId: ZId, accept: z.boolean() }) }),
  audit: (_details: IdeaDetails | null, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails | null> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'respondToCoAuthorship');
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, input.ideaId, { lock: true });
    requireNotMerged(idea);
    const now = deps.now();
    const [invited] = input.accept
      ? await db.query<{ user_id: string }>(
          `update app.idea_coauthors set status = 'ACCEPTED', responded_at = $3
            where idea_id = $1 and user_id = $2 and status = 'INVITED' returning user_id`,
          [idea.id, me, now],
        )
      : await db.query<{ user_id: string }>(
          `delete from app.idea_coauthors where idea_id = $1 and user_id = $2 and status = 'INVITED' returning user_id`,
          [idea.id, me],
        );
    if (!invited) throw Errors.validation(`input.ideaId: ${IDEA_MESSAGES.noInvitation}`);
    if (input.accept) {
      const [followed] = await db.query<{ user_id: string }>(
        `insert into app.idea_followers (idea_id, user_id, created_at) values ($1, $2, $3)
         on conflict do nothing returning user_id`,
        [idea.id, me, now],
      );
      if (followed) await db.query('update app.ideas set follower_count = follower_count + 1 where id = $1', [idea.id]);
      // A co-author does not vote for their own idea: a vote given before the invitation goes.
      await db.query(
        `with v as (delete from app.idea_votes where idea_id = $1 and user_id = $2 returning 1)
         update app.ideas set vote_count = vote_count - 1 where id = $1 and exists (select 1 from v)`,
        [idea.id, me],
      );
    }
    announceMembershipChange(ctx, { userId: me });
    const by = await actorName(ctx);
    await noticeIdea(
      ctx,
      [idea.owner],
      idea.id,
      {
        kind: 'idea.coAuthorResponded',
        title: `${by ?? 'Someone'} ${input.accept ? 'accepted' : 'declined'} your co-author invitation`,
        body: `${by ?? 'Someone'} ${input.accept ? 'is now a co-author of' : 'declined to co-author'} "${idea.title}".`,
      },
      by,
    );
    await publishIdea(ctx, 'onUpdateIdea', idea.id);
    ideaCountsChanged(ctx, w.tenantId);
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      // A declined invitation is gone when the row is written: its invitee stays anonymous on an anonymous idea.
      details: { title: idea.title, accepted: input.accept, ...(idea.anonymous ? { anonymousActor: true } : {}) },
    });
    return readIdeaDetails(db.query, w, me, idea.id, deps.now());
  },
});
