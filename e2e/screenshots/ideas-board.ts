// Captures docs/screenshots/ideas-board-*.png, ideas-idea-*.png and ideas-my-innovations-*.png: the ideas board as
// a list and as a kanban (seen by an owner, who moderates), an idea's page (votes, tags, stage history, a threaded
// discussion with a mention) and the author's "My innovations", at phone and desktop widths in both themes.
// The workspace is real: approved and put on the Campaign plan by the back-office (the server's DATA_API_KEY),
// colleagues who accepted the owner's invitations, ideas written, submitted, voted, discussed and moved through
// the data API.
//   E2E_BASE_URL=http://127.0.0.1:3302 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/ideas-board.ts
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const api = await request.newContext({ baseURL });

const setup = await approvedWorkspace(api, baseURL, {
  workspace: 'Analytical Engines Ltd',
  label: 'screens-board',
  givenName: 'Grace',
  familyName: 'Hopper',
  tier: 'CAMPAIGN',
});
const people: TPerson[] = [];
for (const [givenName, familyName] of [
  ['Ada', 'Lovelace'],
  ['Charles', 'Babbage'],
  ['Mary', 'Somerville'],
  ['Alan', 'Turing'],
] as const) {
  people.push(await joinedMember(api, baseURL, setup, { label: 'screens-board-member', givenName, familyName }));
}
const [ada, charles, mary, alan] = people as [TPerson, TPerson, TPerson, TPerson];
const owner = setup.owner;

const call = (who: TPerson, query: string, input: Record<string, unknown>) =>
  graphql<Record<string, { id?: string; idea?: { id: string } }>>(baseURL, who.tokens.accessToken, query, { input });

async function idea(
  who: TPerson,
  title: string,
  summary: string,
  category: string,
  tags: string[],
  content: Record<string, string>,
): Promise<string> {
  const saved = await call(
    who,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    { templateId: 'problem-statement', title, summary, category, tags, content: JSON.stringify(content) },
  );
  const id = saved.saveIdeaDraft?.idea?.id as string;
  await call(who, 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', { id });
  return id;
}

const problem = (p: string, a: string, i: string, s?: string) => ({
  problem: p,
  affected: a,
  impact: i,
  ...(s ? { idea: s } : {}),
});

const badges = await idea(
  ada,
  'Print visitor badges in advance',
  'Visitors wait up to 20 minutes at reception because badges are printed one by one.',
  'Facilities',
  ['visitors', 'quick win'],
  problem(
    'Visitor badges are printed one at a time at the front desk, after the visitor arrives.',
    'About 60 visitors a day, their hosts, and the two receptionists.',
    'Meetings start late, and a queue is the first thing visitors see of us.',
    'Hosts register visitors the day before; badges are printed overnight and waiting in a tray.',
  ),
);
const solar = await idea(
  charles,
  'Solar panels on the warehouse roof',
  'The flat warehouse roof gets full sun all day and could cover a third of our electricity.',
  'Sustainability',
  ['energy', 'capex'],
  problem('Our electricity bill rose 40% in two years.', 'Finance and every site.', 'About €90k a year.'),
);
const onboarding = await idea(
  mary,
  'A buddy for every new engineer',
  'Pair each new engineer with a buddy from another team for their first six weeks.',
  'People',
  ['onboarding'],
  problem(
    'New engineers take three months to ship their first change.',
    'Every new hire and their team lead.',
    'Slower teams and early leavers.',
  ),
);
const kiosk = await idea(
  alan,
  'Self-service kiosk for meeting rooms',
  'A tablet beside each room shows the bookings and lets people book on the spot.',
  'Facilities',
  ['meeting rooms'],
  problem('Rooms are booked and left empty.', 'Everyone who books rooms.', 'A third of bookings are no-shows.'),
);
const recycling = await idea(
  ada,
  'Recycle the packaging foam',
  'The foam our parts arrive in can go back to the supplier instead of landfill.',
  'Sustainability',
  ['waste'],
  problem('Two skips of foam a week go to landfill.', 'Goods-in.', '€8k a year and our waste figures.'),
);
const lunch = await idea(
  charles,
  'Friday lunch talks',
  'Thirty minutes every Friday where one team shows what they are working on.',
  'People',
  ['culture'],
  problem('Teams do not know what the others do.', 'Everyone.', 'Duplicate work and missed help.'),
);

const vote = (who: TPerson, id: string) =>
  call(who, 'mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { id } }', { ideaId: id, vote: true });
for (const [who, id] of [
  [charles, badges],
  [mary, badges],
  [alan, badges],
  [owner, badges],
  [ada, solar],
  [mary, solar],
  [alan, onboarding],
  [charles, kiosk],
  [mary, recycling],
  [owner, solar],
] as const) {
  await vote(who, id);
}
const comment = (who: TPerson, id: string, body: string, parentId?: string) =>
  call(who, 'mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { id } }', {
    ideaId: id,
    body,
    ...(parentId ? { parentId } : {}),
  });
const first = await comment(
  charles,
  badges,
  `Our kiosk vendor can print badges from the booking system, @[Ada Lovelace](user:${ada.userId}). I can set up a call.`,
);
await comment(ada, badges, 'Yes please, next week works for me.', first.addIdeaComment?.id);
await comment(mary, badges, 'Reception asked for exactly this last month.');
await comment(alan, solar, 'The roof survey from 2022 says it can take the load.');
await call(owner, 'mutation ($input: UpdateIdeaTagsInput!) { updateIdeaTags(input: $input) { id } }', {
  id: badges,
  moderatorTags: ['budget approved'],
});
const move = (ids: string[], stage: string) =>
  call(owner, 'mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { id } }', { ids, stage });
await move([badges, solar], 'UNDER_REVIEW');
await move([badges], 'SELECTED');
await move([kiosk], 'IN_PROGRESS');
await move([lunch], 'IMPLEMENTED');
await move([recycling], 'DECLINED');
void onboarding;

// A draft of Ada's, for "My innovations".
await call(ada, 'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }', {
  templateId: 'lean-canvas',
  title: 'Spare-parts subscription for customers',
  content: JSON.stringify({ problem: 'Customers wait weeks for spare parts.' }),
});

const targets = [
  { name: 'ideas-board-list', path: '/dashboard/ideation/ideas', ready: 'Ideas', person: owner },
  { name: 'ideas-board-kanban', path: '/dashboard/ideation/ideas?view=kanban', ready: 'Ideas', person: owner },
  {
    name: 'ideas-idea',
    path: `/dashboard/ideation/ideas/${badges}`,
    ready: 'Print visitor badges in advance',
    person: charles,
  },
  {
    name: 'ideas-my-innovations',
    path: '/dashboard/ideation/my-innovations?tab=submitted',
    ready: 'My innovations',
    person: ada,
  },
];
try {
  await captureAll({
    baseURL,
    targets,
    cookieNoticeSeen: true,
    before: (context, target) => setSessionCookies(context, baseURL, target.person.tokens),
    async ready(page, target) {
      await page.getByRole('heading', { level: 1, name: target.ready }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
      await page.locator('[data-live-status="connected"]').first().waitFor({ timeout: 30_000 });
    },
  });
} finally {
  await api.dispose();
}
