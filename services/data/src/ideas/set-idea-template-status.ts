// setIdeaTemplateStatus: an owner or admin archives a custom template (hidden from pickers; the ideas written with
// it still render and validate with their version) or brings it back.
import { builtInTemplate, IDEA_MESSAGES, TEMPLATE_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, requireTemplateEditor, ZId } from './idea-access.ts';
import { type IdeaTemplate, readTemplate } from './templates.ts';

export const setIdeaTemplateStatus = defineFunction({
  name: 'setIdeaTemplateStatus',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({ input: z.object({ id: ZId, status: z.enum(TEMPLATE_STATUSES) }) }),
  audit: (_template: IdeaTemplate, args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaTemplate> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireTemplateEditor(principal, 'setIdeaTemplateStatus');
    if (builtInTemplate(input.id)) throw Errors.validation(`input.id: ${IDEA_MESSAGES.builtInTemplate}`);
    const [row] = await db.query<{ name: string; previous: string }>(
      `update app.idea_templates t set status = $3, updated_by = $4, updated_at = $5
         from (select id, status from app.idea_templates where id = $1 and tenant_id = $2 for update) old
        where t.id = old.id returning t.name, old.status as previous`,
      [input.id, w.tenantId, input.status, me, deps.now()],
    );
    if (!row) throw Errors.conditionFailed();
    noteAudit(args, {
      target: `IdeaTemplate:${input.id}`,
      tenantId: w.tenantId,
      details: { name: row.name, from: row.previous, to: input.status },
    });
    const template = await readTemplate(db.query, w, me, input.id);
    if (!template) throw new Error('The template just changed is missing.');
    return template;
  },
});
