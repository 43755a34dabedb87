'use client';
// Writing an idea: its title (with the similar ideas already shared), summary, category, tags and the answers to
// its template's questions (the shared form renderer), checked with contracts' answersSchema as the server checks
// them: a draft takes what is typed so far and is saved as it is typed (saveIdeaDraft, 1.5 s after typing pauses
// and when a field loses the focus: "Saved at 12:04"); submitting needs every required answer, problems showing
// beside their fields, then opens the idea's page. A submitted idea still at stage NEW is edited here too
// (editIdea, saved on demand). A draft written on an earlier version of its template says so and may switch. A
// file question takes an upload (the one upload component; the file becomes one of the idea's attachments, so a new
// idea's draft is saved first) or a named link. An idea may answer a campaign (chosen here among the open ones
// using the same template, or given by the create page): its banner shows above the form, its categories are the
// only ones offered when it has some, it may be submitted anonymously when the campaign allows it, and it is
// submitted only while the campaign's phase takes ideas (the draft is kept meanwhile).
import {
  CAMPAIGN_MESSAGES,
  type FormAnswer,
  type FormAnswers,
  type FormField,
  IDEA_LIMITS,
  UNTITLED_IDEA,
} from '@innov/contracts';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SendIcon from '@mui/icons-material/Send';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { CampaignList, type CampaignSummary } from '../../campaigns/lib/campaign-api.ts';
import { fieldErrorOf } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FileUpload } from '../../files/components/file-upload.tsx';
import { FormRenderer, fieldInputId } from '../../form-builder/components/form-renderer.tsx';
import {
  answerProblems,
  carryAnswers,
  fileAnswerOf,
  firstProblem,
  sentence,
  withoutProblems,
} from '../../form-builder/lib/answers.ts';
import {
  type DraftDetails,
  draftInput,
  EditIdea,
  editInput,
  IdeaCategoryList,
  ideaHref,
  SaveIdeaDraft,
  SubmitIdea,
  type TDraftCampaign,
  type TIdeaText,
} from '../lib/draft-api.ts';
import { normaliseTags, saveStatusText, startValues, textProblems } from '../lib/idea-form.ts';
import { TemplateQuery } from '../lib/templates-api.ts';
import { useDraftAutosave } from '../lib/use-draft-autosave.ts';
import { CoAuthorsPanel } from './coauthors-panel.tsx';
import { IdeaCampaignBanner } from './idea-campaign-banner.tsx';
import { StickyActionBar } from './idea-parts.tsx';
import { SimilarIdeas } from './similar-ideas.tsx';

export interface TEditorTemplate {
  id: string;
  name: string;
  version: number;
  fields: FormField[];
}

const FORM_PREFIX = 'idea';

function DraftStatus({ status }: { status: ReturnType<typeof useDraftAutosave>['status'] }) {
  const icon =
    status.kind === 'saving' ? (
      <SyncIcon fontSize="small" aria-hidden />
    ) : status.kind === 'error' ? (
      <CloudOffOutlinedIcon fontSize="small" aria-hidden color="error" />
    ) : status.kind === 'saved' ? (
      <CloudDoneOutlinedIcon fontSize="small" aria-hidden color="success" />
    ) : null;
  return (
    <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', minWidth: 0 }}>
      {icon}
      <Typography
        variant="body2"
        data-testid="draft-status"
        aria-live="polite"
        sx={{ color: status.kind === 'error' ? 'error.main' : 'text.secondary' }}
      >
        {saveStatusText(status)}
      </Typography>
    </Stack>
  );
}

