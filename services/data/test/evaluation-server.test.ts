// Evaluation (issue 29) through the real API: a campaign's scorecard and its evaluators, who may score (only the
// evaluators assigned, never on their own ideas, nobody outside the workspace or on a plan without evaluation), one
// review per evaluator and idea (a second submit edits it), scores hidden from other evaluators until they submit,
// the exact weighted aggregate, drafts, recusals, the scorecard locked once reviews exist (weights still change and
// recompute), the evaluators' tasks and the due-date reminder job, sorting, filtering and shortlisting by score for
// the campaign's moderators only, the CSV export's score columns, and authors seeing the aggregate once results show.
import { EVALUATION_MESSAGES, WORKSPACE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEvaluationReminders } from '../src/evaluation/jobs.ts';
import { ANSWERS, dataDeps, hoursAfter, noticesOf, Q } from './campaigns-fixture.ts';
import {
  buildEvaluationFixture,
  CRITERIA,
  EQ,
  type EvaluationFixture,
  openInReview,
  refusalOf,
} from './evaluation-fixture.ts';
import { type DataHarness, errorOf, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
import { ok } from './roles-fixture.ts';

let h: DataHarness;
let fx: EvaluationFixture;
let u: EvaluationFixture['users'];
let cid: string;
let A: string;
let B: string;
let C: string;
/** Impact, Feasibility. */
let impact: string;
let feasibility: string;

beforeAll(async () => {
  h = await startDataHarness();
  fx = await buildEvaluationFixture(h);
  u = fx.users;
  cid = fx.campaignId;
  ({ a: A, b: B, c: C } = fx.ideas);
  [impact, feasibility] = fx.criteria.map((c) => c.id);
});
afterAll(async () => {
  await h?.close();
});

const db = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  h.system.database.query<T>(sql, params);

/** Scores for Impact and Feasibility; an undefined one is left out. */
const scores = (i?: number, f?: number) => [
  ...(i === undefined ? [] : [{ criterionId: impact, score: i }]),
  ...(f === undefined ? [] : [{ criterionId: feasibility, score: f }]),
];

type Review = {
  /** Null (with the name) in an evaluator's view of the others' reviews: reviewers are the moderators' to know. */
  userId: string | null;
  reviewerName: string | null;
  status: string;
  scores: { criterionId: string; score: number }[];
  comment: string | null;
  score: number | null;
  submittedAt: string | null;
};
type Evaluation = {
  idea: { id: string; score: { average: number; spread: number; reviews: number; scale: number } | null };
  myReview: Review | null;
  reviews: Review[];
  seesReviews: boolean;
  canReview: boolean;
  isEvaluator: boolean;
  canModerate: boolean;
};

function review(
  user: TestUser,
  ideaId: string,
  s: { criterionId: string; score: number }[],
  submit: boolean,
  comment?: string,
) {
  return h.as(user, EQ.save, { input: { ideaId, scores: s, submit, ...(comment === undefined ? {} : { comment }) } });
}
async function submitted(user: TestUser, ideaId: string, i: number, f: number, comment?: string): Promise<Evaluation> {
  return ok(await review(user, ideaId, scores(i, f), true, comment), `saveIdeaReview ${user.email}`).saveIdeaReview;
}
async function evaluation(user: TestUser, ideaId: string): Promise<Evaluation | null> {
  return ok(await h.as(user, EQ.evaluation, { id: ideaId }), 'getIdeaEvaluation').getIdeaEvaluation;
}
async function card(user: TestUser, ideaId: string) {
  return ok(await h.as(user, EQ.card, { id: ideaId }), 'getIdea').getIdea?.idea;
}
/** The aggregate as the campaign's moderator reads it on the card. */
async function aggregate(ideaId: string) {
  return (await card(u.moderator, ideaId))?.score as Evaluation['idea']['score'];
}
/** Mean and population standard deviation. */
function stats(xs: number[]) {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return { mean, spread: Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length) };
}
function expectAggregate(score: Evaluation['idea']['score'] | undefined, reviews: number[], scale = 5): void {
  const { mean, spread } = stats(reviews);
  expect(score).not.toBeNull();
  expect(score?.reviews).toBe(reviews.length);
  expect(score?.scale).toBe(scale);
  expect(score?.average).toBeCloseTo(mean, 10);
  expect(score?.spread).toBeCloseTo(spread, 10);
}
const reviewRows = (ideaId: string) =>
  db<{ user_id: string; status: string; score: number | null; submitted_at: Date | null }>(
    'select user_id, status, score, submitted_at from app.idea_reviews where idea_id = $1 order by user_id',
    [ideaId],
  );
const refused = (r: GqlResult) => refusalOf(r);

