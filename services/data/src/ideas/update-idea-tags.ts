// updateIdeaTags: an idea's free tags (its author, accepted co-authors and moderators) and its moderator-only tags
// (moderators: the workspace's owners and admins; a campaign's moderators for its ideas). Tags are not content: they change in any stage. Only what is
// given changes; each list is trimmed, lower-cased and without duplicates. An archived campaign's ideas are read-only.
import { z } from 'zod';
import { requireCampaignWritable } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  ideaCampaign,
  isIdeaAuthor,
  moderatesIdea,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZId,
  ZTags,
} from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { requireNotMerged } from './idea-merges.ts';
import { type IdeaCard, publishIdea, readIdeaCard } from './idea-record.ts';

export const ZUpdateIdeaTagsArgs = z.object({
  input: z.object({ id: ZId, tags: ZTags.nullish(), moderatorTags: ZTags.nullish() }),
});

export const updateIdeaTags = defineFunction({
  name: 'updateIdeaTags',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZUpdateIdeaTagsArgs,
  audit: (_card: IdeaCard, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaCard> {
    const { principal, db, deps } = ctx;
    const { id, tags, moderatorTags } = args.input;
    const w = await requireIdeasWriter(principal, 'updateIdeaTags');
    const me = principal.userId as string;
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, id, { lock: true });
    const moderator = idea.state === 'SUBMITTED' && (await moderatesIdea(db.query, w, idea, me));
    if (tags != null && !moderator && !(await isIdeaAuthor(db.query, idea, me)))
      throw Errors.unauthorized('updateIdeaTags', 'Mutation');
    if (moderatorTags != null && !moderator) throw Errors.unauthorized('updateIdeaTags', 'Mutation');
    requireNotMerged(idea);
    const c = await ideaCampaign(db.query, idea);
    if (c) requireCampaignWritable(c.campaign);
    const nextTags = tags ?? idea.tags;
    const nextModeratorTags = moderatorTags ?? idea.moderator_tags;
    await db.query('update app.ideas set tags = $2, moderator_tags = $3, updated_at = $4 where id = $1', [
      idea.id,
      nextTags,
      nextModeratorTags,
      deps.now(),
    ]);
    await publishIdea(ctx, 'onUpdateIdea', idea.id);
    if (idea.state === 'SUBMITTED') ideaCountsChanged(ctx, w.tenantId);
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        ...(tags != null ? { tags: nextTags, previousTags: idea.tags } : {}),
        ...(moderatorTags != null
          ? { moderatorTags: nextModeratorTags, previousModeratorTags: idea.moderator_tags }
          : {}),
      },
    });
    const card = await readIdeaCard(db.query, w.tenantId, me, idea.id, principal.isAdmin);
    if (!card) throw new Error('The idea just tagged is missing.');
    return card;
  },
});
