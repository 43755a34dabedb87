// Resolvers generated for every declared model: getX, listX, index queries, createX/updateX/deleteX,
// nested connections and onCreateX/onUpdateX/onDeleteX. Each one asks the guard first; writes also ask the
// workspace lifecycle (a pending workspace's members write only what the model allows, a deactivated one's none).
import { PAGE_SIZE } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { actorOf, insertAudit } from '../audit/write-audit.ts';
import { allowsRecord, lifecycleDenial, requireScope, scopeFor } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import { Errors } from '../errors.ts';
import type { FieldDef, IndexDef, ModelDef } from '../models/types.ts';
import { topicIterator } from '../realtime/iterator.ts';
import { publish } from '../realtime/publish.ts';
import { compileFilter, type FieldOps, type Filter, matchesFilter, Params } from '../store/filter.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  type ModelRuntime,
  updateRecord,
} from '../store/repository.ts';
import { type GraphQLContext, runtime } from './context.ts';
import { QUERY_LIMITS } from './limits.ts';
import { pluralOf } from './sdl.ts';

type Resolver = (source: unknown, args: Record<string, unknown>, ctx: GraphQLContext) => unknown;
export interface FieldResolvers {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
  Subscription: Record<string, { subscribe: Resolver; resolve: (payload: unknown) => unknown }>;
  types: Record<string, Record<string, Resolver>>;
}

export function pageSize(limit: unknown): number {
  if (limit === undefined || limit === null) return PAGE_SIZE;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1)
    throw Errors.validation('limit: expected a positive integer');
  return Math.min(limit, QUERY_LIMITS.maxPage);
}

const ID = /^[A-Za-z0-9_.:@-]{1,128}$/;
export function checkId(value: unknown, where = 'id'): string {
  if (typeof value !== 'string' || !ID.test(value)) throw Errors.validation(`${where}: not a valid id`);
  return value;
}

const DEFAULT_MAX = 1_000;
const JSON_MAX = 20_000;
const LIST_MAX = 100;

/** Checks a create/update input against the model: lengths, nulls, and fields only admins may set. */
export function checkWrite(
  rt: ModelRuntime,
  input: Record<string, unknown>,
  principal: Principal,
  mode: 'create' | 'update',
  field: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || name === 'id') continue;
    const def: FieldDef | undefined = rt.def.fields[name];
    if (!def || def.readOnly) throw Errors.validation(`input.${name}: cannot be set`);
    if (def.adminOnly && !principal.isAdmin) throw Errors.unauthorized(`${field} (field ${name})`, 'Mutation');
    const where = `input.${name}`;
    if (value === null) {
      if (def.required || rt.notNull.has(name)) {
        if (mode === 'update' || def.required) throw Errors.validation(`${where}: cannot be null`);
        continue;
      }
    } else if (typeof value === 'string') {
      const max = def.maxLength ?? DEFAULT_MAX;
      if (value.length > max) throw Errors.validation(`${where}: at most ${max} characters`);
      if (def.required && value.trim() === '') throw Errors.validation(`${where}: cannot be empty`);
    } else if (def.kind === 'stringList') {
      const list = value as unknown[];
      const max = def.maxLength ?? 200;
      if (list.length > LIST_MAX) throw Errors.validation(`${where}: at most ${LIST_MAX} entries`);
      if (list.some((v) => typeof v !== 'string' || v.length > max))
        throw Errors.validation(`${where}: entries of at most ${max} characters`);
    } else if (def.kind === 'json') {
      const max = def.maxLength ?? JSON_MAX;
      if (JSON.stringify(value).length > max) throw Errors.validation(`${where}: at most ${max} characters of JSON`);
    }
    values[name] = value;
  }
  return values;
}

interface ListArgs {
  filter?: Filter | null;
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
}

async function listThroughIndex(
  ctx: GraphQLContext,
  rt: ModelRuntime,
  index: IndexDef | undefined,
  partitionValue: unknown,
  keyCondition: FieldOps | null | undefined,
  args: ListArgs,
  scope: Filter | null,
) {
  return listRecords(
    ctx.deps.database.query,
    rt,
    {
      index,
      partitionValue,
      keyCondition,
      filter: args.filter,
      scope,
      limit: pageSize(args.limit),
      nextToken: args.nextToken,
      sortDirection: args.sortDirection,
    },
    ctx.deps.tokens,
  );
}

