'use client';
// A campaign moderator's decisions on one idea (moderateIdea): approve an idea waiting for approval or turn it down
// with a note its author reads; hide a visible one from the board or show it again; mark it a duplicate of another
// idea (picked by its title) or take the mark away. The idea page and the campaign's moderation queue use it.
import { CAMPAIGN_LIMITS, type IdeaCard, type ModerationAction } from '@innov/contracts';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { ModerateIdea } from '../../campaigns/lib/campaign-api.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useDebounced } from '../../teams/lib/use-debounced.ts';
import { ConfirmDialog, QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { IdeaList } from '../lib/board-api.ts';

/** The note of a refusal: what the author is told (optional, within the contract's limit). */
export const ZModerationNote = z.object({
  note: z.string().trim().max(CAMPAIGN_LIMITS.moderationNote, `at most ${CAMPAIGN_LIMITS.moderationNote} characters`),
});

type TModeratedIdea = Pick<IdeaCard, 'id' | 'title' | 'moderation' | 'duplicateOfId' | 'campaignId'>;

function useModerate(idea: TModeratedIdea) {
  const call = useCall();
  const [moderate] = ModerateIdea.useMutation();
  return async (action: ModerationAction, extra: { note?: string | null; duplicateOf?: string } = {}, success = '') =>
    Boolean(
      await call(() => moderate({ variables: { input: { ideaId: idea.id, action, ...extra } } }).unwrap(), {
        progress: true,
        success,
      }),
    );
}

function RejectDialog({ idea, open, onClose }: { idea: TModeratedIdea; open: boolean; onClose(): void }) {
  const form = useZodForm(ZModerationNote, { note: '' });
  const noteId = useId();
  const moderate = useModerate(idea);
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ note: '' });
  }, [open, reset]);
  const submit = form.handleSubmit(async ({ note }) => {
    if (await moderate('REJECT', { note: note || null }, `“${idea.title}” was not approved`)) onClose();
  });
  return (
    <QuestionDialog
      open={open}
      title="Turn this idea down?"
      text={`“${idea.title}” stays off the board. Its author is told, with your note if you write one.`}
      actionLabel="Do not approve"
      tone="danger"
      busy={form.formState.isSubmitting}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={form.control}
        name="note"
        id={noteId}
        label="Note to the author"
        helperText={`Why it was not approved, or what would change your mind (optional, up to ${CAMPAIGN_LIMITS.moderationNote} characters).`}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.moderationNote } }}
      />
    </QuestionDialog>
  );
}

interface TPick {
  id: string;
  title: string;
}

function DuplicateDialog({ idea, open, onClose }: { idea: TModeratedIdea; open: boolean; onClose(): void }) {
  const moderate = useModerate(idea);
  const [input, setInput] = useState('');
  const [choice, setChoice] = useState<TPick | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useDebounced(input.trim());
  const fieldId = useId();
  // Typing searches every idea the moderator sees; before that, the campaign's own come first.
  const list = IdeaList.useQuery(
    {
      variables: search
        ? { search, limit: 10 }
        : { limit: 10, sort: 'NEWEST', ...(idea.campaignId ? { campaignId: idea.campaignId } : {}) },
    },
    { skip: !open },
  );
  const options: TPick[] = (list.data?.items ?? [])
    .filter((i) => i.id !== idea.id)
    .map((i) => ({ id: i.id, title: i.title }));
  useEffect(() => {
    if (open) {
      setInput('');
      setChoice(null);
      setProblem(null);
    }
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setProblem('Choose the idea this one repeats.');
      return;
    }
    setBusy(true);
    try {
      if (await moderate('MARK_DUPLICATE', { duplicateOf: choice.id }, `Marked as a duplicate of “${choice.title}”`))
        onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <QuestionDialog
      open={open}
      title="Mark as a duplicate"
      text={`“${idea.title}” shows a link to the original and takes no more votes, so support gathers in one place.`}
      actionLabel="Mark as duplicate"
      busy={busy}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Autocomplete
        options={options}
        value={choice}
        loading={list.isFetching}
        filterOptions={(x) => x}
        getOptionLabel={(o) => o.title}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_event, value, reason) => reason === 'input' && setInput(value)}
        onChange={(_event, value) => {
          setChoice(value);
          setProblem(null);
        }}
        noOptionsText={search ? `No idea matches “${search}”` : 'Type to search the ideas'}
        renderInput={(params) => (
          <TextField
            {...params}
            id={fieldId}
            label="Original idea"
            required
            autoFocus
            error={Boolean(problem)}
            helperText={problem ?? 'Search by title.'}
          />
        )}
      />
    </QuestionDialog>
  );
}

