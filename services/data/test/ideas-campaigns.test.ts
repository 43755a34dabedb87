// The ideas side of campaigns (issue 28): a draft answers a campaign (its template, categories, anonymity), the
// active phase decides submit, vote and comment, pre-moderation and moderateIdea, campaign visibility in every
// ideas answer, and anonymity in each of them. The campaign itself is written into the tables here (the campaigns
// functions have tests of their own), so these checks stand on the ideas functions alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type DataHarness, errorOf, startDataHarness, subscribeAs, type TestUser, until } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

const g = globalThis as { WebSocket?: unknown };
const hadWebSocket = g.WebSocket;

const PLAN = 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }';
const INVITE =
  'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } skipped { email reason } } }';
const ACCEPT = 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId role } }';

const CARD = `id title state stage owner authorName anonymous campaignId campaignTitle moderation duplicateOfId
  duplicateOfTitle moderationNote coAuthors { userId name status } voteCount`;
const DETAILS = `idea { ${CARD} } canEdit canModerate canVote canComment seesAuthor stageHistory { toStage actorName }`;
const COMMENT = 'id ideaId owner authorName body';
const Q = {
  save: `mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { ${DETAILS} } }`,
  submit: `mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { ${DETAILS} } }`,
  get: `query ($id: ID!) { getIdea(id: $id) { ${DETAILS} } }`,
  ideas: `query ($campaignId: ID, $moderation: IdeaModeration, $authorId: ID) {
    listIdeas(campaignId: $campaignId, moderation: $moderation, authorId: $authorId, limit: 100) {
      items { ${CARD} } total } }`,
  moderate: `mutation ($input: ModerateIdeaInput!) { moderateIdea(input: $input) { ${CARD} } }`,
  vote: 'mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { id voteCount } }',
  follow: 'mutation ($input: FollowIdeaInput!) { followIdea(input: $input) { id } }',
  comment: `mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { ${COMMENT} } }`,
  comments: `query ($ideaId: ID!) { listIdeaComments(ideaId: $ideaId) { items { ${COMMENT} } } }`,
  activity: 'query ($ideaId: ID!) { listIdeaActivity(ideaId: $ideaId, limit: 100) { items { action actorName } } }',
  feed: 'query { listWorkspaceActivity(limit: 100) { items { action actorId actorName target } } }',
  similar: 'query ($t: String!, $c: ID) { findSimilarIdeas(title: $t, campaignId: $c) { id } }',
  my: 'query { listMyInnovations(tab: FOLLOWING, limit: 100) { items { id owner authorName } total } }',
  people: 'query ($id: ID) { listIdeaPeople(ideaId: $id) { userId } }',
};
const ANSWERS = { problem: 'The problem', affected: 'Who it affects', impact: 'What it changes' };

let h: DataHarness;
let f: RolesFixture;
/** Workspace owner; workspace admin (sees every campaign, not anonymous authors). */
let owner: TestUser;
let admin: TestUser;
/** The campaign's moderator (a plain member of the workspace). */
let moderator: TestUser;
/** In the campaign's audience (its team), and the author of its ideas. */
let author: TestUser;
/** In the audience too: a reader of the campaign. */
let reader: TestUser;
/** A member of the workspace outside the audience: sees nothing of the campaign. */
let bystander: TestUser;

async function joinWorkspace(tag: string): Promise<TestUser> {
  const user = await h.newUser(tag);
  const invited = ok(await h.as(owner, INVITE, { input: { emails: [user.email], role: 'member' } }), 'invite');
  ok(await h.as(user, ACCEPT, { input: { id: invited.inviteMembers.invited[0].id } }), 'accept');
  return user;
}

const db = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  h.system.database.query<T>(sql, params);