/** The caller's read scope, for a write to tell a record they may see from one they may not (WriteOptions). */
async function readScope(ctx: GraphQLContext, m: ModelDef): Promise<Filter | null | false> {
  const scope = await scopeFor(ctx.principal, m, 'read', ctx.deps.now());
  return scope.kind === 'all' ? null : scope.kind === 'some' ? scope.filter : false;
}

export function modelResolvers(models: ModelDef[]): FieldResolvers {
  const out: FieldResolvers = { Query: {}, Mutation: {}, Subscription: {}, types: {} };
  const byName = new Map(models.map((m) => [m.name, m]));
  for (const m of models) {
    const n = m.name;
    if (m.expose.get)
      out.Query[`get${n}`] = async (_s, args, ctx) => {
        const field = `get${n}`;
        const scope = await requireScope(ctx.principal, m, 'read', ctx.deps.now(), field, 'Query');
        const found = await getRecord(ctx.deps.database.query, runtime(ctx, n), checkId(args.id), scope);
        // A record the caller may not see reads as one that does not exist (AppSync: null), never Unauthorized,
        // which would tell that the id exists elsewhere.
        return found?.allowed ? found.record : null;
      };
    if (m.expose.list)
      out.Query[`list${pluralOf(m)}`] = async (_s, args, ctx) => {
        const scope = await requireScope(ctx.principal, m, 'read', ctx.deps.now(), `list${pluralOf(m)}`, 'Query');
        return listThroughIndex(ctx, runtime(ctx, n), undefined, undefined, undefined, args as ListArgs, scope);
      };
    for (const index of m.indexes ?? []) {
      if (index.internal) continue;
      out.Query[index.query] = async (_s, args, ctx) => {
        const scope = await requireScope(ctx.principal, m, 'read', ctx.deps.now(), index.query, 'Query');
        return listThroughIndex(
          ctx,
          runtime(ctx, n),
          index,
          args[index.partition],
          args[index.sort] as FieldOps | null,
          args as ListArgs,
          scope,
        );
      };
    }
    if (m.expose.create)
      out.Mutation[`create${n}`] = async (_s, args, ctx) => {
        const field = `create${n}`;
        const rt = runtime(ctx, n);
        const scope = await requireScope(ctx.principal, m, 'create', ctx.deps.now(), field, 'Mutation');
        const input = args.input as Record<string, unknown>;
        const values = checkWrite(rt, input, ctx.principal, 'create', field);
        if (input.id !== undefined && input.id !== null) values.id = checkId(input.id, 'input.id');
        if (m.ownerField && (!ctx.principal.isAdmin || values[m.ownerField] === undefined))
          values[m.ownerField] = ctx.principal.userId ?? null;
        m.onCreate?.(values, ctx.principal);
        if (args.condition) compileFilter(args.condition as Filter, rt.columns, new Params());
        const denial = await lifecycleDenial(ctx.principal, m, 'create', Object.keys(values));
        const enforce = m.enforce;
        const record = await createRecord(
          audited(ctx, field, n, { fields: Object.keys(values) }),
          rt,
          values,
          scope,
          ctx.deps.now(),
          denial,
          enforce && ((query) => enforce(values, null, { query, principal: ctx.principal })),
        );
        await publish(ctx.deps, `onCreate${n}`, record);
        return record;
      };
    if (m.expose.update)
      out.Mutation[`update${n}`] = async (_s, args, ctx) => {
        const field = `update${n}`;
        const rt = runtime(ctx, n);
        const scope = await requireScope(ctx.principal, m, 'update', ctx.deps.now(), field, 'Mutation');
        const input = args.input as Record<string, unknown>;
        const id = checkId(input.id, 'input.id');
        const values = checkWrite(rt, input, ctx.principal, 'update', field);
        // Loaded before the write's transaction (the workspace context comes from the principal's cache).
        const denial = await lifecycleDenial(ctx.principal, m, 'update', Object.keys(values));
        const enforce = m.enforce;
        const { after } = await updateRecord(
          audited(ctx, field, n, { fields: Object.keys(values) }),
          rt,
          id,
          values,
          {
            scope,
            visible: await readScope(ctx, m),
            condition: args.condition as Filter | null,
            field,
            denial,
            adjust: enforce && ((current, query) => enforce(values, current, { query, principal: ctx.principal })),
          },
          ctx.deps.now(),
        );
        await publish(ctx.deps, `onUpdate${n}`, after);
        return after;
      };
    if (m.expose.delete)
      out.Mutation[`delete${n}`] = async (_s, args, ctx) => {
        const field = `delete${n}`;
        const rt = runtime(ctx, n);
        const scope = await requireScope(ctx.principal, m, 'delete', ctx.deps.now(), field, 'Mutation');
        const id = checkId((args.input as { id: unknown }).id, 'input.id');
        const record = await deleteRecord(audited(ctx, field, n, {}), rt, id, {
          scope,
          visible: await readScope(ctx, m),
          condition: args.condition as Filter | null,
          field,
          denial: await lifecycleDenial(ctx.principal, m, 'delete', []),
        });
        await publish(ctx.deps, `onDelete${n}`, record);
        return record;
      };
    if (m.expose.subscribe)
      for (const verb of ['Create', 'Update', 'Delete']) {
        const topic = `on${verb}${n}`;
        out.Subscription[topic] = {
          async subscribe(_s, args, ctx) {
            const rt = runtime(ctx, n);
            // Refuse outright when no rule could ever let this caller see one of these records.
            const scope = await scopeFor(ctx.principal, m, 'read', ctx.deps.now());
            if (scope.kind === 'none') throw Errors.unauthorized(topic, 'Subscription');
            const filter = (args.filter as Filter | null) ?? null;
            compileFilter(filter, rt.columns, new Params());
            const principal = ctx.principal;
            return topicIterator(ctx.deps.pubsub, topic, {
              accept: async (payload) => {
                const allowed = await allowsRecord(principal, m, rt.columns, 'read', payload, ctx.deps.now());
                return allowed && matchesFilter(payload, filter, rt.columns);
              },
            });
          },
          resolve: (payload) => payload,
        };
      }
    // Nested fields: the target model's own read rules decide what shows; nothing is an error here, what the
    // caller may not see is simply absent.
    const nested: Record<string, Resolver> = {};
    for (const [name, rel] of Object.entries(m.relations ?? {})) {
      const target = byName.get(rel.model);
      if (!target) continue;
      if (rel.kind === 'belongsTo') {
        nested[name] = async (source, _args, ctx) => {
          const key = (source as Record<string, unknown>)[rel.localField];
          if (typeof key !== 'string') return null;
          const scope = await scopeFor(ctx.principal, target, 'read', ctx.deps.now());
          if (scope.kind === 'none') return null;
          const found = await getRecord(
            ctx.deps.database.query,
            runtime(ctx, target.name),
            key,
            scope.kind === 'all' ? null : scope.filter,
          );
          return found?.allowed ? found.record : null;
        };
      } else {
        const index = target.indexes?.find((i) => i.query === rel.index);
        if (!index) throw new Error(`Model ${n}: relation ${name} names unknown index ${rel.index}`);
        nested[name] = async (source, args, ctx) => {
          const key = (source as Record<string, unknown>)[rel.localField];
          const scope = await scopeFor(ctx.principal, target, 'read', ctx.deps.now());
          if (key === null || key === undefined || scope.kind === 'none') return { items: [], nextToken: null };
          return listThroughIndex(
            ctx,
            runtime(ctx, target.name),
            index,
            key,
            undefined,
            args as ListArgs,
            scope.kind === 'all' ? null : scope.filter,
          );
        };
      }
    }
    if (Object.keys(nested).length) out.types[n] = nested;
  }
  return out;
}

/**
 * The database for a generic write, whose transaction also writes the audit row (docs/architecture.md, "The
 * domain shape": every change is audited, in its own transaction, so a refused or failed write leaves none). The
 * target is the written record (`Model:id`); details name the fields written, never their values.
 */
function audited(ctx: GraphQLContext, action: string, model: string, details: Record<string, unknown>) {
  return {
    transaction<T>(fn: (q: RawQuery) => Promise<T>): Promise<T> {
      return ctx.deps.database.transaction(async (q) => {
        const result = await fn(q);
        const record = ((result as { after?: unknown }).after ?? result) as Record<string, unknown> | null;
        if (record && typeof record.id === 'string') {
          await insertAudit(q, {
            actor: actorOf(ctx.principal),
            tenantId: model === 'Tenant' ? record.id : typeof record.tenantId === 'string' ? record.tenantId : null,
            action,
            target: `${model}:${record.id}`,
            ip: ctx.principal.ip,
            requestId: ctx.principal.requestId ?? null,
            details,
            at: ctx.deps.now(),
          });
        }
        return result;
      });
    },
  };
}
