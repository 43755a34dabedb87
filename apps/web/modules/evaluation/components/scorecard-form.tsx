'use client';
// The campaign's scorecard on the evaluation setup page: the scale (1–5 or 1–10) and the weighted criteria, each
// with guidance for the evaluators and its share of the score in percent as the weights are typed. The form's schema
// is contracts' ZScorecard, the one updateCampaignScorecard checks; the server's refusals show on the field they
// name, else as its sentence. Once reviews exist the scale and the set of criteria stay (the server's rule, said
// above the form); names, guidance, weights and order still change. Those who cannot change it read it.
import { EVALUATION_LIMITS, EVALUATION_MESSAGES, SCORE_SCALES, type ScoreScale } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { MoveButtons } from '../../forms/components/move-buttons.tsx';
import { showServerError } from '../../forms/lib/server-error.ts';
import { type TZodForm, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { type Scorecard, UpdateCampaignScorecard } from '../lib/evaluation-api.ts';
import {
  newCriterion,
  SCALE_LABELS,
  scorecardChanges,
  scorecardFormSchema,
  scorecardInput,
  scorecardValues,
  shareLabel,
  type TScorecardFormSchema,
  weightShares,
} from '../lib/scorecard-form.ts';

type TForm = TZodForm<TScorecardFormSchema>;

function ScaleField({ form, locked }: { form: TForm; locked: boolean }) {
  const labelId = useId();
  const scale = useWatch({ control: form.control, name: 'scale' });
  if (locked)
    return (
      <Stack sx={{ gap: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Scale
        </Typography>
        <Typography data-testid="scorecard-scale">
          {SCALE_LABELS[scale as ScoreScale] ?? scale}{' '}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            (fixed once reviews have started)
          </Typography>
        </Typography>
      </Stack>
    );
  return (
    <Controller
      control={form.control}
      name="scale"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Scale
          </Typography>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={String(field.value)}
            onChange={(event) => field.onChange(Number(event.target.value) as ScoreScale)}
          >
            {SCORE_SCALES.map((option) => (
              <FormControlLabel
                key={option}
                value={String(option)}
                control={<Radio inputRef={option === field.value ? field.ref : undefined} />}
                label={SCALE_LABELS[option]}
              />
            ))}
          </RadioGroup>
          <FormHelperText sx={{ mx: 0 }}>
            {fieldState.error?.message ?? 'Evaluators score every criterion on this scale; 1 is the lowest.'}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}

function WeightField({ form, index, share }: { form: TForm; index: number; share: number | null }) {
  return (
    <Controller
      control={form.control}
      name={`criteria.${index}.weight`}
      render={({ field, fieldState }) => (
        <TextField
          label="Weight"
          type="number"
          required
          name={field.name}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? `${shareLabel(share)} of the score`}
          slotProps={{
            htmlInput: {
              min: EVALUATION_LIMITS.weightMin,
              max: EVALUATION_LIMITS.weightMax,
              step: 1,
              inputMode: 'numeric',
            },
            formHelperText: { 'aria-live': 'polite' } as object,
          }}
          sx={{ width: { xs: '100%', sm: 150 }, flexShrink: 0 }}
        />
      )}
    />
  );
}

function CriteriaFields({ form, locked }: { form: TForm; locked: boolean }) {
  const criteria = useFieldArray({ control: form.control, name: 'criteria', keyName: 'key' });
  const watched = useWatch({ control: form.control, name: 'criteria' }) ?? [];
  const shares = weightShares(watched.map((c) => c?.weight));
  const changes = scorecardChanges({ locked }, criteria.fields.length);
  const rootError = form.formState.errors.criteria?.root?.message ?? form.formState.errors.criteria?.message;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Criteria
      </Typography>
      <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }} aria-label="Criteria">
        {criteria.fields.map((row, index) => {
          const name = watched[index]?.name?.trim();
          const label = `Criterion ${index + 1}${name ? `: ${name}` : ''}`;
          return (
            <Box
              component="li"
              key={row.key}
              data-testid="scorecard-criterion"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}
            >
              <Stack role="group" aria-label={label} sx={{ gap: 2 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Typography
                    variant="subtitle2"
                    component="h4"
                    sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {label}
                  </Typography>
                  <MoveButtons
                    name={label}
                    upDisabled={index === 0}
                    downDisabled={index === criteria.fields.length - 1}
                    onMove={(step) => criteria.move(index, index + step)}
                  />
                  {changes.remove ? (
                    <Tooltip title="Remove">
                      <IconButton size="small" aria-label={`Remove ${label}`} onClick={() => criteria.remove(index)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
                  <FormTextField
                    control={form.control}
                    name={`criteria.${index}.name`}
                    label="Criterion name"
                    required
                    fullWidth
                    helperText="What is scored, e.g. “Impact” or “Feasibility”."
                    slotProps={{ htmlInput: { maxLength: EVALUATION_LIMITS.criterionName } }}
                  />
                  <WeightField form={form} index={index} share={shares[index] ?? null} />
                </Stack>
                <FormTextField
                  control={form.control}
                  name={`criteria.${index}.guidance`}
                  label="Guidance"
                  multiline
                  minRows={2}
                  fullWidth
                  helperText="Optional. What a 1 and a top score look like; evaluators read it beside the scores."
                  slotProps={{ htmlInput: { maxLength: EVALUATION_LIMITS.guidance } }}
                />
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {rootError ? (
        <FormHelperText error role="alert">
          {rootError}
        </FormHelperText>
      ) : null}
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden />}
          variant="outlined"
          disabled={!changes.add}
          onClick={() => criteria.append(newCriterion())}
        >
          Add criterion
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {locked
            ? 'Criteria cannot be added or removed once reviews have started.'
            : `Up to ${EVALUATION_LIMITS.criteria} criteria. A criterion’s weight over the sum of the weights is its share of an idea’s score.`}
        </Typography>
      </Box>
    </Stack>
  );
}

export function ScorecardForm({ campaignId, scorecard }: { campaignId: string; scorecard: Scorecard | null }) {
  const call = useCall();
  const [update, updating] = UpdateCampaignScorecard.useMutation();
  const form = useZodForm(scorecardFormSchema, scorecardValues(scorecard));
  const locked = Boolean(scorecard?.locked);

  const submit = form.handleSubmit(async (values) => {
    const saved = await call(() => update({ variables: { input: scorecardInput(campaignId, values) } }).unwrap(), {
      progress: true,
      success: 'Scorecard saved',
      onError: (error) => showServerError(form, error),
    });
    // The saved criteria's ids: a new criterion saved again is the same criterion, not another one.
    if (saved) form.reset(scorecardValues(saved));
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Scorecard" sx={{ gap: 3 }}>
      {locked ? (
        <Alert severity="info" variant="outlined" icon={<LockOutlinedIcon fontSize="inherit" />}>
          {EVALUATION_MESSAGES.scorecardLocked} Changed weights recompute every submitted review’s score.
        </Alert>
      ) : null}
      <ScaleField form={form} locked={locked} />
      <CriteriaFields form={form} locked={locked} />
      <FormServerError control={form.control} />
      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          color="inherit"
          disabled={!form.formState.isDirty || updating.isLoading}
          onClick={() => form.reset(scorecardValues(scorecard))}
        >
          Discard changes
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={updating.isLoading}
          disabled={Boolean(scorecard?.criteria.length) && !form.formState.isDirty}
        >
          Save scorecard
        </Button>
      </Stack>
    </Stack>
  );
}

/** The scorecard as those who cannot change it read it. */
export function ScorecardSummary({ scorecard }: { scorecard: Scorecard }) {
  const criteria = [...scorecard.criteria].sort((a, b) => a.position - b.position);
  const shares = weightShares(criteria.map((c) => c.weight));
  if (criteria.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{EVALUATION_MESSAGES.noScorecard}</Typography>;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography>Scale: {SCALE_LABELS[scorecard.scale]}</Typography>
      <Stack component="ol" sx={{ m: 0, pl: 2.5, gap: 1 }}>
        {criteria.map((c, i) => (
          <li key={c.id}>
            <Typography sx={{ fontWeight: 600 }}>
              {c.name}{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                (weight {c.weight}, {shareLabel(shares[i] ?? null)} of the score)
              </Typography>
            </Typography>
            {c.guidance ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
                {c.guidance}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
