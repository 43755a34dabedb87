// Captures docs/screenshots/teams-*.png: the teams list, a team's page (as its manager: the owner) and its
// add-member dialog, the create form and the locked page of a workspace whose plan has no teams, at phone and desktop widths in both themes.
// The workspace is real: approved and put on the Collaborate plan by the back-office (the server's DATA_API_KEY),
// colleagues created through the admin path who accepted the owner's invitations, teams with leads and members.
//   E2E_BASE_URL=http://127.0.0.1:3302 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/teams.ts
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const api = await request.newContext({ baseURL });

const setup = await approvedWorkspace(api, baseURL, {
  workspace: 'Analytical Engines Ltd',
  label: 'screens-teams',
  givenName: 'Grace',
  familyName: 'Hopper',
});
const people: TPerson[] = [];
for (const [givenName, familyName] of [
  ['Ada', 'Lovelace'],
  ['Charles', 'Babbage'],
  ['Mary', 'Somerville'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
] as const) {
  people.push(await joinedMember(api, baseURL, setup, { label: 'screens-member', givenName, familyName }));
}
const [ada, charles, mary, alan, katherine] = people as [TPerson, TPerson, TPerson, TPerson, TPerson];

async function team(name: string, description: string, members: TPerson[], leads: TPerson[] = []) {
  const created = await graphql<{ createTeam: { id: string } }>(
    baseURL,
    setup.owner.tokens.accessToken,
    'mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }',
    { input: { name, description, memberIds: members.map((m) => m.userId) } },
  );
  for (const lead of leads) {
    await graphql(
      baseURL,
      setup.owner.tokens.accessToken,
      'mutation ($input: ChangeTeamRoleInput!) { changeTeamRole(input: $input) { role } }',
      { input: { teamId: created.createTeam.id, userId: lead.userId, role: 'lead' } },
    );
  }
  return created.createTeam.id;
}

const engine = await team(
  'Analytical Engine',
  'Designs the general-purpose engine: the mill, the store and the punched-card programs that drive them.',
  [ada, charles, mary, alan],
  [ada],
);
await team(
  'Navigation tables',
  'Computes and checks the nautical almanac before each print run.',
  [mary, katherine],
  [katherine],
);
await team('Research partnerships', 'Universities and laboratories we work with on proofs of concept.', [alan]);
await team('Customer pilots', '', [charles, katherine]);

// A workspace still on Connect: the locked page.
const lockedEmail = uniqueEmail('screens-teams-locked');
await signUpConfirmed(api, baseURL, lockedEmail, { workspace: 'Small Workshop' });
const locked = await passwordSignIn(baseURL, lockedEmail);

const targets = [
  { name: 'teams', path: '/dashboard/teams', ready: 'Teams', tokens: setup.owner.tokens },
  { name: 'teams-team', path: `/dashboard/teams/${engine}`, ready: 'Analytical Engine', tokens: setup.owner.tokens },
  { name: 'teams-create', path: '/dashboard/teams/create', ready: 'Create a team', tokens: setup.owner.tokens },
  { name: 'teams-locked', path: '/dashboard/teams', ready: 'Teams', tokens: locked },
  {
    name: 'teams-add-member',
    path: `/dashboard/teams/${engine}`,
    ready: 'Analytical Engine',
    tokens: setup.owner.tokens,
    viewportOnly: true,
    dialog: 'Add member',
  },
];
try {
  await captureAll({
    baseURL,
    targets,
    cookieNoticeSeen: true,
    before: (context, target) => setSessionCookies(context, baseURL, target.tokens),
    async ready(page, target) {
      await page.getByRole('heading', { level: 1, name: target.ready }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
      if ('dialog' in target) {
        // The add-member dialog with the workspace's people offered (those already in the team left out).
        await page.getByRole('button', { name: target.dialog }).click();
        await page.getByRole('combobox', { name: 'Member of the workspace' }).click();
        await page.getByRole('option').first().waitFor();
      }
    },
  });
} finally {
  await api.dispose();
}
