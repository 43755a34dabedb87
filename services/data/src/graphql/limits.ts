// Bounds on what one request may ask for, checked before anything runs: document size, selection depth, and
// cost (each field 1, a connection's selection multiplied by its page size: the literal `limit`, the cap when
// `limit` is a variable, the default page otherwise).
import { PAGE_SIZE } from '@innov/contracts';
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

export const QUERY_LIMITS = {
  maxDocumentBytes: 32 * 1024,
  maxDepth: 10,
  maxCost: 20_000,
  maxPage: 100,
  defaultPage: PAGE_SIZE,
};

export interface Measure {
  depth: number;
  cost: number;
}

export function measureOperation(document: DocumentNode, operationName?: string | null): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const ops = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName
    ? ops.find((o) => o.kind === Kind.OPERATION_DEFINITION && o.name?.value === operationName)
    : ops[0];
  if (!op || op.kind !== Kind.OPERATION_DEFINITION) return { depth: 0, cost: 0 };

  function walk(set: SelectionSetNode, depth: number, seen: Set<string>): Measure {
    let cost = 0;
    let deepest = depth;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        let child: Measure = { depth, cost: 0 };
        if (sel.selectionSet) child = walk(sel.selectionSet, depth + 1, seen);
        let multiplier = 1;
        const limit = sel.arguments?.find((a) => a.name.value === 'limit');
        const isConnection = sel.selectionSet?.selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === 'items',
        );
        if (isConnection || limit) {
          if (!limit) multiplier = QUERY_LIMITS.defaultPage;
          else if (limit.value.kind === Kind.INT)
            multiplier = Math.min(Math.max(Number(limit.value.value), 1), QUERY_LIMITS.maxPage);
          else multiplier = QUERY_LIMITS.maxPage;
        }
        cost += 1 + multiplier * child.cost;
        deepest = Math.max(deepest, child.depth, depth);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const inner = walk(sel.selectionSet, depth, seen);
        cost += inner.cost;
        deepest = Math.max(deepest, inner.depth);
      } else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        if (!frag || seen.has(name)) continue;
        const inner = walk(frag.selectionSet, depth, new Set([...seen, name]));
        cost += inner.cost;
        deepest = Math.max(deepest, inner.depth);
      }
    }
    return { depth: deepest, cost };
  }
  return walk(op.selectionSet, 1, new Set());
}
