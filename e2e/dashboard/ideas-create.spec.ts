// Writing an idea from a custom template, through the real pages: an owner builds a template in the form builder
// (a required long text, a single choice, a number; a blank option refused beside it; fields reordered with the
// keyboard buttons), a member starts an idea with it from the library, the draft is saved as they type and is
// still there after a reload, a submit missing the required answer shows the problem beside that field, then
// the idea is submitted and its page shows the answers. A workspace whose plan has no ideas names the plan that
// has them. The workspace is approved and put on the Campaign plan by the back-office; the member joins through
// the owner's invitation. axe on every page visited.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { signInContext, signUpConfirmed } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(240_000);

async function openAs(browser: import('@playwright/test').Browser, baseURL: string, person: TPerson, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL, person.email);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

function field(page: Page, index: number) {
  return page.getByTestId('builder-field').nth(index);
}

test('an owner builds a template and a member writes, saves and submits an idea with it', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Watt Works',
    label: 'ideas-owner',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'ideas-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });

  // The library: the four built-ins; the owner may make a template.
  const owner = await openAs(browser, baseURL!, setup.owner, '/dashboard/ideation/templates');
  let page = owner.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible({ timeout: 30_000 });
  const builtIns = page.getByRole('list', { name: 'Built-in templates' });
  await expect(builtIns.getByTestId('template-card')).toHaveCount(4);
  await expect(builtIns.getByRole('heading', { name: 'Lean Canvas' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No custom templates yet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/templates');
  await builtIns.getByRole('button', { name: 'Preview Lean Canvas' }).click();
  const preview = page.getByRole('dialog', { name: /lean canvas/i });
  await expect(preview.getByRole('textbox', { name: /Problem/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'template preview dialog');
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  // The builder: it starts with one required long text.
  await page.getByRole('main').getByRole('link', { name: 'New template' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/ideation\/templates\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Template name' }).fill('Energy saving');
  await page.getByRole('textbox', { name: 'Description' }).fill('For ideas that cut the energy a site uses.');
  await field(page, 0).getByRole('textbox', { name: 'Question' }).fill('What does it save?');
  await expect(field(page, 0).getByRole('switch', { name: 'Required to submit' })).toBeChecked();

  // A single choice with a third option left blank, and a number.
  await page.getByRole('group', { name: 'Add a field' }).getByRole('button', { name: 'Single choice' }).click();
  await expect(field(page, 1).getByRole('textbox', { name: 'Question' })).toBeFocused();
  await field(page, 1).getByRole('textbox', { name: 'Question' }).fill('Where?');
  await field(page, 1).getByRole('textbox', { name: 'Option 1' }).fill('Office');
  await field(page, 1).getByRole('textbox', { name: 'Option 2' }).fill('Factory');
  await field(page, 1).getByRole('button', { name: 'Add option' }).click();
  await field(page, 1).getByRole('textbox', { name: 'Option 3' }).fill('');
  await page.getByRole('group', { name: 'Add a field' }).getByRole('button', { name: 'Number' }).click();
  await field(page, 2).getByRole('textbox', { name: 'Question' }).fill('Yearly saving (kWh)');
  await field(page, 2).getByRole('spinbutton', { name: 'Minimum' }).fill('0');
  await field(page, 2).getByRole('textbox', { name: 'Help text' }).fill('Your best estimate.');

  // The live preview follows.
  const livePreview = page.getByRole('region', { name: 'Live preview' });
  await expect(livePreview.getByRole('radiogroup')).toBeVisible();
  await expect(livePreview.getByRole('radio', { name: 'Factory' })).toBeVisible();
  await expect(livePreview.getByRole('spinbutton', { name: 'Yearly saving (kWh)' })).toHaveAccessibleDescription(
    /Your best estimate/,
  );

  // Saving with the blank option: refused by the form schema, beside the options.
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(field(page, 1).getByText('An option cannot be empty.')).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/new$/);
  await field(page, 1).getByRole('button', { name: 'Remove option 3' }).click();
  await expect(field(page, 1).getByText('An option cannot be empty.')).toBeHidden();

  // Reordered with the keyboard buttons: the number goes above the choice.
  await page.getByRole('button', { name: 'Move “Yearly saving (kWh)” up' }).click();
  await expect(field(page, 1)).toContainText('Yearly saving (kWh)');
  await expect(field(page, 2)).toContainText('Where?');
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/templates/new');
  await page.getByRole('button', { name: 'Create template' }).click();

  await expect(page).toHaveURL(/\/dashboard\/ideation\/templates$/, { timeout: 30_000 });
  const custom = page.getByRole('list', { name: 'Your workspace’s templates' });
  const card = custom.getByTestId('template-card').filter({ hasText: 'Energy saving' });
  await expect(card).toContainText('3 fields');
  await expect(card).toContainText('Version 1');
  await expect(card).toContainText('No ideas yet');
  await owner.context.close();

  // The member: the library is read-only for them; they use the template.
  const member = await openAs(browser, baseURL!, ada, '/dashboard/ideation/templates');
  page = member.page;
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'New template' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /More actions for/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/templates (member)');
  await page.getByRole('link', { name: 'Use template Energy saving' }).click();
  await expect(page).toHaveURL(/\/dashboard\/ideation\/create\?template=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share an idea' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Energy saving' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create');

  // Typed, then saved without a click: the address names the draft.
  await page.getByRole('textbox', { name: 'Title' }).fill('Switch the compressors off at night');
  await page.getByRole('textbox', { name: 'Summary' }).fill('Nobody uses compressed air between 22:00 and 06:00.');
  await page.getByRole('radio', { name: 'Factory' }).check();
  await page.getByRole('spinbutton', { name: 'Yearly saving (kWh)' }).fill('42000');
  await expect(page.getByTestId('draft-status')).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/ideation\/create\?idea=/);

  // A reload keeps it.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Switch the compressors off at night', {
    timeout: 30_000,
  });
  await expect(page.getByRole('radio', { name: 'Factory' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Yearly saving (kWh)' })).toHaveValue('42000');

  // Submitting without the required answer: the problem beside it, nothing sent.
  await page.getByRole('button', { name: 'Submit idea' }).click();
  const saves = page.getByRole('textbox', { name: 'What does it save?' });
  await expect(saves).toHaveAccessibleDescription('What does it save? is required.');
  await expect(saves).toBeFocused();
  await expect(page.getByTestId('submit-problems')).toContainText('One answer needs your attention');
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create (problems)');
  await saves.fill('About 42 MWh a year, a tenth of the factory’s electricity.');
  await expect(page.getByTestId('submit-problems')).toBeHidden();
  await page.getByRole('button', { name: 'Submit idea' }).click();

  // The idea's page shows what was written.
  await expect(page).toHaveURL(/\/dashboard\/ideation\/ideas\/[^/?]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Switch the compressors off at night' })).toBeVisible({
    timeout: 30_000,
  });
  const answers = page.getByTestId('answers-view');
  await expect(answers).toContainText('About 42 MWh a year');
  await expect(answers).toContainText('Factory');
  await expect(answers).toContainText('42,000');
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/ideas/[ideaId]');
  await member.context.close();
});

test('a draft on an earlier template version switches to the latest; an idea under review is locked', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Versioned Forms',
    label: 'ideas-versions',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'ideas-versions-ada',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const asOwner = (query: string, variables: Record<string, unknown>) =>
    graphql<Record<string, { id?: string; idea?: { id: string } }>>(
      baseURL!,
      setup.owner.tokens.accessToken,
      query,
      variables,
    );
  const asAda = (query: string, variables: Record<string, unknown>) =>
    graphql<Record<string, { idea: { id: string } }>>(baseURL!, ada.tokens.accessToken, query, variables);
  const problem = { id: 'problem', type: 'LONG_TEXT', label: 'The problem', required: true };
  const created = await asOwner(
    'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }',
    { input: { name: 'Quick idea', fields: [problem] } },
  );
  const templateId = created.createIdeaTemplate?.id;
  const save = 'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }';
  const draft = await asAda(save, {
    input: { templateId, title: 'Quieter meeting rooms', content: JSON.stringify({ problem: 'Echo.' }) },
  });
  const locked = await asAda(save, {
    input: { templateId, title: 'Shared bikes', content: JSON.stringify({ problem: 'Short trips by car.' }) },
  });
  await asAda('mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }', {
    input: { id: locked.saveIdeaDraft?.idea.id },
  });
  await asOwner('mutation ($input: MoveIdeasInput!) { moveIdeas(input: $input) { id } }', {
    input: { ids: [locked.saveIdeaDraft?.idea.id], stage: 'UNDER_REVIEW' },
  });
  // Version 2 asks one more question.
  await asOwner('mutation ($input: UpdateIdeaTemplateInput!) { updateIdeaTemplate(input: $input) { version } }', {
    input: {
      id: templateId,
      fields: [problem, { id: 'who', type: 'SHORT_TEXT', label: 'Who has it?', required: false }],
    },
  });

  const { context, page } = await openAs(
    browser,
    baseURL!,
    ada,
    `/dashboard/ideation/create?idea=${draft.saveIdeaDraft?.idea.id}`,
  );
  await expect(page.getByText('This draft follows version 1 of “Quick idea”; version 2 is the latest.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('textbox', { name: 'Who has it?' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create (earlier version)');
  await page.getByRole('button', { name: 'Switch to version 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Who has it?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'The problem' })).toHaveValue('Echo.');
  await expect(page.getByTestId('draft-status')).toHaveText(/^Saved at /, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Who has it?' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/This draft follows version/)).toHaveCount(0);

  await page.goto(`/dashboard/ideation/create?idea=${locked.saveIdeaDraft?.idea.id}`);
  await expect(page.getByTestId('idea-locked')).toContainText(
    'This idea is under review and can no longer be edited.',
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create (locked idea)');
  await context.close();
});

test('a workspace whose plan has no ideas names the plan that has them', async ({ browser, request, baseURL }) => {
  const email = uniqueEmail('ideas-connect');
  await signUpConfirmed(request, baseURL!, email, { workspace: 'Small Workshop' });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await signInContext(context, baseURL!, email);
  const page = await context.newPage();
  await page.goto('/dashboard/ideation/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Share an idea' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Ideas need the Campaign plan.' })).toBeVisible();
  await expect(page.getByText('Your workspace is on the Connect plan.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create (locked)');
  await page.goto('/dashboard/ideation/templates/new');
  await expect(page.getByRole('heading', { name: 'Templates need the Campaign plan.' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/templates/new (locked)');
  await context.close();
});
