// The ideas board under load (issue 24), on a PostgreSQL server with one workspace holding 10,000 submitted ideas
// (spread over stages, categories, tags and 50 authors), 200,000 votes and 50,000 comments, seeded straight into
// the database:
// - listIdeas' first page (20 cards, as the board asks for them) filtered by a stage or a category and sorted by
//   votes, at 16 connections, as a ratio to the resource list (resourcesByTypeAndPublishedAt, a page of 10 out of
//   10,000, as in members.bench.ts) measured by the same signed-in member in alternating rounds of the same run;
//   the unfiltered newest page and a search beside it.
// - A vote's delivery to 1,000 subscribers: WebSocket connections from this process (AppSync's protocol) held by a
//   few members of the workspace, each subscribed to onUpdateIdea filtered on one idea; members then vote and
//   retract one after another; latency is from sending voteIdea to each subscriber's `data` message (it includes
//   this process's own receive work: 1,000 sockets on one event loop).
// - findSimilarIdeas (the create page's "similar ideas" while typing a title): 200 sequential lookups with varied
//   titles, then its throughput at 16 connections.
// Every answer is checked against the database before it is measured. Figures are reported, not asserted.
// `npm run bench ideas`; BENCH_SECONDS (default 4: per load round), BENCH_SUBSCRIBERS (1,000), BENCH_MUTATIONS (20).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@innov/db';
import { startTestPostgres } from '@innov/db/test-postgres';
import WebSocket from 'ws';
import {
  approveOnPlan,
  type BenchUser,
  fmtLoad,
  graphql,
  type LoadResult,
  load,
  loadInRounds,
  percentile,
  post,
  type Row,
  rssMb,
  seedBenchResources,
  signUp,
  startSystemProcess,
} from './lib.ts';

export const name = 'ideas';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const CONNECTIONS = 16;
const IDEAS = 10_000;
const VOTES = 200_000;
const COMMENTS = 50_000;
const AUTHORS = 50;
/** Seeded members who vote and comment (besides the authors, who never vote for their own ideas). */
const VOTERS = 400;
const RESOURCES = 10_000;
const PAGE = 20;
const RESOURCE_PAGE = 10;
/** Members signed up through the API (their tokens hold the sockets and cast the measured votes). */
const LIVE_MEMBERS = 8;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 20);
const WARMUP = 2;
const SIMILAR_LOOKUPS = 200;
const API_KEY = 'bench-ideas-api-key';

// The seed's vocabulary: titles are "<adjective> <topic> for <audience>", summaries name a chore. No word is a
// prefix of another, so a search for one word finds exactly the ideas that use it.
const ADJECTIVES = [
  'Smarter',
  'Automated',
  'Shared',
  'Simpler',
  'Greener',
  'Faster',
  'Mobile',
  'Weekly',
  'Unified',
  'Transparent',
  'Digital',
  'Quieter',
  'Cheaper',
  'Safer',
  'Friendlier',
  'Open',
];
const TOPICS = [
  'onboarding',
  'invoicing',
  'scheduling',
  'recycling',
  'carpooling',
  'mentoring',
  'feedback',
  'procurement',
  'reporting',
  'hiring',
  'training',
  'budgeting',
  'packaging',
  'ticketing',
  'forecasting',
  'translation',
  'parking',
  'catering',
  'meetings',
  'documentation',
  'expenses',
  'deliveries',
  'maintenance',
  'wellbeing',
  'security',
];
const AUDIENCES = [
  'customers',
  'suppliers',
  'engineers',
  'newcomers',
  'managers',
  'drivers',
  'nurses',
  'teachers',
  'retailers',
  'volunteers',
  'partners',
  'interns',
];
const CHORES = ['paperwork', 'waiting', 'emails', 'spreadsheets', 'phone calls', 'travel', 'rework', 'approvals'];
const CATEGORIES = [
  'Customer experience',
  'Operations',
  'Product',
  'Sustainability',
  'People',
  'Finance',
  'Technology',
  'Marketing',
];
const TAGS = [
  'quick-win',
  'cost',
  'ux',
  'ai',
  'automation',
  'green',
  'safety',
  'remote',
  'data',
  'process',
  'mobile',
  'culture',
  'quality',
  'growth',
  'compliance',
  'partners',
  'speed',
  'training',
  'retention',
  'pilot',
];
const SEARCH_WORD = 'onboarding';

