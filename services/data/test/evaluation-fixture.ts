// What the evaluation and merge integration tests share (issue 29): the GraphQL of the evaluation contract, and one
// campaign built through the real API with real tokens: "Roles Ltd" (roles-fixture) on the Campaign plan, a
// campaign owned by the workspace's admin with a plain member as its moderator, OPEN in its review phase (votes,
// comments and evaluation allowed) after a submission phase in which three members wrote an idea each (one of them
// co-authored by an evaluator), a scorecard of two weighted criteria on the 1–5 scale, two evaluators assigned in
// person (no due date: the end of the last phase that evaluates) and a team of two assigned with a due date.
import { expect } from 'vitest';
import { campaignKit, hoursAfter, newMember, phasesFrom, Q } from './campaigns-fixture.ts';
import type { DataHarness, GqlResult, TestUser } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

export const CRITERION = 'id position name guidance weight';
export const SCORECARD = `campaignId scale criteria { ${CRITERION} } locked canEdit`;
export const EVALUATOR = 'userId name teamId teamName dueAt ownDueAt toReview submitted drafts recused remindedAt';
export const SCORE = 'average spread reviews scale';
export const EVAL_CARD = `id title owner authorName anonymous campaignId stage moderation voteCount commentCount
  score { ${SCORE} } shortlisted mergedIntoId mergedIntoTitle`;
export const REVIEW = 'userId reviewerName status scores { criterionId score } comment score submittedAt updatedAt';
export const EVALUATION = `idea { ${EVAL_CARD} } scorecard { ${SCORECARD} } myReview { ${REVIEW} }
  reviews { ${REVIEW} } seesReviews canReview reviewLockedReason dueAt isEvaluator canModerate`;
export const QUEUE = `campaignId campaignTitle dueAt canReview reviewLockedReason total done
  items { idea { id title } state myScore updatedAt }`;

export const EQ = {
  scorecard: `query ($id: ID!) { getCampaignScorecard(campaignId: $id) { ${SCORECARD} } }`,
  updateScorecard: `mutation ($input: UpdateCampaignScorecardInput!) { updateCampaignScorecard(input: $input) { ${SCORECARD} } }`,
  evaluators: `query ($id: ID!) { listCampaignEvaluators(campaignId: $id) { ${EVALUATOR} } }`,
  assign: `mutation ($input: AssignCampaignEvaluatorsInput!) { assignCampaignEvaluators(input: $input) { ${EVALUATOR} } }`,
  unassign: `mutation ($input: RemoveCampaignEvaluatorInput!) { removeCampaignEvaluator(input: $input) { ${EVALUATOR} } }`,
  queue: `query ($id: ID!) { getReviewQueue(campaignId: $id) { ${QUEUE} } }`,
  evaluation: `query ($id: ID!) { getIdeaEvaluation(ideaId: $id) { ${EVALUATION} } }`,
  save: `mutation ($input: SaveIdeaReviewInput!) { saveIdeaReview(input: $input) { ${EVALUATION} } }`,
  recuse: `mutation ($input: RecuseFromReviewInput!) { recuseFromReview(input: $input) { ${EVALUATION} } }`,
  shortlist: `mutation ($input: ShortlistIdeasInput!) { shortlistIdeas(input: $input) { ${EVAL_CARD} } }`,
  board: `query ($campaignId: ID, $sort: IdeaSort, $minScore: Float, $shortlisted: Boolean, $limit: Int, $nextToken: String) {
    listIdeas(campaignId: $campaignId, sort: $sort, minScore: $minScore, shortlisted: $shortlisted, limit: $limit, nextToken: $nextToken) {
      items { ${EVAL_CARD} } nextToken total stageCounts { stage count } } }`,
  card: `query ($id: ID!) { getIdea(id: $id) { idea { ${EVAL_CARD} } } }`,
  campaign: `query ($id: ID!) { getCampaign(id: $id) { id status activePhase scoreScale criteriaCount canReview reviewDueAt myRoles } }`,
  move: `mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { id stage } }`,
} as const;

/** The fixture's criteria: Impact counts three times Feasibility. */
export const CRITERIA = [
  { name: 'Impact', guidance: 'How much it changes for the people affected', weight: 3 },
  { name: 'Feasibility', guidance: 'How easily we can do it', weight: 1 },
];

/** The first error as [errorType, message]. */
export function refusalOf(r: GqlResult): [string, string] | undefined {
  const e = r.errors?.[0];
  if (!e) return undefined;
  try {
    const inner = JSON.parse(e.message) as { errorType: string; message: string };
    return [inner.errorType, inner.message];
  } catch {
    return [e.errorType ?? '', e.message];
  }
}

/** A team of the workspace with these members (the roles fixture makes its teams the same way). */
export async function insertTeam(h: DataHarness, tenantId: string, name: string, members: TestUser[]) {
  const [team] = await h.system.database.query<{ id: string }>(
    'insert into app.teams (tenant_id, name) values ($1, $2) returning id',
    [tenantId, name],
  );
  for (const [i, m] of members.entries())
    await h.system.database.query('insert into app.team_members (team_id, user_id, role) values ($1, $2, $3)', [
      team.id,
      m.username,
      i === 0 ? 'lead' : 'member',
    ]);
  return team.id as string;
}