/** A draft on an earlier version of its template: the latest version's questions, to switch to. */
function VersionNotice({
  details,
  templateName,
  onSwitch,
  busy,
}: {
  details: DraftDetails;
  templateName: string;
  onSwitch(latest: FormField[], version: number): void;
  busy: boolean;
}) {
  const latest = TemplateQuery.useQuery({ variables: { id: details.idea.templateId } });
  const next = latest.data;
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        next && next.status === 'ACTIVE' ? (
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => onSwitch(next.fields, next.version)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Switch to version {next.version}
          </Button>
        ) : null
      }
    >
      This draft follows version {details.templateVersion} of “{templateName}”; version {details.latestTemplateVersion}{' '}
      is the latest. Switching keeps the answers to the questions both versions share.
    </Alert>
  );
}

/**
 * The campaigns a draft of `templateId` may go to: open ones taking ideas from the caller and using that template,
 * and the draft's own whatever its state.
 */
function useCampaignChoices(templateId: string, current: CampaignSummary | null, skip: boolean): CampaignSummary[] {
  const list = CampaignList.useQuery({ variables: { status: 'OPEN', limit: 50 } }, { skip });
  const open = (list.data?.items ?? []).filter((c) => c.canSubmit && c.templateId === templateId);
  return current && !open.some((c) => c.id === current.id) ? [current, ...open] : open;
}