/** An OPEN campaign for the fixture's team: submission (submit, vote, comment), review (vote), selection (nothing). */
async function campaign(opts: { premoderation?: boolean; anonymous?: boolean; categories?: string[] } = {}) {
  const [c] = await db<{ id: string }>(
    `insert into app.campaigns (tenant_id, title, template_id, categories, audience, allow_anonymous, premoderation,
                                status, active_phase, created_by, published_at, opened_at)
     values ($1, 'Greener offices', 'problem-statement', $2, 'TEAMS', $3, $4, 'OPEN', 0, $5, now(), now()) returning id`,
    [f.tenantId, opts.categories ?? [], opts.anonymous ?? true, opts.premoderation ?? false, owner.username],
  );
  const id = c?.id as string;
  const hour = 3_600_000;
  const start = Date.now() - hour;
  const phases: [string, boolean, boolean, boolean][] = [
    ['SUBMISSION', true, true, true],
    ['REVIEW', false, true, false],
    ['SELECTION', false, false, false],
  ];
  for (const [i, [kind, submit, vote, comment]] of phases.entries())
    await db(
      `insert into app.campaign_phases (campaign_id, position, kind, name, starts_at, ends_at, allow_submit, allow_vote, allow_comment)
       values ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
      [id, i, kind, new Date(start + i * 24 * hour), new Date(start + (i + 1) * 24 * hour), submit, vote, comment],
    );
  await db('insert into app.campaign_teams (campaign_id, team_id) values ($1, $2)', [id, f.teamId]);
  await db(`insert into app.campaign_roles (campaign_id, user_id, role) values ($1, $2, 'MODERATOR')`, [
    id,
    moderator.username,
  ]);
  return id;
}

const phase = (campaignId: string, position: number) =>
  db('update app.campaigns set active_phase = $2 where id = $1', [campaignId, position]);

async function submitted(user: TestUser, campaignId: string, title: string, anonymous = false) {
  const d = ok(
    await h.as(user, Q.save, {
      input: { templateId: 'problem-statement', title, content: ANSWERS, campaignId, anonymous },
    }),
    'save',
  ).saveIdeaDraft;
  return ok(await h.as(user, Q.submit, { input: { id: d.idea.id } }), 'submit').submitIdea;
}

beforeAll(async () => {
  g.WebSocket ??= WebSocket;
  h = await startDataHarness();
  f = await buildRolesFixture(h);
  ok(await h.as(f.users.platformAdmin, PLAN, { input: { tenantId: f.tenantId, tier: 'CAMPAIGN' } }), 'plan');
  ({ owner, admin } = f.users);
  moderator = f.users.member;
  reader = f.users.lead;
  author = await joinWorkspace('author');
  bystander = await joinWorkspace('bystander');
  await db(`insert into app.team_members (team_id, user_id, role) values ($1, $2, 'member')`, [
    f.teamId,
    author.username,
  ]);
});
afterAll(async () => {
  await h?.close();
  g.WebSocket = hadWebSocket;
});

describe('a campaign’s drafts and phases', () => {
  it('a draft takes the campaign’s template, categories and anonymity rules; out of the audience it is missing', async () => {
    const c = await campaign({ categories: ['Energy', 'Waste'], anonymous: false });
    const base = { templateId: 'problem-statement', title: 'Solar', content: {}, campaignId: c };
    expect(errorOf(await h.as(author, Q.save, { input: { ...base, templateId: 'lean-canvas' } }))?.message).toContain(
      'Ideas in this campaign use its template.',
    );
    expect(errorOf(await h.as(author, Q.save, { input: { ...base, category: 'Travel' } }))?.message).toContain(
      'Choose one of the campaign’s categories.',
    );
    expect(errorOf(await h.as(author, Q.save, { input: { ...base, anonymous: true } }))?.message).toContain(
      'This campaign does not allow anonymous ideas.',
    );
    expect(errorOf(await h.as(bystander, Q.save, { input: base }))?.errorType).toBe('NotFound');
    const d = ok(await h.as(author, Q.save, { input: { ...base, category: 'energy' } }), 'save').saveIdeaDraft;
    expect(d.idea).toMatchObject({ campaignId: c, campaignTitle: 'Greener offices', anonymous: false });
    const [row] = await db<{ category: string }>('select category from app.ideas where id = $1', [d.idea.id]);
    expect(row?.category).toBe('Energy');
    // Dropped from its campaign, the draft is a workspace idea again.
    const dropped = ok(
      await h.as(author, Q.save, { input: { ...base, id: d.idea.id, campaignId: null } }),
      'save',
    ).saveIdeaDraft;
    expect(dropped.idea.campaignId).toBeNull();
  });

  it('submit only in a phase taking ideas; votes and comments only where the phase allows them', async () => {
    const c = await campaign();
    const open = await submitted(author, c, 'Bike sheds for all');
    expect(open.idea).toMatchObject({ moderation: 'VISIBLE', campaignId: c });
    const ideaId = open.idea.id as string;
    expect(ok(await h.as(reader, Q.get, { id: ideaId }), 'get').getIdea).toMatchObject({
      canVote: true,
      canComment: true,
    });

    await phase(c, 1); // review: votes, no submissions, no comments
    const late = ok(
      await h.as(author, Q.save, {
        input: { templateId: 'problem-statement', title: 'Late', content: ANSWERS, campaignId: c },
      }),
      'save',
    ).saveIdeaDraft;
    const refused = errorOf(await h.as(author, Q.submit, { input: { id: late.idea.id } }));
    expect(refused).toMatchObject({
      errorType: 'PhaseClosed',
      message: 'This campaign is not taking ideas in its current phase.',
    });
    expect(errorOf(await h.as(reader, Q.comment, { input: { ideaId, body: 'Nice' } }))?.message).toBe(
      'Comments are not open in this phase of the campaign.',
    );
    expect(ok(await h.as(reader, Q.vote, { input: { ideaId, vote: true } }), 'vote').voteIdea.voteCount).toBe(1);
    expect(ok(await h.as(reader, Q.get, { id: ideaId }), 'get').getIdea).toMatchObject({ canComment: false });

    await phase(c, 2); // selection: no votes
    expect(errorOf(await h.as(admin, Q.vote, { input: { ideaId, vote: true } }))).toMatchObject({
      errorType: 'PhaseClosed',
      message: 'Voting is not open in this phase of the campaign.',
    });
    // Nor is one taken back (the phase's count stands); the canVote flag follows the phase.
    expect(errorOf(await h.as(reader, Q.vote, { input: { ideaId, vote: false } }))).toMatchObject({
      errorType: 'PhaseClosed',
      message: 'Voting is not open in this phase of the campaign.',
    });
    expect(ok(await h.as(reader, Q.get, { id: ideaId }), 'get').getIdea.idea.voteCount).toBe(1);
    expect(ok(await h.as(admin, Q.get, { id: ideaId }), 'get').getIdea.canVote).toBe(false);
  });
});

describe('moderation', () => {
  it('pre-moderation queues an idea for its moderators, who approve, reject, hide and mark duplicates', async () => {
    const c = await campaign({ premoderation: true });
    const waiting = await submitted(author, c, 'Rainwater for the plants');
    const ideaId = waiting.idea.id as string;
    expect(waiting.idea.moderation).toBe('PENDING');
    const told = await db<{ owner: string }>(
      `select owner from app.notification_events where kind = 'idea.awaitingModeration' and link like '%' || $1`,
      [ideaId],
    );
    expect(told.map((t) => t.owner)).toContain(moderator.username);
    expect(told.map((t) => t.owner)).not.toContain(reader.username);

    // Not on the board, nor for the reader; in the moderator's queue; the queue is the moderators' only.
    const board = (who: TestUser, moderation?: string) =>
      h.as(who, Q.ideas, { campaignId: c, ...(moderation ? { moderation } : {}) });
    expect(ok(await board(reader), 'board').listIdeas.items).toEqual([]);
    expect(ok(await h.as(reader, Q.get, { id: ideaId }), 'get').getIdea).toBeNull();
    expect(ok(await board(moderator, 'PENDING'), 'queue').listIdeas.items.map((i: { id: string }) => i.id)).toEqual([
      ideaId,
    ]);
    expect(errorOf(await board(reader, 'PENDING'))?.errorType).toBe('Unauthorized');
    expect(errorOf(await h.as(reader, Q.moderate, { input: { ideaId, action: 'APPROVE' } }))).toBeDefined();
    expect(errorOf(await h.as(bystander, Q.moderate, { input: { ideaId, action: 'APPROVE' } }))?.errorType).toBe(
      'NotFound',
    );
    // Its author still sees it, waiting.
    expect(ok(await h.as(author, Q.get, { id: ideaId }), 'get').getIdea.idea.moderation).toBe('PENDING');

    const approved = ok(await h.as(moderator, Q.moderate, { input: { ideaId, action: 'APPROVE' } }), 'approve');
    expect(approved.moderateIdea.moderation).toBe('VISIBLE');
    expect(ok(await board(reader), 'board').listIdeas.items.map((i: { id: string }) => i.id)).toEqual([ideaId]);
    const approvedNotice = await db<{ owner: string }>(
      `select owner from app.notification_events where kind = 'idea.approved' and link like '%' || $1`,
      [ideaId],
    );
    expect(approvedNotice.map((n) => n.owner)).toEqual([author.username]);
    // Then the other moderators hear of a new idea, by its author, as at a submission without pre-moderation.
    const fresh = await db<{ body: string }>(
      `select body from app.notification_events where owner = $1 and kind = 'idea.submitted' and link like '%' || $2`,
      [owner.username, ideaId],
    );
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.body).toMatch(/^author .* submitted the idea "Rainwater for the plants"\.$/);
    expect(errorOf(await h.as(moderator, Q.moderate, { input: { ideaId, action: 'APPROVE' } }))?.message).toContain(
      'This idea is not waiting for approval.',
    );

    // Hidden: off the board and out of the reader's sight; back again.
    ok(await h.as(moderator, Q.moderate, { input: { ideaId, action: 'HIDE', note: 'Off topic' } }), 'hide');
    expect(ok(await h.as(reader, Q.get, { id: ideaId }), 'get').getIdea).toBeNull();
    expect(ok(await board(moderator, 'HIDDEN'), 'hidden').listIdeas.total).toBe(1);
    expect(ok(await h.as(author, Q.get, { id: ideaId }), 'get').getIdea.idea.moderationNote).toBe('Off topic');
    ok(await h.as(moderator, Q.moderate, { input: { ideaId, action: 'UNHIDE' } }), 'unhide');
    expect(ok(await h.as(reader, Q.get, { id: ideaId }), 'get').getIdea.idea.moderation).toBe('VISIBLE');

    // A second idea, rejected with a note its author reads; the rejected idea is out of everyone else's sight.
    const other = (await submitted(author, c, 'Rainwater again')).idea.id as string;
    const rejected = ok(
      await h.as(moderator, Q.moderate, { input: { ideaId: other, action: 'REJECT', note: 'Same as before' } }),
      'reject',
    ).moderateIdea;
    expect(rejected.moderation).toBe('REJECTED');
    expect(ok(await h.as(author, Q.get, { id: other }), 'get').getIdea.idea.moderationNote).toBe('Same as before');
    expect(ok(await h.as(reader, Q.get, { id: other }), 'get').getIdea).toBeNull();

    // Duplicates: not of itself; a duplicate takes no votes until unmarked.
    const third = (await submitted(moderator, c, 'Rain barrels')).idea.id as string;
    ok(await h.as(moderator, Q.moderate, { input: { ideaId: third, action: 'APPROVE' } }), 'approve third');
    expect(
      errorOf(
        await h.as(moderator, Q.moderate, { input: { ideaId: third, action: 'MARK_DUPLICATE', duplicateOf: third } }),
      )?.message,
    ).toContain('An idea cannot be a duplicate of itself.');
    const dup = ok(
      await h.as(moderator, Q.moderate, { input: { ideaId: third, action: 'MARK_DUPLICATE', duplicateOf: ideaId } }),
      'duplicate',
    ).moderateIdea;
    expect(dup).toMatchObject({ duplicateOfId: ideaId, duplicateOfTitle: 'Rainwater for the plants' });
    expect(errorOf(await h.as(reader, Q.vote, { input: { ideaId: third, vote: true } }))?.message).toBe(
      'This idea is a duplicate of another idea. Vote for that one instead.',
    );
    ok(await h.as(moderator, Q.moderate, { input: { ideaId: third, action: 'UNMARK_DUPLICATE' } }), 'unmark');
    expect(ok(await h.as(reader, Q.vote, { input: { ideaId: third, vote: true } }), 'vote').voteIdea.voteCount).toBe(1);
    const trail = ok(await h.as(moderator, Q.activity, { ideaId }), 'activity').listIdeaActivity.items;
    expect(trail.map((a: { action: string }) => a.action)).toContain('submitIdea');
  });
});

describe('out of the audience, a campaign’s ideas are missing', () => {
  it('no query tells a member outside the audience anything of them', async () => {
    const c = await campaign();
    const idea = (await submitted(author, c, 'Quantum compost heaps')).idea.id as string;
    ok(await h.as(reader, Q.comment, { input: { ideaId: idea, body: 'Compost!' } }), 'comment');
    // Seen from the audience and by the workspace's admin.
    for (const who of [reader, admin, owner])
      expect(ok(await h.as(who, Q.get, { id: idea }), 'get').getIdea.idea.id).toBe(idea);

    expect(ok(await h.as(bystander, Q.get, { id: idea }), 'get').getIdea).toBeNull();
    const all = ok(await h.as(bystander, Q.ideas, {}), 'board').listIdeas;
    expect(all.items.map((i: { id: string }) => i.id)).not.toContain(idea);
    expect(ok(await h.as(bystander, Q.ideas, { campaignId: c }), 'board').listIdeas).toMatchObject({
      items: [],
      total: 0,
    });
    expect(ok(await h.as(bystander, Q.similar, { t: 'quantum compost' }), 'similar').findSimilarIdeas).toEqual([]);
    expect(ok(await h.as(reader, Q.similar, { t: 'quantum compost', c }), 'similar').findSimilarIdeas).toEqual([
      { id: idea },
    ]);
    expect(errorOf(await h.as(bystander, Q.comments, { ideaId: idea }))?.errorType).toBe('NotFound');
    expect(errorOf(await h.as(bystander, Q.activity, { ideaId: idea }))?.errorType).toBe('NotFound');
    expect(errorOf(await h.as(bystander, Q.vote, { input: { ideaId: idea, vote: true } }))?.errorType).toBe('NotFound');
    expect(ok(await h.as(bystander, Q.people, { id: idea }), 'people').listIdeaPeople).toEqual([]);
    // Nor its category and tags in the board's filters.
    await db(`update app.ideas set category = 'Compost science', tags = '{compost-only}' where id = $1`, [idea]);
    const filters = 'query { listIdeaCategories listIdeaTags }';
    expect(ok(await h.as(bystander, filters), 'filters').listIdeaCategories).not.toContain('Compost science');
    expect(ok(await h.as(bystander, filters), 'filters').listIdeaTags).not.toContain('compost-only');
    expect(ok(await h.as(reader, filters), 'filters').listIdeaCategories).toContain('Compost science');
    expect(ok(await h.as(reader, filters), 'filters').listIdeaTags).toContain('compost-only');
    // Nor is the bystander someone who hears of it or can be mentioned.
    const people = ok(await h.as(reader, Q.people, { id: idea }), 'people').listIdeaPeople.map(
      (p: { userId: string }) => p.userId,
    );
    expect(people).toContain(author.username);
    expect(people).not.toContain(bystander.username);
  });
});

describe('anonymity', () => {
  it('an anonymous idea names nobody to its readers and admins, its author to moderators and itself', async () => {
    const c = await campaign();
    const idea = (await submitted(author, c, 'Anonymous hot desks', true)).idea.id as string;
    ok(await h.as(reader, Q.follow, { input: { ideaId: idea, follow: true } }), 'follow');
    ok(await h.as(author, Q.comment, { input: { ideaId: idea, body: 'Thanks for reading' } }), 'comment');

    const hidden = { owner: null, authorName: 'Anonymous', coAuthors: [], anonymous: true };
    for (const who of [reader, admin]) {
      const details = ok(await h.as(who, Q.get, { id: idea }), 'get').getIdea;
      expect(details.idea).toMatchObject(hidden);
      expect(details.seesAuthor).toBe(false);
      expect(details.stageHistory[0].actorName).toBe('Anonymous');
      const card = ok(await h.as(who, Q.ideas, { campaignId: c }), 'board').listIdeas.items[0];
      expect(card).toMatchObject(hidden);
      // Filtering by the author does not find it either.
      const byAuthor = ok(await h.as(who, Q.ideas, { authorId: author.username }), 'by author').listIdeas.items;
      expect(byAuthor.map((i: { id: string }) => i.id)).not.toContain(idea);
      const comments = ok(await h.as(who, Q.comments, { ideaId: idea }), 'comments').listIdeaComments.items;
      expect(comments[0]).toMatchObject({ owner: null, authorName: 'Anonymous' });
      const trail = ok(await h.as(who, Q.activity, { ideaId: idea }), 'activity').listIdeaActivity.items;
      for (const a of trail.filter((t: { action: string }) => ['submitIdea', 'addIdeaComment'].includes(t.action)))
        expect(a.actorName).toBe('Anonymous');
    }
    // Its earlier versions were written by nobody the reader may know.
    ok(
      await h.as(author, 'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { id } } }', {
        input: { id: idea, title: 'Anonymous hot desks 2', content: ANSWERS },
      }),
      'edit',
    );
    const versions = 'query ($id: ID!) { listIdeaVersions(ideaId: $id) { version createdByName } }';
    expect(ok(await h.as(reader, versions, { id: idea }), 'versions').listIdeaVersions).toEqual([
      { version: 1, createdByName: 'Anonymous' },
    ]);
    expect(ok(await h.as(moderator, versions, { id: idea }), 'versions').listIdeaVersions[0].createdByName).not.toBe(
      'Anonymous',
    );
    const following = ok(await h.as(reader, Q.my, {}), 'my').listMyInnovations.items;
    expect(following.find((i: { id: string }) => i.id === idea)).toMatchObject({
      owner: null,
      authorName: 'Anonymous',
    });

    // The workspace's activity feed (its owners and admins): the author's acts on it are Anonymous's.
    const feed = ok(await h.as(admin, Q.feed), 'feed').listWorkspaceActivity.items.filter(
      (a: { target: string }) => a.target === `Idea:${idea}`,
    );
    expect(feed.length).toBeGreaterThan(0);
    for (const a of feed.filter((x: { action: string }) =>
      ['submitIdea', 'addIdeaComment', 'saveIdeaDraft'].includes(x.action),
    ))
      expect(a).toMatchObject({ actorId: null, actorName: 'Anonymous' });

    // The follower's notice of the author's comment: 'Anonymous', no sub.
    const notices = await db<{ actor_sub: string | null; actor_name: string | null; title: string }>(
      `select actor_sub, actor_name, title from app.notification_events where owner = $1 and kind = 'idea.commented' and link like '%' || $2`,
      [reader.username, idea],
    );
    expect(notices).toEqual([
      { actor_sub: null, actor_name: 'Anonymous', title: 'Anonymous commented on "Anonymous hot desks"' },
    ]);

    // The campaign's moderator and the author see who wrote it.
    for (const who of [moderator, author]) {
      const details = ok(await h.as(who, Q.get, { id: idea }), 'get').getIdea;
      expect(details.idea).toMatchObject({ owner: author.username, anonymous: true });
      expect(details.seesAuthor).toBe(true);
      const comments = ok(await h.as(who, Q.comments, { ideaId: idea }), 'comments').listIdeaComments.items;
      expect(comments[0].owner).toBe(author.username);
    }
  });

  it('realtime records of an anonymous idea carry no owner, and nothing reaches members outside the audience', async () => {
    const c = await campaign();
    const seen: { who: string; field: string; value: Record<string, unknown> }[] = [];
    const subs: { unsubscribe(): void }[] = [];
    const listen = (who: string, user: TestUser, field: string, selection: string) =>
      subs.push(
        subscribeAs(h, user, field, selection, {
          next: (value) => seen.push({ who, field, value }),
          error: (e) => seen.push({ who, field: 'error', value: { error: String(e) } }),
        }),
      );
    for (const [who, user] of [
      ['reader', reader],
      ['bystander', bystander],
    ] as const) {
      listen(who, user, 'onCreateIdea', 'id owner anonymous campaignId moderation');
      listen(who, user, 'onUpdateIdea', 'id owner anonymous');
      listen(who, user, 'onCreateIdeaComment', 'id ideaId owner authorName');
    }
    try {
      // Open once a probe (a workspace idea, seen by both) reaches both.
      let probe = '';
      const deadline = Date.now() + 15_000;
      const got = (who: string, id: string) => seen.some((s) => s.who === who && s.value?.id === id);
      while (!(got('reader', probe) && got('bystander', probe)) && Date.now() < deadline) {
        const d = ok(
          await h.as(owner, Q.save, {
            input: { templateId: 'problem-statement', title: `Probe ${Date.now()}`, content: ANSWERS },
          }),
          'save',
        ).saveIdeaDraft;
        probe = ok(await h.as(owner, Q.submit, { input: { id: d.idea.id } }), 'submit').submitIdea.idea.id;
        await new Promise((r) => setTimeout(r, 100));
      }
      const idea = (await submitted(author, c, 'Secret standing desks', true)).idea.id as string;
      ok(await h.as(author, Q.comment, { input: { ideaId: idea, body: 'Mine' } }), 'comment');
      ok(await h.as(reader, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote');
      const waitFor = (check: () => boolean) => until(check, 15_000, () => `not seen: ${JSON.stringify(seen)}`);
      await waitFor(() => seen.some((s) => s.who === 'reader' && s.field === 'onCreateIdeaComment'));
      await waitFor(() => seen.filter((s) => s.who === 'reader' && s.field === 'onUpdateIdea').length >= 2);
      const forReader = seen.filter((s) => s.who === 'reader' && s.value?.id !== probe);
      expect(forReader.find((s) => s.field === 'onCreateIdea')?.value).toMatchObject({
        id: idea,
        owner: null,
        anonymous: true,
      });
      for (const s of forReader.filter((x) => x.field === 'onUpdateIdea')) expect(s.value.owner).toBeNull();
      expect(forReader.find((s) => s.field === 'onCreateIdeaComment')?.value).toMatchObject({
        ideaId: idea,
        owner: null,
        authorName: 'Anonymous',
      });
      // A last workspace event to the bystander, after which nothing of the campaign's idea has reached them.
      const last = ok(
        await h.as(owner, Q.save, { input: { templateId: 'problem-statement', title: 'Last', content: ANSWERS } }),
        'save',
      ).saveIdeaDraft;
      const lastId = ok(await h.as(owner, Q.submit, { input: { id: last.idea.id } }), 'submit').submitIdea.idea.id;
      await waitFor(() => got('bystander', lastId));
      expect(seen.filter((s) => s.who === 'bystander' && (s.value?.id === idea || s.value?.ideaId === idea))).toEqual(
        [],
      );
    } finally {
      for (const s of subs) s.unsubscribe();
    }
  });
});