export interface EvaluationFixture {
  roles: RolesFixture;
  kit: ReturnType<typeof campaignKit>;
  campaignId: string;
  campaignTitle: string;
  /** The evaluators' team (ev3, ev4). */
  panelId: string;
  /** The team's due date (an ISO string), two days ahead. */
  panelDueAt: string;
  /** Impact (weight 3), Feasibility (weight 1), in that order. */
  criteria: { id: string; name: string; weight: number }[];
  ideas: {
    /** Written by `member`. */
    a: string;
    /** Written by `lead`. */
    b: string;
    /** Written by `author`, co-authored (accepted) by `ev2`. */
    c: string;
  };
  users: {
    /** The workspace's owner (moderates every campaign). */
    owner: TestUser;
    /** The workspace's admin: the campaign's creator and OWNER. */
    admin: TestUser;
    /** A plain member holding the campaign's MODERATOR role. */
    moderator: TestUser;
    member: TestUser;
    lead: TestUser;
    author: TestUser;
    /** Evaluators in person. */
    ev1: TestUser;
    ev2: TestUser;
    /** Evaluators through the team "Evaluation panel". */
    ev3: TestUser;
    ev4: TestUser;
    outsider: TestUser;
    platformAdmin: TestUser;
  };
}

/**
 * An OPEN campaign of the workspace in its review phase: SUBMISSION (started an hour ago, 72 h), REVIEW (72 h),
 * SELECTION (72 h); `write` submits its ideas while the submission phase runs, then the owner advances it.
 */
export async function openInReview<T>(
  h: DataHarness,
  kit: ReturnType<typeof campaignKit>,
  owner: TestUser,
  input: Record<string, unknown>,
  write: (campaignId: string) => Promise<T>,
): Promise<{ campaignId: string; written: T }> {
  const c = await kit.create(owner, {
    phases: phasesFrom(hoursAfter(new Date(), -1), [
      { kind: 'SUBMISSION', name: 'Ideas', hours: 72 },
      { kind: 'REVIEW', name: 'Review', hours: 72 },
      { kind: 'SELECTION', name: 'Selection', hours: 72 },
    ]),
    ...input,
  });
  expect((await kit.publish(owner, c.id)).status).toBe('OPEN');
  const written = await write(c.id);
  const advanced = ok(await h.as(owner, Q.advance, { input: { id: c.id } }), 'advance').advanceCampaignPhase;
  expect(advanced).toMatchObject({ status: 'OPEN', activePhase: 1 });
  return { campaignId: c.id, written };
}

export async function buildEvaluationFixture(h: DataHarness): Promise<EvaluationFixture> {
  const roles = await buildRolesFixture(h);
  const kit = campaignKit(h);
  const { owner, admin, member, lead, outsider, platformAdmin } = roles.users;
  for (const tenantId of [roles.tenantId, roles.outsiderTenantId])
    ok(await h.as(platformAdmin, Q.plan, { input: { tenantId, tier: 'CAMPAIGN' } }), 'plan');
  const [moderator, author, ev1, ev2, ev3, ev4] = await Promise.all(
    ['moderator', 'author', 'ev1', 'ev2', 'ev3', 'ev4'].map((tag) => newMember(h, roles.tenantId, tag)),
  );
  const panelId = await insertTeam(h, roles.tenantId, 'Evaluation panel', [ev3, ev4]);

  const campaignTitle = 'Cooler summers';
  const { campaignId, written } = await openInReview(
    h,
    kit,
    admin,
    { title: campaignTitle, moderatorIds: [moderator.username] },
    async (id) => {
      const a = await kit.submitted(member, id, 'Solar canopies over the car park');
      const b = await kit.submitted(lead, id, 'Rainwater tanks for the gardens');
      const c = await kit.submitted(author, id, 'Shade sails in the courtyard');
      ok(await h.as(author, Q.invite, { input: { ideaId: c, userIds: [ev2.username] } }), 'invite ev2');
      ok(await h.as(ev2, Q.respond, { input: { ideaId: c, accept: true } }), 'ev2 accepts');
      return { a, b, c };
    },
  );

  const scorecard = ok(
    await h.as(admin, EQ.updateScorecard, { input: { campaignId, scale: 5, criteria: CRITERIA } }),
    'updateCampaignScorecard',
  ).updateCampaignScorecard;
  const criteria = (scorecard.criteria as { id: string; name: string; weight: number }[]).map((c) => ({
    id: c.id,
    name: c.name,
    weight: c.weight,
  }));
  expect(criteria.map((c) => [c.name, c.weight])).toEqual([
    ['Impact', 3],
    ['Feasibility', 1],
  ]);

  ok(
    await h.as(moderator, EQ.assign, { input: { campaignId, userIds: [ev1.username, ev2.username] } }),
    'assign in person',
  );
  const panelDueAt = hoursAfter(new Date(), 48).toISOString();
  ok(await h.as(moderator, EQ.assign, { input: { campaignId, teamIds: [panelId], dueAt: panelDueAt } }), 'assign team');

  return {
    roles,
    kit,
    campaignId,
    campaignTitle,
    panelId,
    panelDueAt,
    criteria,
    ideas: written,
    users: { owner, admin, moderator, member, lead, author, ev1, ev2, ev3, ev4, outsider, platformAdmin },
  };
}
