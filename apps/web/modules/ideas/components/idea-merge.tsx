'use client';
// Merging duplicates on the idea page (issue 29): a moderator's "Merge into another idea" (a dialog that searches
// the same campaign's ideas, or the workspace's for a workspace idea, with a note; the server's refusal shown in
// it), the alerts on the idea others were merged into (who merged what, when, the note, and "Undo merge" within a
// day), and what a merged idea's page says while it sends the visitor to the idea it was merged into.
import { EVALUATION_LIMITS, IDEA_STAGE_LABELS } from '@innov/contracts';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { shortDate } from '../../campaigns/lib/campaign-phases.ts';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { fullTime } from '../../notifications/lib/relative-time.ts';
import { useDebounced } from '../../teams/lib/use-debounced.ts';
import { ConfirmDialog, QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { type IdeaCard, IdeaList } from '../lib/board-api.ts';
import { type IdeaMerge, ideaHref } from '../lib/idea-api.ts';
import { MergeIdea, UndoIdeaMerge, ZMergeNote } from '../lib/merge-api.ts';
import {
  MERGE_EFFECTS,
  mergeAlertByline,
  mergeAlertTitle,
  mergedRedirectHref,
  mergeTargets,
  orderedMerges,
  undoDeadline,
} from '../lib/merge-rules.ts';

type TMergeSourceIdea = Pick<IdeaCard, 'id' | 'title' | 'campaignId' | 'anonymous'>;

/** The dialog: the target ("Merge into", searched by title), a note, and "Merge". */
export function MergeIdeaDialog({
  idea,
  open,
  onClose,
  blockedReason = null,
}: {
  idea: TMergeSourceIdea;
  open: boolean;
  onClose(): void;
  /** Why the idea cannot be merged (merge-rules.ts mergeBlockedReason): said instead of the fields. */
  blockedReason?: string | null;
}) {
  const call = useCall();
  const router = useRouter();
  const [merge] = MergeIdea.useMutation();
  const form = useZodForm(ZMergeNote, { note: '' });
  const [input, setInput] = useState('');
  const [target, setTarget] = useState<IdeaCard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const search = useDebounced(input.trim());
  const fieldId = useId();
  const noteId = useId();
  // The campaign's ideas (a campaign idea merges only within its campaign); a workspace idea's candidates are the
  // workspace ideas among what the search finds.
  const list = IdeaList.useQuery(
    {
      variables: {
        limit: 20,
        sort: 'NEWEST',
        ...(search ? { search } : {}),
        ...(idea.campaignId ? { campaignId: idea.campaignId } : {}),
      },
    },
    { skip: !open || Boolean(blockedReason) },
  );
  const options = mergeTargets(idea, list.data?.items ?? []);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset({ note: '' });
      setInput('');
      setTarget(null);
      setProblem(null);
      setServerError(null);
    }
  }, [open, reset]);

  const submit = form.handleSubmit(async ({ note }) => {
    if (!target) {
      setProblem('Choose the idea to merge this one into.');
      return;
    }
    setServerError(null);
    const merged = await call(
      () => merge({ variables: { input: { sourceId: idea.id, targetId: target.id, note: note || null } } }).unwrap(),
      {
        progress: true,
        success: `“${idea.title}” was merged into “${target.title}”`,
        error: false,
        onError: (error) => setServerError(toErrorMessage(error)),
      },
    );
    if (merged) {
      onClose();
      router.replace(mergedRedirectHref({ id: idea.id, mergedIntoId: target.id, mergedIntoTitle: target.title }) ?? '');
    }
  });

  return (
    <QuestionDialog
      open={open}
      title="Merge into another idea"
      text={
        <>
          “{idea.title}” joins the idea you choose and its page leads there. {MERGE_EFFECTS} You can undo the merge
          within {EVALUATION_LIMITS.mergeUndoHours} hours.
        </>
      }
      actionLabel="Merge"
      busy={form.formState.isSubmitting}
      actionDisabled={Boolean(blockedReason)}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {blockedReason ? (
        <Alert severity="info" data-testid="merge-blocked">
          {blockedReason}
        </Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          {serverError ? (
            <Alert severity="error" data-testid="merge-error">
              {serverError}
            </Alert>
          ) : null}
          <Autocomplete
            options={options}
            value={target}
            loading={list.isFetching}
            filterOptions={(x) => x}
            getOptionLabel={(o) => o.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_event, value, reason) => reason === 'input' && setInput(value)}
            onChange={(_event, value) => {
              setTarget(value);
              setProblem(null);
              setServerError(null);
            }}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {option.title}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {option.stage ? IDEA_STAGE_LABELS[option.stage] : 'Draft'} · {option.voteCount}{' '}
                    {option.voteCount === 1 ? 'vote' : 'votes'}
                  </Typography>
                </Stack>
              </li>
            )}
            noOptionsText={
              list.isFetching
                ? 'Searching…'
                : search
                  ? `No idea matches “${search}”`
                  : idea.campaignId
                    ? 'This campaign has no other idea to merge into'
                    : 'Type to search the workspace’s ideas'
            }
            renderInput={(params) => (
              <TextField
                {...params}
                id={fieldId}
                label="Merge into"
                required
                autoFocus
                error={Boolean(problem)}
                helperText={
                  problem ??
                  (idea.campaignId
                    ? 'Search this campaign’s ideas by title.'
                    : 'Search the workspace’s ideas by title.')
                }
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="note"
            id={noteId}
            label="Note"
            helperText={`Why they are the same idea, shown on the merged idea’s new home (optional, up to ${EVALUATION_LIMITS.mergeNote} characters).`}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: EVALUATION_LIMITS.mergeNote } }}
          />
        </Stack>
      )}
    </QuestionDialog>
  );
}

