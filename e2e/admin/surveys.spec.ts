// The back-office's surveys: a platform admin builds a survey (a yes/no, a number with bounds, a text question) open
// from now; a visitor answers it on /survey; the admin reads the summary on its Responses tab and exports the CSV,
// which holds the answer. Only one survey is open at a time, so the seed's survey is closed first (as the
// back-office would, with the data API key) and reopened after: this journey runs after the others (its own
// Playwright project). axe checks every page visited.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsPlatformAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(180_000);

const SEED_SURVEY = 'survey-innovation-readiness';

/** A call as the back-office's scripts make it, with the data API key. */
async function asBackOffice<T>(baseURL: string, query: string, variables: Record<string, unknown>): Promise<T> {
  if (!process.env.E2E_DATA_API_KEY) throw new Error("Set E2E_DATA_API_KEY to the server's DATA_API_KEY.");
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': process.env.E2E_DATA_API_KEY },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T; errors?: unknown };
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

interface TSeedSurvey {
  name: string;
  title: string;
  startAt: string;
  endAt: string | null;
  questions: Record<string, unknown>[];
}

/** Moves the seed survey's end (its questions unchanged). */
async function setSeedEnd(baseURL: string, seed: TSeedSurvey, endAt: string | null) {
  await asBackOffice(baseURL, 'mutation ($input: SaveSurveyInput!) { saveSurvey(input: $input) { id } }', {
    input: {
      id: SEED_SURVEY,
      name: seed.name,
      title: seed.title,
      startAt: seed.startAt,
      endAt,
      questions: seed.questions.map(({ order: _order, ...q }) => q),
    },
  });
}

function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('an admin builds a survey, a visitor answers it on /survey, and the CSV export holds the answer', async ({
  browser,
  baseURL,
}) => {
  const { adminGetSurvey: seed } = await asBackOffice<{ adminGetSurvey: TSeedSurvey }>(
    baseURL!,
    `query ($id: ID!) { adminGetSurvey(id: $id) { name title startAt endAt
      questions { id order control title fieldName required defaultValue validation { min max step integer minLength maxLength } } } }`,
    { id: SEED_SURVEY },
  );
  let surveyId: string | undefined;
  await setSeedEnd(baseURL!, seed, new Date(Date.now() - 120_000).toISOString());
  try {
    const admin = await browser.newContext({ baseURL, acceptDownloads: true });
    const page = await admin.newPage();
    await acknowledgeCookieNotice(page);
    await signInAsPlatformAdmin(page, baseURL!);

    await page.goto('/admin/surveys');
    await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Surveys' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/surveys');

    await page.getByRole('link', { name: 'New survey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New survey' })).toBeVisible();
    const title = `Pilot habits ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(`pilot-habits-${Date.now()}`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Three questions on how you run pilots.');
    await page.getByLabel('Opens at').fill(localInput(new Date(Date.now() - 60_000)));

    await page.getByRole('button', { name: 'Yes / no' }).click();
    const first = page.getByRole('group', { name: /^Question 1/ });
    await first.getByRole('textbox', { name: 'Question' }).fill('Do you run pilots?');
    await first.getByLabel('Required').check();
    await page.getByRole('button', { name: 'Number' }).click();
    const second = page.getByRole('group', { name: /^Question 2/ });
    await second.getByRole('textbox', { name: 'Question' }).fill('How many pilots a year?');
    await second.getByRole('spinbutton', { name: 'Minimum' }).fill('0');
    await second.getByRole('spinbutton', { name: 'Maximum' }).fill('50');
    await second.getByLabel('Whole numbers only').check();
    await page.getByRole('button', { name: 'Text' }).click();
    const third = page.getByRole('group', { name: /^Question 3/ });
    await third.getByRole('textbox', { name: 'Question' }).fill('What makes a pilot succeed?');
    await third.getByRole('textbox', { name: 'Field name' }).fill('successFactor');
    await expectNoSeriousA11yViolations(page, '/admin/surveys/new');

    await page.getByRole('button', { name: 'Create survey' }).click();
    await expect(page).toHaveURL(/\/admin\/surveys\/(?!new)[^/]+$/);
    surveyId = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/surveys/[surveyId]');

    // A visitor answers it on /survey.
    const visitor = await browser.newContext({ baseURL });
    const site = await visitor.newPage();
    await acknowledgeCookieNotice(site);
    await expect
      .poll(
        async () => {
          await site.goto('/survey');
          return site.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(title);
    await site
      .getByRole('radiogroup', { name: /Do you run pilots/ })
      .getByLabel('Yes')
      .check();
    await site.getByLabel(/How many pilots a year/).fill('7');
    const answer = `A sponsor who stays ${Date.now()}`;
    await site.getByLabel(/What makes a pilot succeed/).fill(answer);
    await site.getByRole('button', { name: 'Send my answers' }).click();
    await expect(site.getByTestId('survey-thank-you')).toBeVisible();
    await visitor.close();

    // The admin's Responses tab: the summary and the list, then the CSV.
    await page.reload();
    await page.getByRole('tab', { name: 'Responses' }).click();
    const summary = page.getByRole('region', { name: 'How many pilots a year?' });
    await expect(summary).toContainText('1 answer');
    await expect(summary).toContainText('Mean 7');
    await expect(page.getByRole('region', { name: 'Do you run pilots?' })).toContainText('Yes: 1 · No: 0');
    const table = page.getByRole('region', { name: 'Responses' }).last();
    await expect(table).toContainText(answer);
    await expectNoSeriousA11yViolations(page, '/admin/surveys/[surveyId] responses');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Response,Started,Last answer,Respondent,doYouRunPilots,howManyPilotsAYear,successFactor');
    expect(row).toContain(`guest,yes,7,${answer}`);
    await admin.close();
  } finally {
    if (surveyId)
      await asBackOffice(baseURL!, 'mutation ($input: DeleteSurveyInput!) { deleteSurvey(input: $input) { id } }', {
        input: { id: surveyId },
      });
    await setSeedEnd(baseURL!, seed, seed.endAt);
  }
});
