import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, errorOf, startDataHarness, subscribeAs, type TestUser, until } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

let h: DataHarness;
let deps: DataDeps;
let f: RolesFixture;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let lead: TestUser;
let outsider: TestUser;

const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const CARD = `id title state stage category tags moderatorTags owner authorName coAuthors { userId name status }
  voteCount commentCount followerCount votedByMe followedByMe version submittedAt lastActivityAt`;
const COMMENT = 'id ideaId tenantId parentId owner authorName body mentions createdAt editedAt deletedAt';
const VOTE = `mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { ${CARD} } }`;
const FOLLOW = `mutation ($input: FollowIdeaInput!) { followIdea(input: $input) { ${CARD} } }`;
const MOVE = `mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { ${CARD} } }`;
const TAGS = `mutation ($input: UpdateIdeaTagsInput!) { updateIdeaTags(input: $input) { ${CARD} } }`;
const LIST = `query ($stage: IdeaStage, $category: String, $tag: String, $authorId: ID, $mine: Boolean, $search: String,
  $sort: IdeaSort, $limit: Int, $nextToken: String) {
  listIdeas(stage: $stage, category: $category, tag: $tag, authorId: $authorId, mine: $mine, search: $search,
    sort: $sort, limit: $limit, nextToken: $nextToken) { items { ${CARD} } nextToken total stageCounts { stage count } } }`;
const CATEGORIES = 'query { listIdeaCategories }';
const TAG_LIST = 'query { listIdeaTags }';
const COMMENTS = `query ($ideaId: ID!, $limit: Int, $nextToken: String) {
  listIdeaComments(ideaId: $ideaId, limit: $limit, nextToken: $nextToken) { items { ${COMMENT} } nextToken } }`;
const ADD_COMMENT = `mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { ${COMMENT} } }`;
const EDIT_COMMENT = `mutation ($input: EditIdeaCommentInput!) { editIdeaComment(input: $input) { ${COMMENT} } }`;
const DELETE_COMMENT = `mutation ($input: DeleteIdeaCommentInput!) { deleteIdeaComment(input: $input) { ${COMMENT} } }`;
const ACTIVITY = `query ($ideaId: ID!, $limit: Int, $nextToken: String) {
  listIdeaActivity(ideaId: $ideaId, limit: $limit, nextToken: $nextToken) { items { id action actorName details createdAt } nextToken } }`;
const MY = `query ($tab: MyInnovationsTab!, $limit: Int, $nextToken: String) {
  listMyInnovations(tab: $tab, limit: $limit, nextToken: $nextToken) { items { ${CARD} } nextToken total } }`;
const MY_COUNTS = 'query { getMyInnovationsCounts { drafts submitted coauthored following invitations } }';
const RESPOND =
  'mutation ($input: RespondToCoAuthorshipInput!) { respondToCoAuthorship(input: $input) { idea { id } } }';

let seq = 0;
interface Seed {
  owner: TestUser;
  tenantId?: string;
  title?: string;
  summary?: string;
  state?: 'DRAFT' | 'SUBMITTED';
  stage?: string | null;
  category?: string | null;
  tags?: string[];
  votes?: number;
  comments?: number;
  at?: Date;
  coAuthors?: { user: TestUser; status: 'INVITED' | 'ACCEPTED' }[];
}

/** An idea as the create and submit functions leave it, written in SQL. */
async function seedIdea(s: Seed): Promise<string> {
  const state = s.state ?? 'SUBMITTED';
  const at = s.at ?? new Date(Date.UTC(2026, 0, 1) + ++seq * 60_000);
  const [row] = await h.system.database.query<{ id: string }>(
    `insert into app.ideas (tenant_id, template_id, template_version, title, summary, state, stage, category, tags,
       owner, vote_count, comment_count, submitted_at, last_activity_at, created_at, updated_at)
     values ($1, 'problem-statement', 1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $12) returning id`,
    [
      s.tenantId ?? f.tenantId,
      s.title ?? `Idea ${seq}`,
      s.summary ?? null,
      state,
      state === 'DRAFT' ? null : s.stage === undefined ? 'NEW' : s.stage,
      s.category ?? null,
      s.tags ?? [],
      s.owner.username,
      s.votes ?? 0,
      s.comments ?? 0,
      state === 'DRAFT' ? null : at,
      at,
    ],
  );
  for (const c of s.coAuthors ?? [])
    await h.system.database.query('insert into app.idea_coauthors (idea_id, user_id, status) values ($1, $2, $3)', [
      row.id,
      c.user.username,
      c.status,
    ]);
  return row.id;
}

/** A new user made a member of the roles workspace (as an accepted invitation would), every cache told. */
async function newMember(tag: string): Promise<TestUser> {
  const user = await h.newUser(tag);
  const q = h.system.database.query;
  await q('delete from app.workspace_members where user_id = $1', [user.username]);
  await q("insert into app.workspace_members (tenant_id, user_id, role) values ($1, $2, 'member')", [
    f.tenantId,
    user.username,
  ]);
  await q('update app.user_profiles set tenant_id = $2, pending_approval = false, is_owner = false where id = $1', [
    user.username,
    f.tenantId,
  ]);
  await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: user.username });
  return user;
}