const IDEA_CARD_FIELDS =
  'id title summary state stage category tags moderatorTags owner authorName coAuthors { userId name status } voteCount commentCount followerCount votedByMe followedByMe templateId templateName version createdAt updatedAt submittedAt stageChangedAt lastActivityAt';
/** The board's query (apps/web/modules/ideas/lib/board-api.ts's selection). */
const IDEAS_QUERY = `query ($stage: IdeaStage, $category: String, $tag: String, $search: String, $sort: IdeaSort, $limit: Int, $nextToken: String) {
  listIdeas(stage: $stage, category: $category, tag: $tag, search: $search, sort: $sort, limit: $limit, nextToken: $nextToken) {
    items { ${IDEA_CARD_FIELDS} } nextToken total stageCounts { stage count } } }`;
const RESOURCE_QUERY = `query ($type: ResourceType!) { resourcesByTypeAndPublishedAt(type: $type, sortDirection: DESC, limit: ${RESOURCE_PAGE}) {
  items { id slug title type publishedAt readTime cover shortDescription hashtags } nextToken } }`;
const SIMILAR_QUERY =
  'query ($title: String!, $excludeId: ID) { findSimilarIdeas(title: $title, excludeId: $excludeId) { id title stage voteCount } }';
const VOTE_MUTATION = 'mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { id voteCount votedByMe } }';
const SUBSCRIPTION =
  'subscription ($filter: ModelSubscriptionIdeaFilterInput) { onUpdateIdea(filter: $filter) { id voteCount commentCount stage } }';

// biome-ignore lint/suspicious/noExplicitAny: reads arbitrary JSON answers
type Json = any;

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * The workspace's ideas, votes, comments and the seeded members behind them, and the resources, written straight
 * into the database. Vote counts follow a skewed distribution (the most voted idea has about 170 votes, the least
 * about 15) over a permutation of the ideas, so that the order by votes is unrelated to the order by date; the
 * count columns are computed from the rows afterwards.
 */
