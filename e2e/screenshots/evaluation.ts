// Captures docs/screenshots/evaluation-*.png (issue 29): an evaluator's review page (their queue, an idea chosen
// with a draft half scored), the moderators' shortlist (ideas ranked by their weighted average, one shortlisted) and
// the evaluation setup (a weighted scorecard, locked once reviews exist, and evaluators in person and by team with
// their progress), at phone and desktop widths in both themes. The workspace is real: approved and put on the
// Campaign plan by the back-office (the server's DATA_API_KEY), colleagues who accepted the owner's invitations, a
// team, and a campaign created, published, given ideas, moved to its review phase, scored and shortlisted through
// the data API.
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/evaluation.ts
// SHOTS_ONLY=evaluation-review,evaluation-shortlist takes some of the pictures only.
import { PHASE_DEFAULTS, type PhaseKind } from '@innov/contracts';
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';
import { captureAll, headingReady, type TCaptureTarget } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3301';
const api = await request.newContext({ baseURL });

const setup = await approvedWorkspace(api, baseURL, {
  workspace: 'Analytical Engines Ltd',
  label: 'shots-evaluation',
  givenName: 'Grace',
  familyName: 'Hopper',
  tier: 'CAMPAIGN',
});
const owner = setup.owner;
const people: TPerson[] = [];
for (const [givenName, familyName] of [
  ['Ada', 'Lovelace'],
  ['Charles', 'Babbage'],
  ['Mary', 'Somerville'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
] as const) {
  people.push(await joinedMember(api, baseURL, setup, { label: 'shots-evaluation-member', givenName, familyName }));
}
const [ada, charles, mary, alan, katherine] = people as [TPerson, TPerson, TPerson, TPerson, TPerson];

// biome-ignore lint/suspicious/noExplicitAny: the scripts read what the API answers
const call = <T = any>(who: TPerson, query: string, input: Record<string, unknown>) =>
  graphql<T>(baseURL, who.tokens.accessToken, query, { input });

const { createTeam: panel } = await call<{ createTeam: { id: string } }>(
  owner,
  'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
  {
    name: 'Energy panel',
    description: 'Engineers who judge energy ideas.',
    memberIds: [alan.userId, katherine.userId],
  },
);

// Open in its review phase: ideas came in during the submission phase, which started four days ago.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.now() - 4 * DAY;
const phases = (
  [
    ['SUBMISSION', 'Share your ideas', 7],
    ['REVIEW', 'Expert review', 7],
    ['SELECTION', 'Selection', 7],
  ] as [PhaseKind, string, number][]
).map(([kind, name, days], i, all) => {
  const before = all.slice(0, i).reduce((sum, p) => sum + p[2], 0);
  return {
    kind,
    name,
    startsAt: new Date(start + before * DAY).toISOString(),
    endsAt: new Date(start + (before + days) * DAY).toISOString(),
    ...PHASE_DEFAULTS[kind],
  };
});
const { createCampaign } = await call<{ createCampaign: { id: string } }>(
  owner,
  'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
  {
    title: 'Cut our energy use by 20%',
    brief: 'Our electricity bill rose **40%** in two years. Share any idea, big or small, that saves energy.',
    categories: ['Lighting', 'Machines', 'Buildings'],
    templateId: 'problem-statement',
    audience: 'WORKSPACE',
    phases,
  },
);
const campaignId = createCampaign.id;
await call(owner, 'mutation ($input: CampaignIdInput!) { publishCampaign(input: $input) { id } }', { id: campaignId });

async function idea(who: TPerson, title: string, summary: string, category: string) {
  const saved = await call<{ saveIdeaDraft: { idea: { id: string } } }>(
    who,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    {
      templateId: 'problem-statement',
      title,
      summary,
      category,
      campaignId,
      content: JSON.stringify({
        problem: summary,
        affected: 'Everyone on the site, and the energy bill',
        impact: 'A lower bill and a smaller footprint',
      }),
    },
  );
  const id = saved.saveIdeaDraft.idea.id;
  await call(who, 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', { id });
  return id;
}
const lights = await idea(
  ada,
  'Motion sensors for warehouse lights',
  'The warehouse lights burn all night while nobody is there.',
  'Lighting',
);
const compressors = await idea(
  charles,
  'Switch the compressors off at night',
  'Nobody uses compressed air between 22:00 and 06:00.',
  'Machines',
);
const heatPumps = await idea(
  ada,
  'Heat pumps for the offices',
  'The gas boilers are twenty years old and oversized.',
  'Buildings',
);
const solar = await idea(
  charles,
  'Solar panels on the warehouse roof',
  'The roof faces south and is empty: it could supply a third of our electricity.',
  'Buildings',
);
const doors = await idea(
  owner,
  'Fast roll-up doors for the cold store',
  'The cold store door stands open for minutes at every delivery.',
  'Buildings',
);

await call(owner, 'mutation ($input: CampaignIdInput!) { advanceCampaignPhase(input: $input) { id } }', {
  id: campaignId,
});
const { updateCampaignScorecard: scorecard } = await call<{
  updateCampaignScorecard: { criteria: { id: string; name: string }[] };
}>(
  owner,
  'mutation ($input: UpdateCampaignScorecardInput!) { updateCampaignScorecard(input: $input) { criteria { id name } } }',
  {
    campaignId,
    scale: 5,
    criteria: [
      { name: 'Impact', guidance: 'How much energy it saves in a year, for the sites it applies to.', weight: 3 },
      { name: 'Feasibility', guidance: 'How easily we could do it this year, with the people we have.', weight: 2 },
      { name: 'Cost', guidance: '5 when it costs little, 1 when it needs a large investment.', weight: 1 },
    ],
  },
);
const criterion = Object.fromEntries(scorecard.criteria.map((c) => [c.name, c.id])) as Record<string, string>;
const ASSIGN =
  'mutation ($input: AssignCampaignEvaluatorsInput!) { assignCampaignEvaluators(input: $input) { userId } }';
await call(owner, ASSIGN, { campaignId, userIds: [mary.userId], dueAt: new Date(Date.now() + 3 * DAY).toISOString() });
await call(owner, ASSIGN, { campaignId, teamIds: [panel.id], dueAt: new Date(Date.now() + 5 * DAY).toISOString() });

async function review(
  who: TPerson,
  ideaId: string,
  scores: Partial<Record<'Impact' | 'Feasibility' | 'Cost', number>>,
  comment: string,
  submit = true,
) {
  await call(who, 'mutation ($input: SaveIdeaReviewInput!) { saveIdeaReview(input: $input) { seesReviews } }', {
    ideaId,
    submit,
    comment,
    scores: Object.entries(scores).map(([name, score]) => ({ criterionId: criterion[name], score })),
  });
}
await review(mary, lights, { Impact: 5, Feasibility: 5, Cost: 4 }, 'Cheap, quick, and the saving is large.');
await review(alan, lights, { Impact: 4, Feasibility: 5, Cost: 4 }, 'The sensors pay for themselves in a year.');
await review(katherine, lights, { Impact: 5, Feasibility: 4, Cost: 3 }, '');
await review(mary, compressors, { Impact: 4, Feasibility: 5, Cost: 5 }, 'A timer does it this week.');
await review(alan, compressors, { Impact: 3, Feasibility: 4, Cost: 5 }, 'Check the night shift never needs air.');
await review(mary, solar, { Impact: 5, Feasibility: 2, Cost: 1 }, 'Big saving, but a year of planning first.');
await review(katherine, solar, { Impact: 4, Feasibility: 3, Cost: 2 }, 'The roof needs a survey.');
await review(alan, heatPumps, { Impact: 3, Feasibility: 2, Cost: 2 }, '');
// Mary's draft of the heat pumps: half scored, the idea her review page shows.
await review(mary, heatPumps, { Impact: 3, Feasibility: 2 }, 'Ask the landlord whether we may drill the walls.', false);
// Katherine recused herself from the roll-up doors (she quoted for them).
await call(katherine, 'mutation ($input: RecuseFromReviewInput!) { recuseFromReview(input: $input) { seesReviews } }', {
  ideaId: doors,
  recuse: true,
  reason: 'I asked the supplier for the quote.',
});
await call(owner, 'mutation ($input: ShortlistIdeasInput!) { shortlistIdeas(input: $input) { id } }', {
  campaignId,
  ideaIds: [lights],
  shortlisted: true,
});

interface Target extends TCaptureTarget {
  person: TPerson;
  /** What the page shows once it is ready: its level-1 heading. */
  heading: string;
}
const targets: Target[] = [
  {
    name: 'evaluation-review',
    path: `/dashboard/campaigns/${campaignId}/review?idea=${heatPumps}`,
    heading: 'Review ideas',
    person: mary,
  },
  {
    name: 'evaluation-shortlist',
    path: `/dashboard/campaigns/${campaignId}/shortlist`,
    heading: 'Shortlist',
    person: owner,
  },
  {
    name: 'evaluation-setup',
    path: `/dashboard/campaigns/${campaignId}/evaluation`,
    heading: 'Evaluation setup',
    person: owner,
  },
];
const only = process.env.SHOTS_ONLY?.split(',');

try {
  await captureAll({
    baseURL,
    targets: targets.filter((t) => !only || only.includes(t.name)),
    cookieNoticeSeen: true,
    async before(context, target) {
      await context.clearCookies();
      await setSessionCookies(context, baseURL, target.person.tokens);
    },
    ready: headingReady,
  });
} finally {
  await api.dispose();
}
