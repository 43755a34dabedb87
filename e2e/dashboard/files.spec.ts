// Files through the real pages (issue 25): a user uploads a profile picture, cropped to a square, and after a
// reload it is in the top bar; an owner uploads the workspace's logo, which a member sees with no control over it
// while the server refuses the member's own logo upload (the top bars show it beside the workspace's name); an
// idea's author attaches a file, downloads it under its name and deletes it; a template's file question takes an
// upload, which becomes the idea's attachment and downloads from its answer. Every deletion removes the file from
// storage: the signed link read before it answers 404.
// The workspace is approved and put on a plan by the back-office; the member joins through the owner's
// invitation. axe on every page visited.
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { graphql } from '../support/notifications.ts';
import { signInContext } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';

test.setTimeout(240_000);

/** A picture to upload (drawn, not a photograph): `width` × `height` PNG. */
async function picture(name: string, width: number, height: number, colour: string) {
  const buffer = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="${colour}"/>
      <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fde68a"/>
    </svg>`),
  )
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function openAs(browser: Browser, baseURL: string, person: TPerson, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInContext(context, baseURL, person.email);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** The absolute address of an image's signed link (the page may give it as a path). */
async function linkOf(page: Page, img: Locator): Promise<string> {
  const src = await img.getAttribute('src');
  expect(src, 'the image has a signed link').toBeTruthy();
  return new URL(src as string, page.url()).toString();
}

/** The object behind a signed link is gone once the deletion's work has run (a job, after the commit). */
async function expectGoneFromStorage(url: string) {
  await expect
    .poll(async () => (await fetch(url)).status, { message: `${url} answers 404`, timeout: 30_000 })
    .toBe(404);
}

test('a user uploads a cropped profile picture, sees it in the top bar after a reload, and removing it deletes it', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, { workspace: 'Pictured Ltd', label: 'files-avatar' });
  const { context, page } = await openAs(browser, baseURL!, setup.owner, '/dashboard/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible({ timeout: 30_000 });
  const upload = page.getByRole('group', { name: 'Profile picture' });
  await expect(upload).toBeVisible();
  await expect(page.getByTestId('top-bar-avatar').locator('img')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/dashboard/account');

  // Chosen, cropped to a square in the dialog, sent.
  await page.getByTestId('file-upload-input-avatar').setInputFiles(await picture('me.png', 800, 600, '#0f766e'));
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(crop.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the crop dialog');
  await crop.getByRole('button', { name: 'Use this picture' }).click();
  await expect(crop).toBeHidden();
  const accountPicture = page.getByRole('img', { name: 'Your profile picture' });
  await expect(accountPicture).toBeVisible({ timeout: 30_000 });
  await expect(accountPicture).toHaveJSProperty('complete', true);

  // After a reload the top bar shows it, at the 64-pixel width made for it.
  await page.reload();
  const topBar = page.getByTestId('top-bar-avatar').locator('img');
  await expect(topBar).toBeVisible({ timeout: 30_000 });
  await expect(topBar).toHaveJSProperty('naturalWidth', 64);
  const avatarLink = await linkOf(page, topBar);
  const served = await fetch(avatarLink);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  await expectNoSeriousA11yViolations(page, '/dashboard/account (with a picture)');

  // Removed: initials again, and the stored picture is gone.
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('top-bar-avatar').locator('img')).toHaveCount(0);
  await expectGoneFromStorage(avatarLink);
  await context.close();
});

test('an owner uploads the workspace logo; a member sees it with no control and the server refuses theirs; removing it deletes it', async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, { workspace: 'Logo Works', label: 'files-owner' });
  const member = await joinedMember(request, baseURL!, setup, {
    label: 'files-member',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });

  // The owner: no logo yet, nothing stored on the plan's 10 GB.
  const owner = await openAs(browser, baseURL!, setup.owner, '/dashboard/companies');
  const page = owner.page;
  const section = page.getByRole('region', { name: 'Logo and storage' });
  const barLogo = page.getByTestId('dashboard-top-bar').getByTestId('workspace-label-logo');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText('No logo yet')).toBeVisible();
  await expect(barLogo).toHaveCount(0);
  await expect(section.getByTestId('storage-usage')).toHaveText('0 bytes of 10 GB used');
  await expectNoSeriousA11yViolations(page, '/dashboard/companies (owner, no logo)');

  await page.getByTestId('file-upload-input-logo').setInputFiles(await picture('logo.png', 600, 600, '#1e3a8a'));
  const logo = section.getByRole('img', { name: 'Logo Works logo' });
  await expect(logo).toBeVisible({ timeout: 30_000 });
  // Shown at 96 px, asked for at twice that: the 256-pixel width made on upload.
  await expect(logo).toHaveJSProperty('naturalWidth', 256);
  await expect(section.getByTestId('storage-usage')).toHaveText(/^[\d.]+ (bytes|KB) of 10 GB used$/);
  await expect(section.getByRole('progressbar', { name: 'Storage used' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  // The top bar shows it beside the workspace's name.
  await expect(barLogo).toBeVisible();
  await expect(barLogo).toHaveJSProperty('naturalWidth', 64);
  await expectNoSeriousA11yViolations(page, '/dashboard/companies (owner, with a logo)');
  const logoLink = await linkOf(page, logo);
  expect((await fetch(logoLink)).status).toBe(200);

  // The member: the logo and the meter, no control.
  const colleague = await openAs(browser, baseURL!, member, '/dashboard/companies');
  const memberSection = colleague.page.getByRole('region', { name: 'Logo and storage' });
  await expect(memberSection.getByRole('img', { name: 'Logo Works logo' })).toBeVisible({ timeout: 30_000 });
  await expect(colleague.page.getByTestId('dashboard-top-bar').getByTestId('workspace-label-logo')).toBeVisible();
  await expect(memberSection.getByTestId('storage-usage')).toHaveText(/of 10 GB used$/);
  await expect(memberSection.getByRole('button')).toHaveCount(0);
  await expect(colleague.page.getByTestId('file-upload-input-logo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(colleague.page, '/dashboard/companies (member)');
  // …and the server refuses a member's logo upload whatever the page shows.
  await expect(
    graphql(
      baseURL!,
      member.tokens.accessToken,
      'mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId url } }',
      { input: { purpose: 'LOGO', fileName: 'mine.png', contentType: 'image/png', size: 1000 } },
    ),
  ).rejects.toThrow(/Not Authorized/);

  // The owner removes it: gone from the page, from the member's page, and from storage.
  await section.getByRole('button', { name: 'Remove logo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the logo?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'remove the logo dialog');
  await confirm.getByRole('button', { name: 'Remove logo' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByText('No logo yet')).toBeVisible();
  await expect(barLogo).toHaveCount(0);
  await expect(section.getByTestId('storage-usage')).toHaveText('0 bytes of 10 GB used');
  await colleague.page.reload();
  await expect(memberSection.getByText('No logo yet')).toBeVisible({ timeout: 30_000 });
  await expectGoneFromStorage(logoLink);
  await colleague.context.close();
  await owner.context.close();
});

test("an idea's author attaches a file, downloads it under its name and deletes it", async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Attached Ltd',
    label: 'files-ideas',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'files-author',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const saved = await graphql<{ saveIdeaDraft: { idea: { id: string } } }>(
    baseURL!,
    ada.tokens.accessToken,
    'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
    {
      input: {
        templateId: 'problem-statement',
        title: 'Share the meeting notes',
        content: JSON.stringify({
          problem: 'Notes of a meeting stay in one notebook.',
          affected: 'Everyone who missed it.',
          impact: 'The same questions in the next meeting.',
        }),
      },
    },
  );
  const ideaId = saved.saveIdeaDraft.idea.id;
  await graphql(
    baseURL!,
    ada.tokens.accessToken,
    'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }',
    {
      input: { id: ideaId },
    },
  );

  const { context, page } = await openAs(browser, baseURL!, ada, `/dashboard/ideation/ideas/${ideaId}`);
  const attachments = page.getByRole('region', { name: 'Attachments' });
  await expect(attachments.getByText('No files attached yet.')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, 'an idea page (no attachments)');

  const notes = 'Decisions of 3 March:\n- notes go to the shared folder\n';
  await page.getByTestId('file-upload-input-attachment').setInputFiles({
    name: 'meeting-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(notes),
  });
  const row = attachments.getByTestId('attachment').filter({ hasText: 'meeting-notes.txt' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(`${notes.length} bytes · Ada Lovelace`);
  await expectNoSeriousA11yViolations(page, 'an idea page (one attachment)');

  // A click downloads it under its own name, with its bytes.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'meeting-notes.txt', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meeting-notes.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(notes);
  const link = download.url();

  // Deleted: off the page and out of storage.
  await row.getByRole('button', { name: 'Delete meeting-notes.txt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this attachment?' });
  await expect(confirm).toContainText('“meeting-notes.txt” is deleted for everyone who can see the idea.');
  await expectNoSeriousA11yViolations(page, 'delete an attachment dialog');
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(confirm).toBeHidden();
  await expect(attachments.getByText('No files attached yet.')).toBeVisible();
  await expectGoneFromStorage(link);
  await context.close();
});

test("a file question takes an upload: the file becomes the idea's attachment and its answer downloads it", async ({
  browser,
  request,
  baseURL,
}) => {
  const setup = await approvedWorkspace(request, baseURL!, {
    workspace: 'Deck Makers',
    label: 'files-form-owner',
    tier: 'CAMPAIGN',
  });
  const ada = await joinedMember(request, baseURL!, setup, {
    label: 'files-form-author',
    givenName: 'Ada',
    familyName: 'Lovelace',
  });
  const { createIdeaTemplate: template } = await graphql<{ createIdeaTemplate: { id: string } }>(
    baseURL!,
    setup.owner.tokens.accessToken,
    'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }',
    {
      input: {
        name: 'Pitch',
        fields: [
          { id: 'pitch', type: 'LONG_TEXT', label: 'The pitch', required: true },
          { id: 'deck', type: 'FILE', label: 'Slide deck', required: true, help: 'Upload it or link to it.' },
        ],
      },
    },
  );

  const { context, page } = await openAs(
    browser,
    baseURL!,
    ada,
    `/dashboard/ideation/create?template=${encodeURIComponent(template.id)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Share an idea' })).toBeVisible({ timeout: 30_000 });
  const deck = page.getByRole('group', { name: 'Slide deck' });
  // A new idea has no draft to attach the file to: it is saved first, and the upload takes the focus.
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create (a file question, no draft yet)');
  await deck.getByRole('button', { name: 'Save the draft to upload a file' }).click();
  await expect(page.getByTestId('draft-status')).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/ideation\/create\?idea=/);
  await expect(
    deck.getByRole('group', { name: 'Upload a file' }).getByRole('button', { name: 'Choose a file' }),
  ).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/dashboard/ideation/create (a file question)');

  const slides = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await page
    .getByTestId('file-upload-input-deck')
    .setInputFiles({ name: 'library.pdf', mimeType: 'application/pdf', buffer: slides });
  const answer = deck.getByTestId('file-answer');
  await expect(answer).toContainText('library.pdf', { timeout: 30_000 });
  await expect(answer).toContainText(`${slides.length} bytes`);
  await expect(page.getByTestId('draft-status')).toHaveText(/^Saved at \d\d:\d\d$/, { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill('A shared slide library');
  await page
    .getByRole('textbox', { name: 'The pitch' })
    .fill('Every team rebuilds the same slides; one library saves it.');
  await page.getByRole('button', { name: 'Submit idea' }).click();

  // The idea's page: the answer downloads the file, which is also among its attachments.
  await expect(page.getByRole('heading', { level: 1, name: 'A shared slide library' })).toBeVisible({
    timeout: 30_000,
  });
  const answers = page.getByTestId('answers-view');
  await expect(answers.getByRole('button', { name: 'library.pdf' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Attachments' }).getByTestId('attachment').filter({ hasText: 'library.pdf' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'an idea page (a file answer)');
  const downloading = page.waitForEvent('download');
  await answers.getByRole('button', { name: 'library.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('library.pdf');
  expect(await readFile(await download.path())).toEqual(slides);
  await context.close();
});
