// createIdeaTemplate: an owner or admin of an active workspace whose plan has templates makes a custom template
// (version 1): a name no other template of the workspace has (whatever the case, built-in names included), an
// optional description and its form fields, checked by the shared form schema.
import { ZFormDefinition, ZIdeaTemplateDescription, ZIdeaTemplateName } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { noteAudit, notedAudit, requireTemplateEditor } from './idea-access.ts';
import { type IdeaTemplate, readTemplate, requireFreeTemplateName } from './templates.ts';

export const createIdeaTemplate = defineFunction({
  name: 'createIdeaTemplate',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({
    input: z.object({ name: ZIdeaTemplateName, description: ZIdeaTemplateDescription, fields: ZFormDefinition }),
  }),
  audit: (_template: IdeaTemplate, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaTemplate> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireTemplateEditor(principal, 'createIdeaTemplate');
    await requireFreeTemplateName(db.query, w.tenantId, input.name);
    const now = deps.now();
    const [row] = await db.query<{ id: string }>(
      `insert into app.idea_templates (tenant_id, name, description, version, status, created_by, updated_by, created_at, updated_at)
       values ($1, $2, $3, 1, 'ACTIVE', $4, $4, $5, $5) returning id`,
      [w.tenantId, input.name, input.description, me, now],
    );
    await db.query(
      `insert into app.idea_template_versions (template_id, version, name, description, fields, created_by, created_at)
       values ($1, 1, $2, $3, $4::jsonb, $5, $6)`,
      [row.id, input.name, input.description, JSON.stringify(input.fields), me, now],
    );
    noteAudit(args, {
      target: `IdeaTemplate:${row.id}`,
      tenantId: w.tenantId,
      details: { name: input.name, version: 1, fields: input.fields.length },
    });
    const template = await readTemplate(db.query, w, me, row.id);
    if (!template) throw new Error('The template just created is missing.');
    return template;
  },
});