async function notices(kind: string, ideaId?: string) {
  return h.system.database.query<{ owner: string; title: string; link: string | null; body: string | null }>(
    `select owner, title, link, body from app.notification_events
      where kind = $1 and ($2::text is null or link like '%' || $2) order by created_at, id`,
    [kind, ideaId ?? null],
  );
}

async function ideaRow(id: string) {
  const [row] = await h.system.database.query<{
    vote_count: number;
    comment_count: number;
    follower_count: number;
    stage: string | null;
  }>('select vote_count, comment_count, follower_count, stage from app.ideas where id = $1', [id]);
  return row;
}

const countOf = async (sql: string, params: unknown[]) =>
  (await h.system.database.query<{ n: number }>(sql, params))[0]?.n;

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  deps = (h.system.services.find((x) => x.name === 'data') as unknown as { deps: DataDeps }).deps;
  f = await buildRolesFixture(h);
  ({ owner, admin, member, lead, outsider } = f.users);
  // Ideas are on the Campaign plan: both workspaces move up to it.
  for (const tenantId of [f.tenantId, f.outsiderTenantId])
    ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId, tier: 'CAMPAIGN' } }), 'setWorkspacePlan');
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

describe('votes and follows', () => {
  it('vote idempotence and retraction under 20 concurrent clicks (no double count)', async () => {
    const idea = await seedIdea({ owner, title: 'Solar canopies over the car park' });
    // One person clicking twenty times at once is one vote, and the author hears of it once.
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => h.as(member, VOTE, { input: { ideaId: idea, vote: true } })),
    );
    for (const r of clicks) expect(r.errors).toBeUndefined();
    expect(await ideaRow(idea)).toMatchObject({ vote_count: 1 });
    expect(await countOf('select count(*)::int as n from app.idea_votes where idea_id = $1', [idea])).toBe(1);
    const again = await h.as(member, VOTE, { input: { ideaId: idea, vote: true } });
    expect(again.data.voteIdea).toMatchObject({ voteCount: 1, votedByMe: true });

    // Twenty people at once: twenty votes.
    const voters = await Promise.all(Array.from({ length: 20 }, (_, i) => newMember(`voter${i}`)));
    const many = await seedIdea({ owner, title: 'Bike repair corner' });
    const votes = await Promise.all(voters.map((v) => h.as(v, VOTE, { input: { ideaId: many, vote: true } })));
    for (const r of votes) expect(r.errors).toBeUndefined();
    expect(await ideaRow(many)).toMatchObject({ vote_count: 20 });

    // Retractions at once, each sent twice by its voter, half the voters: exactly ten remain.
    const retracting = voters.slice(0, 10);
    const retractions = await Promise.all(
      [...retracting, ...retracting].map((v) => h.as(v, VOTE, { input: { ideaId: many, vote: false } })),
    );
    for (const r of retractions) expect(r.errors).toBeUndefined();
    expect(await ideaRow(many)).toMatchObject({ vote_count: 10 });
    expect(await countOf('select count(*)::int as n from app.idea_votes where idea_id = $1', [many])).toBe(10);
    const seen = await h.as(voters[0] as TestUser, VOTE, { input: { ideaId: many, vote: false } });
    expect(seen.data.voteIdea).toMatchObject({ voteCount: 10, votedByMe: false });

    // The author was told once per voter, and a vote taken back and given again tells nobody twice.
    expect((await notices('idea.voted', idea)).map((n) => n.owner)).toEqual([owner.username]);
    await h.as(member, VOTE, { input: { ideaId: idea, vote: false } });
    await h.as(member, VOTE, { input: { ideaId: idea, vote: true } });
    expect(await notices('idea.voted', idea)).toHaveLength(1);
    expect(await notices('idea.voted', many)).toHaveLength(20);
  });

  it('refuses a vote for your own idea, on a declined idea, and on a draft; a declined vote may be taken back', async () => {
    const idea = await seedIdea({ owner: member, coAuthors: [{ user: lead, status: 'ACCEPTED' }] });
    const own = await h.as(member, VOTE, { input: { ideaId: idea, vote: true } });
    expect(errorOf(own)).toMatchObject({ errorType: 'ValidationError', message: 'You cannot vote for your own idea.' });
    const coAuthor = await h.as(lead, VOTE, { input: { ideaId: idea, vote: true } });
    expect(errorOf(coAuthor)?.message).toBe('You cannot vote for your own idea.');

    // Invited co-authors neither (accepting would make it their own vote); a vote given before the invitation goes
    // when they accept it.
    const invitedTo = await seedIdea({ owner: member });
    ok(await h.as(admin, VOTE, { input: { ideaId: invitedTo, vote: true } }), 'vote before');
    await h.system.database.query(
      `insert into app.idea_coauthors (idea_id, user_id, status, invited_by) values ($1, $2, 'INVITED', $3), ($1, $4, 'INVITED', $3)`,
      [invitedTo, admin.username, member.username, owner.username],
    );
    const invited = await h.as(owner, VOTE, { input: { ideaId: invitedTo, vote: true } });
    expect(errorOf(invited)?.message).toBe('You cannot vote for your own idea.');
    const accepted = ok(
      await h.as(
        admin,
        'mutation ($input: RespondToCoAuthorshipInput!) { respondToCoAuthorship(input: $input) { idea { voteCount votedByMe } canVote } }',
        { input: { ideaId: invitedTo, accept: true } },
      ),
      'accept',
    ).respondToCoAuthorship;
    expect(accepted).toEqual({ idea: { voteCount: 0, votedByMe: false }, canVote: false });

    const declined = await seedIdea({ owner: member, stage: 'DECLINED' });
    await h.system.database.query('insert into app.idea_votes (idea_id, user_id) values ($1, $2)', [
      declined,
      admin.username,
    ]);
    await h.system.database.query('update app.ideas set vote_count = 1 where id = $1', [declined]);
    const refused = await h.as(owner, VOTE, { input: { ideaId: declined, vote: true } });
    expect(errorOf(refused)).toMatchObject({
      errorType: 'ValidationError',
      message: 'Declined ideas no longer take votes.',
    });
    const takenBack = await h.as(admin, VOTE, { input: { ideaId: declined, vote: false } });
    expect(takenBack.data.voteIdea).toMatchObject({ voteCount: 0, votedByMe: false });

    // A draft out of sight is as no idea at all; the author's own draft takes no votes either.
    const draft = await seedIdea({ owner: member, state: 'DRAFT' });
    const hidden = await h.as(owner, VOTE, { input: { ideaId: draft, vote: true } });
    const none = await h.as(owner, VOTE, { input: { ideaId: 'no-such-idea', vote: true } });
    expect(errorOf(hidden)?.errorType).toBe(errorOf(none)?.errorType);
    expect(errorOf(hidden)?.message).toBe(errorOf(none)?.message);
  });

  it('an author who has left the workspace is not told of votes', async () => {
    const leaver = await newMember('leaver');
    const idea = await seedIdea({ owner: leaver, title: 'Left behind' });
    const q = h.system.database.query;
    await q("update app.workspace_members set tenant_id = $2, role = 'member' where user_id = $1", [
      leaver.username,
      f.outsiderTenantId,
    ]);
    await q('update app.user_profiles set tenant_id = $2 where id = $1', [leaver.username, f.outsiderTenantId]);
    await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: leaver.username });
    ok(await h.as(member, VOTE, { input: { ideaId: idea, vote: true } }), 'vote');
    expect(await ideaRow(idea)).toMatchObject({ vote_count: 1 });
    expect(await notices('idea.voted', idea)).toEqual([]);
  });

  it('follows are a desired state with an exact count', async () => {
    const idea = await seedIdea({ owner });
    const follows = await Promise.all(
      Array.from({ length: 5 }, () => h.as(member, FOLLOW, { input: { ideaId: idea, follow: true } })),
    );
    for (const r of follows) expect(r.errors).toBeUndefined();
    expect(await ideaRow(idea)).toMatchObject({ follower_count: 1 });
    const off = await h.as(member, FOLLOW, { input: { ideaId: idea, follow: false } });
    expect(off.data.followIdea).toMatchObject({ followerCount: 0, followedByMe: false });
    const on = await h.as(member, FOLLOW, { input: { ideaId: idea, follow: true } });
    expect(on.data.followIdea).toMatchObject({ followerCount: 1, followedByMe: true });
  });
});

