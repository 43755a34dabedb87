// moderateIdea: a campaign's moderators (its owners and moderators, the workspace's owners and admins) act on one of
// its submitted ideas: APPROVE a waiting idea (PENDING → VISIBLE: its author is told, then the usual new-idea notices
// and onCreateIdea, as at a submission without pre-moderation), REJECT it (PENDING → REJECTED, with a note the author
// reads), HIDE or UNHIDE a visible one (VISIBLE ↔ HIDDEN: off the board, kept for its authors and moderators),
// MARK_DUPLICATE of another idea of the workspace the moderator sees (the duplicate takes no votes) or
// UNMARK_DUPLICATE. An idea out of sight is missing; a workspace idea or a draft is no campaign's to moderate; an
// archived campaign's ideas are read-only.
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, type IdeaModeration, MODERATION_ACTIONS } from '@innov/contracts';
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
  visibleIdea,
  ZId,
} from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actorName, ideaModerators, noticeIdea } from './idea-notices.ts';
import { type IdeaCard, publishIdea, readIdeaCard } from './idea-record.ts';

export const ZModerateIdeaArgs = z.object({
  input: z.object({
    ideaId: ZId,
    action: z.enum(MODERATION_ACTIONS),
    duplicateOf: ZId.nullish(),
    note: z
      .string()
      .trim()
      .max(CAMPAIGN_LIMITS.moderationNote, `at most ${CAMPAIGN_LIMITS.moderationNote} characters`)
      .nullish()
      .transform((v) => v || null),
  }),
});

/** Where each action may start, and where it leaves the idea. */
const MOVES: Partial<Record<(typeof MODERATION_ACTIONS)[number], { from: IdeaModeration; to: IdeaModeration }>> = {
  APPROVE: { from: 'PENDING', to: 'VISIBLE' },
  REJECT: { from: 'PENDING', to: 'REJECTED' },
  HIDE: { from: 'VISIBLE', to: 'HIDDEN' },
  UNHIDE: { from: 'HIDDEN', to: 'VISIBLE' },
};

const NOT_FROM: Record<IdeaModeration, string> = {
  PENDING: CAMPAIGN_MESSAGES.notPending,
  VISIBLE: 'This idea is not on the board.',
  HIDDEN: 'This idea is not hidden.',
  REJECTED: 'This idea was not rejected.',
};

export const moderateIdea = defineFunction({
  name: 'moderateIdea',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 60 },
  input: ZModerateIdeaArgs,
  audit: (_card: IdeaCard, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaCard> {
    const { principal, db, deps } = ctx;
    const { ideaId, action, note } = args.input;
    const w = await requireIdeasWriter(principal, 'moderateIdea');
    const me = principal.userId as string;
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, ideaId, { lock: true });
    if (!idea.campaign_id || idea.state !== 'SUBMITTED' || !(await moderatesIdea(db.query, w, idea, me)))
      throw Errors.unauthorized('moderateIdea', 'Mutation');
    requireNotMerged(idea);
    const c = await ideaCampaign(db.query, idea);
    if (c) requireCampaignWritable(c.campaign);
    const now = deps.now();
    const move = MOVES[action];
    let duplicateOf = idea.duplicate_of;
    if (move) {
      if (idea.moderation !== move.from) throw Errors.validation(`input.action: ${NOT_FROM[move.from]}`);
    } else if (action === 'MARK_DUPLICATE') {
      const target = args.input.duplicateOf;
      if (!target) throw Errors.validation('input.duplicateOf: choose the idea this one duplicates');
      if (target === idea.id) throw Errors.validation(`input.duplicateOf: ${CAMPAIGN_MESSAGES.duplicateOfSelf}`);
      const original = await visibleIdea(db.query, w.tenantId, me, target);
      if (original?.state !== 'SUBMITTED')
        throw Errors.validation(`input.duplicateOf: ${CAMPAIGN_MESSAGES.duplicateOutOfCampaign}`);
      // A merged idea's page sends its readers to the idea it was merged into: that one is the original.
      requireNotMerged(original);
      duplicateOf = original.id;
    } else {
      duplicateOf = null;
    }
    const moderation = move ? move.to : idea.moderation;
    await db.query(
      `update app.ideas set moderation = $2, duplicate_of = $3, moderation_note = $4, moderated_by = $5,
              moderated_at = $6, updated_at = $6
        where id = $1`,
      [idea.id, moderation, duplicateOf, note ?? (move ? null : idea.moderation_note), me, now],
    );
    const by = await actorName(ctx);
    if (action === 'APPROVE' || action === 'REJECT') {
      const approved = action === 'APPROVE';
      await noticeIdea(
        ctx,
        [idea.owner],
        idea.id,
        {
          kind: approved ? 'idea.approved' : 'idea.rejected',
          title: approved ? `Your idea "${idea.title}" is on the board` : `Your idea "${idea.title}" was not approved`,
          body: approved
            ? `A moderator approved "${idea.title}": everyone in the campaign can see it now.`
            : `A moderator did not approve "${idea.title}".${note ? `\n\n${note}` : ''}`,
        },
        by,
      );
    }
    if (action === 'APPROVE') {
      // What a submission without pre-moderation does: the moderators hear of a new idea, the board sees it arrive.
      const [written] = idea.anonymous
        ? [{ name: 'Anonymous' }]
        : await db.query<{ name: string | null }>(
            "select coalesce(nullif(name, ''), email) as name from app.user_profiles where id = $1",
            [idea.owner],
          );
      await noticeIdea(
        ctx,
        (await ideaModerators(db.query, w.tenantId, idea)).filter((id) => id !== idea.owner),
        idea.id,
        {
          kind: 'idea.submitted',
          title: `New idea: ${idea.title}`,
          body: `${written?.name ?? 'Someone'} submitted the idea "${idea.title}".`,
        },
        by,
        { anonymous: idea.anonymous },
      );
      await publishIdea(ctx, 'onCreateIdea', idea.id);
    } else {
      await publishIdea(ctx, 'onUpdateIdea', idea.id);
    }
    ideaCountsChanged(ctx, w.tenantId);
    // The realtime rules' sets of ideas a reader sees (models.ts) follow at once.
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        action,
        from: idea.moderation,
        to: moderation,
        ...(note ? { note } : {}),
        ...(action === 'MARK_DUPLICATE' ? { duplicateOf } : {}),
      },
    });
    const card = await readIdeaCard(db.query, w.tenantId, me, idea.id, principal.isAdmin);
    if (!card) throw new Error('The idea just moderated is missing.');
    return card;
  },
});
