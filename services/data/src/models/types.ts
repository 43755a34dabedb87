// The declarative model definition: a model is its table, its fields (GraphQL types), its indexes and its
// authorization rules. From it the schema gets `getX`, `listX`, index queries, `createX`/`updateX`/`deleteX`,
// `onCreateX`/`onUpdateX`/`onDeleteX`, filter, condition and input types; adding a model is one definition
// plus its Drizzle table.
import type { RawQuery } from '@innov/db';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../auth/principal.ts';
import type { Filter } from '../store/filter.ts';

export type Operation = 'read' | 'create' | 'update' | 'delete';

/** How a field is stored and compared: decides its filter input and SQL casts. */
export type FieldKind = 'id' | 'string' | 'int' | 'float' | 'boolean' | 'datetime' | 'enum' | 'stringList' | 'json';

export interface FieldDef {
  /** GraphQL output type, e.g. `String!`, `ResourceType`, `[String!]`, `FileReference`. */
  type: string;
  kind: FieldKind;
  /** Input type for create/update; defaults to the output type without `!` (objects: `<Type>Input`). */
  input?: string;
  /** Longest accepted string (or JSON text) in create/update; default 1,000. */
  maxLength?: number;
  /** Only admins may set it (e.g. a profile's tenantId, a tenant's owner). */
  adminOnly?: boolean;
  /** Never written through generic mutations (server-maintained: owner, timestamps). */
  readOnly?: boolean;
  /** Required on create. */
  required?: boolean;
}

/** Amplify's `@index(name, sortKeyFields)`: one query field, served by a (partition, sort, id) index. */
export interface IndexDef {
  /** Query field name, e.g. `resourcesByTypeAndPublishedAt`. */
  query: string;
  partition: string;
  sort: string;
  /** Not exposed as a top-level query (used by nested connections only). */
  internal?: boolean;
}

export interface RelationDef {
  model: string;
  /** `hasMany`: a connection through the target's index, partition = this record's `localField`. */
  kind: 'hasMany' | 'belongsTo';
  /** hasMany: index query name on the target; belongsTo: unused. */
  index?: string;
  /** The field of this record that holds the key (hasMany: partition value; belongsTo: target id). */
  localField: string;
}

export type Audience = 'public' | 'signedIn' | 'admins';

/**
 * The membership form of a rule: "the record's `field` is one I belong to", where `table` holds one row per
 * (group, member), e.g. `{ field: 'teamId', table: schema.teamMembers, key: 'team_id', user: 'user_id' }`.
 * `key` and `user` are the table's column names; `key` must be NOT NULL.
 */
export interface MembershipRule {
  field: string;
  table: PgTable;
  key: string;
  user: string;
}

/**
 * One authorization rule. `where` narrows it to records matching a filter built for this caller (null: the
 * rule does not apply to this caller); `member` narrows it to records of groups the signed-in caller belongs to
 * (with both, a record must pass both). The same filter is checked on single records and added to list SQL,
 * so lists, gets, mutations and subscriptions can never disagree. Membership is a subquery in SQL and, for
 * subscription events, a lookup in the caller's membership set (cached for seconds, forgotten at once when a
 * membership changes: auth/workspace.ts).
 */
export interface Rule {
  allow: Audience;
  ops: Operation[];
  where?: (principal: Principal, now: Date) => Promise<Filter | null> | Filter | null;
  member?: MembershipRule;
}

export interface ModelDef {
  name: string;
  /** Plural used in `listXs`-style names is not Amplify's v6 convention; `listX` uses the model name + 's'. */
  plural?: string;
  table: PgTable;
  fields: Record<string, FieldDef>;
  relations?: Record<string, RelationDef>;
  indexes?: IndexDef[];
  rules: Rule[];
  /** Which generated operations the schema exposes (custom operations may still use the model). */
  expose: { get?: boolean; list?: boolean; create?: boolean; update?: boolean; delete?: boolean; subscribe?: boolean };
  /** Field set to the caller's user id on create (Amplify's owner field). */
  ownerField?: string;
  /** Column the generic list is ordered by (with id as tie-break); default `id`. */
  listOrder?: string;
  /** Fills server-derived values on create (after the owner field is set). */
  onCreate?: (values: Record<string, unknown>, principal: Principal) => void;
  /**
   * Server rules a generic create or update cannot break (a SECURITY preference keeps its EMAIL channel; a time
   * zone is one the database knows): adjusts `values`, the fields being written, given the record as it is
   * (null on create), or throws a ValidationError. Runs once the write is known to be within the caller's reach,
   * an update's inside its transaction with the record locked.
   */
  enforce?: (
    values: Record<string, unknown>,
    current: Record<string, unknown> | null,
    ctx: { query: RawQuery; principal: Principal },
  ) => Promise<void> | void;
  /**
   * What a member of a workspace that is not active yet (PENDING, or REJECTED and being edited) may still write
   * here through the generic mutations: `'personal'` for the caller's own records (profile, preferences), or the
   * fields an update may change (Tenant: the owner's company information). Absent: nothing until the workspace
   * is ACTIVE. Members of a DEACTIVATED workspace write nothing (docs/architecture.md, "Workspaces, roles and
   * plans"); platform admins, the API key and callers without a workspace are not concerned.
   */
  whileNotActive?: 'personal' | readonly string[];
}
