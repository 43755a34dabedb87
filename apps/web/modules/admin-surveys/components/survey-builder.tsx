'use client';
// /admin/surveys/new and /admin/surveys/[surveyId]: the survey builder. Questions are added by control type,
// reordered and removed; each has its title, an optional field name (made from the title when empty; the answers'
// key and the CSV's column), required, the validation its control takes and a default. The window (opens, closes)
// decides when /survey shows it. Once answered, the questions are frozen (the server says so too). An existing
// survey has a Responses tab: per-question summaries with charts, and the responses list with its CSV export.
import {
  SURVEY_CONTROL_TYPES,
  SURVEY_VALIDATION_KEYS,
  type SurveyControlType,
  type TSaveSurveyInput,
  ZSaveSurveyInput,
} from '@innov/contracts';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { type FieldPath, useFieldArray, useWatch } from 'react-hook-form';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminRecordFallback } from '../../admin/components/admin-record-fallback.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormSwitch } from '../../forms/components/form-switch.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { type TZodForm, useZodForm } from '../../forms/lib/use-zod-form.ts';
import {
  AdminGetSurvey,
  CONTROL_LABELS,
  DeleteSurvey,
  newQuestion,
  SaveSurvey,
  SURVEY_STATE_CHIPS,
  saveSurveyInput,
  surveyFormValues,
  type TAdminSurvey,
} from '../lib/admin-surveys.ts';
import { SurveyResponses } from './survey-responses.tsx';

type TForm = TZodForm<typeof ZSaveSurveyInput>;

const VALIDATION_LABELS: Record<string, string> = {
  min: 'Minimum',
  max: 'Maximum',
  step: 'Step',
  minLength: 'Shortest answer (characters)',
  maxLength: 'Longest answer (characters)',
};

export function SurveyBuilder({ surveyId }: { surveyId: string | null }) {
  const query = AdminGetSurvey.useQuery({ variables: { id: surveyId ?? '' } }, { skip: !surveyId });
  const params = useSearchParams();
  const [tab, setTab] = useState<'build' | 'responses'>(params.get('surveyId') ? 'responses' : 'build');
  const survey = query.data ?? null;
  if (surveyId && (query.isLoading || !survey))
    return (
      <AdminRecordFallback
        loading={query.isLoading}
        error={query.error}
        overline={<BackLink />}
        noun="survey"
        back={{ href: '/admin/surveys', label: 'Back to the surveys' }}
      />
    );
  return (
    <AdminPage
      title={survey ? survey.title : 'New survey'}
      overline={<BackLink />}
      description={
        survey ? (
          <>
            <Chip
              size="small"
              variant="outlined"
              label={SURVEY_STATE_CHIPS[survey.state].label}
              color={SURVEY_STATE_CHIPS[survey.state].color}
              sx={{ mr: 1 }}
            />
            {survey.responseCount} {survey.responseCount === 1 ? 'response' : 'responses'}
          </>
        ) : (
          'Without an opening time it stays a draft.'
        )
      }
    >
      {survey && (
        <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label="Survey">
          <Tab value="build" label="Builder" id="survey-tab-build" aria-controls="survey-panel-build" />
          <Tab value="responses" label="Responses" id="survey-tab-responses" aria-controls="survey-panel-responses" />
        </Tabs>
      )}
      {tab === 'build' || !survey ? (
        <Box
          role={survey ? 'tabpanel' : undefined}
          id="survey-panel-build"
          aria-labelledby={survey ? 'survey-tab-build' : undefined}
        >
          <BuilderForm key={survey?.updatedAt ?? 'new'} survey={survey} />
        </Box>
      ) : (
        <Box role="tabpanel" id="survey-panel-responses" aria-labelledby="survey-tab-responses">
          <SurveyResponses survey={survey} />
        </Box>
      )}
    </AdminPage>
  );
}

function BackLink() {
  return (
    <Link component={NextLink} href="/admin/surveys">
      Surveys
    </Link>
  );
}

