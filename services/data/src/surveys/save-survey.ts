// saveSurvey: a platform admin creates a survey or edits one: name, title, description, its window (startAt,
// endAt; no start: a draft) and its questions in order (control, title, field name (generated from the title,
// unique in the survey), required, validation, default). Only one survey is open at a time: a window that
// overlaps another survey's is refused. Once a survey has responses its questions are frozen (their answers
// are keyed by the field names); its texts and dates may still change.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  surveyFieldName,
  type TSaveSurvey,
  type TSurveyValidation,
  ZSaveSurveyInput,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import {
  type AdminSurvey,
  type AdminSurveyQuestion,
  readQuestions,
  readSurvey,
  surveyEvent,
} from './survey-records.ts';

export const ZSaveSurveyArgs = z.object({ input: ZSaveSurveyInput });

type QuestionInput = TSaveSurvey['questions'][number];

/** The validation as stored: only the keys set (a false `integer` is no rule), or null for none. */
function storedValidation(v: QuestionInput['validation']): TSurveyValidation | null {
  if (!v) return null;
  const out: TSurveyValidation = {};
  for (const [key, value] of Object.entries(v)) {
    if (value !== undefined && value !== null && value !== false) (out as Record<string, unknown>)[key] = value;
  }
  return Object.keys(out).length ? out : null;
}

/** Two validations alike whatever their keys' order (jsonb keeps its own). */
const sorted = (v: TSurveyValidation | null) =>
  JSON.stringify(v ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : null);
const same = (a: TSurveyValidation | null, b: TSurveyValidation | null) => sorted(a) === sorted(b);

/** Whether the submitted questions are the stored ones, unchanged and in the same order. */
function unchanged(stored: AdminSurveyQuestion[], submitted: QuestionInput[]): boolean {
  if (stored.length !== submitted.length) return false;
  return stored.every((s, i) => {
    const q = submitted[i];
    if (!q) return false;
    return (
      q.id === s.id &&
      q.control === s.control &&
      q.title === s.title &&
      (!q.fieldName || q.fieldName === s.fieldName) &&
      Boolean(q.required) === s.required &&
      same(storedValidation(q.validation), s.validation) &&
      (q.defaultValue || null) === s.defaultValue
    );
  });
}

/**
 * Another survey open at some time of [start, end) (no end: open-ended) from now on: windows that have passed no
 * longer count (a survey ended a moment ago may have started before the new one).
 */
async function overlapping(q: RawQuery, id: string, start: Date, end: Date | null, now: Date): Promise<boolean> {
  if (end && end.getTime() <= now.getTime()) return false;
  const from = start.getTime() > now.getTime() ? start : now;
  const [row] = await q(
    `select 1 from app.surveys
      where id <> $1 and start_at is not null
        and start_at < coalesce($3::timestamptz, 'infinity'::timestamptz)
        and coalesce(end_at, 'infinity'::timestamptz) > $2::timestamptz
      limit 1`,
    [id, from, end],
  );
  return Boolean(row);
}

async function writeQuestions(
  q: RawQuery,
  surveyId: string,
  stored: AdminSurveyQuestion[],
  input: QuestionInput[],
  now: Date,
) {
  const byId = new Map(stored.map((s) => [s.id, s]));
  input.forEach((question, i) => {
    if (question.id && !byId.has(question.id))
      throw Errors.validation(`input.questions.${i}.id: not a question of this survey`);
  });
  // Field names: the one given, else the stored one, else one made from the title; unique in the survey.
  const taken = new Set<string>(input.flatMap((x) => (x.fieldName ? [x.fieldName.toLowerCase()] : [])));
  const names = input.map((question) => {
    if (question.fieldName) return question.fieldName;
    const kept = question.id ? byId.get(question.id)?.fieldName : undefined;
    const name = kept && !taken.has(kept.toLowerCase()) ? kept : surveyFieldName(question.title, taken);
    taken.add(name.toLowerCase());
    return name;
  });
  const keep = input.flatMap((x) => (x.id ? [x.id] : []));
  await q('delete from app.survey_questions where survey_id = $1 and not (id = any($2::text[]))', [surveyId, keep]);
  for (const [i, question] of input.entries()) {
    const values = [
      question.id ?? randomUUID(),
      surveyId,
      i + 1,
      question.title,
      names[i],
      question.control === 'DIVIDER' ? false : Boolean(question.required),
      JSON.stringify(storedValidation(question.validation)),
      question.control,
      question.defaultValue || null,
      now,
    ];
    if (question.id)
      await q(
        `update app.survey_questions set "order" = $3, title = $4, field_name = $5, required = $6,
                validation = $7::jsonb, control = $8, default_value = $9, updated_at = $10
          where id = $1 and survey_id = $2`,
        values,
      );
    else
      await q(
        `insert into app.survey_questions (id, survey_id, "order", title, field_name, required, validation, control,
                                           default_value, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $10)`,
        values,
      );
  }
}

export const saveSurvey = defineFunction({
  name: 'saveSurvey',
  type: 'Mutation',
  allow: 'admins',
  input: ZSaveSurveyArgs,
  audit: (s: AdminSurvey & { questions: AdminSurveyQuestion[] }, { input }) => ({
    action: input.id ? 'updateSurvey' : 'createSurvey',
    target: `Survey:${s.id}`,
    details: {
      name: s.name,
      title: s.title,
      startAt: s.startAt?.toISOString() ?? null,
      endAt: s.endAt?.toISOString() ?? null,
      questions: s.questions.length,
    },
  }),
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    const now = deps.now();
    // One writer of survey windows at a time, so two overlapping saves cannot both pass the check.
    await db.query("select pg_advisory_xact_lock(hashtext('app.surveys.windows'))");
    let id = input.id ?? null;
    let stored: AdminSurveyQuestion[] = [];
    let answered = false;
    if (id) {
      const [row] = await db.query<{ id: string }>('select id from app.surveys where id = $1 for update', [id]);
      if (!row) throw Errors.notFound('This survey does not exist.');
      stored = await readQuestions(db.query, id);
      const [r] = await db.query('select 1 from app.survey_responses where survey_id = $1 limit 1', [id]);
      answered = Boolean(r);
    }
    const startAt = input.startAt ? new Date(input.startAt) : null;
    const endAt = input.endAt ? new Date(input.endAt) : null;
    if (startAt && (await overlapping(db.query, id ?? '', startAt, endAt, now)))
      throw Errors.validation(`input.startAt: ${ADMIN_MESSAGES.surveyOverlaps}`);
    if (answered && !unchanged(stored, input.questions))
      throw Errors.validation(`input.questions: ${ADMIN_MESSAGES.surveyAnswered}`);
    const values = [input.name, input.title, input.description || null, startAt, endAt, now];
    if (id) {
      await db.query(
        `update app.surveys set name = $2, title = $3, description = $4, start_at = $5, end_at = $6, updated_at = $7
          where id = $1`,
        [id, ...values],
      );
    } else {
      id = randomUUID();
      await db.query(
        `insert into app.surveys (id, name, title, description, start_at, end_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [id, ...values],
      );
    }
    if (!answered) await writeQuestions(db.query, id, stored, input.questions, now);
    const event = await surveyEvent(db.query, id);
    if (event) ctx.publish(input.id ? 'onUpdateSurvey' : 'onCreateSurvey', event);
    return { ...(await readSurvey(db.query, id, now)), questions: await readQuestions(db.query, id) };
  },
});
