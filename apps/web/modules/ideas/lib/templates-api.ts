'use client';
// Idea templates as the data service's ideas domain serves them (listIdeaTemplates, getIdeaTemplate,
// listIdeaTemplateVersions, createIdeaTemplate, updateIdeaTemplate, setIdeaTemplateStatus; the contract of
// issue 24): the built-ins every workspace has, then the workspace's custom ones. Every reader of ideas lists and
// uses them; owners and admins on a plan with the `templates` feature make and change custom ones
// (`IdeaTemplate.canEdit`, decided by the server). A change of name or fields makes a new version; ideas keep
// the version they were written with. The queries carry the tag 'IdeaTemplate', so a change here refetches them.
//
// Usage:
//   const { data } = TemplateList.useQuery({ variables: { includeArchived: true } });
//   const [create] = CreateTemplate.useMutation();
//   const saved = await call(() => create({ variables: { input: templateInput(values) } }).unwrap());
import type { FormField, TemplateStatus } from '@innov/contracts';
import { CREATE_IDEA_HREF, TEMPLATES_HREF } from '../../dashboard/lib/navigation.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { cleanField } from '../../form-builder/lib/builder.ts';

export const TEMPLATE_TAG = 'IdeaTemplate';

export interface IdeaTemplate {
  id: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  version: number;
  fields: FormField[];
  status: TemplateStatus;
  ideaCount: number;
  createdByName: string | null;
  updatedAt: string | null;
  canEdit: boolean;
}

export interface IdeaTemplateVersionInfo {
  version: number;
  name: string;
  createdAt: string;
  createdByName: string | null;
}

export const FORM_FIELD_SELECTION = 'id type label help required options min max maxLength';
const TEMPLATE_FIELDS = `id name description builtIn version fields { ${FORM_FIELD_SELECTION} } status ideaCount createdByName updatedAt canEdit`;
const CHANGES = { invalidates: [TEMPLATE_TAG] };

export const TemplateList = defineFunction<IdeaTemplate[]>(
  { name: 'listIdeaTemplates', kind: 'query', args: { includeArchived: 'Boolean' }, selection: TEMPLATE_FIELDS },
  'userPool',
  { provides: [TEMPLATE_TAG] },
);

/** A template at `version` (its latest when none is given); null when the caller may not see it. */
export const TemplateQuery = defineFunction<IdeaTemplate | null>(
  { name: 'getIdeaTemplate', kind: 'query', args: { id: 'ID!', version: 'Int' }, selection: TEMPLATE_FIELDS },
  'userPool',
  { provides: [TEMPLATE_TAG] },
);

export const TemplateVersionList = defineFunction<IdeaTemplateVersionInfo[]>(
  {
    name: 'listIdeaTemplateVersions',
    kind: 'query',
    args: { id: 'ID!' },
    selection: 'version name createdAt createdByName',
  },
  'userPool',
  { provides: [TEMPLATE_TAG] },
);

export const CreateTemplate = defineFunction<IdeaTemplate>(
  {
    name: 'createIdeaTemplate',
    kind: 'mutation',
    args: { input: 'CreateIdeaTemplateInput!' },
    selection: TEMPLATE_FIELDS,
  },
  'userPool',
  CHANGES,
);

export const UpdateTemplate = defineFunction<IdeaTemplate>(
  {
    name: 'updateIdeaTemplate',
    kind: 'mutation',
    args: { input: 'UpdateIdeaTemplateInput!' },
    selection: TEMPLATE_FIELDS,
  },
  'userPool',
  CHANGES,
);

export const SetTemplateStatus = defineFunction<IdeaTemplate>(
  {
    name: 'setIdeaTemplateStatus',
    kind: 'mutation',
    args: { input: 'SetIdeaTemplateStatusInput!' },
    selection: TEMPLATE_FIELDS,
  },
  'userPool',
  CHANGES,
);

/** What createIdeaTemplate and updateIdeaTemplate take from the builder: trimmed texts, fields as saved. */
export function templateInput(values: { name: string; description: string; fields: readonly FormField[] }) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description ? description : null,
    fields: values.fields.map(cleanField),
  };
}

/** "1 field", "9 fields". */
export function fieldCount(n: number): string {
  return `${n} ${n === 1 ? 'field' : 'fields'}`;
}
/** "No ideas yet", "1 idea", "12 ideas". */
export function ideaCount(n: number): string {
  return n === 0 ? 'No ideas yet' : `${n} ${n === 1 ? 'idea' : 'ideas'}`;
}

export { CREATE_IDEA_HREF, TEMPLATES_HREF };
export const NEW_TEMPLATE_HREF = `${TEMPLATES_HREF}/new`;
export function templateHref(id: string): string {
  return `${TEMPLATES_HREF}/${encodeURIComponent(id)}`;
}
/** The builder, started from a copy of `id` ("Duplicate to customise"). */
export function duplicateTemplateHref(id: string): string {
  return `${NEW_TEMPLATE_HREF}?from=${encodeURIComponent(id)}`;
}
/** The create page for an idea of campaign `campaignId` (its template, categories and anonymity). */
export function createForCampaignHref(campaignId: string): string {
  return `${CREATE_IDEA_HREF}?campaign=${encodeURIComponent(campaignId)}`;
}
/** The create page with `templateId` chosen. */
export function createFromTemplateHref(templateId: string): string {
  return `${CREATE_IDEA_HREF}?template=${encodeURIComponent(templateId)}`;
}
