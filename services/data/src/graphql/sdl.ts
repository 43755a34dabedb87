// The schema's text: AppSync scalars, Amplify's filter and key-condition inputs, the enums of every domain
// (with their filter inputs), then per model its type, connection, filter, condition and mutation inputs, its
// queries, mutations and subscriptions; then each domain's own fragment (`<domain>/sdl.ts`: the types its
// model fields embed, its functions' inputs, results and fields). Adding a domain: its fragment in DOMAIN_SDL.
import { SORT_DIRECTIONS } from '@innov/contracts';
import { accountExportSdl } from '../account-export/sdl.ts';
import { adminSdl } from '../admin/sdl.ts';
import { billingAdminSdl } from '../billing/admin-sdl.ts';
import { billingSdl } from '../billing/sdl.ts';
import { campaignsSdl } from '../campaigns/sdl.ts';
import { contentSdl } from '../content/sdl.ts';
import { enquiriesSdl } from '../enquiries/sdl.ts';
import { evaluationSdl } from '../evaluation/sdl.ts';
import { filesSdl } from '../files/sdl.ts';
import { ideasSdl } from '../ideas/sdl.ts';
import type { FieldDef, FieldKind, ModelDef } from '../models/types.ts';
import { newsletterSdl } from '../newsletter/sdl.ts';
import { notificationsSdl } from '../notifications/sdl.ts';
import { pricingSdl } from '../pricing/sdl.ts';
import { profilesSdl } from '../profiles/sdl.ts';
import { surveysSdl } from '../surveys/sdl.ts';
import { teamsSdl } from '../teams/sdl.ts';
import { usersSdl } from '../users/sdl.ts';
import { workspacesSdl } from '../workspaces/sdl.ts';
import type { SdlFragment } from './fragment.ts';

/** Every domain's fragment, in one list. */
export const DOMAIN_SDL: SdlFragment[] = [
  workspacesSdl,
  teamsSdl,
  ideasSdl,
  campaignsSdl,
  evaluationSdl,
  filesSdl,
  profilesSdl,
  accountExportSdl,
  notificationsSdl,
  pricingSdl,
  surveysSdl,
  contentSdl,
  enquiriesSdl,
  newsletterSdl,
  adminSdl,
  usersSdl,
  billingSdl,
  billingAdminSdl,
];

/** Shared by every domain: the AppSync scalars, Amplify's inputs, and the file references models embed. */
const COMMON = /* GraphQL */ `
scalar AWSDateTime
scalar AWSDate
scalar AWSJSON
scalar AWSEmail
scalar AWSURL

input ModelStringInput { ne: String eq: String le: String lt: String ge: String gt: String contains: String notContains: String between: [String] beginsWith: String attributeExists: Boolean in: [String] }
input ModelIDInput { ne: ID eq: ID le: ID lt: ID ge: ID gt: ID contains: ID notContains: ID between: [ID] beginsWith: ID attributeExists: Boolean in: [ID] }
input ModelIntInput { ne: Int eq: Int le: Int lt: Int ge: Int gt: Int between: [Int] attributeExists: Boolean in: [Int] }
input ModelFloatInput { ne: Float eq: Float le: Float lt: Float ge: Float gt: Float between: [Float] attributeExists: Boolean in: [Float] }
input ModelBooleanInput { ne: Boolean eq: Boolean attributeExists: Boolean }
input ModelStringKeyConditionInput { eq: String le: String lt: String ge: String gt: String between: [String] beginsWith: String }
input ModelIDKeyConditionInput { eq: ID le: ID lt: ID ge: ID gt: ID between: [ID] beginsWith: ID }
input ModelIntKeyConditionInput { eq: Int le: Int lt: Int ge: Int gt: Int between: [Int] }

type FileReference { bucket: String! region: String! key: String! protectedIdentityId: String }
input FileReferenceInput { bucket: String! region: String! key: String! protectedIdentityId: String }
`;

/** The schema's enums: the sort direction, then every domain's; a name defined twice is a mistake. */
export function enumsOf(fragments: SdlFragment[]): Record<string, readonly string[]> {
  const enums: Record<string, readonly string[]> = { ModelSortDirection: SORT_DIRECTIONS };
  for (const fragment of fragments)
    for (const [name, values] of Object.entries(fragment.enums ?? {})) {
      if (enums[name]) throw new Error(`Enum ${name} is defined by two domains.`);
      enums[name] = values;
    }
  return enums;
}

export const baseType = (type: string) => type.replace(/[[\]!]/g, '');

export function filterInputFor(field: FieldDef): string | null {
  const byKind: Partial<Record<FieldKind, string>> = {
    id: 'ModelIDInput',
    string: 'ModelStringInput',
    datetime: 'ModelStringInput',
    stringList: 'ModelStringInput',
    int: 'ModelIntInput',
    float: 'ModelFloatInput',
    boolean: 'ModelBooleanInput',
  };
  if (field.kind === 'enum') return `Model${baseType(field.type)}Input`;
  return byKind[field.kind] ?? null;
}

function keyConditionFor(field: FieldDef): string {
  if (field.kind === 'int' || field.kind === 'float') return 'ModelIntKeyConditionInput';
  if (field.kind === 'id') return 'ModelIDKeyConditionInput';
  return 'ModelStringKeyConditionInput';
}

export function inputTypeFor(field: FieldDef): string {
  if (field.input) return field.input.replace(/!$/, '');
  const base = baseType(field.type);
  if (field.kind === 'json' && base !== 'AWSJSON') return field.type.replace(base, `${base}Input`).replace(/!$/, '');
  return field.type.replace(/!$/, '');
}

