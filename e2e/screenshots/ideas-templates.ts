// Captures docs/screenshots/ideas-*.png: the templates library, the template builder (a custom template on its
// second version: questions, live preview, version history), the create page's template picker and a draft being
// written (with the similar ideas its title finds), at phone and desktop widths in both themes.
// The workspace is real: approved and put on the Campaign plan by the back-office (the server's DATA_API_KEY),
// a colleague who accepted the owner's invitation, a custom template and ideas made through the data API.
//   E2E_BASE_URL=http://127.0.0.1:3301 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/ideas-templates.ts
import type { FormField } from '@innov/contracts';
import { request } from '@playwright/test';
import { graphql } from '../support/notifications.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember } from '../support/workspace.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const api = await request.newContext({ baseURL });

const setup = await approvedWorkspace(api, baseURL, {
  workspace: 'Watt Works',
  label: 'screens-ideas',
  givenName: 'Grace',
  familyName: 'Hopper',
  tier: 'CAMPAIGN',
});
const ada = await joinedMember(api, baseURL, setup, {
  label: 'screens-ideas-ada',
  givenName: 'Ada',
  familyName: 'Lovelace',
});
const owner = setup.owner.tokens.accessToken;

const fields: FormField[] = [
  {
    id: 'saving',
    type: 'LONG_TEXT',
    label: 'What does it save?',
    help: 'Energy, water or material, and roughly how much.',
    required: true,
  },
  {
    id: 'site',
    type: 'SINGLE_CHOICE',
    label: 'Where would it apply?',
    required: true,
    options: ['Office', 'Factory', 'Warehouse', 'Every site'],
  },
  { id: 'kwh', type: 'NUMBER', label: 'Yearly saving (kWh)', help: 'Your best estimate.', required: false, min: 0 },
  {
    id: 'needs',
    type: 'MULTIPLE_CHOICE',
    label: 'What would it need?',
    required: false,
    options: ['Budget', 'Maintenance team', 'Supplier', 'Training'],
    max: 3,
  },
  { id: 'start', type: 'DATE', label: 'Earliest start', required: false },
  { id: 'evidence', type: 'URL', label: 'Evidence or a reference', required: false },
];

const created = await graphql<{ createIdeaTemplate: { id: string } }>(
  baseURL,
  owner,
  'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }',
  {
    input: {
      name: 'Energy saving',
      description:
        'For ideas that cut the energy, water or material a site uses. Asks for the saving and what it takes.',
      fields: fields.slice(0, 5),
    },
  },
);
const templateId = created.createIdeaTemplate.id;
// A second version: the builder's history lists both.
await graphql(
  baseURL,
  owner,
  'mutation ($input: UpdateIdeaTemplateInput!) { updateIdeaTemplate(input: $input) { version } }',
  { input: { id: templateId, fields } },
);
await graphql(
  baseURL,
  owner,
  'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }',
  {
    input: {
      name: 'Customer pain point',
      description: 'A problem a customer told us about, in their words, with who has it and how often.',
      fields: [
        { id: 'quote', type: 'LONG_TEXT', label: 'What did the customer say?', required: true },
        { id: 'who', type: 'SHORT_TEXT', label: 'Who has this problem?', required: true },
        {
          id: 'often',
          type: 'SINGLE_CHOICE',
          label: 'How often?',
          required: false,
          options: ['Daily', 'Weekly', 'Rarely'],
        },
      ],
    },
  },
);

async function idea(token: string, title: string, summary: string, content: Record<string, unknown>, submit: boolean) {
  const saved = await graphql<{ saveIdeaDraft: { idea: { id: string } } }>(
    baseURL,
    token,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    {
      input: { templateId, title, summary, content: JSON.stringify(content), category: 'Operations', tags: ['energy'] },
    },
  );
  const id = saved.saveIdeaDraft.idea.id;
  if (submit)
    await graphql(baseURL, token, 'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', {
      input: { id },
    });
  return id;
}

await idea(
  owner,
  'Reuse the heat of the air compressors',
  'The compressors heat the hall for nothing; the warm air could heat the offices.',
  { saving: 'Gas for heating the offices in winter.', site: 'Factory' },
  true,
);
await idea(
  owner,
  'Compressor leak hunt every quarter',
  'Leaks waste a fifth of the compressed air.',
  { saving: 'Electricity of the compressors.', site: 'Factory' },
  true,
);
const draft = await idea(
  ada.tokens.accessToken,
  'Switch the compressors off at night',
  'Nobody uses compressed air between 22:00 and 06:00, yet the compressors keep the network at pressure.',
  {
    saving: 'About 42 MWh of electricity a year, a tenth of what the factory uses.',
    site: 'Factory',
    kwh: 42000,
    needs: ['Maintenance team'],
  },
  false,
);

const targets = [
  { name: 'ideas-templates', path: '/dashboard/ideation/templates', ready: 'Templates', tokens: setup.owner.tokens },
  {
    name: 'ideas-template-builder',
    path: `/dashboard/ideation/templates/${templateId}`,
    ready: 'Edit template',
    tokens: setup.owner.tokens,
  },
  { name: 'ideas-create-picker', path: '/dashboard/ideation/create', ready: 'Share an idea', tokens: ada.tokens },
  { name: 'ideas-create', path: `/dashboard/ideation/create?idea=${draft}`, ready: 'Your idea', tokens: ada.tokens },
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
      // A full-page capture lays sticky elements out against the window's height: the save bars held at the
      // window's bottom would show half-way down the picture, over the form. They show in place instead.
      await page.addStyleTag({ content: '[data-sticky-bar] { position: static !important; }' });
      if (target.name === 'ideas-create')
        await page.getByRole('heading', { name: 'Similar ideas already shared' }).waitFor({ timeout: 15_000 });
    },
  });
} finally {
  await api.dispose();
}