export async function seed(databaseUrl: string, tenantId: string) {
  const db = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    await db.transaction(async (q) => {
      const members = AUTHORS + VOTERS;
      await q(
        `insert into app.user_profiles (id, owner, email, name, tenant_id, pending_approval, is_owner, is_onboarded)
         select 'bench-member-' || i, 'bench-member-' || i, 'member' || i || '@bench.example.com',
                (array['Ada','Ben','Cleo','Dev','Eve','Finn','Gus','Hana'])[1 + i % 8] || ' Member ' || i,
                $1, false, false, true
           from generate_series(1, $2::int) as i`,
        [tenantId, members],
      );
      await q(
        `insert into app.workspace_members (tenant_id, user_id, role)
         select $1, 'bench-member-' || i, 'member' from generate_series(1, $2::int) as i`,
        [tenantId, members],
      );
      // Ideas: authors bench-member-1..50; 40 % NEW, 20 % under review, 10 % in each later stage; submitted over
      // about a year, the newest most recently.
      await q(
        `insert into app.ideas (id, tenant_id, template_id, template_version, title, summary, content, state, stage,
                                category, tags, owner, submitted_at, stage_changed_at, last_activity_at, created_at,
                                updated_at)
         select 'bench-idea-' || i, $1, 'problem-statement', 1,
                adj[1 + i % 16] || ' ' || topic[1 + (i / 16) % 25] || ' for ' || aud[1 + (i / 400) % 12],
                'We could make ' || topic[1 + (i / 16) % 25] || ' easier so that ' || aud[1 + (i / 400) % 12]
                  || ' spend less time on ' || chore[1 + i % 8] || '.',
                jsonb_build_object(
                  'problem', 'Today ' || topic[1 + (i / 16) % 25] || ' takes too long and involves a lot of '
                    || chore[1 + i % 8] || '. Everybody involved loses an hour or two every week to it.',
                  'affected', initcap(aud[1 + (i / 400) % 12]) || ', several times a week.',
                  'impact', 'Roughly ' || (10 + i % 90) || ' hours a month across the company.'),
                'SUBMITTED',
                (array['NEW','NEW','NEW','NEW','UNDER_REVIEW','UNDER_REVIEW','SELECTED','IN_PROGRESS','IMPLEMENTED','DECLINED'])[1 + i % 10],
                cat[1 + (i / 10) % 8],
                case when i % 3 = 0 then array[tag[1 + i % 20], tag[1 + (i + 7) % 20], tag[1 + (i + 13) % 20]]
                     else array[tag[1 + i % 20], tag[1 + (i + 7) % 20]] end,
                'bench-member-' || (1 + i % $3::int),
                now() - (($2::int - i) * interval '50 minutes'),
                case when i % 10 >= 4 then now() - (($2::int - i) * interval '50 minutes') + interval '3 days' end,
                now() - (($2::int - i) * interval '50 minutes'),
                now() - (($2::int - i) * interval '50 minutes') - interval '1 day',
                now() - (($2::int - i) * interval '50 minutes')
           from generate_series(1, $2::int) as i,
                (select ${sqlArray(ADJECTIVES)} as adj, ${sqlArray(TOPICS)} as topic, ${sqlArray(AUDIENCES)} as aud,
                        ${sqlArray(CHORES)} as chore, ${sqlArray(CATEGORIES)} as cat, ${sqlArray(TAGS)} as tag) as words`,
        [tenantId, IDEAS, AUTHORS],
      );
      // Votes: vote v goes to the idea at rank floor(IDEAS * (v / VOTES) ^ 1.3) of a permutation of the ideas (so
      // consecutive votes share an idea, at most ~170 of them: fewer than the voters, each voter once per idea).
      await q(
        `insert into app.idea_votes (idea_id, user_id, created_at)
         select 'bench-idea-' || (1 + (floor($1::int * power(v::float8 / $2::int, 1.3))::int * 7919) % $1::int),
                'bench-member-' || ($3::int + 1 + v % $4::int),
                now() - (v % 300000) * interval '1 minute'
           from generate_series(0, $2::int - 1) as v`,
        [IDEAS, VOTES, AUTHORS, VOTERS],
      );
      // Comments: the same kind of skew over another permutation; one in four replies to the idea's first comment.
      await q(
        `insert into app.idea_comments (id, idea_id, tenant_id, owner, author_name, body, created_at, updated_at)
         select 'bench-comment-' || c,
                'bench-idea-' || (1 + (floor($2::int * power(c::float8 / $3::int, 1.3))::int * 6007) % $2::int),
                $1, 'bench-member-' || (1 + c % $4::int),
                (array['Ada','Ben','Cleo','Dev','Eve','Finn','Gus','Hana'])[1 + (1 + c % $4::int) % 8] || ' Member ' || (1 + c % $4::int),
                'Comment ' || c || ': I like this, and it would also help with the quarterly review.',
                now() - (c % 400000) * interval '1 minute', now() - (c % 400000) * interval '1 minute'
           from generate_series(0, $3::int - 1) as c`,
        [tenantId, IDEAS, COMMENTS, AUTHORS + VOTERS],
      );
      await q(
        `update app.idea_comments c set parent_id = f.first
           from (select idea_id, min(id) as first from app.idea_comments where tenant_id = $1 group by idea_id) f
          where c.idea_id = f.idea_id and c.id <> f.first and right(c.id, 1) in ('1', '5')`,
        [tenantId],
      );
      await q(
        `update app.ideas i set vote_count = coalesce(v.n, 0), comment_count = coalesce(c.n, 0),
                last_activity_at = greatest(i.last_activity_at, coalesce(c.last, i.last_activity_at))
           from app.ideas i2
           left join (select idea_id, count(*)::int as n from app.idea_votes group by idea_id) v on v.idea_id = i2.id
           left join (select idea_id, count(*)::int as n, max(created_at) as last from app.idea_comments group by idea_id) c
                  on c.idea_id = i2.id
          where i.id = i2.id and i.tenant_id = $1`,
        [tenantId],
      );
      await seedBenchResources(q, RESOURCES);
    });
    // Steady state: what autovacuum would have analysed by now.
    await db.query('vacuum analyze');
  } finally {
    await db.close();
  }
}

/** The titles typed into the create page: whole titles, a few words, prefixes of words being typed, unknown words. */
function similarTitles(n: number): string[] {
  const titles: string[] = [];
  for (let k = 0; k < n; k++) {
    const adj = ADJECTIVES[(k * 5) % ADJECTIVES.length];
    const topic = TOPICS[(k * 7) % TOPICS.length];
    const aud = AUDIENCES[(k * 11) % AUDIENCES.length];
    switch (k % 5) {
      case 0:
        titles.push(`${adj} ${topic} for ${aud}`);
        break;
      case 1:
        titles.push(`${topic} ${aud}`);
        break;
      case 2:
        titles.push(`${adj.toLowerCase()} ${topic.slice(0, 4 + (k % 3))}`);
        break;
      case 3:
        titles.push(`How can we improve ${topic} for our ${aud}?`);
        break;
      default:
        titles.push(`Quantum ${['llamas', 'gardens', 'kayaks'][k % 3]} ${k}`);
    }
  }
  return titles;
}

