// Captures docs/screenshots/campaigns-*.png: the campaigns list, the new-campaign form, My campaigns (a moderator's
// campaigns and tasks), a campaign's page (brief and timeline, its ideas, the moderation queue, the figures), a
// closed campaign with its results, the edit form, and an idea being written for a campaign (template locked,
// "Submit anonymously"), at phone and desktop widths in both themes. The workspace is real: approved and put on the
// Campaign plan by the back-office (the server's DATA_API_KEY), colleagues who accepted the owner's invitations,
// a team, a custom template, campaigns created, published, taken part in, moderated, closed and given results
// through the data API.
//   E2E_BASE_URL=http://127.0.0.1:3303 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/campaigns.ts
// SHOTS_ONLY=campaigns-page,campaigns-list takes some of the pictures only.
import { PHASE_DEFAULTS, type PhaseKind } from '@innov/contracts';
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';
import { captureAll, headingReady, type TCaptureTarget } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3303';
const api = await request.newContext({ baseURL });

const setup = await approvedWorkspace(api, baseURL, {
  workspace: 'Analytical Engines Ltd',
  label: 'shots-campaigns',
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
] as const) {
  people.push(await joinedMember(api, baseURL, setup, { label: 'shots-campaigns-member', givenName, familyName }));
}
const [ada, charles, mary, alan] = people as [TPerson, TPerson, TPerson, TPerson];

// biome-ignore lint/suspicious/noExplicitAny: the scripts read what the API answers
const call = <T = any>(who: TPerson, query: string, input: Record<string, unknown>) =>
  graphql<T>(baseURL, who.tokens.accessToken, query, { input });

const { createTeam: team } = await call<{ createTeam: { id: string } }>(
  owner,
  'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
  {
    name: 'Night shift',
    description: 'The people who keep the plant running overnight.',
    memberIds: [ada.userId, charles.userId],
  },
);
const { createIdeaTemplate: template } = await call<{ createIdeaTemplate: { id: string } }>(
  owner,
  'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }',
  {
    name: 'Energy saving',
    description: 'For ideas that cut the energy a site uses.',
    fields: [
      { id: 'saving', type: 'LONG_TEXT', label: 'What does it save?', required: true },
      { id: 'kwh', type: 'NUMBER', label: 'Yearly saving (kWh)', required: false, min: 0 },
    ],
  },
);

const DAY = 86_400_000;
const now = Date.now();
function phases(startDays: number, spec: [PhaseKind, string, number][]) {
  let at = now + startDays * DAY;
  return spec.map(([kind, name, days]) => {
    const startsAt = new Date(at).toISOString();
    at += days * DAY;
    return { kind, name, startsAt, endsAt: new Date(at).toISOString(), ...PHASE_DEFAULTS[kind] };
  });
}
const STANDARD: [PhaseKind, string, number][] = [
  ['SUBMISSION', 'Share your ideas', 14],
  ['REVIEW', 'Expert review', 7],
  ['SELECTION', 'Selection', 7],
];