describe('the scorecard and the evaluators', () => {
  it('everyone who sees the campaign reads the scorecard; its editors change it; bad input is named', async () => {
    const asMember = ok(await h.as(u.member, EQ.scorecard, { id: cid }), 'scorecard').getCampaignScorecard;
    expect(asMember).toMatchObject({ campaignId: cid, scale: 5, locked: false, canEdit: false });
    expect(
      asMember.criteria.map((c: { name: string; weight: number; position: number; guidance: string }) => c),
    ).toEqual([
      expect.objectContaining({ position: 0, name: 'Impact', weight: 3, guidance: CRITERIA[0].guidance }),
      expect.objectContaining({ position: 1, name: 'Feasibility', weight: 1, guidance: CRITERIA[1].guidance }),
    ]);
    expect(ok(await h.as(u.admin, EQ.scorecard, { id: cid }), 'scorecard').getCampaignScorecard.canEdit).toBe(true);
    // Out of sight: another workspace's member reads nothing.
    expect(ok(await h.as(u.outsider, EQ.scorecard, { id: cid }), 'scorecard').getCampaignScorecard).toBeNull();

    // The moderator (no campaign owner) and a member cannot change it.
    const change = { campaignId: cid, scale: 10, criteria: [{ name: 'Only one', weight: 1 }] };
    for (const who of [u.moderator, u.member])
      expect(errorOf(await h.as(who, EQ.updateScorecard, { input: change }))).toBeDefined();
    const bad: [Record<string, unknown>, string][] = [
      [{ scale: 5, criteria: [] }, 'add at least one criterion'],
      [{ scale: 5, criteria: [{ name: 'Impact', weight: 0 }] }, 'a weight is at least 1'],
      [{ scale: 5, criteria: [{ name: 'Impact', weight: 101 }] }, 'a weight is at most 100'],
      [
        {
          scale: 5,
          criteria: [
            { name: 'Impact', weight: 1 },
            { name: ' impact ', weight: 2 },
          ],
        },
        'two criteria have this name',
      ],
      [{ scale: 7, criteria: [{ name: 'Impact', weight: 1 }] }, 'choose a scale of 1–5 or 1–10'],
      [{ scale: 5, criteria: [{ name: '  ', weight: 1 }] }, 'enter a criterion name'],
    ];
    for (const [input, message] of bad) {
      const r = await h.as(u.admin, EQ.updateScorecard, { input: { campaignId: cid, ...input } });
      expect(errorOf(r)?.errorType, JSON.stringify(input)).toBe('ValidationError');
      expect(errorOf(r)?.message, JSON.stringify(input)).toContain(message);
    }
    const after = ok(await h.as(u.admin, EQ.scorecard, { id: cid }), 'scorecard').getCampaignScorecard;
    expect(after.criteria.map((c: { id: string }) => c.id)).toEqual([impact, feasibility]);
    expect(after.scale).toBe(5);

    // The campaign tells each caller where they stand.
    const selectionEnd = ok(await h.as(u.admin, Q.get, { id: cid }), 'get').getCampaign.phases[2].endsAt as string;
    const camp = async (who: TestUser) => ok(await h.as(who, EQ.campaign, { id: cid }), 'getCampaign').getCampaign;
    const ev1 = await camp(u.ev1);
    expect(ev1).toMatchObject({ scoreScale: 5, criteriaCount: 2, canReview: true, myRoles: ['EVALUATOR'] });
    expect(Date.parse(ev1.reviewDueAt)).toBe(Date.parse(selectionEnd));
    const ev3 = await camp(u.ev3);
    expect(ev3.canReview).toBe(true);
    expect(Date.parse(ev3.reviewDueAt)).toBe(Date.parse(fx.panelDueAt));
    expect(await camp(u.member)).toMatchObject({ canReview: false, reviewDueAt: null, criteriaCount: 2 });
  });

  it('moderators assign people and teams (the team’s members at that moment), each told once; bad input named', async () => {
    const list = async (who: TestUser = u.moderator) =>
      ok(await h.as(who, EQ.evaluators, { id: cid }), 'listCampaignEvaluators').listCampaignEvaluators as {
        userId: string;
        teamId: string | null;
        teamName: string | null;
        dueAt: string | null;
        toReview: number;
        submitted: number;
      }[];
    const evaluators = await list();
    expect(evaluators.map((e) => e.userId).sort()).toEqual([u.ev1, u.ev2, u.ev3, u.ev4].map((x) => x.username).sort());
    const byId = new Map(evaluators.map((e) => [e.userId, e]));
    expect(byId.get(u.ev1.username)).toMatchObject({ teamId: null, submitted: 0, toReview: 3 });
    // ev2 co-authors C: not in their queue.
    expect(byId.get(u.ev2.username)).toMatchObject({ teamId: null, toReview: 2 });
    expect(byId.get(u.ev3.username)).toMatchObject({ teamId: fx.panelId, teamName: 'Evaluation panel' });
    expect(Date.parse(byId.get(u.ev4.username)?.dueAt ?? '')).toBe(Date.parse(fx.panelDueAt));
    expect(errorOf(await h.as(u.member, EQ.evaluators, { id: cid }))).toBeDefined();
    // The team's members at the moment of the assignment: someone joining the team later is not an evaluator.
    await db("insert into app.team_members (team_id, user_id, role) values ($1, $2, 'member')", [
      fx.panelId,
      u.author.username,
    ]);
    expect((await list()).map((e) => e.userId)).not.toContain(u.author.username);

    const link = `/dashboard/campaigns/${cid}/review`;
    const assigned = await noticesOf(h, 'evaluation.assigned', link);
    expect(assigned.map((n) => n.owner).sort()).toEqual([u.ev1, u.ev2, u.ev3, u.ev4].map((x) => x.username).sort());
    expect(assigned[0].title).toBe(`You were asked to review ideas in “${fx.campaignTitle}”`);

    const bad: [Record<string, unknown>, string][] = [
      [
        { userIds: [u.member.username], dueAt: hoursAfter(new Date(), -1).toISOString() },
        EVALUATION_MESSAGES.dueInPast,
      ],
      [{}, EVALUATION_MESSAGES.evaluatorsRequired],
      [{ userIds: [] }, EVALUATION_MESSAGES.evaluatorsRequired],
      [{ userIds: [u.outsider.username] }, EVALUATION_MESSAGES.notMember],
      [{ userIds: [u.member.username, fx.roles.users.pending.username] }, EVALUATION_MESSAGES.notMember],
    ];
    for (const [input, message] of bad) {
      const r = await h.as(u.moderator, EQ.assign, { input: { campaignId: cid, ...input } });
      expect(errorOf(r)?.errorType, JSON.stringify(input)).toBe('ValidationError');
      expect(errorOf(r)?.message, JSON.stringify(input)).toContain(message);
    }
    // A member cannot assign; another workspace's team is not this workspace's.
    expect(
      errorOf(await h.as(u.member, EQ.assign, { input: { campaignId: cid, userIds: [u.member.username] } })),
    ).toBeDefined();
    expect(
      errorOf(await h.as(u.moderator, EQ.assign, { input: { campaignId: cid, teamIds: [fx.roles.outsiderTeamId] } })),
    ).toBeDefined();
    expect((await list()).map((e) => e.userId)).not.toContain(u.member.username);

    // The author of B becomes an evaluator in person (for the refusals below).
    ok(await h.as(u.moderator, EQ.assign, { input: { campaignId: cid, userIds: [u.lead.username] } }), 'assign lead');
    expect((await noticesOf(h, 'evaluation.assigned', link)).filter((n) => n.owner === u.lead.username)).toHaveLength(
      1,
    );
    // Assigning ev1 again tells nobody again.
    ok(
      await h.as(u.moderator, EQ.assign, { input: { campaignId: cid, userIds: [u.ev1.username] } }),
      'assign ev1 again',
    );
    expect((await noticesOf(h, 'evaluation.assigned', link)).filter((n) => n.owner === u.ev1.username)).toHaveLength(1);
  });
});

