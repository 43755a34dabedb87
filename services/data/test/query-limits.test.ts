// What one guest request may ask for, through Amplify's client: nested lists count with their pages in the query's
// cost, however their items are reached, and a query over the budget is refused before it runs; an answer over
// a megabyte of JSON is refused whole, with a clear error (not cut short, not a 5xx).
import { generateClient } from 'aws-amplify/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, type DataHarness, errorTypes, settle, startDataHarness } from './harness.ts';

let h: DataHarness;
const client = generateClient();
const guest = (query: string, variables?: Record<string, unknown>) =>
  settle(client.graphql({ query, variables, authMode: 'iam' } as never));

const BIG = 200_000;
const BIG_COUNT = 6;

beforeAll(async () => {
  h = await startDataHarness();
  // Published articles as large as the model allows: six of them come to more than a megabyte.
  for (let i = 0; i < BIG_COUNT; i++) {
    const r = await h.as('apiKey', `mutation ($input: CreateResourceInput!) { createResource(input: $input) { id } }`, {
      input: {
        slug: `big-${i}`,
        type: 'INNOVATION_JOURNAL',
        title: `Big ${i}`,
        content: `${i}`.repeat(BIG),
        publishedAt: '2024-01-01T00:00:00.000Z',
      },
    });
    expect(r.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await h?.close();
});

describe('query cost', () => {
  it('counts nested lists reached through fragments, and refuses the query before it runs', async () => {
    // Each alias asks for a default page of surveys, each with a default page of questions: the fragments hide
    // the connections' items, which once made them count as single records.
    const aliases = Array.from({ length: 40 }, (_, i) => `s${i}: listSurveys { ...S }`).join(' ');
    const query = `{ ${aliases} }
      fragment S on ModelSurveyConnection { items { id title questions { ...Q } } }
      fragment Q on ModelSurveyQuestionConnection { items { id title fieldName control validation } }`;
    const r = await guest(query);
    expect(r.data ?? null).toBeNull();
    expect(errorTypes(r)).toEqual(['ValidationError']);
    expect(r.errors?.[0].message).toMatch(/^Query cost \d+ exceeds the maximum of 20000: ask for fewer records/);
  });

  it('counts the page a variable asks for', async () => {
    const query = `query ($n: Int) { listSurveys(limit: $n) { items { questions(limit: $n) { items { id title } } } } }`;
    expect((await guest(query, { n: 5 })).errors).toBeUndefined();
    const refused = await guest(query, { n: 100 });
    expect(refused.errors?.[0].message).toMatch(/^Query cost \d+ exceeds the maximum/);
  });
});

describe('response size', () => {
  const BIG_LIST = `query ($n: Int) { listResources(filter: { slug: { beginsWith: "big-" } }, limit: $n) {
    items { id slug content } nextToken } }`;

  it('refuses an answer over a megabyte of JSON whole, with a clear error and no 5xx', async () => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ query: BIG_LIST, variables: { n: BIG_COUNT } }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(2_000);
    const body = JSON.parse(text);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({ errorType: 'ResponseTooLarge' });
    expect(body.errors[0].message).toMatch(
      /^The answer would be 1\.\d MB of JSON, over the limit of 1 MB: ask for fewer records \(a smaller limit, then nextToken\)/,
    );
  });

  it('refuses it to a guest through Amplify too, and answers a smaller page in full', async () => {
    const refused = await guest(BIG_LIST, { n: BIG_COUNT });
    expect(errorTypes(refused)).toEqual(['ResponseTooLarge']);
    const page = await guest(BIG_LIST, { n: 4 });
    expect(page.errors).toBeUndefined();
    expect(page.data.listResources.items).toHaveLength(4);
    expect(page.data.listResources.items.every((i: { content: string }) => i.content.length === BIG)).toBe(true);
    expect(page.data.listResources.nextToken).toEqual(expect.any(String));
  });
});