/** A new owner's approved workspace on the Campaign plan: a board of its own, whose counts are exact. */
async function campaignWorkspace(user: string, workspace: string) {
  const o = await h.newUser(user, { workspace });
  const t = ok(await h.as(o, '{ getMyWorkspace { tenantId } }'), 'mine').getMyWorkspace.tenantId as string;
  ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId: t, tier: 'CAMPAIGN' } }), 'plan');
  ok(
    await h.as(
      f.users.platformAdmin,
      'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }',
      {
        input: { tenantId: t, decision: 'APPROVE' },
      },
    ),
    'review',
  );
  return { owner: o, tenantId: t };
}

describe('the board', () => {
  it('keeps its total and stage counts true at once as ideas are moved, tagged and deleted', async () => {
    const { owner, tenantId } = await campaignWorkspace('countsowner', 'Counts Ltd');
    const a = await seedIdea({ owner, tenantId, stage: 'NEW' });
    const b = await seedIdea({ owner, tenantId, stage: 'NEW' });
    const counts = async (vars: Record<string, unknown> = {}) => {
      const page = ok(await h.as(owner, LIST, vars), 'listIdeas').listIdeas;
      const stages = (page.stageCounts as { stage: string; count: number }[]).filter((c) => c.count > 0);
      return { total: page.total as number, ...Object.fromEntries(stages.map((c) => [c.stage, c.count])) };
    };
    expect(await counts()).toEqual({ total: 2, NEW: 2 });
    expect(await counts({ tag: 'solar' })).toEqual({ total: 0 });
    ok(await h.as(owner, MOVE, { input: { ids: [a], stage: 'SELECTED' } }), 'move');
    expect(await counts()).toEqual({ total: 2, NEW: 1, SELECTED: 1 });
    ok(await h.as(owner, TAGS, { input: { id: b, tags: ['solar'] } }), 'tags');
    expect(await counts({ tag: 'solar' })).toEqual({ total: 1, NEW: 1 });
    ok(
      await h.as(owner, 'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }', { input: { id: a } }),
      'delete',
    );
    expect(await counts()).toEqual({ total: 1, NEW: 1 });
  });

  it('filters, sorts and pages the submitted ideas, with the total and the count per stage', async () => {
    // A workspace of its own, so the counts are exact.
    const { owner: boss, tenantId } = await campaignWorkspace('boardowner', 'Board Ltd');
    const stages = ['NEW', 'NEW', 'UNDER_REVIEW', 'SELECTED', 'DECLINED'];
    const ids: string[] = [];
    for (let i = 0; i < 25; i++)
      ids.push(
        await seedIdea({
          owner: boss,
          tenantId,
          title: i === 3 ? 'Rainwater harvesting for the canteen' : `Board idea ${i}`,
          summary: i === 7 ? 'Collect rainwater from the roof' : undefined,
          stage: stages[i % stages.length],
          category: i % 2 ? 'Facilities' : 'People',
          tags: i % 3 === 0 ? ['green'] : [],
          votes: (i * 7) % 5,
          comments: (i * 3) % 4,
        }),
      );
    await seedIdea({ owner: boss, tenantId, state: 'DRAFT', title: 'Rainwater draft' });

    // Newest first, three pages of ten, nothing twice, nothing missed.
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: { total: number; items: { id: string }[]; nextToken: string | null } = ok(
        await h.as(boss, LIST, { limit: 10, nextToken: token }),
        'listIdeas',
      ).listIdeas;
      expect(page.total).toBe(25);
      seen.push(...page.items.map((i: { id: string }) => i.id));
      token = page.nextToken;
    } while (token);
    expect(seen).toEqual([...ids].reverse());

    // Most voted: by votes, ties by id; paged the same way.
    const byVotes: { id: string; voteCount: number }[] = [];
    token = null;
    do {
      const page: { items: { id: string; voteCount: number }[]; nextToken: string | null } = ok(
        await h.as(boss, LIST, { sort: 'MOST_VOTED', limit: 7, nextToken: token }),
        'voted',
      ).listIdeas;
      byVotes.push(...page.items);
      token = page.nextToken;
    } while (token);
    expect(byVotes).toHaveLength(25);
    for (let i = 1; i < byVotes.length; i++) {
      const [a, b] = [byVotes[i - 1], byVotes[i]] as { id: string; voteCount: number }[];
      expect(a.voteCount > b.voteCount || (a.voteCount === b.voteCount && a.id < b.id)).toBe(true);
    }
    const discussed = ok(await h.as(boss, LIST, { sort: 'MOST_DISCUSSED', limit: 100 }), 'discussed').listIdeas;
    const counts = discussed.items.map((i: { commentCount: number }) => i.commentCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));

    // A stage filter: the stage counts are those of the other filters (the kanban's headers), the total the stage's.
    const under = ok(await h.as(boss, LIST, { stage: 'UNDER_REVIEW', category: 'Facilities' }), 'stage').listIdeas;
    const facilities = ids.filter((_, i) => i % 2 === 1);
    const expected = (stage: string) => facilities.filter((_, k) => stages[(2 * k + 1) % 5] === stage).length;
    expect(under.total).toBe(expected('UNDER_REVIEW'));
    expect(under.items.every((i: { stage: string }) => i.stage === 'UNDER_REVIEW')).toBe(true);
    expect(under.stageCounts).toEqual(
      ['NEW', 'UNDER_REVIEW', 'SELECTED', 'IN_PROGRESS', 'IMPLEMENTED', 'DECLINED'].map((stage) => ({
        stage,
        count: expected(stage),
      })),
    );

    // Tag, author and search (title or summary, words as prefixes); drafts never show.
    const green = ok(await h.as(boss, LIST, { tag: 'GREEN' }), 'tag').listIdeas;
    expect(green.total).toBe(ids.filter((_, i) => i % 3 === 0).length);
    const found = ok(await h.as(boss, LIST, { search: 'rainw' }), 'search').listIdeas;
    expect(found.items.map((i: { id: string }) => i.id).sort()).toEqual([ids[3], ids[7]].sort());
    const odd = ok(await h.as(boss, LIST, { search: "'&|!:* (" }), 'odd search').listIdeas;
    expect(odd.total).toBe(25);
    const byAuthor = ok(await h.as(boss, LIST, { authorId: 'someone-else' }), 'author').listIdeas;
    expect(byAuthor.total).toBe(0);

    // A token is bound to its query: another filter's is refused.
    const first = ok(await h.as(boss, LIST, { limit: 5 }), 'first').listIdeas;
    const misused = await h.as(boss, LIST, { limit: 5, sort: 'MOST_VOTED', nextToken: first.nextToken });
    expect(errorOf(misused)?.errorType).toBe('ValidationError');

    expect(ok(await h.as(boss, CATEGORIES), 'categories').listIdeaCategories).toEqual(['Facilities', 'People']);
    expect(ok(await h.as(boss, TAG_LIST), 'tags').listIdeaTags).toEqual(['green']);
  });

  it('mine lists the ideas I wrote or co-author', async () => {
    const me = await newMember('mine');
    const mine = await seedIdea({ owner: me, title: 'I wrote this' });
    const co = await seedIdea({ owner: admin, coAuthors: [{ user: me, status: 'ACCEPTED' }] });
    await seedIdea({ owner: admin, coAuthors: [{ user: me, status: 'INVITED' }] });
    await seedIdea({ owner: me, state: 'DRAFT' });
    const page = ok(await h.as(me, LIST, { mine: true, limit: 100 }), 'mine').listIdeas;
    expect(page.items.map((i: { id: string }) => i.id).sort()).toEqual([mine, co].sort());
    expect(page.total).toBe(2);
  });

  it('moderators move ideas in bulk, with stage events and notices; a member may not', async () => {
    const a = await seedIdea({ owner: member, title: 'Move me' });
    const b = await seedIdea({ owner: lead, title: 'Move me too' });
    await h.as(admin, FOLLOW, { input: { ideaId: a, follow: true } });
    const refused = await h.as(member, MOVE, { input: { ids: [a, b], stage: 'SELECTED' } });
    expect(errorOf(refused)?.errorType).toBe('Unauthorized');
    expect(await ideaRow(a)).toMatchObject({ stage: 'NEW' });

    const moved = ok(
      await h.as(owner, MOVE, { input: { ids: [a, b], stage: 'SELECTED', note: 'Shortlisted' } }),
      'move',
    ).moveIdeas;
    expect(moved.map((i: { id: string; stage: string }) => [i.id, i.stage])).toEqual([
      [a, 'SELECTED'],
      [b, 'SELECTED'],
    ]);
    const events = await h.system.database.query<{
      idea_id: string;
      from_stage: string;
      to_stage: string;
      note: string;
    }>(
      'select idea_id, from_stage, to_stage, note from app.idea_stage_events where idea_id = any($1) order by idea_id',
      [[a, b]],
    );
    expect(events).toEqual(
      [a, b].sort().map((id) => ({ idea_id: id, from_stage: 'NEW', to_stage: 'SELECTED', note: 'Shortlisted' })),
    );
    // Authors and followers hear of it; the mover does not.
    expect((await notices('idea.stageChanged', a)).map((n) => n.owner).sort()).toEqual(
      [member.username, admin.username].sort(),
    );
    expect((await notices('idea.stageChanged', b)).map((n) => n.owner)).toEqual([lead.username]);
    // The admin moves on; moving to the same stage again changes nothing and tells nobody.
    ok(await h.as(admin, MOVE, { input: { ids: [a], stage: 'SELECTED' } }), 'same stage');
    expect(await notices('idea.stageChanged', a)).toHaveLength(2);
    // A draft or an id out of sight is as no idea at all.
    const draft = await seedIdea({ owner: member, state: 'DRAFT' });
    expect(errorOf(await h.as(owner, MOVE, { input: { ids: [draft], stage: 'SELECTED' } }))?.errorType).toBe(
      errorOf(await h.as(owner, MOVE, { input: { ids: ['no-such-idea'], stage: 'SELECTED' } }))?.errorType,
    );
  });

  it('free tags by authors and moderators, moderator tags by moderators only', async () => {
    const idea = await seedIdea({ owner: member });
    const tagged = ok(await h.as(member, TAGS, { input: { id: idea, tags: [' Energy ', 'energy', 'Solar'] } }), 'tags');
    expect(tagged.updateIdeaTags.tags).toEqual(['energy', 'solar']);
    const notMine = await h.as(lead, TAGS, { input: { id: idea, tags: ['mine'] } });
    expect(errorOf(notMine)?.errorType).toBe('Unauthorized');
    const byAuthor = await h.as(member, TAGS, { input: { id: idea, moderatorTags: ['priority'] } });
    expect(errorOf(byAuthor)?.errorType).toBe('Unauthorized');
    const byAdmin = ok(await h.as(admin, TAGS, { input: { id: idea, moderatorTags: ['Priority'] } }), 'moderator');
    expect(byAdmin.updateIdeaTags).toMatchObject({ tags: ['energy', 'solar'], moderatorTags: ['priority'] });
    const tooMany = await h.as(member, TAGS, {
      input: { id: idea, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    });
    expect(errorOf(tooMany)?.errorType).toBe('ValidationError');
  });
});