/** The moderator's button and its dialog. */
export function MergeIdeaAction({
  idea,
  blockedReason = null,
}: {
  idea: TMergeSourceIdea;
  blockedReason?: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<CallMergeIcon aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="merge-idea"
      >
        Merge into another idea
      </Button>
      <MergeIdeaDialog idea={idea} open={open} onClose={() => setOpen(false)} blockedReason={blockedReason} />
    </>
  );
}

function MergeAlert({ merge, highlighted }: { merge: IdeaMerge; highlighted: boolean }) {
  const call = useCall();
  const [undo] = UndoIdeaMerge.useMutation();
  const [confirm, setConfirm] = useState(false);
  return (
    <Alert
      severity={highlighted ? 'info' : 'success'}
      variant={highlighted ? 'standard' : 'outlined'}
      icon={<CallMergeIcon />}
      data-testid="merge-alert"
      data-source-id={merge.sourceId}
      action={
        merge.canUndo ? (
          <Button color="inherit" size="small" onClick={() => setConfirm(true)}>
            Undo merge
          </Button>
        ) : undefined
      }
    >
      <AlertTitle sx={{ overflowWrap: 'anywhere' }}>{mergeAlertTitle(merge)}</AlertTitle>
      {merge.note ? <Typography variant="body2">Note: “{merge.note}”</Typography> : null}
      <Typography variant="body2">
        {mergeAlertByline(merge, shortDate(merge.mergedAt))}{' '}
        {merge.canUndo ? (
          <>
            It can be undone until{' '}
            <time dateTime={undoDeadline(merge).toISOString()}>{fullTime(undoDeadline(merge).toISOString())}</time>.
          </>
        ) : null}
      </Typography>
      <ConfirmDialog
        open={confirm}
        title="Undo this merge?"
        confirmLabel="Undo the merge"
        onClose={() => setConfirm(false)}
        onConfirm={async () =>
          Boolean(
            await call(() => undo({ variables: { input: { sourceId: merge.sourceId } } }).unwrap(), {
              progress: true,
              success: `“${merge.sourceTitle}” is a separate idea again`,
            }),
          )
        }
      >
        “{merge.sourceTitle}” becomes a separate idea again: its comments, its followers and its votes go back to it,
        and its author stops being a co-author here (unless they were one before).{' '}
        <Link href={ideaHref(merge.sourceId)}>Its page</Link> is back on the board.
      </ConfirmDialog>
    </Alert>
  );
}

/** The target's alerts: each idea merged into it, the one the visitor came from first. */
export function MergeAlerts({ mergedFrom, cameFrom }: { mergedFrom: IdeaMerge[]; cameFrom: string | null }) {
  if (mergedFrom.length === 0) return null;
  return (
    <Stack sx={{ gap: 1 }} data-testid="merge-alerts">
      {orderedMerges(mergedFrom, cameFrom).map((m) => (
        <MergeAlert key={m.id} merge={m} highlighted={m.sourceId === cameFrom} />
      ))}
    </Stack>
  );
}

/** A merged idea's page while it sends the visitor on (or, when its target is out of sight, for good). */
export function MergedIdeaNotice({ idea }: { idea: Pick<IdeaCard, 'title' | 'mergedIntoId' | 'mergedIntoTitle'> }) {
  return (
    <Card variant="outlined" data-testid="idea-merged">
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 8, gap: 1.5 }} role="status">
        <CallMergeIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          “{idea.title}” was merged into another idea
        </Typography>
        {idea.mergedIntoId && idea.mergedIntoTitle !== null ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Taking you to <Link href={ideaHref(idea.mergedIntoId)}>{idea.mergedIntoTitle}</Link>…
          </Typography>
        ) : (
          <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
            Its votes, comments and followers moved to the idea it was merged into, which is not open to you.
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
