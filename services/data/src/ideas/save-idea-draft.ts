// saveIdeaDraft: creates a draft (no id) or autosaves one in place (no version rows). A draft is private to its
// author and co-authors; the author and accepted co-authors save it. Its answers are checked as a draft (types and
// limits, required ones not yet) against the template version it is written with: the latest when it starts, kept
// when the template changes, unless the author picks another template or version (`switch to the latest`). A draft
// may answer a campaign (campaignId: the campaign's template and categories, anonymous where the campaign allows it);
// it may change or drop its campaign while it is a draft, and is saved in its campaign only while that campaign runs
// (SCHEDULED or OPEN; the campaign's row lock orders the save after a close or archive).
import { CAMPAIGN_MESSAGES, IDEA_LIMITS, IDEA_MESSAGES, UNTITLED_IDEA } from '@innov/contracts';
import { z } from 'zod';
import { noSuchCampaign, requireCampaignRunning, visibleCampaign } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { checkFileAnswers } from '../files/file-answers.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import {
  isIdeaAuthor,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireVisibleIdea,
  ZCategory,
  ZId,
  ZSummary,
  ZTags,
} from './idea-access.ts';
import { type IdeaDetails, publishIdea, requireIdeaDetails } from './idea-record.ts';
import { checkAnswers, templateVersion } from './templates.ts';

export const ZSaveIdeaDraftArgs = z.object({
  input: z.object({
    id: ZId.nullish(),
    templateId: ZId,
    templateVersion: z.number().int().min(1, 'expected a version from 1').nullish(),
    // A draft always has a title: the placeholder until its author types one.
    title: z
      .string()
      .trim()
      .max(IDEA_LIMITS.title, `at most ${IDEA_LIMITS.title} characters`)
      .transform((v) => v || UNTITLED_IDEA),
    summary: ZSummary,
    content: z.unknown(),
    category: ZCategory,
    tags: ZTags.nullish(),
    // A campaign's draft (null drops it from its campaign; absent keeps it where it is) and whether it is anonymous.
    campaignId: ZId.nullish(),
    anonymous: z.boolean().nullish(),
  }),
});

export const saveIdeaDraft = defineFunction({
  name: 'saveIdeaDraft',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZSaveIdeaDraftArgs,
  writeLimit: { perMinute: IDEA_LIMITS.draftSavesPerMinute },
  audit: (_details: IdeaDetails, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'saveIdeaDraft');
    const now = deps.now();
    const existing = input.id ? await requireVisibleIdea(db.query, w.tenantId, me, input.id, { lock: true }) : null;
    if (existing) {
      if (!(await isIdeaAuthor(db.query, existing, me))) throw Errors.unauthorized('saveIdeaDraft', 'Mutation');
      if (existing.state !== 'DRAFT') throw Errors.validation(`input.id: ${IDEA_MESSAGES.notDraft}`);
    }
    // A campaign's idea: the campaign visible to the author and taking ideas (scheduled or open), whether it is chosen
    // now or the draft was in it already, its template, one of its categories (when it has some), anonymous only
    // where it allows it.
    const campaignId = input.campaignId === undefined ? (existing?.campaign_id ?? null) : input.campaignId;
    const campaign = campaignId
      ? await visibleCampaign(db.query, w.tenantId, me, campaignId, { lock: true })
      : undefined;
    if (campaignId && !campaign) throw noSuchCampaign();
    if (campaign) requireCampaignRunning(campaign.campaign);
    if (campaign && input.templateId !== campaign.campaign.template_id)
      throw Errors.validation(`input.templateId: ${CAMPAIGN_MESSAGES.templateFixed}`);
    let category = input.category;
    if (campaign && category && campaign.campaign.categories.length) {
      const known = campaign.campaign.categories.find((c) => c.toLowerCase() === category?.toLowerCase());
      if (!known) throw Errors.validation(`input.category: ${CAMPAIGN_MESSAGES.categoryNotInCampaign}`);
      category = known;
    }
    const anonymous = input.anonymous ?? (campaign ? (existing?.anonymous ?? false) : false);
    if (anonymous && !campaign?.campaign.allow_anonymous)
      throw Errors.validation(`input.anonymous: ${CAMPAIGN_MESSAGES.anonymousNotAllowed}`);
    // The draft stays on its version unless its author picks another one (or another template).
    const sameTemplate = existing?.template_id === input.templateId;
    const wanted = input.templateVersion ?? (sameTemplate ? existing?.template_version : null);
    const template = await templateVersion(db.query, w.tenantId, input.templateId, wanted);
    if (!template) throw Errors.validation('input.templateId: no such template (or version) in your workspace');
    if (template.status === 'ARCHIVED' && !sameTemplate)
      throw Errors.validation(`input.templateId: ${IDEA_MESSAGES.templateArchived}`);
    // An uploaded file answers only once the draft exists and the file is its attachment.
    const content = await checkFileAnswers(
      db.query,
      existing?.id ?? null,
      checkAnswers(template.fields, input.content, true),
    );
    const tags = input.tags ?? existing?.tags ?? [];

    let id: string;
    if (existing) {
      id = existing.id;
      await db.query(
        `update app.ideas set template_id = $2, template_version = $3, title = $4, summary = $5, content = $6::jsonb,
                category = $7, tags = $8::text[], updated_at = $9, last_activity_at = $9, campaign_id = $10, anonymous = $11
          where id = $1`,
        [
          id,
          template.id,
          template.version,
          input.title,
          input.summary,
          JSON.stringify(content),
          category,
          tags,
          now,
          campaign?.campaign.id ?? null,
          anonymous,
        ],
      );
      await publishIdea(ctx, 'onUpdateIdea', id);
    } else {
      const [row] = await db.query<{ id: string }>(
        `insert into app.ideas (tenant_id, template_id, template_version, title, summary, content, state, category, tags,
                                owner, created_at, updated_at, last_activity_at, campaign_id, anonymous)
         values ($1, $2, $3, $4, $5, $6::jsonb, 'DRAFT', $7, $8::text[], $9, $10, $10, $10, $11, $12) returning id`,
        [
          w.tenantId,
          template.id,
          template.version,
          input.title,
          input.summary,
          JSON.stringify(content),
          category,
          tags,
          me,
          now,
          campaign?.campaign.id ?? null,
          anonymous,
        ],
      );
      id = row.id;
    }
    // The realtime rules' sets of the author's ideas and of campaign ideas (models.ts) count it in at once.
    if (campaign || existing?.campaign_id) announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Idea:${id}`,
      tenantId: w.tenantId,
      details: {
        title: input.title,
        templateId: template.id,
        templateVersion: template.version,
        created: !existing,
        ...(campaign ? { campaignId: campaign.campaign.id, anonymous } : {}),
      },
    });
    return requireIdeaDetails(db.query, w, me, id, deps.now());
  },
});