describe('who scores', () => {
  it('only assigned evaluators, never on an idea they write or co-author; outsiders find nothing; the plan decides', async () => {
    const s = scores(4, 4);
    expect(refused(await review(u.member, B, s, true))).toEqual(['ValidationError', EVALUATION_MESSAGES.notEvaluator]);
    expect(refused(await review(u.moderator, A, s, true))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.notEvaluator,
    ]);
    expect(refused(await review(u.admin, A, s, false))).toEqual(['ValidationError', EVALUATION_MESSAGES.notEvaluator]);
    // The author (in person) and a co-author (accepted) of the idea, both evaluators.
    expect(refused(await review(u.lead, B, s, true))).toEqual(['ValidationError', EVALUATION_MESSAGES.ownIdea]);
    expect(refused(await review(u.ev2, C, s, false))).toEqual(['ValidationError', EVALUATION_MESSAGES.ownIdea]);
    expect(refused(await h.as(u.ev2, EQ.recuse, { input: { ideaId: C, recuse: true } }))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.ownIdea,
    ]);
    // Another workspace's member: the idea is missing.
    expect(errorOf(await review(u.outsider, A, s, true))?.errorType).toBe('NotFound');
    expect(await evaluation(u.outsider, A)).toBeNull();
    // Their queues leave out their own ideas.
    const queue = async (who: TestUser) =>
      ok(await h.as(who, EQ.queue, { id: cid }), 'getReviewQueue').getReviewQueue as {
        canReview: boolean;
        total: number;
        done: number;
        items: { idea: { id: string }; state: string }[];
      };
    const leadQueue = await queue(u.lead);
    expect(leadQueue.items.map((i) => i.idea.id).sort()).toEqual([A, C].sort());
    expect((await queue(u.ev2)).items.map((i) => i.idea.id).sort()).toEqual([A, B].sort());
    const ev1Queue = await queue(u.ev1);
    expect(ev1Queue).toMatchObject({ canReview: true, total: 3, done: 0 });
    expect(ev1Queue.items.map((i) => i.state)).toEqual(['TODO', 'TODO', 'TODO']);
    expect(await queue(u.outsider)).toBeNull();

    // A workspace whose plan has campaigns but not evaluation: refused with the plan's message.
    const grant = { features: ['ideas', 'campaigns'], seats: 50, storageGb: 1, teams: 5, activeCampaigns: 5 };
    ok(
      await h.as(u.platformAdmin, Q.plan, {
        input: { tenantId: fx.roles.tenantId, tier: 'BESPOKE_USER_PRICING', entitlements: JSON.stringify(grant) },
      }),
      'plan without evaluation',
    );
    try {
      const locked = ['PlanRequired', WORKSPACE_MESSAGES.featureLocked('evaluation')];
      expect(refused(await review(u.ev1, A, s, true))).toEqual(locked);
      expect(refused(await h.as(u.ev1, EQ.evaluation, { id: A }))).toEqual(locked);
      expect(
        refused(await h.as(u.admin, EQ.updateScorecard, { input: { campaignId: cid, scale: 5, criteria: CRITERIA } })),
      ).toEqual(locked);
    } finally {
      ok(await h.as(u.platformAdmin, Q.plan, { input: { tenantId: fx.roles.tenantId, tier: 'CAMPAIGN' } }), 'plan');
    }
    // Nothing was stored by any refusal.
    expect(await db('select idea_id from app.idea_reviews where campaign_id = $1', [cid])).toEqual([]);
  });
});

