// The review of issue 29's server change, each finding a test that fails without its fix: an evaluator sees the
// other evaluators' scores, not who gave them, and only while still assigned; an idea's author cannot delete an
// idea others were merged into (a moderator can, and the merged ideas go with it); merging keeps anonymity both
// ways, takes only ideas on the board, and makes no chains; undoing one of two merges into the same idea keeps
// the votes and follows the other brought; an archived campaign's merge stays.
import { MERGE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Q } from './campaigns-fixture.ts';
import { buildEvaluationFixture, EQ, type EvaluationFixture, openInReview, refusalOf } from './evaluation-fixture.ts';
import { type DataHarness, startDataHarness } from './harness.ts';
import { ok } from './roles-fixture.ts';

const MERGE = {
  merge: 'mutation ($input: MergeIdeaInput!) { mergeIdea(input: $input) { idea { id voteCount followerCount } } }',
  undo: 'mutation ($input: UndoIdeaMergeInput!) { undoIdeaMerge(input: $input) { idea { id mergedIntoId } } }',
  remove: 'mutation ($input: DeleteIdeaInput!) { deleteIdea(input: $input) }',
  get: 'query ($id: ID!) { getIdea(id: $id) { idea { id voteCount followerCount mergedIntoId } } }',
  hide: `mutation ($input: ModerateIdeaInput!) { moderateIdea(input: $input) { id moderation } }`,
};

let h: DataHarness;
let fx: EvaluationFixture;

const score = (impact: number, feasibility: number) => [
  { criterionId: fx.criteria[0].id, score: impact },
  { criterionId: fx.criteria[1].id, score: feasibility },
];
const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  h.system.database.query<T>(sql, params);

/** A campaign of its own (the fixture's takes no more ideas), its ideas written while it takes them. */
async function campaignWith(title: string, ideas: [keyof EvaluationFixture['users'], string, boolean?][]) {
  const { written } = await openInReview(
    h,
    fx.kit,
    fx.users.admin,
    { title, moderatorIds: [fx.users.moderator.username], allowAnonymous: true },
    async (id) => {
      const out: string[] = [];
      for (const [user, idea, anonymous] of ideas)
        out.push(await fx.kit.submitted(fx.users[user], id, idea, anonymous ? { anonymous: true } : {}));
      return out;
    },
  );
  return written;
}

beforeAll(async () => {
  h = await startDataHarness();
  fx = await buildEvaluationFixture(h);
});
afterAll(async () => {
  await h?.close();
});

describe('who sees the other reviews', () => {
  it('an evaluator who submitted sees the others’ scores without their names; a removed evaluator sees none', async () => {
    const { ev1, ev3, ev4, moderator } = fx.users;
    const idea = fx.ideas.a;
    ok(
      await h.as(ev3, EQ.save, { input: { ideaId: idea, scores: score(4, 2), comment: 'Solid', submit: true } }),
      'ev3',
    );
    const mine = ok(
      await h.as(ev1, EQ.save, { input: { ideaId: idea, scores: score(5, 5), submit: true } }),
      'ev1',
    ).saveIdeaReview;
    expect(mine.seesReviews).toBe(true);
    expect(mine.reviews).toHaveLength(1);
    expect(mine.reviews[0]).toMatchObject({ userId: null, reviewerName: null, comment: 'Solid', status: 'SUBMITTED' });
    expect(mine.reviews[0].score).toBeCloseTo(3.5, 10);

    const asModerator = ok(await h.as(moderator, EQ.evaluation, { id: idea }), 'moderator').getIdeaEvaluation;
    expect(asModerator.reviews.map((r: { userId: string }) => r.userId).sort()).toEqual(
      [ev1.username, ev3.username].sort(),
    );
    expect(asModerator.reviews.every((r: { reviewerName: string | null }) => r.reviewerName)).toBe(true);

    ok(await h.as(moderator, EQ.unassign, { input: { campaignId: fx.campaignId, userId: ev1.username } }), 'remove');
    ok(await h.as(ev4, EQ.save, { input: { ideaId: idea, scores: score(1, 1), submit: true } }), 'ev4');
    const removed = ok(await h.as(ev1, EQ.evaluation, { id: idea }), 'removed').getIdeaEvaluation;
    expect(removed).toMatchObject({ isEvaluator: false, seesReviews: false, reviews: [] });
    expect(removed.myReview).toMatchObject({ status: 'SUBMITTED' });
  });
});

