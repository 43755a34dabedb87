// submitIdea: the author submits their draft. Every answer is checked against the draft's template version, required
// ones included (the first problem names its field); the idea goes on the workspace's board as NEW, its stage
// history starts, its author follows it, the workspace's owners and admins are told, and everyone looking at the
// board sees it arrive (onCreateIdea). A campaign's idea needs a phase taking ideas; with pre-moderation it waits
// (PENDING) for its campaign's moderators, who are told, until one approves it (moderate-idea.ts).
import { CAMPAIGN_MESSAGES, IDEA_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requirePhaseAllows, requireVisibleCampaign } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { checkFileAnswers } from '../files/file-answers.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { noteAudit, notedAudit, requireIdeasWriter, requireVisibleIdea, ZId } from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { ideaActorName, ideaModerators, noticeIdea } from './idea-notices.ts';
import { type IdeaDetails, publishIdea, requireIdeaDetails } from './idea-record.ts';
import { checkAnswers, templateVersion } from './templates.ts';

export const submitIdea = defineFunction({
  name: 'submitIdea',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: z.object({ id: ZId }) }),
  audit: (_details: IdeaDetails, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails> {
    const { principal, db, deps } = ctx;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'submitIdea');
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, args.input.id, { lock: true });
    if (idea.owner !== me) throw Errors.unauthorized('submitIdea', 'Mutation');
    if (idea.state !== 'DRAFT') throw Errors.validation(`input.id: ${IDEA_MESSAGES.notDraft}`);
    const template = await templateVersion(db.query, w.tenantId, idea.template_id, idea.template_version);
    if (!template) throw Errors.validation('input.id: the template of this idea no longer exists');
    // A campaign's idea: the campaign visible to its author, its active phase taking ideas, its rules still met; under
    // the campaign's row lock, so a close or a phase move waits for the submission (or the submission for them).
    let moderation: 'PENDING' | 'VISIBLE' = 'VISIBLE';
    if (idea.campaign_id) {
      const c = await requireVisibleCampaign(db.query, w.tenantId, me, idea.campaign_id, { lock: true });
      requirePhaseAllows(c, 'allowSubmit');
      if (idea.template_id !== c.campaign.template_id)
        throw Errors.validation(`input.id: ${CAMPAIGN_MESSAGES.templateFixed}`);
      if (idea.anonymous && !c.campaign.allow_anonymous)
        throw Errors.validation(`input.id: ${CAMPAIGN_MESSAGES.anonymousNotAllowed}`);
      if (idea.category && c.campaign.categories.length && !c.campaign.categories.includes(idea.category))
        throw Errors.validation(`input.id: ${CAMPAIGN_MESSAGES.categoryNotInCampaign}`);
      if (c.campaign.premoderation) moderation = 'PENDING';
    }
    const content = await checkFileAnswers(db.query, idea.id, checkAnswers(template.fields, idea.content, false));
    const now = deps.now();
    await db.query(
      `update app.ideas set state = 'SUBMITTED', stage = 'NEW', content = $2::jsonb, submitted_at = $3,
              stage_changed_at = $3, last_activity_at = $3, updated_at = $3, moderation = $4
        where id = $1`,
      [idea.id, JSON.stringify(content), now, moderation],
    );
    await db.query(
      `insert into app.idea_stage_events (idea_id, from_stage, to_stage, actor, created_at) values ($1, null, 'NEW', $2, $3)`,
      [idea.id, me, now],
    );
    const [followed] = await db.query<{ user_id: string }>(
      `insert into app.idea_followers (idea_id, user_id, created_at) values ($1, $2, $3)
       on conflict do nothing returning user_id`,
      [idea.id, me, now],
    );
    if (followed) await db.query('update app.ideas set follower_count = follower_count + 1 where id = $1', [idea.id]);
    // The moderators hear of it: a new idea on the board, or one waiting for their approval (pre-moderation).
    const { by, anonymous } = await ideaActorName(ctx, idea);
    await noticeIdea(
      ctx,
      await ideaModerators(db.query, w.tenantId, idea),
      idea.id,
      moderation === 'PENDING'
        ? {
            kind: 'idea.awaitingModeration',
            title: `Waiting for approval: ${idea.title}`,
            body: `${by ?? 'Someone'} submitted the idea "${idea.title}". It waits for a moderator's approval.`,
          }
        : {
            kind: 'idea.submitted',
            title: `New idea: ${idea.title}`,
            body: `${by ?? 'Someone'} submitted the idea "${idea.title}".`,
          },
      by,
      { anonymous },
    );
    await publishIdea(ctx, 'onCreateIdea', idea.id);
    ideaCountsChanged(ctx, w.tenantId);
    // The realtime rules' sets of campaign ideas (models.ts) count it in at once.
    if (idea.campaign_id) announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        stage: 'NEW',
        ...(idea.campaign_id ? { campaignId: idea.campaign_id, moderation } : {}),
      },
    });
    return requireIdeaDetails(db.query, w, me, idea.id, deps.now());
  },
});
