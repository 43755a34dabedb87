// inviteCoAuthors: the author invites active members of the workspace to co-author their idea (a draft or a
// submitted one; a campaign's idea: members who see the campaign), at most IDEA_LIMITS.coAuthors in all; each is told and sees the idea (a draft too) until they
// accept or decline. Someone invited already is left as they are.
import { IDEA_LIMITS, IDEA_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { campaignVisibleSql } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  activeMembers,
  displayName,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZId,
} from './idea-access.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actorName, noticeIdea } from './idea-notices.ts';
import { type IdeaDetails, publishIdea, requireIdeaDetails } from './idea-record.ts';

export const inviteCoAuthors = defineFunction({
  name: 'inviteCoAuthors',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({
    input: z.object({
      ideaId: ZId,
      userIds: z
        .array(ZId)
        .min(1, 'choose at least one person')
        .max(IDEA_LIMITS.coAuthors, `at most ${IDEA_LIMITS.coAuthors} people`),
    }),
  }),
  writeLimit: { perMinute: 30 },
  audit: (_details: IdeaDetails, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'inviteCoAuthors');
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, input.ideaId, { lock: true });
    if (idea.owner !== me) throw Errors.unauthorized('inviteCoAuthors', 'Mutation');
    requireNotMerged(idea);
    const ids = [...new Set(input.userIds)];
    if (ids.includes(me)) throw Errors.validation(`input.userIds: ${IDEA_MESSAGES.coAuthorSelf}`);
    const members = await activeMembers(db.query, w.tenantId, ids);
    if (members.length !== ids.length) throw Errors.validation(`input.userIds: ${IDEA_MESSAGES.coAuthorNotMember}`);
    // A campaign's idea is out of sight for members outside its campaign: they cannot co-author it either.
    if (idea.campaign_id) {
      const [outside] = await db.query<{ user_id: string }>(
        `select u.user_id from unnest($2::text[]) as u(user_id) where not ${campaignVisibleSql('$1', 'u.user_id')} limit 1`,
        [idea.campaign_id, ids],
      );
      if (outside) throw Errors.validation(`input.userIds: ${IDEA_MESSAGES.coAuthorNotMember}`);
    }
    const current = await db.query<{ user_id: string }>('select user_id from app.idea_coauthors where idea_id = $1', [
      idea.id,
    ]);
    const fresh = members.filter((m) => !current.some((c) => c.user_id === m.user_id));
    if (current.length + fresh.length > IDEA_LIMITS.coAuthors)
      throw Errors.validation(`input.userIds: ${IDEA_MESSAGES.tooManyCoAuthors}`);
    if (fresh.length) {
      await db.query(
        `insert into app.idea_coauthors (idea_id, user_id, status, invited_by, created_at)
         select $1, unnest($2::text[]), 'INVITED', $3, $4`,
        [idea.id, fresh.map((m) => m.user_id), me, deps.now()],
      );
      const by = await actorName(ctx);
      for (const m of fresh) {
        await noticeIdea(
          ctx,
          [m.user_id],
          idea.id,
          {
            kind: 'idea.coAuthorInvited',
            title: `${by ?? 'Someone'} invited you to co-author an idea`,
            body: `${by ?? 'Someone'} invited you to co-author "${idea.title}". Open it to accept or decline.`,
          },
          by,
        );
        // The co-author's drafts rule (a membership of app.idea_coauthors) must count them in at once.
        announceMembershipChange(ctx, { userId: m.user_id });
      }
      await publishIdea(ctx, 'onUpdateIdea', idea.id);
    }
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: { title: idea.title, invited: fresh.map((m) => ({ userId: m.user_id, name: displayName(m) })) },
    });
    return requireIdeaDetails(db.query, w, me, idea.id, deps.now());
  },
});