describe('merging and deleting', () => {
  it('the target’s author cannot delete it with the ideas merged into it; a moderator deletes both', async () => {
    const { member, moderator } = fx.users;
    const [target, source] = await campaignWith('Cycling in', [
      ['member', 'Bike racks by the entrance'],
      ['lead', 'More bike racks at the entrance'],
    ]);
    ok(await h.as(moderator, MERGE.merge, { input: { sourceId: source, targetId: target } }), 'merge');
    // The idea is still NEW: its author could delete it alone.
    expect(refusalOf(await h.as(member, MERGE.remove, { input: { id: target } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.deleteHasMerges,
    ]);
    expect(ok(await h.as(member, MERGE.get, { id: source }), 'still there').getIdea).not.toBeNull();
    expect(ok(await h.as(moderator, MERGE.remove, { input: { id: target } }), 'delete').deleteIdea).toBe(true);
    expect(ok(await h.as(moderator, MERGE.get, { id: source }), 'gone').getIdea).toBeNull();
    expect(await rows('select id from app.ideas where id = any($1::text[])', [[source, target]])).toEqual([]);
  });

  it('refuses named into anonymous, an idea off the board, and an idea others were merged into', async () => {
    const { moderator } = fx.users;
    const [named, anonymous, hidden, third, fourth] = await campaignWith('Drinking water', [
      ['member', 'Water fountains on every floor'],
      ['lead', 'Fountains on each floor', true],
      ['author', 'A fountain in the lobby'],
      ['author', 'Refill stations for bottles'],
      ['lead', 'Bottle refill points'],
    ]);
    expect(refusalOf(await h.as(moderator, MERGE.merge, { input: { sourceId: named, targetId: anonymous } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.anonymousMismatch,
    ]);
    ok(await h.as(moderator, MERGE.hide, { input: { ideaId: hidden, action: 'HIDE' } }), 'hide');
    expect(refusalOf(await h.as(moderator, MERGE.merge, { input: { sourceId: hidden, targetId: named } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.notMergeable,
    ]);
    // named ← third, then named into a fourth: refused (no chains).
    ok(await h.as(moderator, MERGE.merge, { input: { sourceId: third, targetId: named } }), 'merge third');
    expect(refusalOf(await h.as(moderator, MERGE.merge, { input: { sourceId: named, targetId: fourth } }))).toEqual([
      'ValidationError',
      MERGE_MESSAGES.sourceHasMerges,
    ]);
  });

  it('undoing one of two merges into an idea keeps the votes and follows the other merge brought', async () => {
    const { moderator, ev3, ev4 } = fx.users;
    const [target, one, two] = await campaignWith('Desks', [
      ['member', 'Standing desks on request'],
      ['lead', 'Standing desks for all'],
      ['author', 'Desks you can stand at'],
    ]);
    // ev3 votes for and follows both duplicates; ev4 only the first.
    for (const [user, idea] of [
      [ev3, one],
      [ev3, two],
      [ev4, one],
    ] as const) {
      ok(await h.as(user, Q.vote, { input: { ideaId: idea, vote: true } }), 'vote');
      ok(await h.as(user, Q.follow, { input: { ideaId: idea, follow: true } }), 'follow');
    }
    ok(await h.as(moderator, MERGE.merge, { input: { sourceId: one, targetId: target } }), 'merge one');
    const both = ok(await h.as(moderator, MERGE.merge, { input: { sourceId: two, targetId: target } }), 'merge two')
      .mergeIdea.idea;
    expect(both.voteCount).toBe(2);
    ok(await h.as(moderator, MERGE.undo, { input: { sourceId: one } }), 'undo one');
    const after = ok(await h.as(moderator, MERGE.get, { id: target }), 'target').getIdea.idea;
    // ev3 still voted for the second duplicate, still merged in; ev4's vote went back with the first.
    expect(after.voteCount).toBe(1);
    const voters = await rows<{ user_id: string }>('select user_id from app.idea_votes where idea_id = $1', [target]);
    expect(voters.map((r) => r.user_id)).toEqual([ev3.username]);
    const followers = await rows<{ user_id: string }>(
      'select user_id from app.idea_followers where idea_id = $1 and user_id = any($2::text[])',
      [target, [ev3.username, ev4.username]],
    );
    expect(followers.map((r) => r.user_id)).toEqual([ev3.username]);
    expect(after.voteCount).toBe(voters.length);
  });
});