/** The moderation buttons that fit the idea's state; nothing for an idea outside a campaign. */
export function ModerationActions({ idea, size = 'medium' }: { idea: TModeratedIdea; size?: 'small' | 'medium' }) {
  const moderate = useModerate(idea);
  const [dialog, setDialog] = useState<'reject' | 'hide' | 'duplicate' | null>(null);
  const [busy, setBusy] = useState<ModerationAction | null>(null);
  const run = async (action: ModerationAction, success: string) => {
    setBusy(action);
    try {
      await moderate(action, {}, success);
    } finally {
      setBusy(null);
    }
  };
  if (!idea.campaignId) return null;
  const close = () => setDialog(null);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={`Moderate “${idea.title}”`}>
      {idea.moderation === 'PENDING' ? (
        <>
          <Button
            size={size}
            variant="contained"
            color="success"
            startIcon={<CheckCircleOutlineIcon aria-hidden />}
            loading={busy === 'APPROVE'}
            onClick={() => void run('APPROVE', `“${idea.title}” is on the board now`)}
            data-testid="moderation-approve"
          >
            Approve
          </Button>
          <Button
            size={size}
            variant="outlined"
            color="error"
            startIcon={<BlockOutlinedIcon aria-hidden />}
            onClick={() => setDialog('reject')}
            data-testid="moderation-reject"
          >
            Reject…
          </Button>
        </>
      ) : null}
      {idea.moderation === 'VISIBLE' ? (
        <>
          <Button
            size={size}
            variant="outlined"
            color="inherit"
            startIcon={<VisibilityOffOutlinedIcon aria-hidden />}
            onClick={() => setDialog('hide')}
          >
            Hide
          </Button>
          {idea.duplicateOfId ? (
            <Button
              size={size}
              variant="outlined"
              color="inherit"
              startIcon={<ContentCopyOutlinedIcon aria-hidden />}
              loading={busy === 'UNMARK_DUPLICATE'}
              onClick={() => void run('UNMARK_DUPLICATE', 'No longer marked as a duplicate')}
            >
              Not a duplicate
            </Button>
          ) : (
            <Button
              size={size}
              variant="outlined"
              color="inherit"
              startIcon={<ContentCopyOutlinedIcon aria-hidden />}
              onClick={() => setDialog('duplicate')}
            >
              Mark as duplicate…
            </Button>
          )}
        </>
      ) : null}
      {idea.moderation === 'HIDDEN' ? (
        <Button
          size={size}
          variant="outlined"
          color="inherit"
          startIcon={<VisibilityOutlinedIcon aria-hidden />}
          loading={busy === 'UNHIDE'}
          onClick={() => void run('UNHIDE', `“${idea.title}” is on the board again`)}
        >
          Show again
        </Button>
      ) : null}
      <RejectDialog idea={idea} open={dialog === 'reject'} onClose={close} />
      <DuplicateDialog idea={idea} open={dialog === 'duplicate'} onClose={close} />
      <ConfirmDialog
        open={dialog === 'hide'}
        title="Hide this idea?"
        confirmLabel="Hide idea"
        onClose={close}
        onConfirm={() => moderate('HIDE', {}, `“${idea.title}” is hidden`)}
      >
        “{idea.title}” leaves the board: only its authors and the campaign’s moderators see it, and you can show it
        again at any time.
      </ConfirmDialog>
    </Stack>
  );
}