export const SYSTEM_FIELD_DEFS: Record<string, FieldDef> = {
  id: { type: 'ID!', kind: 'id' },
  createdAt: { type: 'AWSDateTime!', kind: 'datetime' },
  updatedAt: { type: 'AWSDateTime!', kind: 'datetime' },
};

export const pluralOf = (m: ModelDef) => m.plural ?? `${m.name}s`;

export function allFields(m: ModelDef): Record<string, FieldDef> {
  return {
    id: SYSTEM_FIELD_DEFS.id,
    ...m.fields,
    createdAt: SYSTEM_FIELD_DEFS.createdAt,
    updatedAt: SYSTEM_FIELD_DEFS.updatedAt,
  };
}

function modelSdl(
  m: ModelDef,
  byName: Map<string, ModelDef>,
): { types: string; query: string[]; mutation: string[]; subscription: string[] } {
  const n = m.name;
  const fields = allFields(m);
  const lines: string[] = [];
  for (const [name, f] of Object.entries(fields)) lines.push(`  ${name}: ${f.type}`);
  for (const [name, r] of Object.entries(m.relations ?? {})) {
    if (!byName.has(r.model)) throw new Error(`Model ${n}: relation ${name} to unknown model ${r.model}`);
    lines.push(
      r.kind === 'hasMany'
        ? `  ${name}(filter: Model${r.model}FilterInput, sortDirection: ModelSortDirection, limit: Int, nextToken: String): Model${r.model}Connection`
        : `  ${name}: ${r.model}`,
    );
  }
  const filterable = Object.entries(fields)
    .map(([name, f]) => [name, filterInputFor(f)] as const)
    .filter((e): e is readonly [string, string] => e[1] !== null);
  const filterFields = filterable.map(([name, t]) => `${name}: ${t}`).join(' ');
  const conditionFields = filterable
    .filter(([name]) => name !== 'id')
    .map(([name, t]) => `${name}: ${t}`)
    .join(' ');
  const writable = Object.entries(m.fields).filter(([, f]) => !f.readOnly);
  const createFields = writable.map(([name, f]) => `${name}: ${inputTypeFor(f)}${f.required ? '!' : ''}`).join(' ');
  const updateFields = writable.map(([name, f]) => `${name}: ${inputTypeFor(f)}`).join(' ');
  const types = [
    `type ${n} {\n${lines.join('\n')}\n}`,
    `type Model${n}Connection { items: [${n}]! nextToken: String }`,
    `input Model${n}FilterInput { ${filterFields} and: [Model${n}FilterInput] or: [Model${n}FilterInput] not: Model${n}FilterInput }`,
    `input ModelSubscription${n}FilterInput { ${filterFields} and: [ModelSubscription${n}FilterInput] or: [ModelSubscription${n}FilterInput] }`,
    `input Model${n}ConditionInput { ${conditionFields} and: [Model${n}ConditionInput] or: [Model${n}ConditionInput] not: Model${n}ConditionInput }`,
    `input Create${n}Input { id: ID ${createFields} }`,
    `input Update${n}Input { id: ID! ${updateFields} }`,
    `input Delete${n}Input { id: ID! }`,
  ].join('\n');
  const page = `filter: Model${n}FilterInput, limit: Int, nextToken: String`;
  const query: string[] = [];
  if (m.expose.get) query.push(`get${n}(id: ID!): ${n}`);
  if (m.expose.list) query.push(`list${pluralOf(m)}(${page}, sortDirection: ModelSortDirection): Model${n}Connection`);
  for (const index of m.indexes ?? []) {
    if (index.internal) continue;
    const part = fields[index.partition];
    const sort = fields[index.sort];
    query.push(
      `${index.query}(${index.partition}: ${baseType(part.type)}!, ${index.sort}: ${keyConditionFor(sort)}, sortDirection: ModelSortDirection, ${page}): Model${n}Connection`,
    );
  }
  const mutation: string[] = [];
  const cond = `condition: Model${n}ConditionInput`;
  if (m.expose.create) mutation.push(`create${n}(input: Create${n}Input!, ${cond}): ${n}`);
  if (m.expose.update) mutation.push(`update${n}(input: Update${n}Input!, ${cond}): ${n}`);
  if (m.expose.delete) mutation.push(`delete${n}(input: Delete${n}Input!, ${cond}): ${n}`);
  const subscription: string[] = [];
  if (m.expose.subscribe)
    for (const verb of ['Create', 'Update', 'Delete'])
      subscription.push(`on${verb}${n}(filter: ModelSubscription${n}FilterInput): ${n}`);
  return { types, query, mutation, subscription };
}

export function buildSdl(models: ModelDef[], fragments: SdlFragment[] = DOMAIN_SDL): string {
  const byName = new Map(models.map((m) => [m.name, m]));
  const all = enumsOf(fragments);
  const enums = Object.entries(all)
    .map(([name, values]) => `enum ${name} { ${values.join(' ')} }`)
    .join('\n');
  const enumInputs = Object.keys(all)
    .map((name) => `input Model${name}Input { eq: ${name} ne: ${name} in: [${name}] attributeExists: Boolean }`)
    .join('\n');
  const parts = models.map((m) => modelSdl(m, byName));
  const block = (name: string, fields: string[]) => `type ${name} {\n  ${fields.join('\n  ')}\n}`;
  return [
    COMMON,
    enums,
    enumInputs,
    ...parts.map((p) => p.types),
    block(
      'Query',
      parts.flatMap((p) => p.query),
    ),
    block(
      'Mutation',
      parts.flatMap((p) => p.mutation),
    ),
    block(
      'Subscription',
      parts.flatMap((p) => p.subscription),
    ),
    ...fragments.map((f) => f.sdl),
  ].join('\n\n');
}