function BuilderForm({ survey }: { survey: TAdminSurvey | null }) {
  const router = useRouter();
  const call = useCall();
  const [save] = SaveSurvey.useMutation();
  const [remove] = DeleteSurvey.useMutation();
  const [deleting, setDeleting] = useState(false);
  const form = useZodForm(ZSaveSurveyInput, surveyFormValues(survey));
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const frozen = (survey?.responseCount ?? 0) > 0;

  const submit = form.handleSubmit(async (values) => {
    const saved = await call(() => save({ variables: { input: saveSurveyInput(values) } }).unwrap(), {
      progress: true,
      success: survey ? 'Survey saved' : 'Survey created',
      onError: (error) => setServerFieldError(form, error),
    });
    if (saved && !survey) router.replace(`/admin/surveys/${saved.id}`);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Survey builder" spacing={3}>
      <FormServerError control={form.control} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            About the survey
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
            <FormTextField
              control={form.control}
              name="name"
              label="Name"
              required
              fullWidth
              helperText="For the team, e.g. readiness-2027."
            />
            <FormTextField control={form.control} name="title" label="Title" required fullWidth />
          </Stack>
          <FormTextField
            control={form.control}
            name="description"
            label="Description"
            multiline
            minRows={2}
            fullWidth
          />
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
            <FormTextField
              control={form.control}
              name="startAt"
              label="Opens at"
              type="datetime-local"
              fullWidth
              helperText="Your local time. Empty: a draft."
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={form.control}
              name="endAt"
              label="Closes at"
              type="datetime-local"
              fullWidth
              helperText="Empty: open until you close it."
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </Stack>
      </Paper>

      <Stack spacing={2} component="section" aria-labelledby="survey-questions-title">
        <Typography id="survey-questions-title" variant="h6" component="h2">
          Questions
        </Typography>
        {frozen && (
          <Alert severity="info">
            This survey has responses, so its questions can no longer change. Its texts and dates still can.
          </Alert>
        )}
        {form.formState.errors.questions?.message && (
          <Alert severity="error">{String(form.formState.errors.questions.message)}</Alert>
        )}
        {questions.fields.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>No questions yet: add one below.</Typography>
        )}
        {questions.fields.map((field, index) => (
          <QuestionCard
            key={field.id}
            form={form}
            index={index}
            count={questions.fields.length}
            frozen={frozen}
            onMove={(to) => questions.move(index, to)}
            onRemove={() => questions.remove(index)}
          />
        ))}
        {!frozen && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mr: 1 }}>
              Add:
            </Typography>
            {SURVEY_CONTROL_TYPES.map((control) => (
              <Button
                key={control}
                variant="outlined"
                size="small"
                onClick={() => questions.append(newQuestion(control))}
              >
                {CONTROL_LABELS[control]}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {survey ? 'Save survey' : 'Create survey'}
        </Button>
        {survey && (
          <Button color="error" sx={{ ml: 'auto' }} onClick={() => setDeleting(true)}>
            Delete survey
          </Button>
        )}
      </Stack>
      {survey && (
        <ConfirmActionDialog
          open={deleting}
          title="Delete this survey?"
          confirmLabel="Delete"
          requirePassword
          onClose={() => setDeleting(false)}
          onConfirm={async (password) => {
            const done = await call(() => remove({ variables: { input: { id: survey.id, password } } }).unwrap(), {
              progress: true,
              success: 'Survey deleted',
              rethrow: true,
            });
            if (done) router.replace('/admin/surveys');
            return Boolean(done);
          }}
        >
          “{survey.title}” is deleted with its questions and its {survey.responseCount}{' '}
          {survey.responseCount === 1 ? 'response' : 'responses'}. This cannot be undone.
        </ConfirmActionDialog>
      )}
    </Stack>
  );
}

function QuestionCard({
  form,
  index,
  count,
  frozen,
  onMove,
  onRemove,
}: {
  form: TForm;
  index: number;
  count: number;
  frozen: boolean;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const control = (useWatch({ control: form.control, name: `questions.${index}.control` }) ??
    'TEXT') as SurveyControlType;
  const title = useWatch({ control: form.control, name: `questions.${index}.title` });
  const keys = SURVEY_VALIDATION_KEYS[control];
  // A field of this question, by its path in the form (checked against the schema's paths).
  const name = (field: string) => `questions.${index}.${field}` as FieldPath<TSaveSurveyInput>;
  const label = `Question ${index + 1}`;
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      disabled={frozen}
      aria-label={`${label}: ${title || CONTROL_LABELS[control]}`}
      sx={{ p: 2, m: 0, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            {label} · {CONTROL_LABELS[control]}
          </Typography>
          <IconButton
            aria-label={`Move ${label} up`}
            disabled={frozen || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Move ${label} down`}
            disabled={frozen || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove ${label}`} disabled={frozen} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          <FormTextField
            control={form.control}
            name={name('control')}
            label="Type"
            select
            sx={{ minWidth: 180 }}
            disabled={frozen}
          >
            {SURVEY_CONTROL_TYPES.map((c) => (
              <MenuItem key={c} value={c}>
                {CONTROL_LABELS[c]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name={name('title')}
            label={control === 'DIVIDER' ? 'Heading' : 'Question'}
            required
            fullWidth
            disabled={frozen}
          />
        </Stack>
        {control !== 'DIVIDER' && (
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: { md: 'flex-start' } }}>
            <FormTextField
              control={form.control}
              name={name('fieldName')}
              label="Field name"
              disabled={frozen}
              helperText="The CSV column. Empty: made from the question."
              sx={{ minWidth: 200 }}
            />
            <FormTextField
              control={form.control}
              name={name('defaultValue')}
              label="Default answer"
              disabled={frozen}
              helperText={control === 'BOOLEAN' ? 'true or false' : 'Optional'}
              sx={{ minWidth: 160 }}
            />
            <Box sx={{ pt: { md: 1 } }}>
              <FormSwitch control={form.control} name={name('required')} label="Required" disabled={frozen} />
            </Box>
          </Stack>
        )}
        {keys.length > 0 && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
          >
            {keys.map((key) =>
              key === 'integer' ? (
                <FormSwitch
                  key={key}
                  control={form.control}
                  name={name('validation.integer')}
                  label="Whole numbers only"
                  disabled={frozen}
                />
              ) : (
                <FormTextField
                  key={key}
                  control={form.control}
                  name={name(`validation.${key}`)}
                  label={VALIDATION_LABELS[key]}
                  type="number"
                  disabled={frozen}
                  sx={{ width: { sm: 200 } }}
                />
              ),
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