export function IdeaEditor({
  template,
  details: initial,
  campaign: initialCampaign = null,
}: {
  template: TEditorTemplate;
  details: DraftDetails | null;
  /** The campaign the idea answers (the create page's `?campaign=`, or the draft's). */
  campaign?: CampaignSummary | null;
}) {
  const router = useRouter();
  const call = useCall();
  const { user } = useAuth();
  const me = user?.sub ?? '';
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [save] = SaveIdeaDraft.useMutation();
  const [submit, submitting] = SubmitIdea.useMutation();
  const [edit, editing] = EditIdea.useMutation();
  const categories = IdeaCategoryList.useQuery();

  const start = startValues(initial);
  const [text, setText] = useState<TIdeaText>({
    title: start.title,
    summary: start.summary,
    category: start.category,
    tags: start.tags,
  });
  const [content, setContent] = useState<FormAnswers>(start.content);
  const [details, setDetails] = useState<DraftDetails | null>(initial);
  const [fields, setFields] = useState<FormField[]>(initial?.fields ?? template.fields);
  const [version, setVersion] = useState<number>(initial?.templateVersion ?? template.version);
  const [showRequired, setShowRequired] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [switching, setSwitching] = useState(false);
  const submitted = details?.idea.state === 'SUBMITTED';
  const [campaign, setCampaign] = useState<CampaignSummary | null>(initialCampaign);
  const [target, setTarget] = useState<TDraftCampaign>({
    campaignId: initial ? initial.idea.campaignId : (initialCampaign?.id ?? null),
    anonymous: initial?.idea.anonymous ?? false,
  });
  const campaignChoices = useCampaignChoices(template.id, campaign, submitted);

  // What a save sends: always the latest typed values (a timer or an unmount may run it later).
  const latest = useRef({ text, content, fields, version, target, id: initial?.idea.id ?? null });
  latest.current = { ...latest.current, text, content, fields, version, target };
  const creating = useRef<Promise<unknown> | null>(null);

  const saveDraft = async () => {
    // The first save creates the draft: a second one waits for its id rather than creating another.
    if (!latest.current.id && creating.current) await creating.current;
    const now = latest.current;
    const draftProblems = answerProblems(now.fields, now.content, { draft: true });
    const request = save({
      variables: {
        input: draftInput(
          { ...now.text, content: withoutProblems(now.content, draftProblems) },
          { id: now.id, templateId: template.id, templateVersion: now.version },
          UNTITLED_IDEA,
          now.target,
        ),
      },
    }).unwrap();
    if (!now.id) creating.current = request;
    const saved = await request;
    if (!saved) throw new Error('The draft was not saved.');
    if (!latest.current.id) {
      latest.current.id = saved.idea.id;
      // The address names the draft, so a reload continues it (without re-rendering the page).
      window.history.replaceState(null, '', `?idea=${encodeURIComponent(saved.idea.id)}`);
    }
    setDetails(saved);
  };
  const autosave = useDraftAutosave(saveDraft, !submitted, initial ? new Date(initial.idea.updatedAt) : null);

  // A file question's upload needs the draft's id (the file is the idea's attachment): saved on demand, then the
  // upload's button takes the focus the saving button had.
  const [savingForFile, setSavingForFile] = useState(false);
  const saveForUpload = async (fieldId: string) => {
    setSavingForFile(true);
    autosave.touch();
    const saved = await autosave.flush();
    setSavingForFile(false);
    if (saved)
      setTimeout(
        () =>
          document
            .querySelector<HTMLButtonElement>(`[data-field-id="${CSS.escape(fieldId)}"] [role="group"] button`)
            ?.focus(),
        0,
      );
  };

  const draftProblems = answerProblems(fields, content, { draft: true });
  const fullProblems = showRequired ? answerProblems(fields, content) : {};
  const errors = { ...draftProblems, ...fullProblems, ...serverProblems };
  const texts = textProblems(text, { draft: !showRequired });

  const changeText = (patch: Partial<TIdeaText>) => {
    setText((t) => ({ ...t, ...patch }));
    autosave.touch();
  };
  const changeAnswer = (id: string, value: FormAnswer) => {
    setContent((c) => ({ ...c, [id]: value }));
    setServerProblems(({ [id]: _gone, ...rest }) => rest);
    autosave.touch();
  };
  const blur = () => {
    if (!submitted) void autosave.flush();
  };
  const changeTarget = (next: TDraftCampaign) => {
    setTarget(next);
    latest.current = { ...latest.current, target: next };
    autosave.touch();
  };
  // Another campaign (or none): anonymity only where it is allowed, the category only among its categories.
  const chooseCampaign = (id: string) => {
    const next = campaignChoices.find((c) => c.id === id) ?? null;
    setCampaign(next);
    const category = text.category.trim().toLowerCase();
    if (next?.categories.length && category && !next.categories.some((c) => c.toLowerCase() === category))
      changeText({ category: '' });
    changeTarget({ campaignId: next?.id ?? null, anonymous: Boolean(next?.allowAnonymous) && target.anonymous });
  };
  const campaignCategories = campaign?.categories.length ? campaign.categories : null;
  const submitClosed = !submitted && campaign && !campaign.canSubmit ? CAMPAIGN_MESSAGES.submissionClosed : null;

  // After a failed submit: how many answers need attention (announced as it changes).
  const problemCount = Object.keys(errors).length + Object.keys(texts).length;
  const summary =
    showRequired && problemCount
      ? `${problemCount === 1 ? 'One answer needs' : `${problemCount} answers need`} your attention before submitting.`
      : null;

  const focusFirst = (problems: Record<string, string>, titleProblem: boolean) => {
    const id = titleProblem ? 'idea-title' : fieldFocusId(fields, problems);
    if (id) setTimeout(() => document.getElementById(id)?.focus(), 0);
  };

  const showServerProblem = (error: unknown) => {
    const found = fieldErrorOf(error);
    const match = found ? /^content\.(.+)$/.exec(found.field) : null;
    if (found && match?.[1]) setServerProblems({ [match[1]]: sentence(found.message) });
  };

  const onSubmit = async () => {
    setShowRequired(true);
    const problems = answerProblems(fields, content);
    const own = textProblems(text);
    if (Object.keys(problems).length || Object.keys(own).length) {
      focusFirst(problems, Boolean(own.title));
      return;
    }
    if (submitted && details) {
      const saved = await call(
        () => edit({ variables: { input: editInput(details.idea.id, { ...text, content }) } }).unwrap(),
        {
          progress: true,
          success: 'Changes saved',
          onError: showServerProblem,
        },
      );
      if (saved) router.push(ideaHref(saved.idea.id));
      return;
    }
    // The draft as typed now, then the submit.
    autosave.touch();
    const ok = await autosave.flush();
    const id = latest.current.id;
    if (!ok || !id) return;
    const done = await call(() => submit({ variables: { input: { id } } }).unwrap(), {
      progress: true,
      success: 'Idea submitted',
      onError: showServerProblem,
    });
    if (done) router.push(ideaHref(done.idea.id));
  };

  const switchVersion = async (nextFields: FormField[], nextVersion: number) => {
    setSwitching(true);
    setContent((c) => carryAnswers(c, fields, nextFields));
    setFields(nextFields);
    setVersion(nextVersion);
    latest.current = {
      ...latest.current,
      content: carryAnswers(content, fields, nextFields),
      fields: nextFields,
      version: nextVersion,
    };
    autosave.touch();
    await autosave.flush();
    setSwitching(false);
  };

  const busy = submitting.isLoading || editing.isLoading;
  const oldVersion = details && !submitted && details.templateVersion < details.latestTemplateVersion;
  const requiredCount = fields.filter((f) => f.required).length;

  const coAuthorsPanel = (
    <CoAuthorsPanel
      ideaId={details?.idea.id ?? null}
      owner={details?.idea.owner ?? null}
      me={me}
      coAuthors={details?.idea.coAuthors ?? []}
      onChanged={setDetails}
      stacked={wide}
    />
  );
  // submitIdea is the author's; a co-author's changes to a draft are saved as they type.
  const authorOnly = !submitted && Boolean(details) && details?.idea.owner !== me;
  const submitButton = authorOnly ? (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {details?.idea.authorName ?? 'The author'} submits this idea when it is ready.
    </Typography>
  ) : (
    <Button
      variant="contained"
      onClick={() => void onSubmit()}
      loading={busy}
      disabled={Boolean(submitClosed)}
      aria-describedby={submitClosed ? 'idea-submit-closed' : undefined}
      endIcon={submitted ? undefined : <SendIcon aria-hidden />}
      fullWidth={wide}
    >
      {submitted ? 'Save changes' : 'Submit idea'}
    </Button>
  );
  const submitClosedNote = submitClosed ? (
    <Typography id="idea-submit-closed" variant="body2" sx={{ color: 'text.secondary' }}>
      {submitClosed}
    </Typography>
  ) : null;
  const submitMeaning = submitted
    ? 'Saving keeps the previous version on the idea’s page.'
    : campaign
      ? campaign.premoderation
        ? 'Submitting sends your idea to the campaign’s moderators; it appears on the campaign’s board once approved.'
        : 'Submitting shows your idea on the campaign’s board to everyone the campaign is for.'
      : 'Submitting shows your idea to everyone in the workspace; owners and admins are told.';
  const status = submitted ? (
    <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
      <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Submitted: save to publish your changes.
      </Typography>
    </Stack>
  ) : (
    <DraftStatus status={autosave.status} />
  );
  const cancel =
    submitted && details ? (
      <Button color="inherit" href={ideaHref(details.idea.id)} disabled={busy} fullWidth={wide}>
        Cancel
      </Button>
    ) : null;
  // Wide screens: a panel beside the form; narrower: a bar kept at the bottom of the window.
  const submitBox = wide ? (
    <Card variant="outlined" sx={{ p: 2.5 }} data-sticky-bar>
      <Stack sx={{ gap: 1.5 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {submitted ? 'Your changes' : 'Ready to share?'}
        </Typography>
        {status}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {submitMeaning}
        </Typography>
        {submitButton}
        {submitClosedNote}
        {cancel}
      </Stack>
    </Card>
  ) : (
    <StickyActionBar>
      <Box sx={{ mr: 'auto', minWidth: 0 }}>{status}</Box>
      {cancel}
      {submitButton}
      {submitClosedNote ? <Box sx={{ flexBasis: '100%' }}>{submitClosedNote}</Box> : null}
    </StickyActionBar>
  );

  const anonymousHelp = 'Your name is hidden from everyone except the campaign’s moderators.';
  const main = (
    <Stack sx={{ gap: 3, minWidth: 0 }}>
      {campaign ? <IdeaCampaignBanner campaign={campaign} /> : null}
      {oldVersion && details ? (
        <VersionNotice details={details} templateName={template.name} onSwitch={switchVersion} busy={switching} />
      ) : null}
      {submitted ? (
        <Alert severity="info" variant="outlined">
          This idea is submitted. You can change it until its review starts; each change keeps the previous version.
        </Alert>
      ) : null}
      {/* An alert inserted into the page is announced (role="alert"); an empty live region would add a gap. */}
      {summary ? (
        <Alert severity="error" data-testid="submit-problems">
          {summary}
        </Alert>
      ) : null}

      <Card variant="outlined" component="section" aria-labelledby="idea-basics" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="idea-basics" variant="h6" component="h2" sx={{ mb: 2 }}>
          Your idea
        </Typography>
        <Stack sx={{ gap: 2.5 }}>
          {campaignChoices.length > 0 || campaign ? (
            <TextField
              select
              id="idea-campaign"
              label="Campaign"
              fullWidth
              value={campaignChoices.some((c) => c.id === target.campaignId) ? (target.campaignId ?? '') : ''}
              disabled={submitted}
              onChange={(event) => chooseCampaign(event.target.value)}
              onBlur={blur}
              helperText={
                submitted
                  ? 'A submitted idea stays with its campaign.'
                  : `Open campaigns using the “${template.name}” template; or none, for the workspace’s board.`
              }
            >
              <MenuItem value="">No campaign: the workspace’s board</MenuItem>
              {campaignChoices.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.title}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            id="idea-title"
            label="Title"
            required
            fullWidth
            value={text.title}
            onChange={(event) => changeText({ title: event.target.value })}
            onBlur={blur}
            error={Boolean(texts.title)}
            helperText={texts.title ?? 'A short, specific name people will recognise on the board.'}
            slotProps={{ htmlInput: { maxLength: IDEA_LIMITS.title } }}
          />
          <SimilarIdeas title={text.title} excludeId={details?.idea.id ?? null} campaignId={target.campaignId} />
          <TextField
            id="idea-summary"
            label="Summary"
            fullWidth
            multiline
            minRows={2}
            value={text.summary}
            onChange={(event) => changeText({ summary: event.target.value })}
            onBlur={blur}
            error={Boolean(texts.summary)}
            helperText={
              texts.summary ?? `The idea in a sentence or two (optional, up to ${IDEA_LIMITS.summary} characters).`
            }
            slotProps={{ htmlInput: { maxLength: IDEA_LIMITS.summary } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2.5 }}>
            {campaignCategories ? (
              <Autocomplete
                fullWidth
                options={campaignCategories}
                value={campaignCategories.find((c) => c.toLowerCase() === text.category.toLowerCase()) ?? null}
                onChange={(_event, next) => changeText({ category: next ?? '' })}
                onBlur={blur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    id="idea-category"
                    label="Category"
                    error={Boolean(texts.category)}
                    helperText={texts.category ?? 'One of the campaign’s categories.'}
                  />
                )}
              />
            ) : (
              <Autocomplete
                freeSolo
                fullWidth
                options={categories.data ?? []}
                inputValue={text.category}
                onInputChange={(_event, next) => changeText({ category: next.slice(0, IDEA_LIMITS.category) })}
                onBlur={blur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    id="idea-category"
                    label="Category"
                    error={Boolean(texts.category)}
                    helperText={texts.category ?? 'Pick one in use or type a new one.'}
                  />
                )}
              />
            )}
            <Autocomplete
              multiple
              freeSolo
              fullWidth
              options={[] as string[]}
              value={text.tags}
              onChange={(_event, next) => changeText({ tags: normaliseTags(next as string[]) })}
              onBlur={blur}
              renderValue={(values, getItemProps) =>
                values.map((tag, index) => {
                  const { key, ...itemProps } = getItemProps({ index });
                  return <Chip key={key} size="small" label={tag} {...itemProps} />;
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  id="idea-tags"
                  label="Tags"
                  error={Boolean(texts.tags)}
                  helperText={texts.tags ?? `Press Enter after each tag (up to ${IDEA_LIMITS.tags}).`}
                  inputProps={{ ...params.inputProps, maxLength: IDEA_LIMITS.tag }}
                />
              )}
            />
          </Stack>
          {campaign?.allowAnonymous || target.anonymous ? (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={target.anonymous}
                    disabled={submitted || !campaign?.allowAnonymous}
                    onChange={(event) => changeTarget({ ...target, anonymous: event.target.checked })}
                    slotProps={{ input: { 'aria-describedby': 'idea-anonymous-help' } }}
                    data-testid="idea-anonymous"
                  />
                }
                label="Submit anonymously"
              />
              <FormHelperText id="idea-anonymous-help" sx={{ mt: 0 }}>
                {submitted
                  ? target.anonymous
                    ? `Submitted anonymously. ${anonymousHelp}`
                    : 'Submitted with your name.'
                  : anonymousHelp}
              </FormHelperText>
            </Box>
          ) : null}
        </Stack>
      </Card>

      <Card variant="outlined" component="section" aria-labelledby="idea-questions" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id="idea-questions" variant="h6" component="h2">
            {template.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Version {version}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {requiredCount
            ? `Questions marked * are needed to submit (${requiredCount} of ${fields.length}). A draft can be saved without them.`
            : 'Every question is optional.'}
        </Typography>
        <Divider sx={{ mb: 3 }} />
        <FormRenderer
          fields={fields}
          values={content}
          onChange={changeAnswer}
          onBlur={blur}
          errors={errors}
          disabled={switching}
          idPrefix={FORM_PREFIX}
          renderFileUpload={({ field, disabled, onUploaded }) =>
            details?.idea.id ? (
              <FileUpload
                purpose="ATTACHMENT"
                recordType="IDEA"
                recordId={details.idea.id}
                label="Upload a file"
                disabled={disabled}
                inputTestId={`file-upload-input-${field.id}`}
                onUploaded={(file) => onUploaded(fileAnswerOf(file))}
              />
            ) : (
              <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  An uploaded file is kept with the idea's draft, so the draft is saved first.
                </Typography>
                <Button
                  variant="outlined"
                  onClick={() => void saveForUpload(field.id)}
                  loading={savingForFile}
                  disabled={disabled}
                >
                  Save the draft to upload a file
                </Button>
              </Stack>
            )
          }
        />
      </Card>

      {wide ? null : submitBox}
      {wide ? null : coAuthorsPanel}
    </Stack>
  );

  if (!wide) return main;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' }}>
      {main}
      <Stack component="aside" aria-label="Submit and co-authors" sx={{ gap: 3, position: 'sticky', top: 88 }}>
        {submitBox}
        {coAuthorsPanel}
      </Stack>
    </Box>
  );
}

/** The DOM id to focus for the first problem of the form, in its order. */
function fieldFocusId(fields: readonly FormField[], problems: Record<string, string>): string | null {
  const id = firstProblem(fields, problems);
  if (!id) return null;
  const field = fields.find((f) => f.id === id);
  // A choice's first input is inside its group; the group's id is on the radio group / checkbox group.
  if (field?.type === 'SINGLE_CHOICE' || field?.type === 'MULTIPLE_CHOICE') {
    const group = document.getElementById(fieldInputId(FORM_PREFIX, id));
    const input = group?.querySelector('input');
    if (input) input.id ||= `${fieldInputId(FORM_PREFIX, id)}-first`;
    return input?.id ?? null;
  }
  return fieldInputId(FORM_PREFIX, id);
}
