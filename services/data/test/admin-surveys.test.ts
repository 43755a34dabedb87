// The back-office's surveys: platform admins build them (questions in order by control type, generated unique
// field names, validation per control from contracts' one schema, defaults), schedule them (one open at a time),
// see the responses summed up per question and as a list exported to CSV with one column per question, and delete
// them (password). Once answered, a survey's questions are frozen. Answers are checked by the one rule the public
// form uses.
import { ADMIN_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataDeps } from '../src/deps.ts';
import { type DataHarness, errorOf, PASSWORD, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let deps: DataDeps;
let admin: TestUser;
let user: TestUser;

const QUESTION_FIELDS =
  'id order control title fieldName required defaultValue validation { min max step integer minLength maxLength }';
const SURVEY_FIELDS = `id name title startAt endAt state questionCount responseCount questions { ${QUESTION_FIELDS} }`;
const SAVE = `mutation ($input: SaveSurveyInput!) { saveSurvey(input: $input) { ${SURVEY_FIELDS} } }`;
const GET = `query ($id: ID!) { adminGetSurvey(id: $id) { ${SURVEY_FIELDS} } }`;
const LIST = `query ($input: AdminListInput) { adminListSurveys(input: $input) { items { id state responseCount } total } }`;
const RESULTS = `query ($id: ID!) { adminSurveyResults(surveyId: $id) { responseCount questions {
  fieldName control answered yes no min max mean median histogram { from to count } latest { value } } } }`;
const RESPONSES = `query ($input: AdminListInput) { adminListSurveyResponses(input: $input) { items { id respondent answers } total } }`;
const DELETE = `mutation ($input: DeleteSurveyInput!) { deleteSurvey(input: $input) { id } }`;
const ANSWER = `mutation ($input: AnswerSurveyQuestionInput!) { answerSurveyQuestion(input: $input) { id } }`;
const ACTIVE = '{ getActiveSurvey { id } }';

const hour = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

const QUESTIONS = [
  { control: 'BOOLEAN', title: 'Do you run pilots?', required: true, defaultValue: 'false' },
  { control: 'DIVIDER', title: 'Numbers' },
  { control: 'NUMBER', title: 'How many people?', required: true, validation: { min: 0, max: 1000, integer: true } },
  { control: 'RANGE', title: 'How confident?', validation: { min: 1, max: 5, step: 1 }, defaultValue: '3' },
  { control: 'TEXT', title: 'What blocks you?', validation: { minLength: 2, maxLength: 200 } },
];

async function saveOk(input: Record<string, unknown>) {
  const r = await h.as(admin, SAVE, { input });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.saveSurvey;
}

async function answer(who: TestUser, surveyId: string, questionId: string, value: unknown, responseId?: string) {
  return h.as(who, ANSWER, { input: { surveyId, questionId, value: JSON.stringify(value), responseId } });
}

beforeAll(async () => {
  h = await startDataHarness();
  if (!h.system.data) throw new Error('the data service did not start');
  deps = h.system.data.deps;
  admin = await h.makeAdmin(await h.newUser('surveys-admin'));
  user = await h.newUser('surveys-user');
  // The seed's survey is open for a year: end it, so the tests' windows are free.
  const seed = (await h.as(user, ACTIVE)).data.getActiveSurvey.id;
  const current = (await h.as(admin, GET, { id: seed })).data.adminGetSurvey;
  await saveOk({
    id: seed,
    name: current.name,
    title: current.title,
    startAt: current.startAt,
    endAt: iso(-1000),
    questions: current.questions.map((q: Record<string, unknown>) => ({
      ...q,
      order: undefined,
      validation: q.validation ?? null,
    })),
  });
});

afterAll(async () => {
  await h?.close();
});

describe('building surveys', () => {
  it('saves questions in order with generated unique field names, their validation and defaults', async () => {
    const s = await saveOk({
      name: 'builder',
      title: 'Builder',
      questions: [...QUESTIONS, { control: 'BOOLEAN', title: 'Do you run pilots?' }],
    });
    expect(s.state).toBe('DRAFT');
    expect(s.questions.map((q: { order: number; fieldName: string }) => [q.order, q.fieldName])).toEqual([
      [1, 'doYouRunPilots'],
      [2, 'numbers'],
      [3, 'howManyPeople'],
      [4, 'howConfident'],
      [5, 'whatBlocksYou'],
      [6, 'doYouRunPilots2'],
    ]);
    expect(s.questions[2].validation).toEqual({
      min: 0,
      max: 1000,
      step: null,
      integer: true,
      minLength: null,
      maxLength: null,
    });
    expect(s.questions[3].defaultValue).toBe('3');
    expect(s.questionCount).toBe(5);

    // Reorder, remove and edit: ids and field names stay with their questions.
    const [q1, , q3, q4, q5] = s.questions;
    const edited = await saveOk({
      id: s.id,
      name: 'builder',
      title: 'Builder, edited',
      questions: [
        { ...q4, order: undefined },
        { id: q1.id, control: 'BOOLEAN', title: 'Do you still run pilots?', required: false },
        { ...q5, order: undefined },
        { ...q3, order: undefined },
      ],
    });
    expect(edited.questions.map((q: { id: string; fieldName: string }) => [q.id, q.fieldName])).toEqual([
      [q4.id, 'howConfident'],
      [q1.id, 'doYouRunPilots'],
      [q5.id, 'whatBlocksYou'],
      [q3.id, 'howManyPeople'],
    ]);
  });

  it('refuses validation that does not fit the control, and defaults the question would not accept', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { control: 'TEXT', title: 'T', validation: { min: 1 } },
        'input.questions.0.validation.min: not used by a TEXT question',
      ],
      [
        { control: 'RANGE', title: 'R', validation: { max: 5 } },
        'input.questions.0.validation.min: a range needs a minimum',
      ],
      [
        { control: 'NUMBER', title: 'N', validation: { min: 5, max: 1 } },
        'input.questions.0.validation.max: must not be less than the minimum',
      ],
      [
        { control: 'NUMBER', title: 'N', validation: { max: 10 }, defaultValue: '11' },
        'input.questions.0.defaultValue: at most 10',
      ],
      [
        { control: 'BOOLEAN', title: 'B', defaultValue: 'yes' },
        'input.questions.0.defaultValue: expected true or false',
      ],
      [
        { control: 'TEXT', title: 'T', fieldName: '1bad' },
        'input.questions.0.fieldName: letters, digits and _, starting with a letter',
      ],
    ];
    for (const [question, message] of cases) {
      const r = await h.as(admin, SAVE, { input: { name: 'bad', title: 'Bad', questions: [question] } });
      expect(errorOf(r), message).toEqual({ errorType: 'ValidationError', message });
    }
  });

  it('refuses a window that overlaps another survey’s', async () => {
    await saveOk({ name: 'window-a', title: 'A', startAt: iso(10 * hour), endAt: iso(20 * hour), questions: [] });
    for (const [startAt, endAt] of [
      [iso(15 * hour), iso(25 * hour)],
      [iso(5 * hour), null],
      [iso(11 * hour), iso(12 * hour)],
    ]) {
      const r = await h.as(admin, SAVE, { input: { name: 'window-b', title: 'B', startAt, endAt, questions: [] } });
      expect(errorOf(r)).toEqual({
        errorType: 'ValidationError',
        message: `input.startAt: ${ADMIN_MESSAGES.surveyOverlaps}`,
      });
    }
    const after = await saveOk({
      name: 'window-c',
      title: 'C',
      startAt: iso(20 * hour),
      endAt: iso(30 * hour),
      questions: [],
    });
    expect(after.state).toBe('SCHEDULED');
    const listed = await h.as(admin, LIST, { input: { filters: JSON.stringify({ state: 'SCHEDULED' }) } });
    expect(listed.data.adminListSurveys.items.map((i: { id: string }) => i.id)).toContain(after.id);
    expect(listed.data.adminListSurveys.items.every((i: { state: string }) => i.state === 'SCHEDULED')).toBe(true);
  });

  it('is refused to a signed-in user who is not an admin', async () => {
    for (const [query, variables] of [
      [SAVE, { input: { name: 'x', title: 'x', questions: [] } }],
      [LIST, {}],
      [GET, { id: 'x' }],
      [RESULTS, { id: 'x' }],
      [RESPONSES, { input: { filters: JSON.stringify({ surveyId: 'x' }) } }],
      [DELETE, { input: { id: 'x', password: PASSWORD } }],
    ] as const) {
      expect(errorOf(await h.as(user, query, variables))?.errorType, query).toBe('Unauthorized');
    }
  });
});

