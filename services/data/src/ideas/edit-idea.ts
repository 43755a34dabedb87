// editIdea: the author or an accepted co-author edits a submitted idea until its review starts (it leaves NEW; then
// IdeaLocked). Every answer is checked as at submission against the idea's template version; the version being
// replaced is kept (app.idea_versions) and the idea's version goes up by one. A campaign's idea is edited while its
// campaign runs (SCHEDULED or OPEN), its category one of the campaign's (when it has some).
import { CAMPAIGN_MESSAGES, IDEA_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requireCampaignRunning } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { checkFileAnswers } from '../files/file-answers.ts';
import {
  ideaCampaign,
  isIdeaAuthor,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireUnlocked,
  requireVisibleIdea,
  ZCategory,
  ZId,
  ZSummary,
  ZTags,
  ZTitle,
} from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { requireNotMerged } from './idea-merges.ts';
import { type IdeaDetails, publishIdea, requireIdeaDetails } from './idea-record.ts';
import { checkAnswers, templateVersion } from './templates.ts';

export const editIdea = defineFunction({
  name: 'editIdea',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({
    input: z.object({
      id: ZId,
      title: ZTitle,
      summary: ZSummary,
      content: z.unknown(),
      category: ZCategory,
      tags: ZTags.nullish(),
    }),
  }),
  audit: (_details: IdeaDetails, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaDetails> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'editIdea');
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, input.id, { lock: true });
    if (!(await isIdeaAuthor(db.query, idea, me))) throw Errors.unauthorized('editIdea', 'Mutation');
    if (idea.state !== 'SUBMITTED') throw Errors.validation(`input.id: ${IDEA_MESSAGES.draftOnly}`);
    requireNotMerged(idea);
    requireUnlocked(idea);
    let category = input.category;
    const c = await ideaCampaign(db.query, idea);
    if (c) {
      requireCampaignRunning(c.campaign);
      if (category && c.campaign.categories.length) {
        const known = c.campaign.categories.find((k) => k.toLowerCase() === category?.toLowerCase());
        if (!known) throw Errors.validation(`input.category: ${CAMPAIGN_MESSAGES.categoryNotInCampaign}`);
        category = known;
      }
    }
    const template = await templateVersion(db.query, w.tenantId, idea.template_id, idea.template_version);
    if (!template) throw Errors.validation('input.id: the template of this idea no longer exists');
    const content = await checkFileAnswers(db.query, idea.id, checkAnswers(template.fields, input.content, false));
    const now = deps.now();
    // Who wrote the version being replaced: the last to submit or edit it.
    const [writer] = await db.query<{ actor: string }>(
      `select actor from app.audit_log where target = $1 and action in ('submitIdea', 'editIdea') and actor is not null
        order by created_at desc, id limit 1`,
      [`Idea:${idea.id}`],
    );
    await db.query(
      `insert into app.idea_versions (idea_id, version, title, summary, content, template_version, category, created_by, created_at)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)`,
      [
        idea.id,
        idea.version,
        idea.title,
        idea.summary,
        JSON.stringify(idea.content),
        idea.template_version,
        idea.category,
        writer?.actor ?? idea.owner,
        now,
      ],
    );
    await db.query(
      `update app.ideas set title = $2, summary = $3, content = $4::jsonb, category = $5, tags = $6::text[],
              version = version + 1, updated_at = $7, last_activity_at = $7
        where id = $1`,
      [idea.id, input.title, input.summary, JSON.stringify(content), category, input.tags ?? idea.tags, now],
    );
    await publishIdea(ctx, 'onUpdateIdea', idea.id);
    ideaCountsChanged(ctx, w.tenantId);
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: { title: input.title, previousTitle: idea.title, version: idea.version + 1 },
    });
    return requireIdeaDetails(db.query, w, me, idea.id, deps.now());
  },
});
