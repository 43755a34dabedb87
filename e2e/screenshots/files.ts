// Captures docs/screenshots/companies-logo-*.png (the company page's logo and storage meter, as an owner sees them
// with a logo and some files stored), ideas-attachments-*.png (an idea page's attachments with the upload zone, as
// a moderator sees them), ideas-file-question-*.png and ideas-file-answer-*.png (a template's file question on the
// create page, waiting for its file and with it uploaded), at phone and desktop widths in both themes. The workspace is
// real: approved and put on the Campaign plan by the back-office (the server's DATA_API_KEY), a colleague who
// accepted the owner's invitation, the logo and the attachments uploaded through the data API's grants and the
// signed PUT, as the upload component does.
//   E2E_BASE_URL=http://127.0.0.1:3302 E2E_ADMIN_KEY_ID=… E2E_ADMIN_SECRET=… E2E_DATA_API_KEY=… \
//     npx tsx e2e/screenshots/files.ts
import { request } from '@playwright/test';
import sharp from 'sharp';
import { graphql } from '../support/notifications.ts';
import { setSessionCookies } from '../support/sign-in.ts';
import { approvedWorkspace, joinedMember, type TPerson } from '../support/workspace.ts';
import { captureAll } from './capture.ts';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3210';
const api = await request.newContext({ baseURL });

const setup = await approvedWorkspace(api, baseURL, {
  workspace: 'Analytical Engines Ltd',
  label: 'screens-files',
  givenName: 'Grace',
  familyName: 'Hopper',
  tier: 'CAMPAIGN',
});
const owner = setup.owner;
const ada = await joinedMember(api, baseURL, setup, {
  label: 'screens-files-member',
  givenName: 'Ada',
  familyName: 'Lovelace',
});

interface TUpload {
  name: string;
  type: string;
  body: Buffer;
}

/** An upload as the upload component makes it: the grant, the signed PUT, the confirmation. */
async function upload(who: TPerson, purpose: string, file: TUpload, record?: { recordType: string; recordId: string }) {
  const { requestUpload: grant } = await graphql<{ requestUpload: { fileId: string; url: string; headers: string } }>(
    baseURL,
    who.tokens.accessToken,
    'mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId url headers } }',
    { input: { purpose, fileName: file.name, contentType: file.type, size: file.body.length, ...record } },
  );
  // The grant names the headers the signature binds (Content-Type among them); sent exactly so.
  const headers = new Headers(JSON.parse(grant.headers) as Record<string, string>);
  if (!headers.has('content-type')) headers.set('content-type', file.type);
  const put = await fetch(grant.url, { method: 'PUT', headers, body: new Uint8Array(file.body) });
  if (!put.ok) throw new Error(`PUT ${file.name}: ${put.status} ${await put.text()}`);
  const { confirmUpload } = await graphql<{
    confirmUpload: { id: string; name: string; size: number; contentType: string };
  }>(
    baseURL,
    who.tokens.accessToken,
    'mutation ($input: ConfirmUploadInput!) { confirmUpload(input: $input) { id name size contentType } }',
    { input: { fileId: grant.fileId } },
  );
  return confirmUpload;
}

