// The survey: every control type, required answers enforced in the page and by the server, answers stored
// with answerSurveyQuestion, and a thank-you.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acknowledgeCookieNotice } from '../support/cookie-notice.ts';
import { guestGraphql } from '../support/guest-graphql.ts';

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(({ page }) => acknowledgeCookieNotice(page));

test('the survey refuses a missing required answer, then takes every control type', async ({ page }) => {
  await page.goto('/survey');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How ready is your organisation to innovate?');
  // The introduction counts the five questions, not the two dividers among the seven items.
  await expect(page.getByTestId('survey-intro')).toHaveText(/^This survey has 5 questions\./);
  // DIVIDER items are section headings.
  await expect(page.getByRole('heading', { level: 2, name: 'About your team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What gets in the way' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const graphql: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') graphql.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('This question needs an answer.')).toHaveCount(2);
  expect(graphql).toEqual([]);

  // BOOLEAN
  await page
    .getByRole('radiogroup', { name: /formal innovation programme/ })
    .getByLabel('Yes')
    .check();
  // NUMBER, with its bounds
  const teamSize = page.getByLabel(/How many people work on new products/);
  await teamSize.fill('-3');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('At least 0.')).toBeVisible();
  // A count takes whole numbers only.
  await teamSize.fill('2.5');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('Enter a whole number.')).toBeVisible();
  await expect(teamSize).toBeFocused();
  await expectNoSeriousA11yViolations(page, '/survey with a question to correct');
  await teamSize.fill('12');
  // RANGE: keyboard on the slider
  const slider = page.getByRole('slider', { name: /How confident are you/ });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('7');
  // TEXT
  await page.getByLabel(/biggest obstacle/).fill('Budgets are set once a year, so nothing new starts mid-year.');
  // BOOLEAN (optional)
  await page
    .getByRole('radiogroup', { name: /shipped a feature that uses AI/ })
    .getByLabel('No')
    .check();

  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByTestId('survey-thank-you')).toBeVisible();
  expect(graphql.length).toBe(5);
  expect(graphql.every((b) => b.includes('answerSurveyQuestion'))).toBe(true);
});

test('the server itself rejects a missing required answer, an out-of-range number and part of a count', async ({
  baseURL,
}) => {
  const mutation = 'mutation ($input: AnswerSurveyQuestionInput!) { answerSurveyQuestion(input: $input) { id } }';
  const base = { surveyId: 'survey-innovation-readiness', questionId: 'q-team-size' };
  const missing = await guestGraphql(baseURL ?? '', mutation, { input: { ...base, value: null } });
  expect(missing.errors?.[0]?.message).toContain('input.value: This question needs an answer.');
  const outOfRange = await guestGraphql(baseURL ?? '', mutation, { input: { ...base, value: 100001 } });
  expect(outOfRange.errors?.[0]?.message).toContain('input.value: At most 100000.');
  const fraction = await guestGraphql(baseURL ?? '', mutation, { input: { ...base, value: 2.5 } });
  expect(fraction.errors?.[0]?.message).toContain('input.value: Enter a whole number.');
  const ok = await guestGraphql(baseURL ?? '', mutation, { input: { ...base, value: 40 } });
  expect(ok.errors).toBeUndefined();
  expect(ok.data?.answerSurveyQuestion).toMatchObject({ id: expect.any(String) });
});
