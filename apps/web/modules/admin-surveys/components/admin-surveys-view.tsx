'use client';
// /admin/surveys: every survey with its state (from its dates), questions and responses, on the shared admin
// table (search, state filter, sort, pages, CSV: all in the URL); each row opens the builder. Only one survey is
// open at a time (the server refuses overlapping windows).
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { AdminListToolbar } from '../../admin/components/admin-list-toolbar.tsx';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminTable, type TAdminColumn } from '../../admin/components/admin-table.tsx';
import { useAdminList } from '../../admin/lib/use-admin-list.ts';
import { dateTimeText } from '../../admin-content/lib/admin-content.ts';
import { AdminSurveys, SURVEY_STATE_CHIPS, type TAdminSurvey } from '../lib/admin-surveys.ts';

const COLUMNS: TAdminColumn<TAdminSurvey>[] = [
  {
    key: 'title',
    label: 'Survey',
    sortKey: 'title',
    minWidth: 240,
    render: (s) => (
      <>
        <Link component={NextLink} href={`/admin/surveys/${s.id}`} sx={{ fontWeight: 600 }}>
          {s.title}
        </Link>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
          {s.name}
        </Typography>
      </>
    ),
  },
  {
    key: 'state',
    label: 'State',
    nowrap: true,
    render: (s) => {
      const chip = SURVEY_STATE_CHIPS[s.state];
      return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
    },
  },
  { key: 'startAt', label: 'Opens', sortKey: 'startAt', nowrap: true, render: (s) => dateTimeText(s.startAt) },
  {
    key: 'endAt',
    label: 'Closes',
    nowrap: true,
    render: (s) => (s.startAt && !s.endAt ? 'Open-ended' : dateTimeText(s.endAt)),
  },
  { key: 'questions', label: 'Questions', align: 'right', render: (s) => s.questionCount },
  { key: 'responses', label: 'Responses', align: 'right', render: (s) => s.responseCount },
  { key: 'createdAt', label: 'Created', sortKey: 'createdAt', nowrap: true, render: (s) => dateTimeText(s.createdAt) },
];

export function AdminSurveysView() {
  const list = useAdminList('surveys', AdminSurveys);
  return (
    <AdminPage
      title="Surveys"
      description="Build the survey shown on /survey, schedule when it is open, and read the answers."
      actions={
        <Button component={NextLink} href="/admin/surveys/new" variant="contained" startIcon={<AddIcon aria-hidden />}>
          New survey
        </Button>
      }
    >
      <AdminListToolbar
        list={list}
        searchPlaceholder="Name or title"
        filters={[
          {
            key: 'state',
            label: 'State',
            options: (['DRAFT', 'SCHEDULED', 'OPEN', 'ENDED'] as const).map((s) => ({
              value: s,
              label: SURVEY_STATE_CHIPS[s].label,
            })),
          },
        ]}
      />
      <AdminTable list={list} columns={COLUMNS} rowKey={(s) => s.id} label="Surveys" emptyText="No surveys yet." />
    </AdminPage>
  );
}