describe('reviews and the aggregate', () => {
  it('is the mean of the reviews’ weighted scores, exact; a second submit edits the one review', async () => {
    // Weights 3 and 1: (5, 1) → 16/4 = 4.0; (2, 4) → 10/4 = 2.5.
    const first = await submitted(u.ev1, A, 5, 1, 'Strong');
    expect(first.myReview).toMatchObject({ userId: u.ev1.username, status: 'SUBMITTED', comment: 'Strong' });
    expect(first.myReview?.score).toBeCloseTo(4, 10);
    expect(first.myReview?.submittedAt).toBeTruthy();
    expectAggregate(await aggregate(A), [4]);
    expect((await aggregate(A))?.spread).toBe(0);

    const second = await submitted(u.ev3, A, 2, 4);
    expect(second.myReview?.score).toBeCloseTo(2.5, 10);
    const agg = await aggregate(A);
    expect(agg?.average).toBeCloseTo(3.25, 10);
    expect(agg?.spread).toBeCloseTo(0.75, 10);
    expect(agg?.reviews).toBe(2);
    const [stored] = await db<{ review_score: number; review_spread: number; review_count: number }>(
      'select review_score, review_spread, review_count from app.ideas where id = $1',
      [A],
    );
    expect(stored.review_count).toBe(2);
    expect(stored.review_score).toBeCloseTo(3.25, 10);
    expect(stored.review_spread).toBeCloseTo(0.75, 10);

    // ev1 submits again: the same row, new scores, the aggregate recomputed. (3, 3) → 3.
    const [before] = (await reviewRows(A)).filter((r) => r.user_id === u.ev1.username);
    await new Promise((r) => setTimeout(r, 5));
    const edited = await submitted(u.ev1, A, 3, 3, 'On reflection');
    expect(edited.myReview).toMatchObject({ status: 'SUBMITTED', comment: 'On reflection' });
    expect(edited.myReview?.score).toBeCloseTo(3, 10);
    const mine = (await reviewRows(A)).filter((r) => r.user_id === u.ev1.username);
    expect(mine).toHaveLength(1);
    expect(mine[0].submitted_at?.getTime()).toBeGreaterThan(before.submitted_at?.getTime() ?? Infinity);
    expect(
      await db(
        'select criterion_id, score from app.idea_review_scores where idea_id = $1 and user_id = $2 order by score',
        [A, u.ev1.username],
      ),
    ).toEqual(
      expect.arrayContaining([
        { criterion_id: impact, score: 3 },
        { criterion_id: feasibility, score: 3 },
      ]),
    );
    expectAggregate(await aggregate(A), [3, 2.5]);
    // And back to (5, 1): 4.0 and 2.5 again, still two reviews.
    await submitted(u.ev1, A, 5, 1, 'Strong after all');
    expectAggregate(await aggregate(A), [4, 2.5]);
    expect(await reviewRows(A)).toHaveLength(2);
  });

  it('hides scores from other evaluators until they submit; moderators see every submitted review with names', async () => {
    // ev2 saves a partial draft: private, no score, the aggregate unchanged.
    const draft = ok(await review(u.ev2, A, scores(4), false, 'Thinking'), 'draft').saveIdeaReview as Evaluation;
    expect(draft.myReview).toMatchObject({ status: 'DRAFT', score: null, scores: [{ criterionId: impact, score: 4 }] });
    expect(draft.reviews).toEqual([]);
    expect(draft.seesReviews).toBe(false);
    expect(await evaluation(u.ev2, A)).toMatchObject({ reviews: [], seesReviews: false, isEvaluator: true });
    expectAggregate(await aggregate(A), [4, 2.5]);

    // The moderator: both submitted reviews with the reviewers' names, never ev2's draft.
    const mod = (await evaluation(u.moderator, A)) as Evaluation;
    expect(mod).toMatchObject({ seesReviews: true, canModerate: true, myReview: null });
    expect(mod.reviews.map((r) => r.userId).sort()).toEqual([u.ev1.username, u.ev3.username].sort());
    for (const r of mod.reviews) {
      expect(r.status).toBe('SUBMITTED');
      expect(r.reviewerName).toBeTruthy();
      expect(r.scores).toHaveLength(2);
    }
    expect(mod.reviews.find((r) => r.userId === u.ev1.username)).toMatchObject({ comment: 'Strong after all' });
    expect(mod.idea.score?.reviews).toBe(2);

    // The idea's author and a plain member: nothing, and no aggregate on the card (no results yet).
    for (const who of [u.member, u.author]) {
      const e = (await evaluation(who, A)) as Evaluation;
      expect(e).toMatchObject({ myReview: null, reviews: [], seesReviews: false, isEvaluator: false });
      expect(e.idea.score).toBeNull();
      expect((await card(who, A))?.score).toBeNull();
    }
    // An evaluator who submitted sees the others' submitted reviews, not the aggregate on the card.
    const ev1 = (await evaluation(u.ev1, A)) as Evaluation;
    expect(ev1.seesReviews).toBe(true);
    expect(ev1.myReview?.userId).toBe(u.ev1.username);
    expect(ev1.reviews).toHaveLength(1);
    expect(ev1.reviews[0]).toMatchObject({ userId: null, reviewerName: null, status: 'SUBMITTED' });
    expect(ev1.reviews[0].score).toBeCloseTo(2.5, 10);
    expect(ev1.idea.score).toBeNull();

    // Submitting needs every criterion, each a whole number on the scale, on the scorecard, once.
    const refusals: [{ criterionId: string; score: number }[], string][] = [
      [scores(4), EVALUATION_MESSAGES.scoreAllCriteria],
      [scores(6, 1), EVALUATION_MESSAGES.scoreOutOfScale],
      [scores(0, 1), EVALUATION_MESSAGES.scoreOutOfScale],
      [[...scores(4, 4), { criterionId: 'no-such-criterion', score: 3 }], EVALUATION_MESSAGES.unknownCriterion],
      [[...scores(4, 4), { criterionId: impact, score: 2 }], EVALUATION_MESSAGES.unknownCriterion],
    ];
    for (const [s, message] of refusals)
      expect(refused(await review(u.ev2, A, s, true)), JSON.stringify(s)).toEqual(['ValidationError', message]);
    expect(refused(await review(u.ev2, A, scores(7), false))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.scoreOutOfScale,
    ]);
    expect(errorOf(await review(u.ev2, A, scores(4, 4), true, 'x'.repeat(5001)))?.errorType).toBe('ValidationError');
    // The draft stayed as it was.
    expect((await reviewRows(A)).find((r) => r.user_id === u.ev2.username)).toMatchObject({
      status: 'DRAFT',
      score: null,
    });

    // ev2 submits (4, 4) → 4: now sees the other two; the aggregate counts three.
    const sub = await submitted(u.ev2, A, 4, 4);
    expect(sub.seesReviews).toBe(true);
    expect(sub.reviews.map((r) => r.score).sort()).toEqual([2.5, 4]);
    expect(sub.reviews.map((r) => r.userId)).toEqual([null, null]);
    expectAggregate(await aggregate(A), [4, 2.5, 4]);
    expect((await aggregate(A))?.spread).toBeCloseTo(Math.sqrt(0.5), 10);

    // Once submitted, a review stays submitted: a later save is an edit and must be complete.
    expect(refused(await review(u.ev2, A, scores(2), false))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.scoreAllCriteria,
    ]);
    const kept = ok(await review(u.ev2, A, scores(5, 5), false), 'edit as draft').saveIdeaReview as Evaluation;
    expect(kept.myReview).toMatchObject({ status: 'SUBMITTED', score: 5 });
    expectAggregate(await aggregate(A), [4, 2.5, 5]);
  });

  it('a recusal withdraws the scores and updates the aggregate; taken back, the idea is to review again', async () => {
    const r = ok(
      await h.as(u.ev3, EQ.recuse, { input: { ideaId: A, recuse: true, reason: 'I advised the team' } }),
      'recuse',
    ).recuseFromReview as Evaluation;
    expect(r.myReview).toMatchObject({ status: 'RECUSED', comment: 'I advised the team', score: null, scores: [] });
    expectAggregate(await aggregate(A), [4, 5]);
    expect(
      await db('select score from app.idea_review_scores where idea_id = $1 and user_id = $2', [A, u.ev3.username]),
    ).toEqual([]);
    // The moderator sees the recusal and its reason; other evaluators see only submitted reviews.
    const mod = (await evaluation(u.moderator, A)) as Evaluation;
    expect(mod.reviews.find((x) => x.userId === u.ev3.username)).toMatchObject({
      status: 'RECUSED',
      comment: 'I advised the team',
    });
    expect(((await evaluation(u.ev1, A)) as Evaluation).reviews.map((x) => [x.status, x.score])).toEqual([
      ['SUBMITTED', 5],
    ]);
    // A recused evaluator cannot score until they take it back.
    expect(refused(await review(u.ev3, A, scores(3, 3), true))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.recused,
    ]);
    expect(
      errorOf(await h.as(u.ev3, EQ.recuse, { input: { ideaId: A, recuse: true, reason: 'x'.repeat(501) } }))?.errorType,
    ).toBe('ValidationError');
    // A non-evaluator cannot recuse.
    expect(refused(await h.as(u.member, EQ.recuse, { input: { ideaId: B, recuse: true } }))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.notEvaluator,
    ]);

    const back = ok(await h.as(u.ev3, EQ.recuse, { input: { ideaId: A, recuse: false } }), 'take back')
      .recuseFromReview as Evaluation;
    expect(back.myReview).toBeNull();
    expect((await reviewRows(A)).map((x) => x.user_id)).not.toContain(u.ev3.username);
    const queue = ok(await h.as(u.ev3, EQ.queue, { id: cid }), 'queue').getReviewQueue;
    expect(queue.items.find((i: { idea: { id: string } }) => i.idea.id === A)?.state).toBe('TODO');
    expectAggregate(await aggregate(A), [4, 5]);
  });

  it('the scorecard is locked once reviews exist; weights, names and guidance still change and recompute', async () => {
    const base = [
      { id: impact, name: 'Impact', weight: 3 },
      { id: feasibility, name: 'Feasibility', weight: 1 },
    ];
    const attempts: Record<string, unknown>[] = [
      { scale: 5, criteria: [...base, { name: 'Cost', weight: 1 }] },
      { scale: 5, criteria: [base[0]] },
      { scale: 10, criteria: base },
      { scale: 5, criteria: [base[0], { name: 'Feasibility', weight: 1 }] },
    ];
    for (const input of attempts)
      expect(refused(await h.as(u.admin, EQ.updateScorecard, { input: { campaignId: cid, ...input } }))).toEqual([
        'ValidationError',
        EVALUATION_MESSAGES.scorecardLocked,
      ]);
    const still = ok(await h.as(u.member, EQ.scorecard, { id: cid }), 'scorecard').getCampaignScorecard;
    expect(still).toMatchObject({ scale: 5, locked: true });
    expect(still.criteria.map((c: { id: string; weight: number }) => [c.id, c.weight])).toEqual([
      [impact, 3],
      [feasibility, 1],
    ]);

    // Weights 1 and 3, Impact renamed: ev1 (5, 1) → 8/4 = 2; ev2 (5, 5) → 5.
    const changed = ok(
      await h.as(u.admin, EQ.updateScorecard, {
        input: {
          campaignId: cid,
          scale: 5,
          criteria: [
            { id: impact, name: 'Reach', guidance: 'Who it reaches', weight: 1 },
            { id: feasibility, name: 'Feasibility', weight: 3 },
          ],
        },
      }),
      'reweigh',
    ).updateCampaignScorecard;
    expect(changed.criteria.map((c: { id: string; name: string; weight: number }) => [c.id, c.name, c.weight])).toEqual(
      [
        [impact, 'Reach', 1],
        [feasibility, 'Feasibility', 3],
      ],
    );
    expect(((await evaluation(u.ev1, A)) as Evaluation).myReview?.score).toBeCloseTo(2, 10);
    expectAggregate(await aggregate(A), [2, 5]);
    const [stored] = await db<{ review_score: number }>('select review_score from app.ideas where id = $1', [A]);
    expect(stored.review_score).toBeCloseTo(3.5, 10);
    expect(
      await db("select id from app.audit_log where actor = $1 and action = 'updateCampaignScorecard'", [
        u.admin.username,
      ]),
    ).not.toHaveLength(0);
  });
});

