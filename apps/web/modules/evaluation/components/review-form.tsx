'use client';
// An evaluator's review of one idea: per criterion a radio group named after it (1…scale) with its guidance and
// weight, a comment, and the weighted score as it will be stored (contracts' weightedScore, live as scores are
// chosen). "Save draft" keeps a private draft (criteria may be left out); "Submit review" needs every criterion
// (contracts' scoreAllCriteria) and, once submitted, every later save is "Update review". "Recuse myself" asks for a
// reason and withdraws the scores; a recusal can be taken back. The server's refusals show as its sentence.
import { EVALUATION_LIMITS, type ScoreScale } from '@innov/contracts';
import FrontHandOutlinedIcon from '@mui/icons-material/FrontHandOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { showServerError } from '../../forms/lib/server-error.ts';
import { type TZodForm, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import {
  type IdeaEvaluation,
  RecuseFromReview,
  SaveIdeaReview,
  type ScorecardCriterion,
} from '../lib/evaluation-api.ts';
import {
  orderedCriteria,
  previewText,
  reviewFormSchema,
  reviewFormValues,
  reviewInput,
  scaleOptions,
  submitLabel,
  type TReviewFormSchema,
} from '../lib/review-form.ts';
import { shareLabel, weightShares } from '../lib/scorecard-form.ts';

type TForm = TZodForm<TReviewFormSchema>;

function CriterionField({
  form,
  index,
  criterion,
  share,
  scale,
  disabled,
}: {
  form: TForm;
  index: number;
  criterion: ScorecardCriterion;
  share: number | null;
  scale: ScoreScale;
  disabled: boolean;
}) {
  const nameId = useId();
  const aboutId = useId();
  return (
    <Controller
      control={form.control}
      name={`scores.${index}`}
      render={({ field, fieldState }) => (
        <FormControl
          error={Boolean(fieldState.error)}
          disabled={disabled}
          data-testid="review-criterion"
          sx={{ display: 'flex', gap: 0.5, py: 2, borderTop: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography
              id={nameId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {criterion.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {shareLabel(share)} of the score
            </Typography>
          </Stack>
          <Box id={aboutId}>
            {criterion.guidance ? (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {criterion.guidance}
              </Typography>
            ) : null}
            {fieldState.error ? (
              <FormHelperText sx={{ mx: 0 }} role="alert">
                {fieldState.error.message}
              </FormHelperText>
            ) : null}
          </Box>
          <RadioGroup
            row
            aria-labelledby={nameId}
            aria-describedby={aboutId}
            name={field.name}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            sx={{ gap: { xs: 0, sm: 0.5 } }}
          >
            {scaleOptions(scale).map((n) => (
              <FormControlLabel
                key={n}
                value={String(n)}
                label={String(n)}
                labelPlacement="bottom"
                control={<Radio size="small" inputRef={n === (field.value ?? 1) ? field.ref : undefined} />}
                sx={{ mx: 0, minWidth: 34, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
              />
            ))}
          </RadioGroup>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
            1 lowest · {scale} highest
          </Typography>
        </FormControl>
      )}
    />
  );
}

function ScorePreview({ form, criteria, scale }: { form: TForm; criteria: ScorecardCriterion[]; scale: ScoreScale }) {
  const scores = (useWatch({ control: form.control, name: 'scores' }) ?? []) as (number | null)[];
  return (
    <Box
      aria-live="polite"
      data-testid="review-score-preview"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'baseline',
        flexWrap: 'wrap',
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        Weighted score:
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {previewText(criteria, scores, scale)}
      </Typography>
    </Box>
  );
}

function RecuseDialog({ ideaId, open, onClose }: { ideaId: string; open: boolean; onClose(): void }) {
  const call = useCall();
  const [recuse, recusing] = RecuseFromReview.useMutation();
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await call(
      () => recuse({ variables: { input: { ideaId, recuse: true, reason: reason.trim() || null } } }).unwrap(),
      { progress: true, success: 'You recused yourself from this idea' },
    );
    if (done) {
      setReason('');
      onClose();
    }
  };
  return (
    <QuestionDialog
      open={open}
      title="Recuse yourself from this idea?"
      text="Do so when you cannot judge it fairly (you helped write it, you have a stake in it). Your scores for it are withdrawn; you can take the recusal back while the campaign takes reviews."
      actionLabel="Recuse"
      busy={recusing.isLoading}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        helperText="Optional. The campaign’s owners and moderators see it."
        slotProps={{ htmlInput: { maxLength: EVALUATION_LIMITS.recuseReason } }}
      />
    </QuestionDialog>
  );
}

export function RecusedNotice({ evaluation, writable }: { evaluation: IdeaEvaluation; writable: boolean }) {
  const call = useCall();
  const [recuse, recusing] = RecuseFromReview.useMutation();
  const reason = evaluation.myReview?.comment;
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={<FrontHandOutlinedIcon fontSize="inherit" />}
      action={
        writable && evaluation.canReview ? (
          <Button
            color="inherit"
            size="small"
            loading={recusing.isLoading}
            onClick={() =>
              void call(
                () => recuse({ variables: { input: { ideaId: evaluation.idea.id, recuse: false } } }).unwrap(),
                { progress: true, success: 'Recusal taken back: the idea is yours to review' },
              )
            }
          >
            Take back recusal
          </Button>
        ) : null
      }
      data-testid="review-recused"
    >
      You recused yourself from this idea{reason ? `: “${reason}”` : '.'}
    </Alert>
  );
}

export function ReviewForm({ evaluation, writable }: { evaluation: IdeaEvaluation; writable: boolean }) {
  const call = useCall();
  const [save] = SaveIdeaReview.useMutation();
  const [recuseOpen, setRecuseOpen] = useState(false);
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);
  const { scorecard, myReview } = evaluation;
  const criteria = useMemo(() => orderedCriteria(scorecard.criteria), [scorecard.criteria]);
  const shares = useMemo(() => weightShares(criteria.map((c) => c.weight)), [criteria]);
  // Which button validates: a submission (or an edit of a submitted review) must score every criterion.
  const complete = useRef(false);
  const schema = useMemo(() => reviewFormSchema(scorecard.scale, () => complete.current), [scorecard.scale]);
  const form = useZodForm(schema, reviewFormValues(criteria, myReview));
  const submitted = myReview?.status === 'SUBMITTED';
  const disabled = !writable || !evaluation.canReview || Boolean(saving);

  const run = (submit: boolean) => {
    complete.current = submit || submitted;
    return form.handleSubmit(async (values) => {
      setSaving(submit ? 'submit' : 'draft');
      try {
        await call(
          () =>
            save({
              variables: { input: reviewInput(evaluation.idea.id, criteria, values, submit || submitted) },
            }).unwrap(),
          {
            progress: true,
            success: submitted ? 'Review updated' : submit ? 'Review submitted' : 'Draft saved',
            onError: (error) => showServerError(form, error),
          },
        );
      } finally {
        setSaving(null);
      }
    });
  };

  if (criteria.length === 0)
    return (
      <Alert severity="info" variant="outlined">
        {scorecard.canEdit
          ? 'This campaign has no scorecard yet: add criteria in its evaluation setup.'
          : 'This campaign has no scorecard yet. Ask its owner to add criteria.'}
      </Alert>
    );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void run(true)(event)}
      aria-label="Your review"
      sx={{ gap: 1 }}
      data-testid="review-form"
    >
      <Box>
        {criteria.map((criterion, index) => (
          <CriterionField
            key={criterion.id}
            form={form}
            index={index}
            criterion={criterion}
            share={shares[index] ?? null}
            scale={scorecard.scale}
            disabled={disabled}
          />
        ))}
      </Box>
      <FormTextField
        control={form.control}
        name="comment"
        label="Comment"
        multiline
        minRows={3}
        fullWidth
        disabled={disabled}
        helperText="Optional. The campaign’s moderators read it, and other evaluators once they submitted their own review."
        slotProps={{
          htmlInput: { maxLength: EVALUATION_LIMITS.comment },
          // Still read while the form is closed: the disabled grey is too faint for its contrast.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
      />
      <ScorePreview form={form} criteria={criteria} scale={scorecard.scale} />
      <FormServerError control={form.control} />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' }, pt: 1 }}
      >
        <Button color="inherit" disabled={disabled} onClick={() => setRecuseOpen(true)}>
          Recuse myself
        </Button>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          {submitted ? null : (
            <Button
              variant="outlined"
              disabled={disabled}
              loading={saving === 'draft'}
              onClick={() => void run(false)()}
            >
              Save draft
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={disabled} loading={saving === 'submit'}>
            {submitLabel(myReview?.status)}
          </Button>
        </Stack>
      </Stack>
      {submitted ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: { sm: 'right' } }}>
          A draft stays private. Once submitted, your review counts in the idea’s score and you see the other
          evaluators’ reviews; you can still update it while the campaign takes reviews.
        </Typography>
      )}
      <RecuseDialog ideaId={evaluation.idea.id} open={recuseOpen} onClose={() => setRecuseOpen(false)} />
    </Stack>
  );
}
