// adminListSurveys: every survey with its state (DRAFT, SCHEDULED, OPEN, ENDED: from its dates, by the database's
// clock at the time of the query), question and response counts; searchable by name and title.
import { defineAdminList } from '../admin/admin-list.ts';
import { type AdminSurvey, type SurveyRow, surveyColumns, toAdminSurvey } from './survey-records.ts';

const STATE = `case when s.start_at is null then 'DRAFT' when s.start_at > statement_timestamp() then 'SCHEDULED'
  when s.end_at is not null and s.end_at <= statement_timestamp() then 'ENDED' else 'OPEN' end`;

export const adminListSurveys = defineAdminList<'surveys', SurveyRow, AdminSurvey>({
  list: 'surveys',
  field: 'adminListSurveys',
  select: `select ${surveyColumns('statement_timestamp()')} from app.surveys s`,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.state) where.push(`${STATE} = ${p.add(filters.state)}`);
    if (search) {
      const like = p.contains(search);
      where.push(`(s.name ilike ${like} or s.title ilike ${like})`);
    }
    return where;
  },
  orderBy: { createdAt: 's.created_at', startAt: 's.start_at', title: 'lower(s.title)' },
  tiebreak: 's.id',
  toItem: toAdminSurvey,
  csv: [
    { header: 'Name', value: (s) => s.name },
    { header: 'Title', value: (s) => s.title },
    { header: 'State', value: (s) => s.state },
    { header: 'Starts', value: (s) => s.startAt },
    { header: 'Ends', value: (s) => s.endAt },
    { header: 'Questions', value: (s) => s.questionCount },
    { header: 'Responses', value: (s) => s.responseCount },
    { header: 'Created', value: (s) => s.createdAt },
  ],
});
