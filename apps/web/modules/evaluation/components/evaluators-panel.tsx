'use client';
// The campaign's evaluators on the evaluation setup page (its owners and moderators): assign people and teams (a
// team's active members at that moment) with an optional due date (else the end of the campaign's last evaluation
// phase); a person assigned again gets the new date. The list shows each evaluator's due date and progress ("n of m
// submitted", drafts and recusals beside, a bar) and removes one after asking (their submitted reviews stay).
import { EVALUATION_LIMITS } from '@innov/contracts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { toLocalInput } from '../../campaigns/lib/campaign-form.ts';
import type { WorkspaceMember } from '../../dashboard/lib/workspace-members.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { showServerError } from '../../forms/lib/server-error.ts';
import { type TZodForm, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useNow } from '../../notifications/lib/relative-time.ts';
import { MembersPicker } from '../../teams/components/member-picker.tsx';
import { TeamsPicker } from '../../teams/components/team-picker.tsx';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import {
  AssignCampaignEvaluators,
  type CampaignEvaluator,
  CampaignEvaluators,
  RemoveCampaignEvaluator,
} from '../lib/evaluation-api.ts';
import {
  assignEvaluatorsInput,
  assignEvaluatorsSchema,
  EMPTY_ASSIGNMENT,
  evaluatorDonePercent,
  evaluatorDue,
  evaluatorProgress,
  evaluatorProgressDetail,
  sortEvaluators,
  type TAssignEvaluatorsSchema,
} from '../lib/evaluators.ts';

type TForm = TZodForm<TAssignEvaluatorsSchema>;

function PeopleField({ form }: { form: TForm }) {
  const ids = useWatch({ control: form.control, name: 'userIds' }) ?? [];
  const { errors } = useFormState({ control: form.control, name: 'userIds' });
  // The members picked, by id (the form keeps only ids).
  const [picked, setPicked] = useState<WorkspaceMember[]>([]);
  return (
    <MembersPicker
      label="People"
      helperText="Active members of the workspace."
      error={errors.userIds?.message}
      value={picked.filter((m) => ids.includes(m.userId))}
      onChange={(next) => {
        setPicked(next);
        form.setValue(
          'userIds',
          next.map((m) => m.userId),
          { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
        );
      }}
    />
  );
}

function TeamsField({ form }: { form: TForm }) {
  return (
    <Controller
      control={form.control}
      name="teamIds"
      render={({ field, fieldState }) => (
        <TeamsPicker
          label="Teams"
          memberCounts
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          helperText={`Their active members now each become an evaluator. At most ${EVALUATION_LIMITS.teams} teams at a time.`}
        />
      )}
    />
  );
}

function AssignForm({ campaignId }: { campaignId: string }) {
  const call = useCall();
  const now = useNow();
  const [assign, assigning] = AssignCampaignEvaluators.useMutation();
  const schema = useMemo(() => assignEvaluatorsSchema(() => new Date()), []);
  const form = useZodForm(schema, EMPTY_ASSIGNMENT);

  const submit = form.handleSubmit(async (values) => {
    const saved = await call(
      () => assign({ variables: { input: assignEvaluatorsInput(campaignId, values) } }).unwrap(),
      {
        progress: true,
        success: 'Evaluators assigned',
        onError: (error) => showServerError(form, error),
      },
    );
    if (saved) form.reset(EMPTY_ASSIGNMENT);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Assign evaluators" sx={{ gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PeopleField form={form} />
        <TeamsField form={form} />
      </Box>
      <Controller
        control={form.control}
        name="dueAt"
        render={({ field, fieldState }) => (
          <TextField
            type="datetime-local"
            label="Due date"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              'Optional. Leave empty for the end of the campaign’s last evaluation phase. They are reminded a day before.'
            }
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toLocalInput(now) } }}
            sx={{ maxWidth: { sm: 320 } }}
          />
        )}
      />
      <FormServerError control={form.control} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<PersonAddAltOutlinedIcon aria-hidden />}
          loading={assigning.isLoading}
        >
          Assign evaluators
        </Button>
      </Box>
    </Stack>
  );
}

function EvaluatorRow({
  evaluator,
  now,
  canRemove,
  onRemove,
}: {
  evaluator: CampaignEvaluator;
  now: Date;
  canRemove: boolean;
  onRemove(): void;
}) {
  const name = evaluator.name ?? 'A former member';
  const detail = evaluatorProgressDetail(evaluator);
  const progress = evaluatorProgress(evaluator);
  return (
    <Box
      component="li"
      data-testid="campaign-evaluator"
      sx={{
        display: 'grid',
        gap: { xs: 1, md: 2 },
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 2fr) auto' },
        py: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        {evaluator.teamName ? (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
            <GroupsOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="body2">Assigned with {evaluator.teamName}</Typography>
          </Stack>
        ) : null}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="evaluator-due">
          {evaluatorDue(evaluator, now)}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' }, gridRow: { xs: 3, md: 'auto' }, minWidth: 0 }}>
        <Typography variant="body2" data-testid="evaluator-progress">
          {progress}
          {detail ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {` · ${detail}`}
            </Typography>
          ) : null}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={evaluatorDonePercent(evaluator)}
          aria-label={`${name}: ${progress}`}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '2 / 3', md: 'auto' }, gridRow: { xs: '1 / 4', md: 'auto' }, justifySelf: 'end' }}>
        {canRemove ? (
          <Tooltip title="Remove evaluator">
            <IconButton aria-label={`Remove ${name}`} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}

function EvaluatorList({ campaignId, writable }: { campaignId: string; writable: boolean }) {
  const call = useCall();
  const now = useNow();
  const evaluators = CampaignEvaluators.useQuery({ variables: { campaignId } });
  const [remove] = RemoveCampaignEvaluator.useMutation();
  const [removing, setRemoving] = useState<CampaignEvaluator | null>(null);

  if (evaluators.isLoading)
    return (
      <Stack sx={{ gap: 1 }} role="status" aria-label="Loading the evaluators">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  if (evaluators.isError && !evaluators.data)
    return <RetryAlert onRetry={() => void evaluators.refetch()}>{toErrorMessage(evaluators.error)}</RetryAlert>;
  const list = sortEvaluators(evaluators.data ?? []);
  if (list.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="evaluators-empty">
        No evaluators yet. Assign people or teams above: each gets a task in My campaigns and a notice.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {list.length} evaluator{list.length === 1 ? '' : 's'}
      </Typography>
      <Box
        component="ul"
        aria-label="Evaluators"
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {list.map((e) => (
          <EvaluatorRow key={e.userId} evaluator={e} now={now} canRemove={writable} onRemove={() => setRemoving(e)} />
        ))}
      </Box>
      <ConfirmDialog
        open={Boolean(removing)}
        title={`Remove ${removing?.name ?? 'this evaluator'}?`}
        confirmLabel="Remove evaluator"
        tone="danger"
        onClose={() => setRemoving(null)}
        onConfirm={async () =>
          Boolean(
            removing &&
              (await call(() => remove({ variables: { input: { campaignId, userId: removing.userId } } }).unwrap(), {
                progress: true,
                success: 'Evaluator removed',
              })),
          )
        }
      >
        They no longer review this campaign’s ideas. Reviews they submitted stay and still count in the scores.
      </ConfirmDialog>
    </>
  );
}

export function EvaluatorsPanel({ campaignId, writable }: { campaignId: string; writable: boolean }) {
  return (
    <Stack sx={{ gap: 3 }}>
      {writable ? <AssignForm campaignId={campaignId} /> : null}
      <EvaluatorList campaignId={campaignId} writable={writable} />
    </Stack>
  );
}