describe('comments', () => {
  it('threads replies under their top-level comment, pages top-level comments, and deletes softly', async () => {
    const idea = await seedIdea({ owner, title: 'Quiet room' });
    const add = async (who: TestUser, body: string, parentId?: string) =>
      ok(await h.as(who, ADD_COMMENT, { input: { ideaId: idea, body, parentId } }), 'addIdeaComment').addIdeaComment;
    const first = await add(member, 'First!');
    const second = await add(lead, 'Second');
    const reply = await add(owner, 'A reply', first.id);
    // A reply to a reply joins the same thread.
    const nested = await add(lead, 'A reply to the reply', reply.id);
    expect(nested.parentId).toBe(first.id);
    const third = await add(admin, 'Third');
    expect(await ideaRow(idea)).toMatchObject({ comment_count: 5 });
    // Commenting follows the idea (the four commenters, its author among them).
    expect(await ideaRow(idea)).toMatchObject({ follower_count: 4 });
    expect(await countOf('select count(*)::int as n from app.idea_followers where idea_id = $1', [idea])).toBe(4);

    const page1 = ok(await h.as(member, COMMENTS, { ideaId: idea, limit: 2 }), 'page 1').listIdeaComments;
    expect(page1.items.map((c: { id: string }) => c.id)).toEqual([first.id, reply.id, nested.id, second.id]);
    const page2 = ok(
      await h.as(member, COMMENTS, { ideaId: idea, limit: 2, nextToken: page1.nextToken }),
      'page 2',
    ).listIdeaComments;
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([third.id]);
    expect(page2.nextToken).toBeNull();

    // The author of the parent hears of a reply as a reply; the others as a comment; nobody of their own.
    expect((await notices('idea.replied', idea)).map((n) => n.owner)).toEqual([member.username, owner.username]);

    // Editing one's own comment; another's is refused.
    const edited = ok(
      await h.as(member, EDIT_COMMENT, { input: { id: first.id, body: 'First, edited' } }),
      'edit',
    ).editIdeaComment;
    expect(edited).toMatchObject({ body: 'First, edited' });
    expect(edited.editedAt).toBeTruthy();
    expect(errorOf(await h.as(lead, EDIT_COMMENT, { input: { id: first.id, body: 'hijack' } }))?.errorType).toBe(
      'Unauthorized',
    );
    // Deleting: one's own, or any as a moderator; a member may not delete another's.
    expect(errorOf(await h.as(lead, DELETE_COMMENT, { input: { id: first.id } }))?.errorType).toBe('Unauthorized');
    const gone = ok(await h.as(admin, DELETE_COMMENT, { input: { id: first.id } }), 'delete').deleteIdeaComment;
    expect(gone).toMatchObject({ id: first.id, body: null });
    expect(gone.deletedAt).toBeTruthy();
    expect(await ideaRow(idea)).toMatchObject({ comment_count: 4 });
    const after = ok(await h.as(member, COMMENTS, { ideaId: idea, limit: 10 }), 'after').listIdeaComments;
    expect(after.items.map((c: { id: string; body: string | null }) => [c.id, c.body])).toEqual([
      [first.id, null],
      [reply.id, 'A reply'],
      [nested.id, 'A reply to the reply'],
      [second.id, 'Second'],
      [third.id, 'Third'],
    ]);
    expect(errorOf(await h.as(member, EDIT_COMMENT, { input: { id: first.id, body: 'back' } }))?.errorType).toBe(
      'ValidationError',
    );
  });

  it('mentions notify only people who can see the idea', async () => {
    const mention = (u: TestUser, name: string) => `@[${name}](user:${u.username})`;
    const knownName = async (u: TestUser) =>
      (
        await h.system.database.query<{ name: string }>('select name from app.user_profiles where id = $1', [
          u.username,
        ])
      )[0]?.name ?? '';
    // A submitted idea: the member is notified; the outsider (another workspace) and an unknown id are not, and
    // read as plain text.
    const idea = await seedIdea({ owner, title: 'Open kitchen' });
    const body = `Ask ${mention(member, 'Mia Member')} and ${mention(outsider, 'Otto Outsider')} and @[Ghost](user:nobody-1)`;
    const c = ok(await h.as(lead, ADD_COMMENT, { input: { ideaId: idea, body } }), 'comment').addIdeaComment;
    expect(c.mentions).toEqual([member.username]);
    // A kept mention carries the name the workspace knows, whatever the comment called them.
    const [known] = await h.system.database.query<{ name: string }>(
      'select name from app.user_profiles where id = $1',
      [member.username],
    );
    expect(c.body).toBe(`Ask ${mention(member, known?.name ?? '')} and @Otto Outsider and @Ghost`);
    expect((await notices('idea.mentioned', idea)).map((n) => n.owner)).toEqual([member.username]);
    // The idea's author hears of the comment; the mentioned member is not told twice.
    expect((await notices('idea.commented', idea)).map((n) => n.owner)).toEqual([owner.username]);

    // A member waiting for approval cannot see the workspace's ideas: not told, plain text.
    const pending = f.users.pending;
    const other = await seedIdea({ owner, title: 'Roof garden' });
    const waiting = ok(
      await h.as(lead, ADD_COMMENT, {
        input: { ideaId: other, body: `${mention(pending, 'Pat Pending')} ${mention(admin, 'Ada Admin')} look` },
      }),
      'comment mentioning a pending member',
    ).addIdeaComment;
    expect(waiting.mentions).toEqual([admin.username]);
    expect(waiting.body).toBe(`@Pat Pending ${mention(admin, await knownName(admin))} look`);
    expect((await notices('idea.mentioned', other)).map((n) => n.owner)).toEqual([admin.username]);
    for (const user of [outsider, pending])
      expect(
        await countOf(
          "select count(*)::int as n from app.notification_events where owner = $1 and kind like 'idea.%'",
          [user.username],
        ),
      ).toBe(0);

    // A draft has no comments (they are the board's conversation): nobody is told of anything.
    const draft = await seedIdea({ owner: lead, state: 'DRAFT', coAuthors: [{ user: admin, status: 'ACCEPTED' }] });
    const onDraft = await h.as(lead, ADD_COMMENT, { input: { ideaId: draft, body: `${mention(admin, 'Ada')} hi` } });
    expect(errorOf(onDraft)).toEqual({ errorType: 'ValidationError', message: 'Only submitted ideas can do this.' });
    expect(await notices('idea.mentioned', draft)).toEqual([]);
  });

  it('the activity trail shows what happened to the idea, not votes or follows', async () => {
    const idea = await seedIdea({ owner: member, title: 'Trail' });
    await h.as(lead, VOTE, { input: { ideaId: idea, vote: true } });
    await h.as(lead, FOLLOW, { input: { ideaId: idea, follow: true } });
    await h.as(lead, ADD_COMMENT, { input: { ideaId: idea, body: 'Nice' } });
    await h.as(owner, MOVE, { input: { ids: [idea], stage: 'UNDER_REVIEW' } });
    await h.as(member, TAGS, { input: { id: idea, tags: ['trail'] } });
    const first = ok(await h.as(member, ACTIVITY, { ideaId: idea, limit: 2 }), 'activity').listIdeaActivity;
    const rest = ok(
      await h.as(member, ACTIVITY, { ideaId: idea, limit: 2, nextToken: first.nextToken }),
      'more',
    ).listIdeaActivity;
    const actions = [...first.items, ...rest.items].map((a: { action: string }) => a.action);
    expect(actions).toEqual(['updateIdeaTags', 'moveIdeas', 'addIdeaComment']);
    expect(rest.nextToken).toBeNull();
    const move = first.items[1];
    expect(JSON.parse(move.details)).toMatchObject({ from: 'NEW', to: 'UNDER_REVIEW' });
    expect(JSON.parse(move.details).authMode).toBeUndefined();
  });
});

