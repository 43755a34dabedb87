'use client';
// The campaign form's phases: each one's kind, name, start and end, and what it allows; phases are added,
// removed and reordered, and stay one after another (changing an end moves the next phase's start at once, a later
// phase's start moves the previous one's end: campaign-form.ts). An open campaign's ended phases and its active
// phase's start are locked, as the server keeps them.
import {
  CAMPAIGN_LIMITS,
  PHASE_KIND_LABELS,
  PHASE_KINDS,
  type PhaseInput,
  type PhaseKind,
  type PhaseRules,
} from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../forms/components/form-switch.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { MoveButtons } from '../../forms/components/move-buttons.tsx';
import type { TZodForm } from '../../forms/lib/use-zod-form.ts';
import type { Campaign } from '../lib/campaign-api.ts';
import {
  addPhase,
  fromLocalInput,
  movePhase,
  phaseLock,
  removePhase,
  setPhaseEnd,
  setPhaseKind,
  setPhaseStart,
  type TCampaignFormSchema,
  toLocalInput,
} from '../lib/campaign-form.ts';

const RULES: { rule: keyof PhaseRules; label: string; help: string }[] = [
  { rule: 'allowSubmit', label: 'Submit ideas', help: 'The audience submits new ideas.' },
  { rule: 'allowVote', label: 'Vote', help: 'Votes on the campaign’s ideas count.' },
  { rule: 'allowComment', label: 'Comment', help: 'The discussion under each idea is open.' },
  { rule: 'allowEvaluate', label: 'Evaluate', help: 'Evaluators review the ideas.' },
  { rule: 'showResults', label: 'Show results', help: 'Everyone sees the published results.' },
];

type TForm = TZodForm<TCampaignFormSchema>;

function messageOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return value.message || undefined;
  return undefined;
}

export function CampaignPhasesEditor({ form, campaign, now }: { form: TForm; campaign: Campaign | null; now: Date }) {
  const phases = (useWatch({ control: form.control, name: 'phases' }) ?? []) as PhaseInput[];
  const { errors, isSubmitted } = useFormState({ control: form.control, name: 'phases' });
  const update = (next: PhaseInput[]) =>
    form.setValue('phases', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const phaseErrors = errors.phases as unknown as (Record<string, unknown> | undefined)[] | undefined;
  const listError =
    messageOf(errors.phases) ?? messageOf((errors.phases as { root?: unknown } | undefined)?.root) ?? undefined;
  const locks = phases.map((p, i) => phaseLock(campaign, p, i, now));

  return (
    <Stack sx={{ gap: 2 }}>
      {listError ? (
        <Alert severity="error" role="alert">
          {listError}
        </Alert>
      ) : null}
      <Box
        component="ol"
        aria-label="Phases"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        data-testid="campaign-phases"
      >
        {phases.map((phase, index) => {
          const lock = locks[index] ?? 'none';
          const lockedAll = lock === 'all';
          const fieldError = (name: string) => messageOf(phaseErrors?.[index]?.[name]);
          // A phase before a locked one keeps its place, and so does a locked one.
          const canMoveUp = index > 0 && !lockedAll && locks[index - 1] === 'none' && lock === 'none';
          const canMoveDown = index < phases.length - 1 && lock === 'none' && locks[index + 1] === 'none';
          const number = index + 1;
          const headingId = `phase-${index}-heading`;
          return (
            <Box
              component="li"
              key={index}
              aria-labelledby={headingId}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
                <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
                  Phase {number}: {phase.name.trim() || PHASE_KIND_LABELS[phase.kind]}
                  {lockedAll ? (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                      (ended, cannot change)
                    </Typography>
                  ) : null}
                </Typography>
                <MoveButtons
                  name={`phase ${number}`}
                  upDisabled={!canMoveUp}
                  downDisabled={!canMoveDown}
                  onMove={(step) => update(movePhase(phases, index, index + step))}
                />
                <Tooltip title="Remove">
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Remove phase ${number}`}
                      disabled={phases.length <= 1 || lock !== 'none'}
                      onClick={() => update(removePhase(phases, index))}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
              {messageOf(phaseErrors?.[index]) ? (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {messageOf(phaseErrors?.[index])}
                </Alert>
              ) : null}
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: '180px 1fr' },
                }}
              >
                <TextField
                  select
                  label="Kind"
                  value={phase.kind}
                  disabled={lockedAll}
                  onChange={(event) => update(setPhaseKind(phases, index, event.target.value as PhaseKind))}
                >
                  {PHASE_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {PHASE_KIND_LABELS[kind]}
                    </MenuItem>
                  ))}
                </TextField>
                <FormTextField
                  control={form.control}
                  name={`phases.${index}.name`}
                  label="Name"
                  slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.phaseName, readOnly: lockedAll } }}
                />
              </Box>
              <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <Controller
                  control={form.control}
                  name={`phases.${index}.startsAt`}
                  render={({ field }) => (
                    <TextField
                      type="datetime-local"
                      label="Starts"
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      value={toLocalInput(phase.startsAt)}
                      onChange={(event) => update(setPhaseStart(phases, index, fromLocalInput(event.target.value)))}
                      error={Boolean(fieldError('startsAt'))}
                      helperText={
                        fieldError('startsAt') ??
                        (lock === 'start'
                          ? 'The phase under way keeps its start.'
                          : lockedAll
                            ? 'Ended.'
                            : index > 0
                              ? `Moves the end of phase ${index} with it.`
                              : 'When the campaign opens.')
                      }
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: lock !== 'none' } }}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`phases.${index}.endsAt`}
                  render={({ field }) => (
                    <TextField
                      type="datetime-local"
                      label="Ends"
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      value={toLocalInput(phase.endsAt)}
                      onChange={(event) => update(setPhaseEnd(phases, index, fromLocalInput(event.target.value)))}
                      error={Boolean(fieldError('endsAt'))}
                      helperText={
                        fieldError('endsAt') ??
                        (lockedAll
                          ? 'Ended.'
                          : index < phases.length - 1
                            ? `Phase ${number + 1} starts then.`
                            : 'The campaign closes then.')
                      }
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: lockedAll } }}
                    />
                  )}
                />
              </Box>
              <Box
                role="group"
                aria-label={`What phase ${number} allows`}
                sx={{
                  mt: 1.5,
                  display: 'grid',
                  columnGap: 2,
                  rowGap: 0.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
                }}
              >
                {RULES.map(({ rule, label, help }) => (
                  <FormSwitch
                    key={rule}
                    control={form.control}
                    name={`phases.${index}.${rule}`}
                    label={label}
                    helperText={help}
                    disabled={lockedAll}
                  />
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        variant="outlined"
        startIcon={<AddIcon aria-hidden />}
        onClick={() => update(addPhase(phases, now))}
        disabled={phases.length >= CAMPAIGN_LIMITS.phases}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add a phase
      </Button>
      {phases.length >= CAMPAIGN_LIMITS.phases ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A campaign has at most {CAMPAIGN_LIMITS.phases} phases.
        </Typography>
      ) : null}
    </Stack>
  );
}
