// Templates as ideas use them: a built-in template (contracts' BUILT_IN_TEMPLATES, version 1 forever) or one of the
// workspace's own (app.idea_templates, each version's name and fields in app.idea_template_versions). An idea
// keeps the version it was written with, so its answers are always read and checked against that version.
import { BUILT_IN_TEMPLATES, builtInTemplate, type FormField } from '@innov/contracts';
import type { RawQuery } from '@innov/db';

export interface TemplateVersion {
  id: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  status: 'ACTIVE' | 'ARCHIVED';
  /** The version these fields are. */
  version: number;
  /** The template's newest version. */
  latestVersion: number;
  fields: FormField[];
}

/**
 * One version of a template the workspace may use (`version` omitted: the latest); undefined when the workspace has
 * no such template or version (another workspace's template included).
 */
export async function templateVersion(
  q: RawQuery,
  tenantId: string,
  templateId: string,
  version?: number | null,
): Promise<TemplateVersion | undefined> {
  const builtIn = builtInTemplate(templateId);
  if (builtIn) {
    if (version != null && version !== builtIn.version) return undefined;
    return {
      id: builtIn.id,
      name: builtIn.name,
      description: builtIn.description,
      builtIn: true,
      status: 'ACTIVE',
      version: builtIn.version,
      latestVersion: builtIn.version,
      fields: builtIn.fields,
    };
  }
  const [row] = await q<{
    id: string;
    name: string;
    description: string | null;
    status: 'ACTIVE' | 'ARCHIVED';
    version: number;
    latest: number;
    fields: FormField[];
  }>(
    `select t.id, v.name, v.description, t.status, v.version, t.version as latest, v.fields
       from app.idea_templates t join app.idea_template_versions v on v.template_id = t.id
      where t.id = $1 and t.tenant_id = $2 and v.version = coalesce($3::int, t.version)`,
    [templateId, tenantId, version ?? null],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    builtIn: false,
    status: row.status,
    version: row.version,
    latestVersion: row.latest,
    fields: row.fields,
  };
}

/** The name a card shows for its template: the built-in's, else the custom template's current name. */
export function templateNameOf(templateId: string, customName: string | null): string | null {
  return builtInTemplate(templateId)?.name ?? customName;
}

export const BUILT_IN_TEMPLATE_IDS: readonly string[] = BUILT_IN_TEMPLATES.map((t) => t.id);
