// The GraphQL engine shared by HTTP (`POST /graphql`) and realtime (`/graphql/realtime`): the executable schema
// built from the model registry and custom operations, authentication of a request, the resolver context for
// a principal, and AppSync-shaped execution and errors. The realtime layer runs graphql-js `subscribe` with
// `schema` and `contextFor(await authenticate(req))`.
import {
  buildSchema,
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLObjectType,
  type GraphQLSchema,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { createAuthenticator, type RequestLike } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import type { DataDeps } from '../deps.ts';
import { domainResolvers } from '../domain/registry.ts';
import { AppError, renderAppErrorMessage } from '../errors.ts';
import { models } from '../models/registry.ts';
import type { ModelDef } from '../models/types.ts';
import type { PubSub } from '../realtime/pubsub.ts';
import { type ModelRuntime, runtimeFor } from '../store/repository.ts';
import type { GraphQLContext } from './context.ts';
import { measureOperation, QUERY_LIMITS, WellFormedLiteralsRule } from './limits.ts';
import { modelResolvers } from './model-resolvers.ts';
import { installScalars } from './scalars.ts';
import { buildSdl } from './sdl.ts';

export type { RequestLike } from '../auth/authenticate.ts';
export type { Principal } from '../auth/principal.ts';
export type { GraphQLContext } from './context.ts';

/** One error as AppSync renders it. */
export interface AppSyncError {
  path: readonly (string | number)[] | null;
  data: null;
  errorType: string;
  errorInfo: null;
  locations: { line: number; column: number; sourceName: null }[] | null;
  message: string;
}

export interface AppSyncResponse {
  data: unknown;
  errors?: AppSyncError[];
}

export interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphqlEngine {
  schema: GraphQLSchema;
  authenticate(req: RequestLike): Promise<Principal>;
  contextFor(principal: Principal): GraphQLContext;
  pubsub: PubSub;
  /** Parse, validate and limit-check (cached per query text; the cost per variables); errors are AppSync-shaped. */
  prepare(
    query: unknown,
    operationName?: unknown,
    variables?: unknown,
  ): { document: DocumentNode } | { errors: AppSyncError[] };
  /** Runs a query or mutation for a principal; subscriptions belong to the realtime endpoint. */
  execute(request: GraphqlRequest, principal: Principal): Promise<AppSyncResponse>;
  formatError(error: GraphQLError): AppSyncError;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

const pgErrorCode = (e: unknown) =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
    ? (e as { code: string }).code
    : undefined;

export function createGraphqlEngine(deps: DataDeps, modelDefs: ModelDef[] = models): GraphqlEngine {
  const schema = buildSchema(buildSdl(modelDefs));
  installScalars(schema.getTypeMap());
  const resolvers = modelResolvers(modelDefs);
  // Custom operations are domain functions (domain/registry.ts), parsed, guarded and audited in one wrapper.
  const custom = domainResolvers();
  for (const [typeName, fields] of [
    ['Query', { ...resolvers.Query, ...custom.Query }],
    ['Mutation', { ...resolvers.Mutation, ...custom.Mutation }],
    ...Object.entries(resolvers.types),
  ] as const) {
    const type = schema.getType(typeName) as GraphQLObjectType;
    const defined = type.getFields();
    for (const [name, resolve] of Object.entries(fields)) {
      if (!defined[name]) throw new Error(`Resolver for unknown field ${typeName}.${name}`);
      defined[name].resolve = resolve as never;
    }
  }
  const subscriptionFields = (schema.getType('Subscription') as GraphQLObjectType).getFields();
  for (const [name, impl] of Object.entries(resolvers.Subscription)) {
    subscriptionFields[name].subscribe = impl.subscribe as never;
    subscriptionFields[name].resolve = impl.resolve;
  }

  const runtimes = new Map<string, ModelRuntime>(modelDefs.map((m) => [m.name, runtimeFor(m)]));
  const authenticate = createAuthenticator(deps);
  const production = process.env.NODE_ENV === 'production';
  const rules = [...specifiedRules, WellFormedLiteralsRule, ...(production ? [NoSchemaIntrospectionCustomRule] : [])];

  function formatError(error: GraphQLError): AppSyncError {
    const original = error.originalError;
    let errorType = 'ValidationError';
    let message = error.message;
    if (original instanceof AppError) {
      errorType = original.errorType;
      message = renderAppErrorMessage(original);
    } else if (original && !(original instanceof GraphQLError)) {
      const code = pgErrorCode(original);
      if (code && /^(22|23)/.test(code)) {
        // A value the checks let through but the database refused: the caller's input, not our failure.
        message = renderAppErrorMessage(new AppError('ValidationError', 'A value in the request was rejected.'));
      } else {
        deps.logger.error({ err: original, path: error.path }, 'resolver failed');
        errorType = 'InternalFailure';
        message = 'An internal failure occurred. Try again later.';
      }
    }
    return {
      path: error.path ?? null,
      data: null,
      errorType,
      errorInfo: null,
      locations: error.locations?.map((l) => ({ line: l.line, column: l.column, sourceName: null })) ?? null,
      message,
    };
  }

  const validationError = (message: string): AppSyncError => ({
    path: null,
    data: null,
    errorType: 'ValidationError',
    errorInfo: null,
    locations: null,
    message,
  });

  const responseTooLarge = (bytes: number): AppSyncError => ({
    ...validationError(
      `The answer would be ${megabytes(bytes)} MB of JSON, over the limit of ${megabytes(QUERY_LIMITS.maxResponseBytes)} MB: ` +
        'ask for fewer records (a smaller limit, then nextToken) or fewer fields.',
    ),
    errorType: 'ResponseTooLarge',
  });

  const cache = new Map<string, { document: DocumentNode } | { errors: AppSyncError[] }>();
  /** Parse, validate and depth-check (cached per query text), then the cost for these variables. */
  function prepare(query: unknown, operationName?: unknown, variables?: unknown) {
    const prepared = parseAndValidate(query, operationName);
    if ('errors' in prepared) return prepared;
    const vars =
      typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : null;
    const { cost } = measureOperation(schema, prepared.document, operationName as string | undefined, vars);
    if (cost > QUERY_LIMITS.maxCost)
      return {
        errors: [
          validationError(
            `Query cost ${cost} exceeds the maximum of ${QUERY_LIMITS.maxCost}: ask for fewer records (a smaller limit, ` +
              'nested lists multiply) or fewer fields.',
          ),
        ],
      };
    return prepared;
  }

  function parseAndValidate(query: unknown, operationName?: unknown) {
    if (typeof query !== 'string' || query.trim() === '')
      return { errors: [validationError('The request has no query.')] };
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
      return { errors: [validationError('operationName must be a string.')] };
    if (Buffer.byteLength(query) > QUERY_LIMITS.maxDocumentBytes)
      return { errors: [validationError(`The query is larger than ${QUERY_LIMITS.maxDocumentBytes} bytes.`)] };
    const key = `${operationName ?? ''}\u0000${query}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let prepared: { document: DocumentNode } | { errors: AppSyncError[] };
    try {
      const document = parse(query);
      const errors = validate(schema, document, rules);
      if (errors.length) prepared = { errors: errors.map(formatError) };
      else {
        const { depth } = measureOperation(schema, document, operationName as string | undefined);
        if (depth > QUERY_LIMITS.maxDepth)
          prepared = {
            errors: [validationError(`Query depth ${depth} exceeds the maximum of ${QUERY_LIMITS.maxDepth}.`)],
          };
        else prepared = { document };
      }
    } catch (error) {
      prepared = { errors: [formatError(error instanceof GraphQLError ? error : new GraphQLError(String(error)))] };
    }
    if (cache.size >= 1_000) cache.clear();
    cache.set(key, prepared);
    return prepared;
  }

  function contextFor(principal: Principal): GraphQLContext {
    return { principal, deps, runtimes };
  }

  async function run(request: GraphqlRequest, principal: Principal): Promise<AppSyncResponse> {
    const prepared = prepare(request.query, request.operationName, request.variables);
    if ('errors' in prepared) return { data: null, errors: prepared.errors };
    const operationName = (request.operationName as string | null | undefined) ?? undefined;
    const op = getOperationAST(prepared.document, operationName);
    if (!op) return { data: null, errors: [validationError('No operation matches operationName.')] };
    if (op.operation === 'subscription')
      return { data: null, errors: [validationError('Subscriptions are served by the realtime endpoint.')] };
    const variables = request.variables ?? undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
      return { data: null, errors: [validationError('variables must be an object.')] };
    const result = (await execute({
      schema,
      document: prepared.document,
      variableValues: variables as Record<string, unknown> | undefined,
      operationName,
      contextValue: contextFor(principal),
    })) as ExecutionResult;
    const out: AppSyncResponse = { data: result.data ?? null };
    if (result.errors?.length) out.errors = result.errors.map(formatError);
    // The backstop behind the cost: records are as large as their fields allow, so an answer is measured too,
    // and one too large is refused whole (never cut short: a partial answer would read as a complete one).
    const bytes = Buffer.byteLength(JSON.stringify(out));
    if (bytes > QUERY_LIMITS.maxResponseBytes) return { data: null, errors: [responseTooLarge(bytes)] };
    return out;
  }

  return { schema, authenticate, contextFor, pubsub: deps.pubsub, prepare, execute: run, formatError };
}
