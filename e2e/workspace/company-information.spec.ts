// The company information on /dashboard/companies: an owner edits it, checked by the same rules as the server
// (contracts' ZWorkspaceDetails), with the country named in the reader's language; it is kept; a member reads it.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember } from '../support/workspace.ts';
import { uniqueWorkspaceName } from './setup.ts';

test.setTimeout(120_000);

test('an owner edits the company information; a member reads it', async ({ browser, request, baseURL }) => {
  const name = uniqueWorkspaceName('Manchester Baby');
  const setup = await approvedWorkspace(request, baseURL!, { workspace: name, label: 'company-owner' });
  const member = await joinedMember(request, baseURL!, setup, {
    label: 'reader',
    givenName: 'Kathleen',
    familyName: 'Booth',
  });

  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await setSessionCookies(context, baseURL!, setup.owner.tokens);
  const page = await context.newPage();
  await page.goto('/dashboard/companies');
  const form = page.getByRole('form', { name: 'Company information' });
  await expect(form.getByRole('textbox', { name: 'Workspace name' })).toHaveValue(name);
  await form.getByRole('textbox', { name: 'Company name' }).fill('Manchester Computing Ltd');
  await form.getByRole('textbox', { name: 'Industry' }).fill('Computing');
  await form.getByRole('textbox', { name: 'City' }).fill('Manchester');
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' });
  await form.getByRole('combobox', { name: 'Company size' }).selectOption({ label: '51-200 people' });
  await form.getByRole('textbox', { name: 'Website' }).fill('ftp://baby.example');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Enter a web address starting with https://')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('textbox', { name: 'Website' }).fill('https://baby.example');
  await expect(form.getByText('Enter a web address starting with https://')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company information saved')).toBeVisible();

  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('Manchester Computing Ltd');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
  await expect(form.getByRole('combobox', { name: 'Company size' })).toHaveValue('51-200');
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveValue('https://baby.example');

  // A member reads it, without a way to change it.
  const memberContext = await browser.newContext({ baseURL });
  await setSessionCookies(memberContext, baseURL!, member.tokens);
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/dashboard/companies');
  const read = memberPage.getByRole('form', { name: 'Company information' });
  await expect(read.getByRole('textbox', { name: 'Company name' })).toHaveValue('Manchester Computing Ltd');
  await expect(read.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  await expect(read.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(memberPage.getByRole('region', { name: 'Invitations' })).toHaveCount(0);
  await expect(memberPage.getByRole('region', { name: 'Members' })).toContainText('Kathleen Booth');
  await expectNoSeriousA11yViolations(memberPage);

  await Promise.all([context.close(), memberContext.close()]);
});
