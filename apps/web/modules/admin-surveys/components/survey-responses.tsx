'use client';
// A survey's Responses tab: per question, yes/no counts (BOOLEAN), count, minimum, maximum, mean, median and a
// histogram (NUMBER, RANGE), the count and the latest answers (TEXT), each chart with its figures in text too;
// then every response on the shared admin table, exported as CSV with one column per question.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect } from 'react';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { useAdminList } from '../../admin/lib/use-admin-list.ts';
import { dateTimeText } from '../../admin-content/lib/admin-content.ts';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import {
  AdminSurveyResponses,
  AdminSurveyResults,
  answerText,
  parseAnswers,
  type TAdminSurvey,
  type TAdminSurveyResponse,
  type TSurveyQuestionResult,
} from '../lib/admin-surveys.ts';

const CHART_HEIGHT = 220;
const round = (n: number | null) => (n === null ? '—' : Number(n.toFixed(2)).toLocaleString());

export function SurveyResponses({ survey }: { survey: TAdminSurvey }) {
  const results = AdminSurveyResults.useQuery({ variables: { surveyId: survey.id } });
  return (
    <Stack spacing={3}>
      <Stack spacing={2} component="section" aria-labelledby="survey-summary-title">
        <Typography id="survey-summary-title" variant="h6" component="h2">
          Summary
        </Typography>
        {results.isLoading ? (
          <Skeleton variant="rounded" height={200} role="status" aria-label="Loading the summary" />
        ) : results.error ? (
          <Alert severity="error">{toErrorMessage(results.error)}</Alert>
        ) : !results.data?.responseCount ? (
          <Typography sx={{ color: 'text.secondary' }}>No responses yet.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {results.data.questions.map((q) => (
              <QuestionSummary key={q.questionId} result={q} />
            ))}
          </Box>
        )}
      </Stack>
      <ResponsesList survey={survey} />
    </Stack>
  );
}

function QuestionSummary({ result: q }: { result: TSurveyQuestionResult }) {
  const headingId = `summary-${q.questionId}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {q.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {q.answered} {q.answered === 1 ? 'answer' : 'answers'} · {q.fieldName}
      </Typography>
      {q.control === 'BOOLEAN' && (
        <>
          <Typography variant="body2">
            Yes: {q.yes ?? 0} · No: {q.no ?? 0}
          </Typography>
          <Box component="figure" aria-label={`Chart of the answers to ${q.title}`} sx={{ m: 0 }}>
            <BarChart
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', data: ['Yes', 'No'] }]}
              yAxis={[{ tickMinStep: 1, width: 36 }]}
              series={[{ data: [q.yes ?? 0, q.no ?? 0], label: 'Answers' }]}
              hideLegend
              margin={{ left: 0, right: 8 }}
            />
          </Box>
        </>
      )}
      {(q.control === 'NUMBER' || q.control === 'RANGE') && (
        <>
          <Typography variant="body2">
            Minimum {round(q.min)} · Maximum {round(q.max)} · Mean {round(q.mean)} · Median {round(q.median)}
          </Typography>
          {q.histogram.length > 0 && (
            <Box component="figure" aria-label={`Chart of the answers to ${q.title}`} sx={{ m: 0 }}>
              <BarChart
                height={CHART_HEIGHT}
                xAxis={[
                  {
                    scaleType: 'band',
                    data: q.histogram.map((b) => (b.from === b.to ? round(b.from) : `${round(b.from)}–${round(b.to)}`)),
                  },
                ]}
                yAxis={[{ tickMinStep: 1, width: 36 }]}
                series={[{ data: q.histogram.map((b) => b.count), label: 'Answers' }]}
                hideLegend
                margin={{ left: 0, right: 8 }}
              />
            </Box>
          )}
        </>
      )}
      {q.control === 'TEXT' &&
        (q.latest.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Latest answers to ${q.title}`}>
            {q.latest.map((a) => (
              <li key={a.responseId}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {a.value}{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    ({dateTimeText(a.createdAt)})
                  </Typography>
                </Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No answers yet.
          </Typography>
        ))}
    </Paper>
  );
}

function ResponsesList({ survey }: { survey: TAdminSurvey }) {
  const list = useAdminList('surveyResponses', AdminSurveyResponses);
  const { setFilter, state } = list;
  // The list is of this survey: its id is the list's filter, in the URL like any other.
  useEffect(() => {
    if (state.filters.surveyId !== survey.id) setFilter('surveyId', survey.id);
  }, [state.filters.surveyId, survey.id, setFilter]);
  const answering = (survey.questions ?? []).filter((q) => q.control !== 'DIVIDER');
  const columns: TAdminColumn<TAdminSurveyResponse>[] = [
    {
      key: 'createdAt',
      label: 'Started',
      sortKey: 'createdAt',
      nowrap: true,
      render: (r) => dateTimeText(r.createdAt),
    },
    { key: 'respondent', label: 'Respondent', minWidth: 160, render: (r) => r.respondent ?? 'Guest' },
    ...answering.map((q) => ({
      key: q.fieldName,
      label: q.fieldName,
      minWidth: q.control === 'TEXT' ? 200 : undefined,
      render: (r: TAdminSurveyResponse) => answerText(parseAnswers(r.answers)[q.fieldName]),
    })),
  ];
  const ready = state.filters.surveyId === survey.id;
  return (
    <Stack spacing={2} component="section" aria-labelledby="survey-responses-title">
      <Typography id="survey-responses-title" variant="h6" component="h2">
        Responses
      </Typography>
      {ready ? (
        <>
          <AdminListToolbar list={list} searchPlaceholder="Answer text or e-mail" />
          <AdminTable
            list={list}
            columns={columns}
            rowKey={(r) => r.id}
            label="Responses"
            phone="scroll"
            emptyText="No responses yet."
          />
        </>
      ) : (
        <Skeleton variant="rounded" height={120} role="status" aria-label="Loading the responses" />
      )}
    </Stack>
  );
}