interface Subscriber {
  ws: WebSocket;
  onData?: (voteCount: number) => void;
}

const headerProtocol = (h: Record<string, string>) => `header-${Buffer.from(JSON.stringify(h)).toString('base64url')}`;

async function subscribe(
  wsUrl: string,
  auth: Record<string, string>,
  i: number,
  variables: Record<string, unknown>,
): Promise<Subscriber> {
  const ws = new WebSocket(wsUrl, ['graphql-ws', headerProtocol(auth)], { perMessageDeflate: false });
  const sub: Subscriber = { ws };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`subscriber ${i}: no start_ack`)), 30_000);
    ws.on('error', reject);
    ws.on('open', () => ws.send('{"type":"connection_init"}'));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'connection_ack') {
        ws.send(
          JSON.stringify({
            id: `s${i}`,
            type: 'start',
            payload: { data: JSON.stringify({ query: SUBSCRIPTION, variables }), extensions: { authorization: auth } },
          }),
        );
      } else if (m.type === 'start_ack') {
        clearTimeout(timer);
        resolve();
      } else if (m.type === 'data') {
        const count = m.payload?.data?.onUpdateIdea?.voteCount;
        if (typeof count === 'number') sub.onData?.(count);
      } else if (m.type === 'error' || m.type === 'connection_error') {
        clearTimeout(timer);
        reject(new Error(`subscriber ${i}: ${JSON.stringify(m.payload)}`));
      }
    });
  });
  return sub;
}

type Query = (text: string, params?: unknown[]) => Promise<Json[]>;