describe('my innovations', () => {
  it('lists my drafts, submitted, co-authored and followed ideas and my pending invitations, with counts', async () => {
    const me = await newMember('innovator');
    const draft = await seedIdea({ owner: me, state: 'DRAFT', title: 'My draft' });
    const coDraft = await seedIdea({ owner: lead, state: 'DRAFT', coAuthors: [{ user: me, status: 'ACCEPTED' }] });
    const submitted = await seedIdea({ owner: me, title: 'My submitted' });
    const co = await seedIdea({ owner: admin, coAuthors: [{ user: me, status: 'ACCEPTED' }] });
    const invited = await seedIdea({ owner: admin, coAuthors: [{ user: me, status: 'INVITED' }] });
    const invitedDraft = await seedIdea({ owner: lead, state: 'DRAFT', coAuthors: [{ user: me, status: 'INVITED' }] });
    // An invitation in another workspace (as if left behind) is not mine to answer here.
    await seedIdea({ owner: outsider, tenantId: f.outsiderTenantId, coAuthors: [{ user: me, status: 'INVITED' }] });
    const followed = await seedIdea({ owner: owner });
    ok(await h.as(me, FOLLOW, { input: { ideaId: followed, follow: true } }), 'follow');
    const ids = async (tab: string) =>
      ok(await h.as(me, MY, { tab, limit: 100 }), tab)
        .listMyInnovations.items.map((i: { id: string }) => i.id)
        .sort();
    const counts = async () => ok(await h.as(me, MY_COUNTS), 'counts').getMyInnovationsCounts;
    expect(await ids('DRAFTS')).toEqual([draft, coDraft].sort());
    expect(await ids('SUBMITTED')).toEqual([submitted]);
    expect(await ids('COAUTHORED')).toEqual([coDraft, co].sort());
    expect(await ids('FOLLOWING')).toEqual([followed]);
    expect(await ids('INVITATIONS')).toEqual([invited, invitedDraft].sort());
    expect(await counts()).toEqual({ drafts: 2, submitted: 1, coauthored: 2, following: 1, invitations: 2 });
    const invitations = ok(await h.as(me, MY, { tab: 'INVITATIONS', limit: 1 }), 'invitations').listMyInnovations;
    expect(invitations.total).toBe(2);
    expect(invitations.nextToken).not.toBeNull();
    // Accepting moves the idea from the invitations to the co-authored (and followed) ideas; declining drops it.
    ok(await h.as(me, RESPOND, { input: { ideaId: invited, accept: true } }), 'accept');
    expect(await ids('INVITATIONS')).toEqual([invitedDraft]);
    expect(await ids('COAUTHORED')).toEqual([coDraft, co, invited].sort());
    expect(await counts()).toEqual({ drafts: 2, submitted: 1, coauthored: 3, following: 2, invitations: 1 });
    expect(await h.as(me, RESPOND, { input: { ideaId: invitedDraft, accept: false } })).toMatchObject({
      data: { respondToCoAuthorship: null },
    });
    expect(await ids('INVITATIONS')).toEqual([]);
    expect(await ids('DRAFTS')).toEqual([draft, coDraft].sort());
    expect(await counts()).toMatchObject({ coauthored: 3, invitations: 0 });
    const paged = ok(await h.as(me, MY, { tab: 'DRAFTS', limit: 1 }), 'paged').listMyInnovations;
    expect(paged.total).toBe(2);
    const next = ok(
      await h.as(me, MY, { tab: 'DRAFTS', limit: 1, nextToken: paged.nextToken }),
      'next',
    ).listMyInnovations;
    expect([paged.items[0].id, next.items[0].id].sort()).toEqual([draft, coDraft].sort());
    expect(next.nextToken).toBeNull();
  });
});

