// Votes and follows under real concurrency (issue 24): the embedded database runs one transaction at a time, so
// only a PostgreSQL server, with a pool of connections and row locks, shows whether twenty clicks at once count
// once. The whole system runs on a test server (DATABASE_URL) and is driven through the real clients.
import { startTestPostgres, type TestPostgres } from '@innov/db/test-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

let pg: TestPostgres;
let h: DataHarness;
let deps: DataDeps;
let owner: TestUser;
let tenantId: string;

const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const VOTE = 'mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { id voteCount votedByMe } }';
const FOLLOW = 'mutation ($input: FollowIdeaInput!) { followIdea(input: $input) { id followerCount followedByMe } }';

async function newMember(tag: string): Promise<TestUser> {
  const user = await h.newUser(tag);
  const q = h.system.database.query;
  await q('delete from app.workspace_members where user_id = $1', [user.username]);
  await q("insert into app.workspace_members (tenant_id, user_id, role) values ($1, $2, 'member')", [
    tenantId,
    user.username,
  ]);
  await q('update app.user_profiles set tenant_id = $2, pending_approval = false, is_owner = false where id = $1', [
    user.username,
    tenantId,
  ]);
  await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: user.username });
  return user;
}

async function newIdea(title: string): Promise<string> {
  const [row] = await h.system.database.query<{ id: string }>(
    `insert into app.ideas (tenant_id, template_id, template_version, title, state, stage, owner, submitted_at)
     values ($1, 'problem-statement', 1, $2, 'SUBMITTED', 'NEW', $3, now()) returning id`,
    [tenantId, title, owner.username],
  );
  return row?.id as string;
}

const counts = async (id: string) =>
  (
    await h.system.database.query<{ vote_count: number; votes: number; follower_count: number; followers: number }>(
      `select vote_count, follower_count,
              (select count(*)::int from app.idea_votes v where v.idea_id = i.id) as votes,
              (select count(*)::int from app.idea_followers f where f.idea_id = i.id) as followers
         from app.ideas i where id = $1`,
      [id],
    )
  )[0];

beforeAll(async () => {
  pg = await startTestPostgres();
  h = await startDataHarness({ DATABASE_URL: pg.url });
  expect(h.system.database.kind).toBe('postgres');
  deps = (h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps }).deps;
  const platformAdmin = await h.makeAdmin(await h.newUser('platform'));
  ({ owner, tenantId } = await activeWorkspace(h, platformAdmin, 'pgowner', 'Concurrent Ltd'));
  ok(await h.as(platformAdmin, PLAN, { input: { tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
});
afterAll(async () => {
  await h?.close();
  await pg?.stop();
});

describe('votes on PostgreSQL', () => {
  it('20 concurrent clicks of one person are one vote; 20 people at once are 20; retractions at once are exact', async () => {
    const voters = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(`pgvoter${i}`)));
    const [first] = voters as [TestUser];

    const one = await newIdea('One voter, many clicks');
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => h.as(first, VOTE, { input: { ideaId: one, vote: true } })),
    );
    for (const r of clicks) expect(r.errors).toBeUndefined();
    expect(await counts(one)).toMatchObject({ vote_count: 1, votes: 1 });
    const takeBack = await Promise.all(
      Array.from({ length: 20 }, () => h.as(first, VOTE, { input: { ideaId: one, vote: false } })),
    );
    for (const r of takeBack) expect(r.errors).toBeUndefined();
    expect(await counts(one)).toMatchObject({ vote_count: 0, votes: 0 });

    const many = await newIdea('Many voters at once');
    const votes = await Promise.all(voters.map((v) => h.as(v, VOTE, { input: { ideaId: many, vote: true } })));
    for (const r of votes) expect(r.errors).toBeUndefined();
    expect(await counts(many)).toMatchObject({ vote_count: 20, votes: 20 });
    // Half of them take their vote back, each twice at once, while the other half click again.
    const mixed = await Promise.all([
      ...voters.slice(0, 10).flatMap((v) => [0, 1].map(() => h.as(v, VOTE, { input: { ideaId: many, vote: false } }))),
      ...voters.slice(10).map((v) => h.as(v, VOTE, { input: { ideaId: many, vote: true } })),
    ]);
    for (const r of mixed) expect(r.errors).toBeUndefined();
    expect(await counts(many)).toMatchObject({ vote_count: 10, votes: 10 });
    // The author was told once per voter.
    const [told] = await h.system.database.query<{ n: number }>(
      "select count(*)::int as n from app.notification_events where owner = $1 and kind = 'idea.voted'",
      [owner.username],
    );
    expect(told?.n).toBe(21);
  });

  it('20 concurrent follows of one person are one follow', async () => {
    const fan = await newMember('pgfan');
    const idea = await newIdea('Followed at once');
    const follows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.as(fan, FOLLOW, { input: { ideaId: idea, follow: i % 4 !== 3 } })),
    );
    for (const r of follows) expect(r.errors).toBeUndefined();
    const { follower_count, followers } = (await counts(idea)) as { follower_count: number; followers: number };
    expect(follower_count).toBe(followers);
    expect(followers).toBeLessThanOrEqual(1);
  });
});