/** The first pages the load measures, each checked against the database. */
async function checkBoard(url: string, headers: Record<string, string>, query: Query) {
  const page = async (variables: Record<string, unknown>) =>
    (await graphql(url, headers, IDEAS_QUERY, { limit: PAGE, ...variables })).listIdeas as {
      items: Json[];
      nextToken: string | null;
      total: number;
      stageCounts: { stage: string; count: number }[];
    };
  const fail = (what: string, detail: unknown) => {
    throw new Error(`listIdeas ${what}: ${JSON.stringify(detail).slice(0, 300)}`);
  };
  const expectPage = (what: string, p: Awaited<ReturnType<typeof page>>, total: number) => {
    if (p.items.length !== Math.min(PAGE, total)) fail(`${what}: ${p.items.length} items`, p.items.length);
    if (p.total !== total) fail(`${what}: total ${p.total}, expected ${total}`, p.total);
    if (total > PAGE && !p.nextToken) fail(`${what}: no nextToken`, p);
  };
  const votesOrder = (what: string, items: Json[], expected: number[]) => {
    const got = items.map((c) => c.voteCount);
    if (JSON.stringify(got) !== JSON.stringify(expected))
      fail(`${what}: vote counts ${got}, expected ${expected}`, got);
  };

  // Stage NEW by votes.
  const [{ n: newTotal }] = await query(
    "select count(*)::int as n from app.ideas where state = 'SUBMITTED' and stage = 'NEW'",
  );
  const newTop = (
    await query(
      `select vote_count from app.ideas where state = 'SUBMITTED' and stage = 'NEW' order by vote_count desc, id limit ${PAGE}`,
    )
  ).map((r) => r.vote_count as number);
  const byStage = await page({ stage: 'NEW', sort: 'MOST_VOTED' });
  expectPage('stage NEW by votes', byStage, newTotal);
  if (byStage.items.some((c) => c.stage !== 'NEW' || c.state !== 'SUBMITTED')) fail('stage NEW: other stages', byStage);
  votesOrder('stage NEW by votes', byStage.items, newTop);
  const counted = byStage.stageCounts.reduce((n, s) => n + s.count, 0);
  if (counted !== IDEAS) fail(`stage NEW: stageCounts add up to ${counted}`, byStage.stageCounts);
  // The cards' counts are the rows'.
  const [top] = byStage.items;
  const [rows] = await query(
    `select (select count(*)::int from app.idea_votes where idea_id = $1) as votes,
            (select count(*)::int from app.idea_comments where idea_id = $1) as comments`,
    [top.id],
  );
  if (rows.votes !== top.voteCount || rows.comments !== top.commentCount)
    fail('counts differ from the rows', { top, rows });
  // The second page goes on where the first stopped.
  const second = await page({ stage: 'NEW', sort: 'MOST_VOTED', nextToken: byStage.nextToken });
  const secondTop = (
    await query(
      `select vote_count from app.ideas where state = 'SUBMITTED' and stage = 'NEW' order by vote_count desc, id limit ${PAGE} offset ${PAGE}`,
    )
  ).map((r) => r.vote_count as number);
  votesOrder('stage NEW by votes, page 2', second.items, secondTop);
  if (second.items.some((c) => byStage.items.some((f) => f.id === c.id))) fail('page 2 repeats page 1', second);

  // A category by votes.
  const category = CATEGORIES[2];
  const [{ n: catTotal }] = await query(
    "select count(*)::int as n from app.ideas where state = 'SUBMITTED' and category = $1",
    [category],
  );
  const catTop = (
    await query(
      `select vote_count from app.ideas where state = 'SUBMITTED' and category = $1 order by vote_count desc, id limit ${PAGE}`,
      [category],
    )
  ).map((r) => r.vote_count as number);
  const byCategory = await page({ category, sort: 'MOST_VOTED' });
  expectPage('category by votes', byCategory, catTotal);
  if (byCategory.items.some((c) => c.category !== category)) fail('category: other categories', byCategory);
  votesOrder('category by votes', byCategory.items, catTop);

  // Everything, newest first.
  const newest = await page({ sort: 'NEWEST' });
  expectPage('newest', newest, IDEAS);
  const newestIds = (
    await query(`select id from app.ideas where state = 'SUBMITTED' order by submitted_at desc, id limit ${PAGE}`)
  ).map((r) => r.id as string);
  if (JSON.stringify(newest.items.map((c) => c.id)) !== JSON.stringify(newestIds))
    fail(
      'newest: not the newest ideas',
      newest.items.map((c) => c.id),
    );

  // A search for one word (no other word of the seed starts with it).
  const [{ n: searchTotal }] = await query(
    "select count(*)::int as n from app.ideas where state = 'SUBMITTED' and search @@ to_tsquery('simple', $1)",
    [SEARCH_WORD],
  );
  const searched = await page({ search: SEARCH_WORD });
  expectPage(`search "${SEARCH_WORD}"`, searched, searchTotal);
  if (searched.items.some((c) => !`${c.title} ${c.summary}`.toLowerCase().includes(SEARCH_WORD)))
    fail('search: an idea without the word', searched);
  return { newTotal, catTotal, category, searchTotal };
}

/** findSimilarIdeas' answers: at most five submitted ideas of the workspace that share a word (prefix) of the title. */
async function checkSimilar(url: string, headers: Record<string, string>, query: Query, tenantId: string) {
  const [idea] = await query("select id, title from app.ideas where id = 'bench-idea-1234'");
  const found = (await graphql(url, headers, SIMILAR_QUERY, { title: idea.title })).findSimilarIdeas as Json[];
  if (found.length === 0 || found.length > 5) throw new Error(`findSimilarIdeas: ${found.length} results`);
  const words = String(idea.title)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const tsquery = words.map((w) => `${w}:*`).join(' | ');
  const matching = await query(
    `select id from app.ideas where tenant_id = $1 and state = 'SUBMITTED' and id = any($2::text[])
        and search @@ to_tsquery('simple', $3)`,
    [tenantId, found.map((f) => f.id), tsquery],
  );
  if (matching.length !== found.length) throw new Error(`findSimilarIdeas: unrelated results ${JSON.stringify(found)}`);
  if (!found.some((f) => f.title === idea.title))
    throw new Error(`findSimilarIdeas: "${idea.title}" does not find an idea of that title ${JSON.stringify(found)}`);
  const excluded = (await graphql(url, headers, SIMILAR_QUERY, { title: idea.title, excludeId: found[0].id }))
    .findSimilarIdeas as Json[];
  if (excluded.some((f) => f.id === found[0].id)) throw new Error('findSimilarIdeas: excludeId not excluded');
  const none = (await graphql(url, headers, SIMILAR_QUERY, { title: 'Quantum llamas 4' })).findSimilarIdeas as Json[];
  if (none.length !== 0) throw new Error(`findSimilarIdeas: unrelated title found ${JSON.stringify(none)}`);
}