describe('an open survey and its responses', () => {
  let survey: { id: string; questions: { id: string; fieldName: string }[] };
  const q = (field: string) => survey.questions.find((x) => x.fieldName === field)?.id as string;

  beforeAll(async () => {
    survey = await saveOk({
      name: 'open-now',
      title: 'Open now',
      startAt: iso(-hour),
      endAt: iso(5 * hour),
      questions: QUESTIONS,
    });
  });

  it('is the active survey and checks answers with the public form’s rule', async () => {
    expect((await h.as(user, ACTIVE)).data.getActiveSurvey.id).toBe(survey.id);
    const checks: [string, unknown, string][] = [
      ['howManyPeople', 2.5, 'input.value: Enter a whole number.'],
      ['howManyPeople', 1001, 'input.value: At most 1000.'],
      ['howConfident', 2.5, 'input.value: Choose a value in steps of 1.'],
      ['whatBlocksYou', 'x', 'input.value: At least 2 characters.'],
      ['doYouRunPilots', 'yes', 'input.value: Choose yes or no.'],
      ['doYouRunPilots', null, 'input.value: This question needs an answer.'],
    ];
    for (const [field, value, message] of checks) {
      expect(errorOf(await answer(user, survey.id, q(field), value)), `${field}=${value}`).toEqual({
        errorType: 'ValidationError',
        message,
      });
    }
  });

  it('sums up the responses per question and exports one CSV column per question', async () => {
    const people = [3, 5, 10];
    const confidence = [1, 4, 4];
    for (const [i, n] of people.entries()) {
      const who = i === 0 ? user : await h.newUser(`respondent-${i}`);
      const first = await answer(who, survey.id, q('doYouRunPilots'), i !== 1);
      const responseId = first.data.answerSurveyQuestion.id;
      await answer(who, survey.id, q('howManyPeople'), n, responseId);
      await answer(who, survey.id, q('howConfident'), confidence[i], responseId);
      await answer(who, survey.id, q('whatBlocksYou'), `blocker, "number" ${i}`, responseId);
    }
    const r = await h.as(admin, RESULTS, { id: survey.id });
    expect(r.errors).toBeUndefined();
    const results = r.data.adminSurveyResults;
    expect(results.responseCount).toBe(3);
    const by = (f: string) => results.questions.find((x: { fieldName: string }) => x.fieldName === f);
    expect(by('doYouRunPilots')).toMatchObject({ answered: 3, yes: 2, no: 1 });
    expect(by('howManyPeople')).toMatchObject({ answered: 3, min: 3, max: 10, mean: 6, median: 5 });
    expect(by('howConfident').histogram).toEqual([
      { from: 1, to: 1, count: 1 },
      { from: 2, to: 2, count: 0 },
      { from: 3, to: 3, count: 0 },
      { from: 4, to: 4, count: 2 },
      { from: 5, to: 5, count: 0 },
    ]);
    expect(by('whatBlocksYou').answered).toBe(3);
    expect(by('whatBlocksYou').latest.map((l: { value: string }) => l.value)).toHaveLength(3);
    expect(results.questions.map((x: { fieldName: string }) => x.fieldName)).not.toContain('numbers');

    const list = await h.as(admin, RESPONSES, { input: { filters: JSON.stringify({ surveyId: survey.id }) } });
    expect(list.data.adminListSurveyResponses.total).toBe(3);
    expect(list.data.adminListSurveyResponses.items.map((i: { respondent: string }) => i.respondent)).toContain(
      user.email,
    );

    const link = await h.as(
      admin,
      'mutation ($input: CreateAdminExportInput!) { createAdminExport(input: $input) { url } }',
      { input: { list: 'surveyResponses', query: JSON.stringify({ filters: { surveyId: survey.id } }) } },
    );
    expect(link.errors).toBeUndefined();
    const res = await fetch(new URL(link.data.createAdminExport.url, h.url));
    expect(res.headers.get('content-disposition')).toMatch(/survey-responses-/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Response,Started,Last answer,Respondent,doYouRunPilots,howManyPeople,howConfident,whatBlocksYou',
    );
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.includes(`${user.email},yes,3,1,"blocker, ""number"" 0"`))).toBe(true);
  });

  it('freezes the questions once answered; texts and dates may still change', async () => {
    const current = (await h.as(admin, GET, { id: survey.id })).data.adminGetSurvey;
    const same = current.questions.map((x: Record<string, unknown>) => ({ ...x, order: undefined }));
    const changed = [...same.slice(0, -1), { ...same[same.length - 1], title: 'Reworded' }];
    const refused = await h.as(admin, SAVE, {
      input: {
        id: survey.id,
        name: 'open-now',
        title: 'Open now',
        startAt: current.startAt,
        endAt: current.endAt,
        questions: changed,
      },
    });
    expect(errorOf(refused)).toEqual({
      errorType: 'ValidationError',
      message: `input.questions: ${ADMIN_MESSAGES.surveyAnswered}`,
    });
    const retitled = await saveOk({
      id: survey.id,
      name: 'open-now',
      title: 'Open now, retitled',
      startAt: current.startAt,
      endAt: iso(6 * hour),
      questions: same,
    });
    expect(retitled.questions.map((x: { id: string }) => x.id)).toEqual(
      current.questions.map((x: { id: string }) => x.id),
    );
  });

  it('deletes a survey with its questions and responses once the admin confirms their password', async () => {
    expect(errorOf(await h.as(admin, DELETE, { input: { id: survey.id } }))).toEqual({
      errorType: 'ValidationError',
      message: `input.password: ${ADMIN_MESSAGES.passwordRequired}`,
    });
    expect((await h.as(admin, DELETE, { input: { id: survey.id, password: PASSWORD } })).errors).toBeUndefined();
    expect(errorOf(await h.as(admin, GET, { id: survey.id }))?.errorType).toBe('NotFound');
    const [left] = await deps.database.query<{ n: number }>(
      `select (select count(*) from app.survey_questions where survey_id = $1)
            + (select count(*) from app.survey_responses where survey_id = $1) as n`,
      [survey.id],
    );
    expect(Number(left?.n)).toBe(0);
    expect((await h.as(user, ACTIVE)).data.getActiveSurvey).toBeNull();
  });
});