describe('live', () => {
  it('a vote and a comment reach subscribers of the workspace, and nobody of another', async () => {
    const seen: { who: string; field: string; value: Record<string, unknown> }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    const listen = (who: string, user: TestUser, field: string, selection: string) =>
      subs.push(
        subscribeAs(h, user, field, selection, {
          next: (value) => seen.push({ who, field, value }),
          error: (e) => seen.push({ who, field: 'error', value: { error: String(e) } }),
        }),
      );
    const IDEA = 'id tenantId voteCount commentCount stage';
    for (const [who, user] of [
      ['lead', lead],
      ['outsider', outsider],
    ] as const) {
      listen(who, user, 'onUpdateIdea', IDEA);
      listen(who, user, 'onCreateIdeaComment', 'id ideaId body authorName');
    }
    try {
      const idea = await seedIdea({ owner, title: 'Live one' });
      // The subscriptions are open once a probe gets through to the lead.
      const probe = await seedIdea({ owner, title: 'Probe' });
      let on = true;
      const deadline = Date.now() + 15_000;
      while (!seen.some((s) => s.who === 'lead' && s.value?.id === probe) && Date.now() < deadline) {
        await h.as(member, FOLLOW, { input: { ideaId: probe, follow: on } });
        on = !on;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.some((s) => s.who === 'lead' && s.value?.id === probe)).toBe(true);

      ok(await h.as(member, VOTE, { input: { ideaId: idea, vote: true } }), 'vote');
      await until(() => seen.some((s) => s.field === 'onUpdateIdea' && s.value?.id === idea));
      expect(seen.find((s) => s.field === 'onUpdateIdea' && s.value?.id === idea)?.value).toMatchObject({
        voteCount: 1,
        stage: 'NEW',
      });
      const c = ok(
        await h.as(member, ADD_COMMENT, { input: { ideaId: idea, body: 'Live comment' } }),
        'comment',
      ).addIdeaComment;
      await until(() => seen.some((s) => s.field === 'onCreateIdeaComment' && s.value?.id === c.id));
      await until(() =>
        seen.some((s) => s.field === 'onUpdateIdea' && s.value?.id === idea && s.value.commentCount === 1),
      );
      // A draft's update reaches nobody but those who can see the draft (its author here).
      const draft = await seedIdea({ owner: member, state: 'DRAFT', title: 'Private' });
      ok(await h.as(member, FOLLOW, { input: { ideaId: draft, follow: true } }), 'draft follow');
      // Ordered delivery: a later event of the board seen means the draft's was not delivered.
      ok(await h.as(member, VOTE, { input: { ideaId: probe, vote: true } }), 'later vote');
      await until(() =>
        seen.some((s) => s.field === 'onUpdateIdea' && s.value?.id === probe && s.value.voteCount === 1),
      );
      expect(seen.filter((s) => s.value?.id === draft)).toEqual([]);
      expect(seen.filter((s) => s.who === 'outsider')).toEqual([]);
      expect(seen.filter((s) => s.field === 'error')).toEqual([]);
    } finally {
      for (const s of subs) s.unsubscribe();
    }
  });
});
