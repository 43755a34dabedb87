import { PAGE_SIZE } from '@innov/contracts';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { models } from '../models/registry.ts';
import { measureOperation, QUERY_LIMITS } from './limits.ts';
import { buildSdl } from './sdl.ts';

const schema = buildSchema(buildSdl(models));
const cost = (query: string, variables?: Record<string, unknown>) =>
  measureOperation(schema, parse(query), undefined, variables).cost;

describe('query cost', () => {
  it('multiplies a connection by its page: literal, variable, variable default, default page', () => {
    // listSurveys (1) + page × (items (1) + id (1))
    expect(cost('{ listSurveys(limit: 30) { items { id } } }')).toBe(1 + 30 * 2);
    expect(cost('query ($n: Int) { listSurveys(limit: $n) { items { id } } }', { n: 7 })).toBe(1 + 7 * 2);
    expect(cost('query ($n: Int = 40) { listSurveys(limit: $n) { items { id } } }')).toBe(1 + 40 * 2);
    expect(cost('query ($n: Int) { listSurveys(limit: $n) { items { id } } }')).toBe(1 + PAGE_SIZE * 2);
    expect(cost('{ listSurveys { items { id } } }')).toBe(1 + PAGE_SIZE * 2);
    // Past the largest page, the resolvers serve the largest page, and so it counts.
    expect(cost('{ listSurveys(limit: 5000) { items { id } } }')).toBe(1 + QUERY_LIMITS.maxPage * 2);
    expect(cost('query ($n: Int) { listSurveys(limit: $n) { items { id } } }', { n: 1e9 })).toBe(
      1 + QUERY_LIMITS.maxPage * 2,
    );
  });

  it('multiplies nested lists, however their items are reached', () => {
    const direct = cost('{ listSurveys { items { questions(limit: 50) { items { id title } } } } }');
    // listSurveys 1 + 10 × (items 1 + questions (1 + 50 × (items 1 + 2)))
    expect(direct).toBe(1 + PAGE_SIZE * (1 + 1 + 50 * 3));
    expect(
      cost(`{ listSurveys { ...S } }
        fragment S on ModelSurveyConnection { items { questions(limit: 50) { ...Q } } }
        fragment Q on ModelSurveyQuestionConnection { items { id title } }`),
    ).toBe(direct);
    expect(
      cost(`{ listSurveys { ... on ModelSurveyConnection { items { questions(limit: 50) {
        ... on ModelSurveyQuestionConnection { items { id title } } } } } } }`),
    ).toBe(direct);
  });

  it('counts every alias and every use of a fragment', () => {
    const one = cost('{ listSurveys { items { id } } }');
    expect(cost('{ a: listSurveys { items { id } } b: listSurveys { items { id } } }')).toBe(2 * one);
    expect(
      cost(`{ a: listSurveys { ...S } b: listSurveys { ...S } } fragment S on ModelSurveyConnection { items { id } }`),
    ).toBe(2 * one);
  });
});