async function measureBoard(
  url: string,
  headers: Record<string, string>,
  rows: Row[],
  totals: Awaited<ReturnType<typeof checkBoard>>,
) {
  const body = (variables: Record<string, unknown>) =>
    JSON.stringify({ query: IDEAS_QUERY, variables: { limit: PAGE, ...variables } });
  const cases: { label: string; body: string; target?: string }[] = [
    {
      label: `resourcesByTypeAndPublishedAt (page of ${RESOURCE_PAGE} of ${RESOURCES.toLocaleString('en')})`,
      body: JSON.stringify({ query: RESOURCE_QUERY, variables: { type: 'EVENT' } }),
    },
    {
      label: `listIdeas stage NEW, MOST_VOTED (page of ${PAGE} of ${totals.newTotal.toLocaleString('en')})`,
      body: body({ stage: 'NEW', sort: 'MOST_VOTED' }),
      target: '>= 0.5',
    },
    {
      label: `listIdeas category "${totals.category}", MOST_VOTED (page of ${PAGE} of ${totals.catTotal.toLocaleString('en')})`,
      body: body({ category: totals.category, sort: 'MOST_VOTED' }),
      target: '>= 0.5',
    },
    {
      label: `listIdeas unfiltered, NEWEST (page of ${PAGE} of ${IDEAS.toLocaleString('en')})`,
      body: body({ sort: 'NEWEST' }),
    },
    {
      label: `listIdeas search "${SEARCH_WORD}" (page of ${PAGE} of ${totals.searchTotal.toLocaleString('en')})`,
      body: body({ search: SEARCH_WORD }),
    },
  ];
  const results = await loadInRounds(`${url}/graphql`, cases, {
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
  });
  const rps = (label: string) => results.get(label)?.rps ?? 0;
  const resourceRps = rps(cases[0].label);
  for (const c of cases) {
    const merged = results.get(c.label) as LoadResult;
    rows.push({
      bench: name,
      case: `PostgreSQL: ${c.label} at ${CONNECTIONS} (${ROUNDS} rounds, worst p50/p99)`,
      value: fmtLoad(merged),
    });
    if (c !== cases[0])
      rows.push({
        bench: name,
        case: `PostgreSQL: ${c.label.replace(/ \(page.*$/, '')} / resource list at ${CONNECTIONS}`,
        value: (rps(c.label) / resourceRps).toFixed(2),
        target: c.target,
      });
  }
}

