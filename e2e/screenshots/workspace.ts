// Captures docs/screenshots/companies-*.png (the company page of an owner: company information, members with one
// waiting for approval, invitations, the join link, ownership, activity), companies-invite-*.png (the invite
// dialog), companies-create-*.png (a user without a
// workspace), invitation-*.png and join-*.png (the landing pages, signed out) and admin-workspaces-*.png (the
// back-office's pending workspaces), at phone and desktop widths, dark and light, from data made as people make it.
// Run against a running server started with known keys:
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/workspace.ts
// SHOTS_ONLY=admin-workspaces takes only those pictures (the data is made all the same).
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail, waitForLink } from '../support/outbox.ts';
import { passwordSignIn, type SessionTokens, setSessionCookies, signUpConfirmed } from '../support/sign-in.ts';
import { platformAdmin } from '../workspace/setup.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3301';
const apiKey = process.env.E2E_DATA_API_KEY ?? process.env.DATA_API_KEY;
if (!apiKey) throw new Error('Set E2E_DATA_API_KEY (the server’s DATA_API_KEY): the workspace decisions need it');
const api = await request.newContext({ baseURL });

async function asAdmin(query: string, variables: Record<string, unknown>) {
  const response = await api.post('/graphql', { headers: { 'x-api-key': apiKey! }, data: { query, variables } });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

async function signedUp(label: string, givenName: string, familyName: string, workspace?: string) {
  const email = uniqueEmail(label);
  await signUpConfirmed(api, baseURL, email, { givenName, familyName, workspace });
  return { email, tokens: await passwordSignIn(baseURL, email) };
}

async function tenantOf(tokens: SessionTokens): Promise<string> {
  const data = await graphql<{ getMyWorkspace: { tenantId: string } }>(
    baseURL,
    tokens.accessToken,
    'query { getMyWorkspace { tenantId } }',
  );
  return data.getMyWorkspace.tenantId;
}

const COMPANY = {
  name: 'Analytical Engines Ltd',
  industry: 'Precision engineering',
  address: '12 Dorset Street',
  city: 'London',
  postalCode: 'W1U 6QS',
  country: 'GB',
  size: '11-50',
  website: 'https://analytical-engines.example',
};

// The owner's workspace: approved, on Collaborate, with its company information and a team.
const owner = await signedUp('shots-owner', 'Ada', 'Lovelace', 'Analytical Engines');
const tenantId = await tenantOf(owner.tokens);
await asAdmin('mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }', {
  input: { tenantId, decision: 'APPROVE' },
});
await asAdmin('mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }', {
  input: { tenantId, tier: 'COLLABORATE' },
});
const ownerTokens = await passwordSignIn(baseURL, owner.email);
const run = (query: string, variables: Record<string, unknown> = {}, tokens = ownerTokens) =>
  graphql(baseURL, tokens.accessToken, query, variables);
await run('mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id } }', {
  input: { id: tenantId, email: 'hello@analytical-engines.example', companyInformation: COMPANY },
});
await run('mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }', {
  input: { name: 'Difference engine', description: 'The calculating engine’s design team' },
});

// Colleagues who accepted their invitations (one an admin).
for (const [given, family, role] of [
  ['Charles', 'Babbage', 'admin'],
  ['Mary', 'Somerville', 'member'],
  ['Augustus', 'De Morgan', 'member'],
] as const) {
  const colleague = await signedUp('shots-colleague', given, family);
  const since = new Date();
  await run('mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }', {
    input: { emails: [colleague.email], role },
  });
  const link = await waitForLink(api, colleague.email, /\/invitations\//, since);
  await run(
    'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId } }',
    { input: { token: new URL(link).pathname.split('/').pop() } },
    colleague.tokens,
  );
}

// The join link on, and a colleague waiting for approval.
await run('mutation ($input: UpdateJoinLinkInput!) { updateJoinLink(input: $input) { token } }', {
  input: { enabled: true, domains: [owner.email.split('@')[1]] },
});
const link = await graphql<{ getJoinLink: { token: string } }>(
  baseURL,
  ownerTokens.accessToken,
  'query { getJoinLink { token } }',
);
const joiner = await signedUp('shots-joiner', 'Michael', 'Faraday');
await run(
  'mutation ($input: JoinWorkspaceInput!) { joinWorkspace(input: $input) { tenantId } }',
  { input: { token: link.getJoinLink.token } },
  joiner.tokens,
);

// Two invitations still pending; the first one's link for the landing page.
const invitee = uniqueEmail('shots-invitee');
const since = new Date();
await run('mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }', {
  input: { emails: [invitee, uniqueEmail('shots-invitee')], role: 'member' },
});
const invitationPath = new URL(await waitForLink(api, invitee, /\/invitations\//, since)).pathname;

// Workspaces waiting for a platform admin, with their company information.
for (const [given, family, workspace, info] of [
  [
    'Grace',
    'Hopper',
    'Compiler Works',
    {
      name: 'Compiler Works Inc.',
      industry: 'Software',
      city: 'Arlington',
      country: 'US',
      size: '1-10',
      website: 'https://compiler-works.example',
    },
  ],
  [
    'Hedy',
    'Lamarr',
    'Frequency Hopping GmbH',
    { name: 'Frequency Hopping GmbH', industry: 'Telecommunications', city: 'Vienna', country: 'AT', size: '51-200' },
  ],
] as const) {
  const pending = await signedUp('shots-pending', given, family, workspace);
  await run(
    'mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id } }',
    { input: { id: await tenantOf(pending.tokens), companyInformation: info } },
    pending.tokens,
  );
}
const adminTokens = await passwordSignIn(baseURL, await platformAdmin(baseURL));

// Someone without a workspace: they signed up alone, then left the workspace their sign-up made.
const loner = await signedUp('shots-loner', 'Alan', 'Turing');
await run('mutation { leaveWorkspace { tenantId } }', {}, loner.tokens);
const lonerTokens = await passwordSignIn(baseURL, loner.email);

const SESSIONS: Record<string, SessionTokens | null> = {
  companies: ownerTokens,
  'companies-invite': ownerTokens,
  'companies-create': lonerTokens,
  invitation: null,
  join: null,
  'admin-workspaces': adminTokens,
};
const READY: Record<string, string> = {
  companies: 'Analytical Engines',
  'companies-invite': 'Analytical Engines',
  'companies-create': 'Create a workspace',
  invitation: 'Join Analytical Engines',
  join: 'Join Analytical Engines',
  'admin-workspaces': 'Workspaces',
};

const only = process.env.SHOTS_ONLY?.split(',').filter(Boolean);
try {
  await captureAll({
    baseURL,
    cookieNoticeSeen: true,
    targets: [
      { name: 'companies', path: '/dashboard/companies' },
      { name: 'companies-invite', path: '/dashboard/companies', viewportOnly: true },
      { name: 'companies-create', path: '/dashboard/companies' },
      { name: 'invitation', path: invitationPath },
      { name: 'join', path: `/join/${link.getJoinLink.token}` },
      { name: 'admin-workspaces', path: '/admin/workspaces' },
    ].filter((t) => !only || only.includes(t.name)),
    async before(context, target) {
      await context.clearCookies();
      const tokens = SESSIONS[target.name];
      if (tokens) await setSessionCookies(context, baseURL, tokens);
    },
    async ready(page, target) {
      await page
        .getByRole('heading', { level: target.name === 'companies-create' ? 2 : 1, name: READY[target.name] })
        .first()
        .waitFor({ timeout: 60_000 });
      if (target.name === 'companies') {
        await page.getByTestId('member-row').nth(3).waitFor();
        await page.getByRole('list', { name: 'Recent activity' }).waitFor();
      }
      if (target.name === 'companies-invite') {
        await page.getByRole('button', { name: 'Invite people' }).click();
        const dialog = page.getByRole('dialog', { name: 'Invite people' });
        await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill('grace@example.com, alan@example.com');
        await dialog.getByRole('combobox', { name: 'Teams (optional)' }).click();
        await page.getByRole('option', { name: 'Difference engine' }).click();
        await dialog.getByRole('heading', { name: 'Invite people' }).click();
      }
      if (target.name === 'admin-workspaces')
        // A table from the md breakpoint up, a card per workspace on a phone.
        await page
          .getByRole('region', { name: 'Workspaces' })
          .getByRole('row')
          .nth(2)
          .or(page.getByRole('list', { name: 'Workspaces' }).getByRole('listitem').nth(1))
          .waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    },
  });
} finally {
  await api.dispose();
}
