// Templates as ideas use them: a built-in template (contracts' BUILT_IN_TEMPLATES, version 1 forever) or one of the
// workspace's own (app.idea_templates, each version's name and fields in app.idea_template_versions). An idea
// keeps the version it was written with, so its answers are always read and checked against that version.
import {
  answersSchema,
  BUILT_IN_TEMPLATES,
  builtInTemplate,
  type FormAnswer,
  type FormAnswers,
  type FormField,
  IDEA_MESSAGES,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { ILL_FORMED_TEXT_RULE, isWellFormedText } from '@innov/platform';
import { Errors } from '../errors.ts';
import { type IdeasWorkspace, isIdeaModerator, visibleIdeaSql } from './idea-access.ts';

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

/** A template as the API shows it (IdeaTemplate). */
export interface IdeaTemplate {
  id: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  version: number;
  fields: FormField[];
  status: 'ACTIVE' | 'ARCHIVED';
  ideaCount: number;
  createdByName: string | null;
  updatedAt: Date | null;
  canEdit: boolean;
}

/** Who may edit the workspace's templates: owners and admins on a plan with templates. */
export const canEditTemplates = (w: IdeasWorkspace) =>
  isIdeaModerator(w) && w.entitlements.features.includes('templates');

/** How many ideas the caller sees that were written from each template of the list. */
async function ideaCounts(q: RawQuery, tenantId: string, me: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await q<{ template_id: string; n: number }>(
    `select i.template_id, count(*)::int as n from app.ideas i
      where i.template_id = any($1::text[]) and ${visibleIdeaSql('i', '$2', '$3')} group by i.template_id`,
    [[...ids], tenantId, me],
  );
  return new Map(rows.map((r) => [r.template_id, r.n]));
}

interface CustomTemplateRow {
  id: string;
  name: string;
  description: string | null;
  status: 'ACTIVE' | 'ARCHIVED';
  version: number;
  fields: FormField[];
  created_by_name: string | null;
  updated_at: Date;
}

/**
 * The templates the workspace uses, as `me` sees them: the built-in ones first, then its own by name (archived ones
 * only with `includeArchived`); `only` narrows to one template, `version` picks that version's name and fields.
 */
export async function readTemplates(
  q: RawQuery,
  w: IdeasWorkspace,
  me: string,
  opts: { includeArchived?: boolean; only?: string; version?: number | null } = {},
): Promise<IdeaTemplate[]> {
  const builtIns = BUILT_IN_TEMPLATES.filter(
    (t) => (!opts.only || t.id === opts.only) && (opts.version == null || opts.version === t.version),
  );
  const custom =
    opts.only && builtInTemplate(opts.only)
      ? []
      : await q<CustomTemplateRow>(
          `select t.id, v.name, v.description, t.status, v.version, v.fields, t.updated_at,
                  (select coalesce(p.name, p.email) from app.user_profiles p where p.id = t.created_by) as created_by_name
             from app.idea_templates t join app.idea_template_versions v on v.template_id = t.id
            where t.tenant_id = $1 and v.version = coalesce($2::int, t.version)
              and ($3::text is null or t.id = $3) and ($4::boolean or t.status = 'ACTIVE' or $3::text is not null)
            order by lower(v.name), t.id`,
          [w.tenantId, opts.version ?? null, opts.only ?? null, opts.includeArchived === true],
        );
  const counts = await ideaCounts(q, w.tenantId, me, [...builtIns.map((t) => t.id), ...custom.map((t) => t.id)]);
  const editor = canEditTemplates(w);
  return [
    ...builtIns.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      builtIn: true,
      version: t.version,
      fields: t.fields,
      status: 'ACTIVE' as const,
      ideaCount: counts.get(t.id) ?? 0,
      createdByName: null,
      updatedAt: null,
      canEdit: false,
    })),
    ...custom.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      builtIn: false,
      version: t.version,
      fields: t.fields,
      status: t.status,
      ideaCount: counts.get(t.id) ?? 0,
      createdByName: t.created_by_name,
      updatedAt: t.updated_at,
      canEdit: editor,
    })),
  ];
}

/** One template as readTemplates shows it (archived ones too); undefined when the workspace has none such. */
export async function readTemplate(
  q: RawQuery,
  w: IdeasWorkspace,
  me: string,
  id: string,
  version?: number | null,
): Promise<IdeaTemplate | undefined> {
  const [t] = await readTemplates(q, w, me, { only: id, version, includeArchived: true });
  return t;
}

/**
 * The answers checked against a template version's fields (required ones too unless `draft`): the normalised
 * answers, or a ValidationError naming the field (`input.content.<fieldId>: <problem>`).
 */
export function checkAnswers(fields: readonly FormField[], content: unknown, draft: boolean): FormAnswers {
  const parsed = answersSchema(fields, { draft }).safeParse(content ?? {});
  if (parsed.success) {
    // AWSJSON's escapes ("\u0000", "\ud800") only become text once parsed, past the edge's check of the request.
    for (const [id, answer] of Object.entries(parsed.data))
      if (!keepable(answer)) throw Errors.validation(`input.content.${id}: ${ILL_FORMED_TEXT_RULE}`);
    return parsed.data;
  }
  const [issue] = parsed.error.issues;
  const path = issue.path.length ? `input.content.${issue.path.join('.')}` : 'input.content';
  throw Errors.validation(`${path}: ${issue.message}`);
}

/** Serialises the workspace's template names (a create, a rename) under the workspace row's lock. */
export async function requireFreeTemplateName(
  q: RawQuery,
  tenantId: string,
  name: string,
  except?: string,
): Promise<void> {
  await q('select id from app.tenants where id = $1 for update', [tenantId]);
  const builtIn = BUILT_IN_TEMPLATES.some((t) => t.name.toLowerCase() === name.toLowerCase());
  const [taken] = builtIn
    ? [{ id: 'built-in' }]
    : await q<{ id: string }>(
        'select id from app.idea_templates where tenant_id = $1 and lower(name) = lower($2) and id <> $3 limit 1',
        [tenantId, name, except ?? ''],
      );
  if (taken) throw Errors.validation(`input.name: ${IDEA_MESSAGES.templateNameTaken}`);
}

/** An answer the database can keep: no NUL, no unpaired surrogate in any of its text. */
function keepable(answer: FormAnswer): boolean {
  if (typeof answer === 'string') return isWellFormedText(answer);
  if (Array.isArray(answer)) return answer.every((a) => isWellFormedText(a));
  if (answer && typeof answer === 'object')
    return Object.values(answer).every((v) => typeof v !== 'string' || isWellFormedText(v));
  return true;
}