const svg = (width: number, height: number, inner: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${inner}</svg>`))
    .png()
    .toBuffer();

// A logo: a cog-like mark on a deep blue square.
const logo = await svg(
  600,
  600,
  `<rect width="600" height="600" rx="96" fill="#1e3a8a"/>
   <circle cx="300" cy="300" r="170" fill="none" stroke="#fde68a" stroke-width="56" stroke-dasharray="60 30"/>
   <circle cx="300" cy="300" r="70" fill="#fde68a"/>`,
);
await upload(owner, 'LOGO', { name: 'analytical-engines.png', type: 'image/png', body: logo });

// An idea with three attachments: a floor plan, a short PDF and a CSV of numbers.
const saved = await graphql<{ saveIdeaDraft: { idea: { id: string } } }>(
  baseURL,
  ada.tokens.accessToken,
  'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
  {
    input: {
      templateId: 'problem-statement',
      title: 'Print visitor badges in advance',
      summary: 'Visitors wait up to 20 minutes at reception because badges are printed one by one.',
      category: 'Facilities',
      tags: ['visitors', 'quick win'],
      content: JSON.stringify({
        problem: 'Visitor badges are printed one at a time at the front desk, after the visitor arrives.',
        affected: 'About 60 visitors a day, their hosts, and the two receptionists.',
        impact: 'Meetings start late, and a queue is the first thing visitors see of us.',
      }),
    },
  },
);
const ideaId = saved.saveIdeaDraft.idea.id;
await graphql(
  baseURL,
  ada.tokens.accessToken,
  'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { idea { id } } }',
  { input: { id: ideaId } },
);
const onIdea = { recordType: 'IDEA', recordId: ideaId };
const plan = await svg(
  1200,
  800,
  `<rect width="1200" height="800" fill="#f8fafc"/>
   <rect x="80" y="80" width="1040" height="640" fill="none" stroke="#334155" stroke-width="12"/>
   <rect x="80" y="80" width="420" height="300" fill="#bfdbfe"/><rect x="820" y="480" width="300" height="240" fill="#fde68a"/>`,
);
await upload(ada, 'ATTACHMENT', { name: 'reception-floor-plan.png', type: 'image/png', body: plan }, onIdea);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
await upload(ada, 'ATTACHMENT', { name: 'Badge printer quote.pdf', type: 'application/pdf', body: pdf }, onIdea);
const rows = ['date,visitors,average wait (min)'];
for (let day = 1; day <= 28; day += 1)
  rows.push(`2026-02-${String(day).padStart(2, '0')},${50 + (day % 7) * 4},${12 + (day % 5) * 2}`);
await upload(
  owner,
  'ATTACHMENT',
  { name: 'visitor-waits-february.csv', type: 'text/csv', body: Buffer.from(`${rows.join('\n')}\n`) },
  onIdea,
);

// A template with a file question, and two drafts of Ada's on it: one waiting for its file, one with it uploaded.
const { createIdeaTemplate: pitch } = await graphql<{ createIdeaTemplate: { id: string } }>(
  baseURL,
  owner.tokens.accessToken,
  'mutation ($input: CreateIdeaTemplateInput!) { createIdeaTemplate(input: $input) { id } }',
  {
    input: {
      name: 'Pitch',
      fields: [
        { id: 'pitch', type: 'LONG_TEXT', label: 'The pitch', required: true },
        { id: 'deck', type: 'FILE', label: 'Slide deck', required: true, help: 'The slides you would present.' },
      ],
    },
  },
);
const draft = async (title: string, content: Record<string, unknown> = {}, id?: string) =>
  (
    await graphql<{ saveIdeaDraft: { idea: { id: string } } }>(
      baseURL,
      ada.tokens.accessToken,
      'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }',
      { input: { ...(id ? { id } : {}), templateId: pitch.id, title, content: JSON.stringify(content) } },
    )
  ).saveIdeaDraft.idea.id;
const waiting = await draft('A shared slide library');
const withDeck = await draft('Quarterly review in one deck');
const deckFile = await upload(
  ada,
  'ATTACHMENT',
  { name: 'Quarterly review.pdf', type: 'application/pdf', body: pdf },
  { recordType: 'IDEA', recordId: withDeck },
);
await draft(
  'Quarterly review in one deck',
  { deck: { name: deckFile.name, fileId: deckFile.id, size: deckFile.size, contentType: deckFile.contentType } },
  withDeck,
);

const targets = [
  { name: 'companies-logo', path: '/dashboard/companies', selector: '#logo', person: owner },
  {
    name: 'ideas-attachments',
    path: `/dashboard/ideation/ideas/${ideaId}`,
    selector: '[data-testid="idea-attachments"]',
    person: owner,
  },
  {
    name: 'ideas-file-question',
    path: `/dashboard/ideation/create?idea=${waiting}`,
    selector: '[data-testid="form-field"][data-field-id="deck"]',
    person: ada,
  },
  {
    name: 'ideas-file-answer',
    path: `/dashboard/ideation/create?idea=${withDeck}`,
    selector: '[data-testid="form-field"][data-field-id="deck"]',
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
      await page.locator(target.selector).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
      if (target.name === 'companies-logo') {
        await page.getByRole('img', { name: 'Analytical Engines Ltd logo' }).waitFor();
        await page.getByTestId('storage-usage').waitFor();
      } else if (target.name === 'ideas-attachments') {
        await page.getByTestId('attachment').nth(2).waitFor();
      } else if (target.name === 'ideas-file-question') {
        await page.getByRole('group', { name: 'Upload a file' }).waitFor();
      } else {
        await page.getByTestId('file-answer').waitFor();
      }
      // Every picture is loaded before it is taken.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    },
  });
} finally {
  await api.dispose();
}
