// updateIdeaTemplate: an owner or admin changes a custom template. A change of its name or fields is a new version
// (n + 1), so the ideas written with an earlier one keep rendering and validating with theirs (drafts included:
// their author may switch to the latest); a description alone changes the current version in place.
import {
  builtInTemplate,
  IDEA_MESSAGES,
  ZFormDefinition,
  ZIdeaTemplateDescription,
  ZIdeaTemplateName,
} from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, requireTemplateEditor, ZId } from './idea-access.ts';
import { type IdeaTemplate, readTemplate, requireFreeTemplateName, templateVersion } from './templates.ts';

export const updateIdeaTemplate = defineFunction({
  name: 'updateIdeaTemplate',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({
    input: z.object({
      id: ZId,
      name: ZIdeaTemplateName.nullish(),
      description: ZIdeaTemplateDescription.optional(),
      fields: ZFormDefinition.nullish(),
    }),
  }),
  audit: (_template: IdeaTemplate, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaTemplate> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireTemplateEditor(principal, 'updateIdeaTemplate');
    if (builtInTemplate(input.id)) throw Errors.validation(`input.id: ${IDEA_MESSAGES.builtInTemplate}`);
    if (input.name) await requireFreeTemplateName(db.query, w.tenantId, input.name, input.id);
    const [locked] = await db.query<{ id: string }>(
      'select id from app.idea_templates where id = $1 and tenant_id = $2 for update',
      [input.id, w.tenantId],
    );
    if (!locked) throw Errors.conditionFailed();
    const current = await templateVersion(db.query, w.tenantId, input.id);
    if (!current) throw Errors.conditionFailed();
    const name = input.name ?? current.name;
    const fields = input.fields ?? current.fields;
    // `description` absent keeps it; null or '' clears it.
    const description = input.description === undefined ? current.description : input.description;
    const changed = name !== current.name || JSON.stringify(fields) !== JSON.stringify(current.fields);
    const now = deps.now();
    const version = changed ? current.version + 1 : current.version;
    if (changed)
      await db.query(
        `insert into app.idea_template_versions (template_id, version, name, description, fields, created_by, created_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
        [input.id, version, name, description, JSON.stringify(fields), me, now],
      );
    else
      await db.query('update app.idea_template_versions set description = $3 where template_id = $1 and version = $2', [
        input.id,
        version,
        description,
      ]);
    await db.query(
      `update app.idea_templates set name = $2, description = $3, version = $4, updated_by = $5, updated_at = $6
        where id = $1`,
      [input.id, name, description, version, me, now],
    );
    noteAudit(args, {
      target: `IdeaTemplate:${input.id}`,
      tenantId: w.tenantId,
      details: { name, previousName: current.name, fromVersion: current.version, version },
    });
    const template = await readTemplate(db.query, w, me, input.id);
    if (!template) throw new Error('The template just updated is missing.');
    return template;
  },
});