describe('tasks and reminders', () => {
  type Task = {
    kind: string;
    campaignId: string;
    ideaId: string | null;
    ideaTitle: string | null;
    dueAt: string | null;
  };
  const reviewTasks = async (who: TestUser) =>
    (ok(await h.as(who, Q.tasks), 'listMyCampaignTasks').listMyCampaignTasks as Task[]).filter(
      (t) => t.kind === 'REVIEW_DUE' && t.campaignId === cid,
    );

  it('each evaluator has a REVIEW_DUE task per idea still to review, due at their date', async () => {
    const ev4 = await reviewTasks(u.ev4);
    expect(ev4.map((t) => t.ideaId).sort()).toEqual([A, B, C].sort());
    for (const t of ev4) expect(Date.parse(t.dueAt ?? '')).toBe(Date.parse(fx.panelDueAt));
    expect(ev4.find((t) => t.ideaId === A)?.ideaTitle).toBe('Solar canopies over the car park');
    // ev1 submitted A; ev2 submitted A and co-authors C.
    const selectionEnd = ok(await h.as(u.admin, Q.get, { id: cid }), 'get').getCampaign.phases[2].endsAt as string;
    const ev1 = await reviewTasks(u.ev1);
    expect(ev1.map((t) => t.ideaId).sort()).toEqual([B, C].sort());
    for (const t of ev1) expect(Date.parse(t.dueAt ?? '')).toBe(Date.parse(selectionEnd));
    expect((await reviewTasks(u.ev2)).map((t) => t.ideaId)).toEqual([B]);
    // A draft is still a task.
    ok(await review(u.ev1, B, scores(2), false), 'draft on B');
    expect((await reviewTasks(u.ev1)).map((t) => t.ideaId).sort()).toEqual([B, C].sort());
    for (const who of [u.member, u.moderator, u.admin]) expect(await reviewTasks(who)).toEqual([]);
  });

  it('the reminder job tells evaluators with ideas to review once, a day before their due date', async () => {
    const deps = dataDeps(h);
    const link = `/dashboard/campaigns/${cid}/review`;
    const due = Date.parse(fx.panelDueAt);
    const reminded = async () => (await noticesOf(h, 'evaluation.dueSoon', link)).map((n) => n.owner).sort();
    // Now: the team is due in two days, the others at the end of the selection: nobody yet.
    await runEvaluationReminders({ ...deps, now: () => new Date() });
    expect(await reminded()).toEqual([]);
    // Twelve hours before the team's date: ev3 and ev4 (three ideas each to review), once.
    await runEvaluationReminders({ ...deps, now: () => new Date(due - 12 * 3_600_000) });
    expect(await reminded()).toEqual([u.ev3.username, u.ev4.username].sort());
    const notices = await noticesOf(h, 'evaluation.dueSoon', link);
    for (const n of notices) expect(n.title).toContain(`3 ideas to review in “${fx.campaignTitle}”`);
    await runEvaluationReminders({ ...deps, now: () => new Date(due - 11 * 3_600_000) });
    expect(await reminded()).toEqual([u.ev3.username, u.ev4.username].sort());
    const remindedAt = await db<{ user_id: string; reminded_at: Date | null }>(
      "select user_id, reminded_at from app.campaign_roles where campaign_id = $1 and role = 'EVALUATOR' order by user_id",
      [cid],
    );
    expect(
      remindedAt
        .filter((r) => r.reminded_at)
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([u.ev3.username, u.ev4.username].sort());
    expect(await db('select id from app.audit_log where actor = $1', ['system:evaluation-reminders'])).not.toHaveLength(
      0,
    );

    // A new due date for ev4 clears the reminder: the next run at the new date reminds again; ev3 (past due) not.
    const later = hoursAfter(new Date(), 96).toISOString();
    ok(
      await h.as(u.moderator, EQ.assign, { input: { campaignId: cid, userIds: [u.ev4.username], dueAt: later } }),
      'due',
    );
    const [cleared] = await db<{ reminded_at: Date | null; due_at: Date }>(
      'select reminded_at, due_at from app.campaign_roles where campaign_id = $1 and user_id = $2 and role = $3',
      [cid, u.ev4.username, 'EVALUATOR'],
    );
    expect(cleared.reminded_at).toBeNull();
    expect(cleared.due_at.getTime()).toBe(Date.parse(later));
    await runEvaluationReminders({ ...deps, now: () => new Date(Date.parse(later) - 6 * 3_600_000) });
    const again = await db<{ user_id: string; reminded_at: Date | null }>(
      "select user_id, reminded_at from app.campaign_roles where campaign_id = $1 and role = 'EVALUATOR' and reminded_at is not null",
      [cid],
    );
    expect(again.map((r) => r.user_id).sort()).toEqual([u.ev3.username, u.ev4.username].sort());
    expect((await noticesOf(h, 'evaluation.dueSoon', link)).filter((n) => n.owner === u.ev3.username)).toHaveLength(1);
  });
});

describe('sorting, filtering and the shortlist', () => {
  type Card = { id: string; score: Evaluation['idea']['score']; shortlisted: boolean; stage: string };
  const board = async (who: TestUser, vars: Record<string, unknown>) =>
    h.as(who, EQ.board, { campaignId: cid, ...vars });
  const ids = (r: GqlResult) => (ok(r, 'listIdeas').listIdeas.items as Card[]).map((c) => c.id);

  it('moderators sort by score and filter by a minimum; everyone else is refused', async () => {
    // A: 2 and 5 → 3.5. B: ev1 (1, 1) → 1, ev4 (2, 2) → 2 → 1.5. C: ev3 (3, 3) → 3.
    await submitted(u.ev1, B, 1, 1);
    await submitted(u.ev4, B, 2, 2);
    await submitted(u.ev3, C, 3, 3);
    expectAggregate(await aggregate(B), [1, 2]);
    expectAggregate(await aggregate(C), [3]);

    expect(ids(await board(u.moderator, { sort: 'TOP_SCORED' }))).toEqual([A, C, B]);
    expect(ids(await board(u.admin, { sort: 'TOP_SCORED', minScore: 2 }))).toEqual([A, C]);
    expect(ids(await board(u.moderator, { sort: 'TOP_SCORED', minScore: 3.5 }))).toEqual([A]);
    const counted = ok(await board(u.moderator, { minScore: 3 }), 'listIdeas').listIdeas;
    expect(counted.total).toBe(2);
    // One at a time through the keyset: the same order, then the end.
    const paged: string[] = [];
    let token: string | null = null;
    do {
      const page: { items: Card[]; nextToken: string | null } = ok(
        await board(u.moderator, { sort: 'TOP_SCORED', limit: 1, nextToken: token }),
        'page',
      ).listIdeas;
      paged.push(...page.items.map((c) => c.id));
      token = page.nextToken;
    } while (token && paged.length < 10);
    expect(paged).toEqual([A, C, B]);
    // Moderators see the aggregate on the board's cards; a member does not.
    const modCards = ok(await board(u.moderator, {}), 'board').listIdeas.items as Card[];
    expect(modCards.find((c) => c.id === A)?.score?.average).toBeCloseTo(3.5, 10);
    const memberCards = ok(await board(u.member, {}), 'board').listIdeas.items as Card[];
    expect(memberCards.map((c) => c.id).sort()).toEqual([A, B, C].sort());
    for (const c of memberCards) expect(c.score).toBeNull();

    const notAllowed = ['ValidationError', EVALUATION_MESSAGES.scoreSortNotAllowed];
    for (const who of [u.member, u.ev1, u.lead]) {
      expect(refused(await board(who, { sort: 'TOP_SCORED' }))).toEqual(notAllowed);
      expect(refused(await board(who, { minScore: 1 }))).toEqual(notAllowed);
      expect(refused(await board(who, { shortlisted: true }))).toEqual(notAllowed);
    }
    // Without a campaign, not even a moderator.
    expect(refused(await h.as(u.admin, EQ.board, { sort: 'TOP_SCORED' }))).toEqual(notAllowed);
  });

  it('moderators shortlist the board’s ideas, filter by it and move them to Selected', async () => {
    expect(
      errorOf(await h.as(u.member, EQ.shortlist, { input: { campaignId: cid, ideaIds: [A], shortlisted: true } })),
    ).toBeDefined();
    expect(
      errorOf(await h.as(u.ev1, EQ.shortlist, { input: { campaignId: cid, ideaIds: [A], shortlisted: true } })),
    ).toBeDefined();
    // A workspace idea is not this campaign's.
    const plainId = ok(
      await h.as(u.member, Q.save, {
        input: { templateId: 'problem-statement', title: 'Not a campaign idea', content: ANSWERS },
      }),
      'workspace draft',
    ).saveIdeaDraft.idea.id as string;
    ok(await h.as(u.member, Q.submit, { input: { id: plainId } }), 'submit workspace idea');
    expect(
      refused(
        await h.as(u.moderator, EQ.shortlist, { input: { campaignId: cid, ideaIds: [A, plainId], shortlisted: true } }),
      ),
    ).toEqual(['ValidationError', EVALUATION_MESSAGES.notShortlistable]);
    expect(await db('select id from app.ideas where campaign_id = $1 and shortlisted', [cid])).toEqual([]);

    const cards = ok(
      await h.as(u.moderator, EQ.shortlist, { input: { campaignId: cid, ideaIds: [A, C], shortlisted: true } }),
      'shortlist',
    ).shortlistIdeas as Card[];
    expect(cards.map((c) => [c.id, c.shortlisted]).sort()).toEqual(
      [
        [A, true],
        [C, true],
      ].sort(),
    );
    const [row] = await db<{ shortlisted_by: string; shortlisted_at: Date }>(
      'select shortlisted_by, shortlisted_at from app.ideas where id = $1',
      [A],
    );
    expect(row.shortlisted_by).toBe(u.moderator.username);
    expect(row.shortlisted_at).toBeTruthy();
    expect(ids(await board(u.moderator, { shortlisted: true, sort: 'TOP_SCORED' }))).toEqual([A, C]);
    // Members do not see the shortlist.
    expect((await card(u.member, A))?.shortlisted).toBe(false);
    expect((await card(u.moderator, A))?.shortlisted).toBe(true);

    ok(
      await h.as(u.moderator, EQ.shortlist, { input: { campaignId: cid, ideaIds: [A], shortlisted: false } }),
      'unlist',
    );
    expect(ids(await board(u.moderator, { shortlisted: true }))).toEqual([C]);
    const moved = ok(await h.as(u.moderator, EQ.move, { input: { ids: [C], stage: 'SELECTED' } }), 'move').moveIdeas;
    expect(moved).toEqual([{ id: C, stage: 'SELECTED' }]);
  });

  it('the CSV export ends with the average, spread, reviews, reviewers and shortlist', async () => {
    const names = new Map(
      (
        ok(await h.as(u.moderator, EQ.evaluators, { id: cid }), 'evaluators').listCampaignEvaluators as {
          userId: string;
          name: string;
        }[]
      ).map((e) => [e.userId, e.name]),
    );
    const csv = ok(await h.as(u.admin, Q.exportCsv, { id: cid }), 'export').exportCampaignIdeas.csv as string;
    const [header, ...rows] = parseCsv(csv);
    expect(header.slice(-5)).toEqual(['Average score', 'Spread', 'Reviews', 'Reviewers', 'Shortlisted']);
    expect(header.slice(0, 2)).toEqual(['Idea ID', 'Title']);
    const byId = new Map(rows.map((r) => [r[0], r.slice(-5)]));
    expect(byId.size).toBe(3);
    const reviewers = (...who: TestUser[]) =>
      who
        .map((x) => names.get(x.username) as string)
        .sort()
        .join('; ');
    expect(byId.get(A)).toEqual(['3.50', '1.50', '2', reviewers(u.ev1, u.ev2), 'no']);
    expect(byId.get(B)).toEqual(['1.50', '0.50', '2', reviewers(u.ev1, u.ev4), 'no']);
    expect(byId.get(C)).toEqual(['3.00', '0.00', '1', reviewers(u.ev3), 'yes']);
    expect(errorOf(await h.as(u.ev1, Q.exportCsv, { id: cid }))).toBeDefined();
  });
});

describe('after the campaign', () => {
  it('closed, nobody scores; once results are published, authors see their idea’s aggregate', async () => {
    ok(await h.as(u.admin, Q.close, { input: { id: cid } }), 'close');
    const closed = await review(u.ev4, A, scores(3, 3), true);
    expect(errorOf(closed)?.message).toBe(EVALUATION_MESSAGES.evaluationClosed);
    expect(errorOf(await h.as(u.ev4, EQ.recuse, { input: { ideaId: A, recuse: true } }))?.message).toBe(
      EVALUATION_MESSAGES.evaluationClosed,
    );
    const queue = ok(await h.as(u.ev4, EQ.queue, { id: cid }), 'queue').getReviewQueue;
    expect(queue.canReview).toBe(false);
    expect(queue.reviewLockedReason).toBeTruthy();
    expect(
      (ok(await h.as(u.ev4, Q.tasks), 'tasks').listMyCampaignTasks as { kind: string; campaignId: string }[]).filter(
        (t) => t.kind === 'REVIEW_DUE' && t.campaignId === cid,
      ),
    ).toEqual([]);
    expect((await card(u.member, A))?.score).toBeNull();

    ok(
      await h.as(u.admin, Q.results, { input: { campaignId: cid, announcement: 'Thank you', ideaIds: [C] } }),
      'results',
    );
    expectAggregate((await card(u.member, A))?.score, [2, 5]);
    // Its author still sees no one's review; a member who did not write it sees no aggregate.
    expect(await evaluation(u.member, A)).toMatchObject({ reviews: [], myReview: null, seesReviews: false });
    expect((await card(u.lead, A))?.score).toBeNull();
    // The co-author of C sees C's aggregate too.
    expectAggregate((await card(u.ev2, C))?.score, [3]);
  });

  it('a campaign without criteria takes no reviews', async () => {
    const { campaignId, written } = await openInReview(h, fx.kit, u.admin, { title: 'No scorecard yet' }, async (id) =>
      fx.kit.submitted(u.member, id, 'An idea nobody can score yet'),
    );
    ok(await h.as(u.admin, EQ.assign, { input: { campaignId, userIds: [u.ev1.username] } }), 'assign');
    expect(refused(await review(u.ev1, written, [], false))).toEqual([
      'ValidationError',
      EVALUATION_MESSAGES.noScorecard,
    ]);
    expect(refused(await review(u.ev1, written, scores(3, 3), true))?.[1]).toBe(EVALUATION_MESSAGES.noScorecard);
  });
});

/** RFC 4180 as csv-stringify writes it: quoted cells with doubled quotes, CRLF or LF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