const CREATE = 'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }';
const PUBLISH = 'mutation ($input: CampaignIdInput!) { publishCampaign(input: $input) { id status } }';
async function campaign(input: Record<string, unknown>, publish = true): Promise<string> {
  const { createCampaign } = await call<{ createCampaign: { id: string } }>(owner, CREATE, input);
  templateOf[createCampaign.id] = input.templateId as string;
  if (publish) await call(owner, PUBLISH, { id: createCampaign.id });
  return createCampaign.id;
}
const templateOf: Record<string, string> = {};
async function idea(who: TPerson, campaignId: string, title: string, content: Record<string, unknown>, extra = {}) {
  const saved = await call<{ saveIdeaDraft: { idea: { id: string } } }>(
    who,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    { templateId: templateOf[campaignId], title, content: JSON.stringify(content), campaignId, ...extra },
  );
  const id = saved.saveIdeaDraft.idea.id;
  await call(who, 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', { id });
  return id;
}
const moderate = (ideaId: string, action: string) =>
  call(owner, 'mutation ($input: ModerateIdeaInput!) { moderateIdea(input: $input) { id } }', { ideaId, action });
const vote = (who: TPerson, ideaId: string) =>
  call(who, 'mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { id } }', { ideaId, vote: true });
const comment = (who: TPerson, ideaId: string, body: string) =>
  call(who, 'mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { id } }', { ideaId, body });

// An open campaign with pre-moderation and anonymity, on the custom template, Mary moderating.
const energy = await campaign({
  title: 'Cut our energy use by 20%',
  brief:
    '## How might we use less energy?\n\nOur electricity bill rose **40%** in two years. Share any idea, big or small, that saves energy on our sites.\n\n- Lighting and heating\n- Machines left running\n- Travel and logistics',
  categories: ['Lighting', 'Machines', 'Buildings'],
  templateId: template.id,
  audience: 'WORKSPACE',
  allowAnonymous: true,
  premoderation: true,
  moderatorIds: [mary.userId],
  phases: phases(-3, STANDARD),
});
const lights = await idea(
  ada,
  energy,
  'Motion sensors for warehouse lights',
  {
    saving: 'The warehouse lights burn all night while nobody is there.',
    kwh: 42000,
  },
  { category: 'Lighting' },
);
const compressors = await idea(
  charles,
  energy,
  'Switch the compressors off at night',
  {
    saving: 'Nobody uses compressed air between 22:00 and 06:00.',
    kwh: 65000,
  },
  { category: 'Machines', anonymous: true },
);
await idea(
  alan,
  energy,
  'Heat pumps for the offices',
  { saving: 'The gas boilers are 20 years old.' },
  {
    category: 'Buildings',
  },
);
await moderate(lights, 'APPROVE');
await moderate(compressors, 'APPROVE');
for (const [who, id] of [
  [mary, lights],
  [alan, lights],
  [owner, compressors],
  [ada, compressors],
  [mary, compressors],
] as const)
  await vote(who, id);
await comment(mary, lights, 'The sensors pay for themselves in under a year.');
await comment(alan, compressors, 'We could put a timer on them this week.');
// A draft of Ada's in it (My campaigns' "finish your draft").
await call(ada, 'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }', {
  templateId: template.id,
  title: 'Solar panels on the warehouse roof',
  content: JSON.stringify({ saving: 'A third of our electricity.' }),
  campaignId: energy,
  category: 'Buildings',
});

// A team campaign that starts next week.
await campaign({
  title: 'Night shift wellbeing',
  brief: 'How might we make the night shift healthier and less lonely?',
  categories: ['Health', 'Food'],
  templateId: 'problem-statement',
  audience: 'TEAMS',
  teamIds: [team.id],
  phases: phases(5, STANDARD),
});

// A closed campaign with its results.
const onboarding = await campaign({
  title: 'Faster onboarding',
  brief: 'How might new engineers ship their first change in their first week?',
  categories: ['People'],
  templateId: 'problem-statement',
  audience: 'WORKSPACE',
  phases: phases(-1, STANDARD),
});
const problem = (p: string) => ({ problem: p, affected: 'Every new engineer', impact: 'Weeks saved per hire' });
const buddy = await idea(mary, onboarding, 'A buddy for every new engineer', problem('New engineers wait for help.'));
const docs = await idea(alan, onboarding, 'One-page setup guide', problem('Setting up takes three days.'));
await vote(ada, buddy);
await vote(charles, buddy);
await vote(owner, docs);
await call(owner, 'mutation ($input: CampaignIdInput!) { closeCampaign(input: $input) { id } }', { id: onboarding });
await call(owner, 'mutation ($input: PublishCampaignResultsInput!) { publishCampaignResults(input: $input) { id } }', {
  campaignId: onboarding,
  announcement: 'Thank you all! **Two ideas** go ahead this quarter: buddies start in March, the guide next week.',
  ideaIds: [buddy, docs],
});

// A draft campaign.
await campaign(
  {
    title: 'Customer delight',
    brief: 'How might our customers get spare parts in a day?',
    templateId: 'problem-statement',
    audience: 'WORKSPACE',
    phases: phases(10, STANDARD),
  },
  false,
);

interface Target extends TCaptureTarget {
  person: TPerson;
  /** What the page shows once it is ready: its level-1 heading. */
  heading: string;
}
const targets: Target[] = [
  { name: 'campaigns-list', path: '/dashboard/campaigns', heading: 'Campaigns', person: owner },
  { name: 'campaigns-new', path: '/dashboard/campaigns/new', heading: 'New campaign', person: owner },
  { name: 'campaigns-my-campaigns', path: '/dashboard/campaigns/my-campaigns', heading: 'My campaigns', person: mary },
  {
    name: 'campaigns-page',
    path: `/dashboard/campaigns/${energy}`,
    heading: 'Cut our energy use by 20%',
    person: owner,
  },
  {
    name: 'campaigns-page-ideas',
    path: `/dashboard/campaigns/${energy}?tab=ideas`,
    heading: 'Cut our energy use by 20%',
    person: ada,
  },
  {
    name: 'campaigns-page-moderation',
    path: `/dashboard/campaigns/${energy}?tab=moderation`,
    heading: 'Cut our energy use by 20%',
    person: mary,
  },
  {
    name: 'campaigns-page-results',
    path: `/dashboard/campaigns/${onboarding}?tab=results`,
    heading: 'Faster onboarding',
    person: ada,
  },
  { name: 'campaigns-edit', path: `/dashboard/campaigns/${energy}/edit`, heading: 'Edit campaign', person: owner },
  {
    name: 'campaigns-idea-create',
    path: `/dashboard/ideation/create?campaign=${energy}`,
    heading: 'Share an idea',
    person: ada,
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
