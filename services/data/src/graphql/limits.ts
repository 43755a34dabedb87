// Bounds on what one request may ask for, checked before anything runs: document size, selection depth, and
// cost (each field 1; a paged field's selection, a connection or a list taking `limit`, multiplied by the page it
// asks for: the literal `limit`, the variable's value, or the default page when absent, as the resolvers read
// it). Fields are found by their schema type, so a connection's items count however they are reached (directly,
// through a named fragment or an inline one). And a backstop after it runs: no answer over a megabyte of JSON.
import { PAGE_SIZE } from '@innov/contracts';
import { ILL_FORMED_TEXT_RULE, isWellFormedText } from '@innov/platform';
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

export const QUERY_LIMITS = {
  maxDocumentBytes: 32 * 1024,
  maxDepth: 10,
  maxCost: 20_000,
  maxPage: 100,
  defaultPage: PAGE_SIZE,
  /** The largest answer sent, in bytes of JSON (AppSync refuses a resolver result over 1 MB too). */
  maxResponseBytes: 1024 * 1024,
};

export interface Measure {
  depth: number;
  cost: number;
}

/**
 * The depth and cost of the operation named `operationName` (the first when absent). `variables` are the
 * request's: a `limit: $n` counts as the page `$n` asks for.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables?: Record<string, unknown> | null,
): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops[0];
  if (!op) return { depth: 0, cost: 0 };
  const root =
    op.operation === 'query'
      ? schema.getQueryType()
      : op.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();

  /** The page a paged field asks for, clamped as the resolvers clamp it. */
  function pageOf(value: ValueNode | undefined): number {
    let n: unknown = null;
    if (value?.kind === Kind.INT) n = Number(value.value);
    else if (value?.kind === Kind.VARIABLE) {
      const name = value.name.value;
      n = variables?.[name];
      if (n === undefined) {
        const fallback = op?.variableDefinitions?.find((v) => v.variable.name.value === name)?.defaultValue;
        n = fallback?.kind === Kind.INT ? Number(fallback.value) : null;
      }
    } else if (value !== undefined && value.kind !== Kind.NULL) n = QUERY_LIMITS.maxPage;
    if (n === null || n === undefined) return QUERY_LIMITS.defaultPage;
    if (typeof n !== 'number' || !Number.isFinite(n)) return QUERY_LIMITS.maxPage;
    return Math.min(Math.max(Math.trunc(n), 1), QUERY_LIMITS.maxPage);
  }

  function fieldOf(
    type: GraphQLNamedType | null | undefined,
    name: string,
  ): GraphQLField<unknown, unknown> | undefined {
    return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[name] : undefined;
  }

  function walk(
    set: SelectionSetNode,
    type: GraphQLNamedType | null | undefined,
    depth: number,
    seen: ReadonlySet<string>,
  ): Measure {
    let cost = 0;
    let deepest = depth;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const field = fieldOf(type, sel.name.value);
        let child: Measure = { depth, cost: 0 };
        if (sel.selectionSet) child = walk(sel.selectionSet, field && getNamedType(field.type), depth + 1, seen);
        const paged = field?.args.some((a) => a.name === 'limit');
        const multiplier = paged ? pageOf(sel.arguments?.find((a) => a.name.value === 'limit')?.value) : 1;
        cost += 1 + multiplier * child.cost;
        deepest = Math.max(deepest, child.depth, depth);
      } else {
        // Fragments add their selection at this level, typed by their condition (cycles are refused by
        // validation; `seen` only guards the walk).
        let inner: Measure;
        if (sel.kind === Kind.INLINE_FRAGMENT) {
          const inlineType = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
          inner = walk(sel.selectionSet, inlineType, depth, seen);
        } else {
          const frag = fragments.get(sel.name.value);
          if (!frag || seen.has(frag.name.value)) continue;
          const fragType = schema.getType(frag.typeCondition.name.value);
          inner = walk(frag.selectionSet, fragType, depth, new Set([...seen, frag.name.value]));
        }
        cost += inner.cost;
        deepest = Math.max(deepest, inner.depth);
      }
    }
    return { depth: deepest, cost };
  }
  return walk(op.selectionSet, root, 1, new Set());
}

/**
 * Refuses string literals the database could not keep (U+0000, unpaired surrogates): a `"\u0000"` escape written
 * in the query text becomes such a string only once the document is parsed, past the edge's check of the request.
 */
export function WellFormedLiteralsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (!isWellFormedText(node.value)) {
        context.reportError(new GraphQLError(`A string in the query ${ILL_FORMED_TEXT_RULE}.`, { nodes: node }));
      }
    },
  };
}