async function measureSimilar(url: string, headers: Record<string, string>, rows: Row[]) {
  const titles = similarTitles(SIMILAR_LOOKUPS);
  for (const title of titles.slice(0, 20)) await graphql(url, headers, SIMILAR_QUERY, { title });
  const latencies: number[] = [];
  let found = 0;
  for (const title of titles) {
    const t = performance.now();
    const r = await post(`${url}/graphql`, { query: SIMILAR_QUERY, variables: { title } }, headers);
    latencies.push(performance.now() - t);
    if (r.status !== 200 || r.json.errors) throw new Error(`findSimilarIdeas "${title}": ${JSON.stringify(r.json)}`);
    if (r.json.data.findSimilarIdeas.length) found++;
  }
  latencies.sort((a, b) => a - b);
  rows.push({
    bench: name,
    case: `PostgreSQL: findSimilarIdeas, ${SIMILAR_LOOKUPS} sequential lookups, varied titles (${found} with results)`,
    value: `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
  });
  const bodies = titles.map((title) => JSON.stringify({ query: SIMILAR_QUERY, variables: { title } }));
  let next = 0;
  const r = await load(`${url}/graphql`, CONNECTIONS, SECONDS * 2, {
    method: 'POST',
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
  });
  rows.push({
    bench: name,
    case: `PostgreSQL: findSimilarIdeas at ${CONNECTIONS} (varied titles)`,
    value: fmtLoad(r),
  });
}

async function measureDelivery(url: string, members: BenchUser[], rows: Row[], query: Query, pid?: number) {
  // An idea of a seeded author (the live members are not its authors, so they may vote for it).
  const ideaId = 'bench-idea-17';
  const [{ vote_count: initial }] = await query('select vote_count from app.ideas where id = $1', [ideaId]);
  const { host } = new URL(url);
  const wsUrl = `ws://${host}/graphql/realtime`;
  const subs: Subscriber[] = [];
  try {
    const started = performance.now();
    for (let i = 0; i < SUBSCRIBERS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, SUBSCRIBERS - i) }, (_, k) =>
          subscribe(wsUrl, { Authorization: members[(i + k) % members.length].token, host }, i + k, {
            filter: { id: { eq: ideaId } },
          }),
        ),
      );
      subs.push(...batch);
    }
    rows.push({
      bench: name,
      case: `PostgreSQL: connect + subscribe ${SUBSCRIBERS} (onUpdateIdea filtered on one idea, ${members.length} members)`,
      value: `${Math.round(performance.now() - started)} ms`,
    });
    if (pid)
      rows.push({
        bench: name,
        case: `PostgreSQL: server RSS with ${SUBSCRIBERS} subscribers`,
        value: `${rssMb(pid).toFixed(0)} MB`,
      });

    const latencies: number[] = [];
    const answered: number[] = [];
    const voted = new Set<number>();
    let count = initial as number;
    let delivered = 0;
    for (let n = 1; n <= MUTATIONS + WARMUP; n++) {
      const warmup = n <= WARMUP;
      // Members take turns: each votes, and retracts on their next turn.
      const k = (n - 1) % members.length;
      const vote = !voted.has(k);
      if (vote) voted.add(k);
      else voted.delete(k);
      const expected = count + (vote ? 1 : -1);
      let pending = SUBSCRIBERS;
      let allIn: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        allIn = resolve;
      });
      const t0 = performance.now();
      for (const s of subs) {
        let seen = false;
        s.onData = (voteCount) => {
          if (voteCount !== expected || seen) return;
          seen = true;
          if (!warmup) {
            latencies.push(performance.now() - t0);
            delivered++;
          }
          if (--pending === 0) allIn();
        };
      }
      const r = await post(
        `${url}/graphql`,
        { query: VOTE_MUTATION, variables: { input: { ideaId, vote } } },
        members[k].headers,
      );
      if (!warmup) answered.push(performance.now() - t0);
      if (r.status !== 200 || r.json.errors) throw new Error(`voteIdea: ${JSON.stringify(r.json).slice(0, 300)}`);
      if (r.json.data.voteIdea.voteCount !== expected)
        throw new Error(`voteIdea: voteCount ${r.json.data.voteIdea.voteCount}, expected ${expected}`);
      count = expected;
      await Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, 10_000))]);
    }
    for (const s of subs) s.onData = undefined;
    latencies.sort((a, b) => a - b);
    answered.sort((a, b) => a - b);
    const expectedDeliveries = SUBSCRIBERS * MUTATIONS;
    rows.push({
      bench: name,
      case: `PostgreSQL: voteIdea answered (${MUTATIONS} votes/retractions by ${members.length} members)`,
      value: `p50 ${percentile(answered, 50).toFixed(1)} ms, max ${answered[answered.length - 1].toFixed(1)} ms`,
    });
    rows.push({
      bench: name,
      case: `PostgreSQL: a vote's delivery to ${SUBSCRIBERS} subscribers (${MUTATIONS} votes, from sending voteIdea)`,
      value: `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.length ? latencies[latencies.length - 1].toFixed(1) : '-'} ms`,
    });
    rows.push({
      bench: name,
      case: `PostgreSQL: votes delivered within 10 s (${SUBSCRIBERS} × ${MUTATIONS})`,
      value: `${delivered} / ${expectedDeliveries} (${((100 * delivered) / expectedDeliveries).toFixed(1)} %)`,
    });
  } finally {
    for (const s of subs) s.ws.terminate();
  }
}

