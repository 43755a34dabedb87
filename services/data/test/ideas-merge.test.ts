// Merging duplicate ideas (issue 29) through the real API: a moderator merges one idea into another — the merged
// idea's author and co-authors become co-authors, its comments and followers move across, votes merge without
// counting twice a person who voted for both (and without giving the target's authors a vote), and the merged idea
// leaves the board but still answers with where it went; no more writes on it; the refusals (non-moderators,
// itself, other campaigns, anonymous into named); vote counts stay exact under votes racing the merge; and an undo
// within a day restores both ideas (older merges stay), on an injected clock.
import { MERGE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, campaignKit, hoursAfter, newMember, phasesFrom, Q } from './campaigns-fixture.ts';
import { EVAL_CARD, refusalOf } from './evaluation-fixture.ts';
import { type DataHarness, errorOf, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

// The clock runs on from where the test sets it (the undo's day is measured on it).
let offset = 0;
const clock = () => new Date(Date.now() + offset);

const MERGE_FIELDS = 'id sourceId sourceTitle targetId targetTitle mergedByName note mergedAt canUndo';
const MERGE_DETAILS = `idea { ${EVAL_CARD} followerCount votedByMe coAuthors { userId status } }
  merge { ${MERGE_FIELDS} } mergedFrom { ${MERGE_FIELDS} } canModerate`;
const M = {
  merge: `mutation ($input: MergeIdeaInput!) { mergeIdea(input: $input) { ${MERGE_DETAILS} } }`,
  undo: `mutation ($input: UndoIdeaMergeInput!) { undoIdeaMerge(input: $input) { ${MERGE_DETAILS} } }`,
  get: `query ($id: ID!) { getIdea(id: $id) { ${MERGE_DETAILS} } }`,
  board: `query ($campaignId: ID) { listIdeas(campaignId: $campaignId, limit: 100) { items { id } total } }`,
  edit: 'mutation ($input: EditIdeaInput!) { editIdea(input: $input) { idea { id } } }',
  tags: 'mutation ($input: UpdateIdeaTagsInput!) { updateIdeaTags(input: $input) { id } }',
  move: 'mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { id stage } }',
  editComment: 'mutation ($input: EditIdeaCommentInput!) { editIdeaComment(input: $input) { id body } }',
};

type Merge = { id: string; sourceId: string; targetId: string; note: string | null; canUndo: boolean };
type Details = {
  idea: {
    id: string;
    title: string;
    voteCount: number;
    commentCount: number;
    followerCount: number;
    votedByMe: boolean;
    mergedIntoId: string | null;
    mergedIntoTitle: string | null;
    coAuthors: { userId: string; status: string }[];
  };
  merge: Merge | null;
  mergedFrom: Merge[];
};

let h: DataHarness;
let f: RolesFixture;
let kit: ReturnType<typeof campaignKit>;
let owner: TestUser;
/** The workspace's admin: creates the campaigns (their OWNER). */
let admin: TestUser;
/** The campaign's MODERATOR, a plain member. */
let moderator: TestUser;
/** The source's author, its accepted co-author, a co-author invited who has not answered. */
let sAuthor: TestUser;
let sCo: TestUser;
let sInvited: TestUser;
/** The target's author. */
let tAuthor: TestUser;
let pAuthor: TestUser;
let qAuthor: TestUser;
/** Members who vote, comment and follow. */
let v: TestUser[];
let campaignId: string;
let otherCampaignId: string;

const db = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  h.system.database.query<T>(sql, params);
const refused = (r: GqlResult) => refusalOf(r);
const merged = ['ValidationError', MERGE_MESSAGES.merged];

/** Tokens live an hour on the injected clock: after a jump, sign in again. */
async function fresh(user: TestUser) {
  return h.signIn(user.email);
}

function openCampaign(title: string, moderatorIds: string[]) {
  return kit
    .create(admin, {
      title,
      allowAnonymous: true,
      moderatorIds,
      phases: phasesFrom(hoursAfter(new Date(), -1), [
        { kind: 'SUBMISSION', name: 'Ideas', hours: 96 },
        { kind: 'REVIEW', name: 'Review', hours: 96 },
      ]),
    })
    .then(async (c) => {
      expect((await kit.publish(admin, c.id)).status).toBe('OPEN');
      return c.id;
    });
}

beforeAll(async () => {
  h = await startDataHarness({}, { now: clock });
  kit = campaignKit(h);
  f = await buildRolesFixture(h);
  ({ owner, admin } = f.users);
  sAuthor = f.users.member;
  sCo = f.users.lead;
  ok(await h.as(f.users.platformAdmin, Q.plan, { input: { tenantId: f.tenantId, tier: 'CAMPAIGN' } }), 'plan');
  const tags = [
    'moderator',
    'invited',
    'target',
    'pauthor',
    'qauthor',
    ...Array.from({ length: 20 }, (_, i) => `v${i}`),
  ];
  const made = await Promise.all(tags.map((t) => newMember(h, f.tenantId, t)));
  [moderator, sInvited, tAuthor, pAuthor, qAuthor] = made;
  v = made.slice(5);
  campaignId = await openCampaign('Getting to work', [moderator.username]);
  // The other campaign's moderators are its owner and the workspace's owners and admins only.
  otherCampaignId = await openCampaign('Lunch breaks', []);
});
afterAll(async () => {
  await h?.close();
});

const details = async (user: TestUser, id: string): Promise<Details> =>
  ok(await h.as(user, M.get, { id }), 'getIdea').getIdea;
const vote = (user: TestUser, ideaId: string, yes = true) => h.as(user, Q.vote, { input: { ideaId, vote: yes } });
const comment = async (user: TestUser, ideaId: string, body: string, parentId?: string) =>
  ok(await h.as(user, Q.comment, { input: { ideaId, body, parentId } }), 'comment').addIdeaComment.id as string;
const commentIds = async (user: TestUser, ideaId: string) =>
  (ok(await h.as(user, Q.comments, { ideaId }), 'comments').listIdeaComments.items as { id: string }[])
    .map((c) => c.id)
    .sort();
const rows = async (table: 'idea_votes' | 'idea_followers', ideaId: string) =>
  (
    await db<{ user_id: string }>(`select user_id from app.${table} where idea_id = $1 order by user_id collate "C"`, [
      ideaId,
    ])
  ).map((r) => r.user_id);
const counts = async (ideaId: string) =>
  (
    await db<{ vote_count: number; comment_count: number; follower_count: number }>(
      'select vote_count, comment_count, follower_count from app.ideas where id = $1',
      [ideaId],
    )
  )[0];
const board = async (user: TestUser, cid = campaignId) =>
  (ok(await h.as(user, M.board, { campaignId: cid }), 'listIdeas').listIdeas.items as { id: string }[]).map(
    (i) => i.id,
  );
const sorted = (xs: TestUser[]) => xs.map((x) => x.username).sort();

let S: string;
let T: string;
/** S's comments: c1 (v0), its reply c2 (sAuthor), c3 (v1); T's: c4 (v2). */
let sComments: string[];
let tComments: string[];
let before: { s: Awaited<ReturnType<typeof counts>>; t: Awaited<ReturnType<typeof counts>> };
let beforeFollowers: { s: string[]; t: string[] };

describe('mergeIdea', () => {
  it('moves comments and followers, makes the source’s authors co-authors and merges votes once', async () => {
    S = await kit.submitted(sAuthor, campaignId, 'Bike racks at the station');
    T = await kit.submitted(tAuthor, campaignId, 'More bike parking near the station');
    ok(await h.as(sAuthor, Q.invite, { input: { ideaId: S, userIds: [sCo.username, sInvited.username] } }), 'invite');
    ok(await h.as(sCo, Q.respond, { input: { ideaId: S, accept: true } }), 'accept');
    const c1 = await comment(v[0], S, 'Covered ones, please');
    const c2 = await comment(sAuthor, S, 'Yes, covered', c1);
    const c3 = await comment(v[1], S, 'And lockers');
    const c4 = await comment(v[2], T, 'Near the entrance');
    sComments = [c1, c2, c3].sort();
    tComments = [c4];
    ok(await h.as(v[3], Q.follow, { input: { ideaId: S, follow: true } }), 'follow S');
    ok(await h.as(v[0], Q.follow, { input: { ideaId: T, follow: true } }), 'follow T');
    // v0 votes for both, v1 for the source only, v4 for the target only; the target's author for the source; the
    // source's author for the target (as its co-author after the merge, that vote is withdrawn).
    for (const [who, idea] of [
      [v[0], S],
      [v[0], T],
      [v[1], S],
      [v[4], T],
      [tAuthor, S],
      [sAuthor, T],
    ] as const)
      ok(await vote(who, idea), 'vote');
    before = { s: await counts(S), t: await counts(T) };
    beforeFollowers = { s: await rows('idea_followers', S), t: await rows('idea_followers', T) };
    expect(before.s).toMatchObject({ vote_count: 3, comment_count: 3 });
    expect(before.t).toMatchObject({ vote_count: 3, comment_count: 1 });
    const boardBefore = await board(v[5]);
    expect(boardBefore).toEqual(expect.arrayContaining([S, T]));
    const ideaCountBefore = (await kit.get(v[5], campaignId))?.ideaCount as number;

    const out = ok(
      await h.as(moderator, M.merge, { input: { sourceId: S, targetId: T, note: 'Same station, same racks' } }),
      'mergeIdea',
    ).mergeIdea as Details;
    expect(out.idea.id).toBe(T);

    // Votes: v0 once, v1 added, the target's author not given one, the new co-author's withdrawn; counts = rows.
    expect(await rows('idea_votes', T)).toEqual(sorted([v[0], v[1], v[4]]));
    expect((await counts(T)).vote_count).toBe(3);
    expect(out.idea.voteCount).toBe(3);
    // The source keeps its votes, frozen.
    expect(await rows('idea_votes', S)).toEqual(sorted([v[0], v[1], tAuthor]));
    expect((await counts(S)).vote_count).toBe(3);

    // Comments moved, replies with their parents; counts recounted.
    expect(await commentIds(v[5], T)).toEqual([...sComments, ...tComments].sort());
    const [reply] = await db<{ idea_id: string; parent_id: string }>(
      'select idea_id, parent_id from app.idea_comments where id = $1',
      [c2],
    );
    expect(reply).toEqual({ idea_id: T, parent_id: c1 });
    expect(await counts(T)).toMatchObject({ comment_count: 4 });
    expect(await counts(S)).toMatchObject({ comment_count: 0 });

    // Followers: the source's added to the target's once each; the source keeps its own.
    const tFollowers = await rows('idea_followers', T);
    expect(tFollowers).toEqual([...new Set([...beforeFollowers.t, ...beforeFollowers.s])].sort());
    expect((await counts(T)).follower_count).toBe(tFollowers.length);
    expect(await rows('idea_followers', S)).toEqual(beforeFollowers.s);

    // Co-authors: the source's author and accepted co-author, accepted; the invitee who never answered, not.
    const co = new Map(out.idea.coAuthors.map((c) => [c.userId, c.status]));
    expect(co.get(sAuthor.username)).toBe('ACCEPTED');
    expect(co.get(sCo.username)).toBe('ACCEPTED');
    expect(co.has(sInvited.username)).toBe(false);
    expect(co.has(tAuthor.username)).toBe(false);

    // The source leaves the board and its counts but still answers, saying where it went.
    expect(await board(v[5])).not.toContain(S);
    expect(await board(v[5])).toContain(T);
    expect((await kit.get(v[5], campaignId))?.ideaCount).toBe(ideaCountBefore - 1);
    const similar = ok(await h.as(v[5], Q.similar, { t: 'Bike racks at the station', campaignId }), 'similar')
      .findSimilarIdeas as { id: string }[];
    expect(similar.map((s) => s.id)).not.toContain(S);
    const source = await details(v[5], S);
    expect(source.idea).toMatchObject({
      id: S,
      mergedIntoId: T,
      mergedIntoTitle: 'More bike parking near the station',
    });
    expect(source.merge).toMatchObject({ sourceId: S, targetId: T, note: 'Same station, same racks', canUndo: false });
    expect((await details(moderator, S)).merge?.canUndo).toBe(true);
    const target = await details(moderator, T);
    expect(target.mergedFrom.map((m) => [m.sourceId, m.canUndo])).toEqual([[S, true]]);
    expect(target.merge).toBeNull();
    // The source's author still finds it among their own.
    const mine = ok(await h.as(sAuthor, Q.my, { tab: 'SUBMITTED' }), 'my').listMyInnovations.items as {
      id: string;
    }[];
    expect(mine.map((i) => i.id)).toContain(S);

    // What moved is recorded; the authors are told, the actor is not.
    const [row] = await db<{ moved: Record<string, string[]>; merged_by: string; undone_at: Date | null }>(
      'select moved, merged_by, undone_at from app.idea_merges where source_id = $1',
      [S],
    );
    expect(row.merged_by).toBe(moderator.username);
    expect(row.undone_at).toBeNull();
    expect([...row.moved.votes].sort()).toEqual([v[1].username]);
    expect([...row.moved.comments].sort()).toEqual(sComments);
    expect([...row.moved.coAuthors].sort()).toEqual(sorted([sAuthor, sCo]));
    const notified = async (kind: string) =>
      (
        await db<{ owner: string }>(
          'select owner from app.notification_events where kind = $1 order by owner collate "C"',
          [kind],
        )
      ).map((n) => n.owner);
    expect(await notified('idea.merged')).toEqual(sorted([sAuthor, sCo]));
    expect(await notified('idea.mergedInto')).toEqual([tAuthor.username]);
    expect(
      await db("select id from app.audit_log where action = 'mergeIdea' and actor = $1", [moderator.username]),
    ).toHaveLength(1);
  });

  it('refuses every write on the merged idea', async () => {
    expect(refused(await vote(v[5], S))).toEqual(merged);
    expect(refused(await vote(v[0], S, false))).toEqual(merged);
    expect(refused(await h.as(v[5], Q.follow, { input: { ideaId: S, follow: true } }))).toEqual(merged);
    expect(refused(await h.as(v[5], Q.comment, { input: { ideaId: S, body: 'Late' } }))).toEqual(merged);
    expect(
      refused(await h.as(sAuthor, M.edit, { input: { id: S, title: 'Bike racks, edited', content: ANSWERS } })),
    ).toEqual(merged);
    expect(refused(await h.as(sAuthor, M.tags, { input: { id: S, tags: ['bikes'] } }))).toEqual(merged);
    expect(refused(await h.as(moderator, M.move, { input: { ids: [S], stage: 'SELECTED' } }))).toEqual(merged);
    expect(refused(await h.as(moderator, Q.moderate, { input: { ideaId: S, action: 'HIDE' } }))).toEqual(merged);
    expect(refused(await h.as(sAuthor, Q.invite, { input: { ideaId: S, userIds: [v[5].username] } }))).toEqual(merged);
    expect(refused(await h.as(sInvited, Q.respond, { input: { ideaId: S, accept: true } }))).toEqual(merged);
    // A second merge, either way round.
    const other = await kit.submitted(v[6], campaignId, 'Cycle lanes to the station');
    expect(refused(await h.as(moderator, M.merge, { input: { sourceId: S, targetId: other } }))).toEqual(merged);
    expect(refused(await h.as(moderator, M.merge, { input: { sourceId: other, targetId: S } }))).toEqual(merged);
    // Nothing changed on the source.
    expect(await counts(S)).toMatchObject({ vote_count: 3, comment_count: 0 });
    const [state] = await db<{ title: string; stage: string; moderation: string; tags: string[] }>(
      'select title, stage, moderation, tags from app.ideas where id = $1',
      [S],
    );
    expect(state).toMatchObject({ title: 'Bike racks at the station', stage: 'NEW', moderation: 'VISIBLE' });
    expect(
      await db('select user_id from app.idea_coauthors where idea_id = $1 and user_id = $2', [S, v[5].username]),
    ).toEqual([]);
  });

  it('refuses non-moderators, an idea into itself, other campaigns and anonymous into named', async () => {
    const a = await kit.submitted(pAuthor, campaignId, 'Showers for cyclists');
    const b = await kit.submitted(qAuthor, campaignId, 'Changing rooms for cyclists');
    const anon = await kit.submitted(pAuthor, campaignId, 'Quiet bike shed', { anonymous: true });
    const elsewhere = await kit.submitted(qAuthor, otherCampaignId, 'Showers near the canteen');
    const wsDraft = ok(
      await h.as(qAuthor, Q.save, {
        input: { templateId: 'problem-statement', title: 'Showers everywhere', content: ANSWERS },
      }),
      'workspace draft',
    ).saveIdeaDraft.idea.id as string;
    ok(await h.as(qAuthor, Q.submit, { input: { id: wsDraft } }), 'submit workspace idea');

    // The authors of both ideas, a plain member, the team lead: not moderators of the campaign.
    for (const who of [pAuthor, qAuthor, v[7], sCo])
      expect(refused(await h.as(who, M.merge, { input: { sourceId: a, targetId: b } })), who.email).toEqual([
        'ValidationError',
        MERGE_MESSAGES.notMergeable,
      ]);
    expect(refused(await h.as(moderator, M.merge, { input: { sourceId: a, targetId: a } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.mergeIntoSelf,
    ]);
    // The workspace's admin moderates both campaigns: still one campaign at a time, and not into a workspace idea.
    expect(refused(await h.as(admin, M.merge, { input: { sourceId: a, targetId: elsewhere } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.otherCampaign,
    ]);
    expect(refused(await h.as(owner, M.merge, { input: { sourceId: wsDraft, targetId: a } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.otherCampaign,
    ]);
    for (const [sourceId, targetId] of [
      [anon, b],
      [b, anon],
    ])
      expect(refused(await h.as(moderator, M.merge, { input: { sourceId, targetId } }))).toEqual([
        'ValidationError',
        MERGE_MESSAGES.anonymousMismatch,
      ]);
    // The campaign's moderator does not moderate the other campaign.
    expect(refused(await h.as(moderator, M.merge, { input: { sourceId: elsewhere, targetId: a } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.notMergeable,
    ]);
    expect(
      errorOf(await h.as(moderator, M.merge, { input: { sourceId: a, targetId: b, note: 'x'.repeat(501) } }))
        ?.errorType,
    ).toBe('ValidationError');
    // Another workspace's owner finds nothing.
    expect(errorOf(await h.as(f.users.outsider, M.merge, { input: { sourceId: a, targetId: b } }))).toBeDefined();
    expect(
      await db('select id from app.idea_merges where source_id = any($1::text[])', [[a, b, anon, elsewhere, wsDraft]]),
    ).toEqual([]);
    expect(
      await db('select id from app.ideas where id = any($1::text[]) and merged_into is not null', [[a, b, anon]]),
    ).toEqual([]);
  });
});

let P: string;
let Qi: string;
/** A comment on P (moved to Qi by the merge). */
let pComment: string;
const DELETE = 'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }';

describe('concurrent votes', () => {
  it('merging keeps vote counts exact while votes on both ideas race the merge', async () => {
    P = await kit.submitted(pAuthor, campaignId, 'Pool cars for site visits');
    Qi = await kit.submitted(qAuthor, campaignId, 'Shared cars for site visits');
    pComment = await comment(v[19], P, 'Electric ones?');
    // v0…v9 vote for both, v10…v14 for the source only, v15…v19 for the target only.
    const calls: { who: TestUser; idea: string }[] = [];
    for (let i = 0; i < 20; i++) {
      if (i < 15) calls.push({ who: v[i], idea: P });
      if (i < 10 || i >= 15) calls.push({ who: v[i], idea: Qi });
    }
    // The votes go out a few milliseconds apart, the merge a third of the way through: some reach the source
    // before the merge takes its lock, some wait for it, some come after.
    const pending: Promise<GqlResult>[] = [];
    let mergeCall: Promise<GqlResult> | undefined;
    for (const [i, c] of calls.entries()) {
      if (i === Math.floor(calls.length / 3))
        mergeCall = h.as(moderator, M.merge, { input: { sourceId: P, targetId: Qi } });
      pending.push(vote(c.who, c.idea));
      await new Promise((r) => setTimeout(r, 4));
    }
    const [mergeResult, ...voteResults] = await Promise.all([mergeCall as Promise<GqlResult>, ...pending]);
    ok(mergeResult, 'mergeIdea');

    const counted = new Set<string>();
    const onSource = new Set<string>();
    voteResults.forEach((r, i) => {
      const { who, idea } = calls[i];
      if (idea === Qi) {
        ok(r, `vote on the target by ${who.email}`);
        counted.add(who.username);
      } else if (r.errors) {
        // A vote on the source after the merge is refused with the merge's message.
        expect(refused(r)).toEqual(merged);
      } else {
        onSource.add(who.username);
        counted.add(who.username);
      }
    });

    // The target: one vote per distinct voter, the count equal to its rows and to what each voter reads.
    const targetRows = await rows('idea_votes', Qi);
    expect(targetRows).toEqual([...counted].sort());
    expect((await counts(Qi)).vote_count).toBe(targetRows.length);
    expect(targetRows).not.toContain(pAuthor.username);
    expect(targetRows).not.toContain(qAuthor.username);
    const [recount] = await db<{ n: number }>(
      'select count(distinct user_id)::int as n from app.idea_votes where idea_id = $1',
      [Qi],
    );
    expect(recount.n).toBe(targetRows.length);
    const read = await Promise.all(
      v.map(async (who) => [who.username, (await details(who, Qi)).idea.votedByMe] as const),
    );
    expect(
      read
        .filter(([, voted]) => voted)
        .map(([id]) => id)
        .sort(),
    ).toEqual(targetRows);
    expect((await details(moderator, Qi)).idea.voteCount).toBe(targetRows.length);
    // The source: its rows and count agree, frozen at the merge.
    expect(await rows('idea_votes', P)).toEqual([...onSource].sort());
    expect((await counts(P)).vote_count).toBe(onSource.size);
    // The merge recorded exactly the source's voters it added.
    const [row] = await db<{ moved: { votes: string[] } }>('select moved from app.idea_merges where source_id = $1', [
      P,
    ]);
    const added = [...onSource].filter((id) => !calls.some((c) => c.idea === Qi && c.who.username === id)).sort();
    expect([...row.moved.votes].sort()).toEqual(added);
  });
});

describe('undoIdeaMerge', () => {
  it('restores both ideas within a day: comments, counts, co-authors, the board', async () => {
    // After the merge, the target lives on: a new comment and a new vote stay with it.
    const later = await comment(v[8], T, 'Merged discussion goes on');
    ok(await vote(v[9], T), 'a vote after the merge');

    expect(refused(await h.as(sAuthor, M.undo, { input: { sourceId: S } }))?.[0]).toMatch(
      /ValidationError|Unauthorized|NotFound/,
    );
    expect((await details(v[5], S)).idea.mergedIntoId).toBe(T);

    const out = ok(await h.as(moderator, M.undo, { input: { sourceId: S } }), 'undo').undoIdeaMerge as Details;
    expect(out.idea).toMatchObject({ id: S, mergedIntoId: null });
    expect(out.merge).toBeNull();

    // Comments back where they were written (the reply with its parent); the later one stays on the target.
    expect(await commentIds(v[5], S)).toEqual(sComments);
    expect(await commentIds(v[5], T)).toEqual([...tComments, later].sort());
    expect(await counts(S)).toMatchObject({ comment_count: 3, vote_count: before.s.vote_count });
    expect(await counts(T)).toMatchObject({ comment_count: 2 });
    // Votes: the added one taken back, the withdrawn one given back, the later one kept.
    expect(await rows('idea_votes', T)).toEqual(sorted([v[0], v[4], v[9], sAuthor]));
    expect((await counts(T)).vote_count).toBe(4);
    expect(await rows('idea_votes', S)).toEqual(sorted([v[0], v[1], tAuthor]));
    // Followers: the ones the merge added are gone from the target (v8 followed by commenting since).
    const tFollowers = await rows('idea_followers', T);
    expect(tFollowers).toEqual([...new Set([...beforeFollowers.t, v[8].username])].sort());
    expect((await counts(T)).follower_count).toBe(tFollowers.length);
    expect(await rows('idea_followers', S)).toEqual(beforeFollowers.s);
    expect((await counts(S)).follower_count).toBe(beforeFollowers.s.length);
    // Co-authors removed from the target; the source's own untouched.
    const target = await details(moderator, T);
    const targetCoAuthors = target.idea.coAuthors.map((c) => c.userId);
    expect(targetCoAuthors).not.toContain(sAuthor.username);
    expect(targetCoAuthors).not.toContain(sCo.username);
    expect(target.mergedFrom).toEqual([]);
    expect(
      await db('select user_id, status from app.idea_coauthors where idea_id = $1 order by user_id collate "C"', [S]),
    ).toEqual(
      [
        { user_id: sCo.username, status: 'ACCEPTED' },
        { user_id: sInvited.username, status: 'INVITED' },
      ].sort((x, y) => (x.user_id < y.user_id ? -1 : 1)),
    );
    // Back on the board, writable again.
    expect(await board(v[5])).toEqual(expect.arrayContaining([S, T]));
    ok(await vote(v[5], S), 'vote on the restored idea');
    const [row] = await db<{ undone_at: Date | null; undone_by: string | null }>(
      'select undone_at, undone_by from app.idea_merges where source_id = $1',
      [S],
    );
    expect(row.undone_by).toBe(moderator.username);
    expect(row.undone_at).toBeTruthy();
    // Nothing left to undo.
    expect(refused(await h.as(moderator, M.undo, { input: { sourceId: S } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.notMerged,
    ]);
    // An idea others were merged into is not merged on (merge those into its target instead), and only a
    // moderator deletes it: with the ideas merged into it, and their comments.
    expect(refused(await h.as(moderator, M.merge, { input: { sourceId: Qi, targetId: T } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.sourceHasMerges,
    ]);
    expect(refused(await h.as(qAuthor, DELETE, { input: { id: Qi } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.deleteHasMerges,
    ]);
    expect((await details(v[5], P)).idea.mergedIntoId).toBe(Qi);
    expect(ok(await h.as(moderator, DELETE, { input: { id: Qi } }), 'deleteIdea').deleteIdea).toBe(true);
    expect(ok(await h.as(v[5], M.get, { id: P }), 'getIdea').getIdea).toBeNull();
    expect(await db('select id from app.ideas where id = any($1::text[])', [[P, Qi]])).toEqual([]);
    expect(await db('select id from app.idea_comments where id = $1', [pComment])).toEqual([]);
    expect(await board(v[5])).toEqual(expect.arrayContaining([S, T]));
  });

  it('a merge older than a day stays', async () => {
    ok(await h.as(moderator, M.merge, { input: { sourceId: S, targetId: T } }), 'merge again');
    offset = 23 * 3_600_000;
    moderator = await fresh(moderator);
    expect((await details(moderator, S)).merge?.canUndo).toBe(true);
    offset = 25 * 3_600_000;
    moderator = await fresh(moderator);
    expect((await details(moderator, S)).merge?.canUndo).toBe(false);
    expect(refused(await h.as(moderator, M.undo, { input: { sourceId: S } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.undoExpired,
    ]);
    expect((await details(moderator, S)).idea.mergedIntoId).toBe(T);
  });
});
