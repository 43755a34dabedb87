// listIdeaTemplateVersions: a custom template's versions, newest first, with who made each; a built-in template has
// the one version it ships with; a template the workspace does not hold has none.
import { builtInTemplate } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireIdeasReader, ZId } from './idea-access.ts';

export interface IdeaTemplateVersionInfo {
  version: number;
  name: string;
  createdAt: Date;
  createdByName: string | null;
}

/** When the built-in templates were published (their one version's date). */
const BUILT_IN_SINCE = new Date('2026-11-25T00:00:00.000Z');

export const listIdeaTemplateVersions = defineFunction({
  name: 'listIdeaTemplateVersions',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ id: ZId }),
  async run({ principal, db }, { id }): Promise<IdeaTemplateVersionInfo[]> {
    const w = await requireIdeasReader(principal, 'listIdeaTemplateVersions');
    const builtIn = builtInTemplate(id);
    if (builtIn)
      return [{ version: builtIn.version, name: builtIn.name, createdAt: BUILT_IN_SINCE, createdByName: null }];
    const rows = await db.query<{ version: number; name: string; created_at: Date; created_by_name: string | null }>(
      `select v.version, v.name, v.created_at, coalesce(p.name, p.email) as created_by_name
         from app.idea_templates t join app.idea_template_versions v on v.template_id = t.id
         left join app.user_profiles p on p.id = v.created_by
        where t.id = $1 and t.tenant_id = $2 order by v.version desc`,
      [id, w.tenantId],
    );
    return rows.map((r) => ({
      version: r.version,
      name: r.name,
      createdAt: r.created_at,
      createdByName: r.created_by_name,
    }));
  },
});
