// What the back-office's survey functions share: the admin's view of a survey (state from its dates, counts) and
// of its questions (typed validation), reading them, and telling the public /survey page that they changed (the
// models' events, which http/content-revalidation.ts turns into the web app's revalidation of the `survey` tag).
import type { SurveyControlType, SurveyState, TSurveyValidation } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';
import { runtimeFor, toRecord } from '../store/repository.ts';
import { surveyModel } from './models.ts';

const surveyRuntime = runtimeFor(surveyModel);

export interface AdminSurvey {
  id: string;
  name: string;
  title: string;
  description: string | null;
  startAt: Date | null;
  endAt: Date | null;
  state: SurveyState;
  questionCount: number;
  responseCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface AdminSurveyQuestion {
  id: string;
  order: number;
  control: SurveyControlType;
  title: string;
  fieldName: string;
  required: boolean;
  validation: TSurveyValidation | null;
  defaultValue: string | null;
}

export interface SurveyRow {
  id: string;
  name: string;
  title: string;
  description: string | null;
  start_at: Date | string | null;
  end_at: Date | string | null;
  state: SurveyState;
  question_count: number;
  response_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/**
 * A survey's columns with its state and counts; `$at` is the instant the state is for (a placeholder the caller
 * binds: the data service's clock).
 */
export const surveyColumns = (at: string) => `s.id, s.name, s.title, s.description, s.start_at, s.end_at,
  case when s.start_at is null then 'DRAFT' when s.start_at > ${at}::timestamptz then 'SCHEDULED'
       when s.end_at is not null and s.end_at <= ${at}::timestamptz then 'ENDED' else 'OPEN' end as state,
  (select count(*) from app.survey_questions q where q.survey_id = s.id and q.control <> 'DIVIDER')::int as question_count,
  (select count(*) from app.survey_responses r where r.survey_id = s.id)::int as response_count,
  s.created_at, s.updated_at`;

export function toAdminSurvey(row: SurveyRow): AdminSurvey {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    startAt: row.start_at === null ? null : date(row.start_at),
    endAt: row.end_at === null ? null : date(row.end_at),
    state: row.state,
    questionCount: row.question_count,
    responseCount: row.response_count,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export async function readSurvey(q: RawQuery, id: string, now: Date): Promise<AdminSurvey> {
  const [row] = await q<SurveyRow>(`select ${surveyColumns('$2')} from app.surveys s where s.id = $1`, [id, now]);
  if (!row) throw Errors.notFound('This survey does not exist.');
  return toAdminSurvey(row);
}

export async function readQuestions(q: RawQuery, surveyId: string): Promise<AdminSurveyQuestion[]> {
  const rows = await q<{
    id: string;
    order: number;
    control: SurveyControlType;
    title: string;
    field_name: string;
    required: boolean;
    validation: TSurveyValidation | null;
    default_value: string | null;
  }>(
    `select id, "order", control, title, field_name, required, validation, default_value
       from app.survey_questions where survey_id = $1 order by "order", id`,
    [surveyId],
  );
  return rows.map((r) => ({
    id: r.id,
    order: r.order,
    control: r.control,
    title: r.title,
    fieldName: r.field_name,
    required: r.required,
    validation: r.validation,
    defaultValue: r.default_value,
  }));
}

/** The survey as the model's subscription events carry it (what content revalidation listens to). */
export async function surveyEvent(q: RawQuery, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await q<Record<string, unknown>>(
    `select ${surveyRuntime.selectList} from ${surveyRuntime.table} where id = $1`,
    [id],
  );
  return row ? toRecord(surveyRuntime, row) : null;
}