async function measure(databaseUrl: string, rows: Row[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-ideas-'));
  const sys = await startSystemProcess({
    WEB_DISABLED: '1',
    DATA_API_KEY: API_KEY,
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '32',
  });
  const db = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const query: Query = (text, params) => db.query(text, params as unknown[]);
  try {
    const config = (await (await fetch(`${sys.url}/amplify-config.json`)).json()) as Json;
    const clientId = config.Auth.Cognito.userPoolClientId as string;
    const owner = await signUp(sys.url, clientId, 'bench-ideas-owner', 'Owner');
    const tenantId = (await graphql(sys.url, owner.headers, 'query { getMyWorkspace { tenantId } }')).getMyWorkspace
      .tenantId as string;
    await approveOnPlan(sys.url, API_KEY, tenantId);
    // The live members join through the API: invited by the owner, each accepts.
    const members: BenchUser[] = [];
    for (let k = 0; k < LIVE_MEMBERS; k++)
      members.push(await signUp(sys.url, clientId, `bench-ideas-member${k}`, `Live${k}`));
    const invited = (
      await graphql(
        sys.url,
        owner.headers,
        'mutation ($i: InviteMembersInput!) { inviteMembers(input: $i) { invited { id email } skipped { email reason } } }',
        { i: { emails: members.map((m) => m.email), role: 'member' } },
      )
    ).inviteMembers;
    for (const m of members) {
      const invitation = (invited.invited as { id: string; email: string }[]).find(
        (i) => i.email.toLowerCase() === m.email.toLowerCase(),
      );
      if (!invitation) throw new Error(`inviteMembers: ${JSON.stringify(invited)}`);
      await graphql(
        sys.url,
        m.headers,
        'mutation ($i: AnswerInvitationInput!) { acceptInvitation(input: $i) { tenantId } }',
        { i: { id: invitation.id } },
      );
    }

    const started = performance.now();
    await seed(databaseUrl, tenantId);
    const [counts] = await query(
      `select (select count(*)::int from app.ideas where tenant_id = $1 and state = 'SUBMITTED') as ideas,
              (select count(*)::int from app.idea_votes) as votes,
              (select count(*)::int from app.idea_comments where tenant_id = $1) as comments,
              (select count(distinct owner)::int from app.ideas where tenant_id = $1) as authors,
              (select max(vote_count) from app.ideas where tenant_id = $1) as max_votes,
              (select min(vote_count) from app.ideas where tenant_id = $1) as min_votes,
              (select count(*)::int from app.ideas i where tenant_id = $1 and (vote_count <> (select count(*) from app.idea_votes v where v.idea_id = i.id)
                 or comment_count <> (select count(*) from app.idea_comments c where c.idea_id = i.id))) as inconsistent`,
      [tenantId],
    );
    if (counts.ideas !== IDEAS || counts.votes !== VOTES || counts.comments !== COMMENTS || counts.inconsistent !== 0)
      throw new Error(`seed: ${JSON.stringify(counts)}`);
    rows.push({
      bench: name,
      case: `PostgreSQL: seed ${IDEAS.toLocaleString('en')} ideas (${counts.authors} authors, ${counts.min_votes}..${counts.max_votes} votes each), ${VOTES.toLocaleString('en')} votes, ${COMMENTS.toLocaleString('en')} comments, ${RESOURCES.toLocaleString('en')} resources (SQL)`,
      value: `${((performance.now() - started) / 1000).toFixed(1)} s`,
    });

    // The board is read by a member (the resource list by the same member).
    const reader = members[0];
    const resources = (await graphql(sys.url, reader.headers, RESOURCE_QUERY, { type: 'EVENT' }))
      .resourcesByTypeAndPublishedAt;
    if (resources.items.length !== RESOURCE_PAGE) throw new Error('resource list: not a full page');
    // Three parts, each checked before it is measured; one failing does not hide the others' figures.
    const part = async (what: string, fn: () => Promise<void>) => {
      try {
        await fn();
      } catch (error) {
        rows.push({
          bench: name,
          case: `PostgreSQL: ${what} failed`,
          value: String((error as Error).message).slice(0, 300),
        });
      }
    };
    await part('listIdeas', async () => {
      const totals = await checkBoard(sys.url, reader.headers, query);
      await measureBoard(sys.url, reader.headers, rows, totals);
    });
    await part('findSimilarIdeas', async () => {
      await checkSimilar(sys.url, reader.headers, query, tenantId);
      await measureSimilar(sys.url, reader.headers, rows);
    });
    await part('vote delivery', () => measureDelivery(sys.url, members, rows, query, sys.child.pid));
  } finally {
    await db.close();
    await sys.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const pg = await startTestPostgres();
  try {
    await measure(pg.url, rows);
  } catch (error) {
    const e = error as Error & { cause?: Error };
    rows.push({
      bench: name,
      case: 'PostgreSQL: failed',
      value: `${e.message} ${e.cause?.message ?? ''}`.slice(0, 300),
    });
  } finally {
    await pg.stop();
  }
  return rows;
}
