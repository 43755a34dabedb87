// adminListSurveyResponses: one survey's responses, newest first, one row each with its answers; its CSV has one
// column per question (the survey's own, so the columns are read when the export starts).
import type { RawQuery } from '@innov/db';
import { type CsvColumn, defineAdminList } from '../admin/admin-list.ts';

export interface AdminSurveyResponse {
  id: string;
  surveyId: string;
  /** The signed-in user's e-mail, or null for a guest. */
  respondent: string | null;
  answers: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

interface Row {
  id: string;
  survey_id: string;
  respondent: string | null;
  answers: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const BASE_COLUMNS: CsvColumn<AdminSurveyResponse>[] = [
  { header: 'Response', value: (r) => r.id },
  { header: 'Started', value: (r) => r.createdAt },
  { header: 'Last answer', value: (r) => r.updatedAt },
  { header: 'Respondent', value: (r) => r.respondent ?? 'guest' },
];

/** An answer as a cell: text and numbers as they are, yes/no for booleans. */
const cell = (v: unknown) => (v === true ? 'yes' : v === false ? 'no' : (v as string | number | null | undefined));

export const adminListSurveyResponses = defineAdminList<'surveyResponses', Row, AdminSurveyResponse>({
  list: 'surveyResponses',
  field: 'adminListSurveyResponses',
  select: `select r.id, r.survey_id, p.email as respondent, r.answers, r.created_at, r.updated_at
             from app.survey_responses r left join app.user_profiles p on p.id = r.owner`,
  where(filters, search, p) {
    const where = [`r.survey_id = ${p.add(filters.surveyId)}`];
    if (search) {
      const like = p.contains(search);
      where.push(`(r.answers::text ilike ${like} or coalesce(p.email, '') ilike ${like})`);
    }
    return where;
  },
  orderBy: { createdAt: 'r.created_at' },
  tiebreak: 'r.id',
  toItem: (row) => ({
    id: row.id,
    surveyId: row.survey_id,
    respondent: row.respondent,
    answers: row.answers ?? {},
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }),
  csv: BASE_COLUMNS,
  async csvFor(q: RawQuery, query) {
    const questions = await q<{ field_name: string }>(
      `select field_name from app.survey_questions where survey_id = $1 and control <> 'DIVIDER' order by "order", id`,
      [query.filters.surveyId],
    );
    return [
      ...BASE_COLUMNS,
      ...questions.map((x) => ({
        header: x.field_name,
        value: (r: AdminSurveyResponse) => cell(r.answers[x.field_name]),
      })),
    ];
  },
  fileName: 'survey-responses',
});
