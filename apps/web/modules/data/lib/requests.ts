// The GraphQL each data call sends, built from a model description and the call's arguments. Pure (no
// Amplify, no React), so every seed rule about what is sent is unit-tested here:
// - create and update send nothing when the input is empty (`null` = no request);
// - get and delete send nothing when the id is missing or is the literal text 'undefined';
// - upsert is update when the input has an id, else create;
// - extra body fields: on queries, equality filters combined with `and`; on mutations, more input fields.
//
// Usage:
//   const request = buildListRequest(NotificationModel, { extra: { type: 'SECURITY' }, limit: 10 });
//   if (request) await graphqlCall({ ...request, authMode: 'userPool' });

export interface ModelSpec {
  /** The model's GraphQL type name, e.g. 'Notification'. */
  name: string;
  /** Plural used in `list<Plural>` (default name + 's'), e.g. 'Enquiries'. */
  plural?: string;
  /** The selection set asked for every record, e.g. 'id type channels createdAt updatedAt'. */
  fields: string;
}

export type Extra = Record<string, string | number | boolean | null | undefined>;
export type Filter = Record<string, unknown>;

export interface GraphqlRequest {
  /** The GraphQL field called, e.g. 'listNotifications' (the answer's key). */
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface ListArgs {
  filter?: Filter;
  limit?: number;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC';
  extra?: Extra;
}

export interface IndexListArgs extends ListArgs {
  /** The index query, e.g. 'resourcesByTypeAndPublishedAt'. */
  index: string;
  /** The partition key argument and value, e.g. { type: 'EVENT' } (type names as the schema gives them). */
  key: Record<string, { value: unknown; type: string }>;
}

const listField = (m: ModelSpec) => `list${m.plural ?? `${m.name}s`}`;

/** An id the seed counts as missing: absent, empty, or the literal text 'undefined'. */
export function isMissingId(id: unknown): boolean {
  return id === undefined || id === null || id === '' || id === 'undefined';
}

/** Empty input: nothing at all, or no field with a value. */
export function isEmptyInput(input: Record<string, unknown> | null | undefined): boolean {
  if (!input) return true;
  return Object.values(input).every((v) => v === undefined);
}

/** Extra body fields as equality filters, combined with the caller's filter by `and`. */
export function filterWithExtra(filter: Filter | undefined, extra: Extra | undefined): Filter | undefined {
  const equalities = Object.entries(extra ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ({ [k]: { eq: v } }));
  if (equalities.length === 0) return filter;
  const parts = filter && Object.keys(filter).length > 0 ? [filter, ...equalities] : equalities;
  return { and: parts };
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

function listVariables(args: ListArgs): Record<string, unknown> {
  return withoutUndefined({
    filter: filterWithExtra(args.filter, args.extra),
    limit: args.limit,
    nextToken: args.nextToken ?? undefined,
    sortDirection: args.sortDirection,
  });
}

export function buildListRequest(m: ModelSpec, args: ListArgs = {}): GraphqlRequest {
  const field = listField(m);
  return {
    field,
    query: `query List${m.name}($filter: Model${m.name}FilterInput, $limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {
  ${field}(filter: $filter, limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) { items { ${m.fields} } nextToken }
}`,
    variables: listVariables(args),
  };
}

export function buildIndexListRequest(m: ModelSpec, args: IndexListArgs): GraphqlRequest {
  const keys = Object.entries(args.key);
  const declared = keys.map(([name, k]) => `$${name}: ${k.type}!`).join(', ');
  const passed = keys.map(([name]) => `${name}: $${name}`).join(', ');
  return {
    field: args.index,
    query: `query ${args.index[0]?.toUpperCase()}${args.index.slice(1)}(${declared}, $filter: Model${m.name}FilterInput, $limit: Int, $nextToken: String, $sortDirection: ModelSortDirection) {
  ${args.index}(${passed}, filter: $filter, limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) { items { ${m.fields} } nextToken }
}`,
    variables: { ...Object.fromEntries(keys.map(([name, k]) => [name, k.value])), ...listVariables(args) },
  };
}

export function buildGetRequest(m: ModelSpec, id: string | null | undefined): GraphqlRequest | null {
  if (isMissingId(id)) return null;
  const field = `get${m.name}`;
  return { field, query: `query Get${m.name}($id: ID!) { ${field}(id: $id) { ${m.fields} } }`, variables: { id } };
}

function mutation(m: ModelSpec, verb: 'Create' | 'Update' | 'Delete', input: Record<string, unknown>) {
  const field = `${verb.toLowerCase()}${m.name}`;
  return {
    field,
    query: `mutation ${verb}${m.name}($input: ${verb}${m.name}Input!, $condition: Model${m.name}ConditionInput) {
  ${field}(input: $input, condition: $condition) { ${m.fields} }
}`,
    variables: { input },
  };
}

export interface MutationArgs {
  input: Record<string, unknown>;
  extra?: Extra;
  condition?: Filter;
}

function withCondition(request: GraphqlRequest, condition: Filter | undefined): GraphqlRequest {
  return condition ? { ...request, variables: { ...request.variables, condition } } : request;
}

export function buildCreateRequest(m: ModelSpec, args: MutationArgs): GraphqlRequest | null {
  if (isEmptyInput(args.input)) return null;
  return withCondition(mutation(m, 'Create', withoutUndefined({ ...args.input, ...args.extra })), args.condition);
}

export function buildUpdateRequest(m: ModelSpec, args: MutationArgs): GraphqlRequest | null {
  if (isEmptyInput(args.input) || isMissingId(args.input.id)) return null;
  return withCondition(mutation(m, 'Update', withoutUndefined({ ...args.input, ...args.extra })), args.condition);
}

/** Update when the input carries an id, else create. */
export function buildUpsertRequest(m: ModelSpec, args: MutationArgs): GraphqlRequest | null {
  return isMissingId(args.input?.id)
    ? buildCreateRequest(m, { ...args, input: withoutUndefined({ ...args.input, id: undefined }) })
    : buildUpdateRequest(m, args);
}

export function buildDeleteRequest(
  m: ModelSpec,
  args: { id: string | null | undefined; condition?: Filter },
): GraphqlRequest | null {
  if (isMissingId(args.id)) return null;
  return withCondition(mutation(m, 'Delete', { id: args.id }), args.condition);
}

export interface FunctionSpec {
  /** The GraphQL field, e.g. 'makeEnquiry'. */
  name: string;
  kind: 'query' | 'mutation';
  /** Argument declarations, e.g. { input: 'MakeEnquiryInput!' }. */
  args: Record<string, string>;
  /** Selection set of the result; omit for scalar results. */
  selection?: string;
}

/** A backend-function call (custom query or mutation); extra body fields join its `input` argument. */
export function buildFunctionRequest(
  f: FunctionSpec,
  variables: Record<string, unknown>,
  extra?: Extra,
): GraphqlRequest | null {
  const names = Object.keys(f.args);
  const hasInputArg = 'input' in f.args;
  const input = variables.input as Record<string, unknown> | undefined;
  if (hasInputArg && f.args.input?.endsWith('!') && isEmptyInput(input)) return null;
  const vars = { ...variables };
  if (extra && hasInputArg) vars.input = withoutUndefined({ ...input, ...extra });
  const declared = names.map((n) => `$${n}: ${f.args[n]}`).join(', ');
  const passed = names.map((n) => `${n}: $${n}`).join(', ');
  const opName = `${f.name[0]?.toUpperCase()}${f.name.slice(1)}`;
  return {
    field: f.name,
    query: `${f.kind} ${opName}${names.length ? `(${declared})` : ''} { ${f.name}${names.length ? `(${passed})` : ''}${f.selection ? ` { ${f.selection} }` : ''} }`,
    variables: withoutUndefined(vars),
  };
}

/** Does a record match the extra fields (for get, which has no filter argument)? */
export function matchesExtra(record: Record<string, unknown> | null, extra: Extra | undefined): boolean {
  if (!record) return false;
  return Object.entries(extra ?? {}).every(([k, v]) => v === undefined || record[k] === v);
}

export type ChangeEvent = 'Create' | 'Update' | 'Delete';

/** The subscription to a model's creates, updates or deletes (the service checks who may see each record). */
export function buildSubscriptionRequest(m: ModelSpec, event: ChangeEvent, filter?: Filter): GraphqlRequest {
  const field = `on${event}${m.name}`;
  return {
    field,
    query: `subscription On${event}${m.name}($filter: ModelSubscription${m.name}FilterInput) { ${field}(filter: $filter) { ${m.fields} } }`,
    variables: filter ? { filter } : {},
  };
}
