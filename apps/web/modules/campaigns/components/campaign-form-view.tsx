'use client';
// /dashboard/campaigns/new and /dashboard/campaigns/[campaignId]/edit: one form for a campaign (campaign-form.ts's
// schema, contracts' rules that createCampaign and updateCampaign check too): its title, brief in Markdown (with a
// preview), cover image (the files module's upload, purpose CAMPAIGN_COVER), the idea template its ideas use, its
// categories, its audience (the workspace, chosen teams or invited people), its owners, moderators and evaluators,
// anonymity and pre-moderation, and its phases. "Save draft" keeps a draft; "Publish" saves and publishes it (the
// plan's active-campaign limit and dates are the server's to check: its refusal shows on the form). A published
// campaign saves its changes. Errors the server names a field for show beside that field.
import {
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  type FilePurpose,
  type StoredFile,
} from '@innov/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { CAMPAIGNS_HREF } from '../../dashboard/lib/navigation.ts';
import type { WorkspaceMember } from '../../dashboard/lib/workspace-members.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FileUpload } from '../../files/components/file-upload.tsx';
import { useFileUrl } from '../../files/lib/use-file-url.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormSwitch } from '../../forms/components/form-switch.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { showServerError } from '../../forms/lib/server-error.ts';
import { type TZodForm, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { NEW_TEMPLATE_HREF, TemplateList } from '../../ideas/lib/templates-api.ts';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { useNow } from '../../notifications/lib/relative-time.ts';
import { Markdown } from '../../resources/components/markdown.tsx';
import { MembersPicker } from '../../teams/components/member-picker.tsx';
import { TeamsPicker } from '../../teams/components/team-picker.tsx';
import {
  type Campaign,
  CampaignCategories,
  CampaignQuery,
  CreateCampaign,
  campaignHref,
  PublishCampaign,
  UpdateCampaign,
} from '../lib/campaign-api.ts';
import {
  campaignFormSchema,
  campaignInput,
  campaignValues,
  emptyCampaignValues,
  knownNames,
  type TCampaignFormSchema,
  type TCampaignFormValues,
} from '../lib/campaign-form.ts';
import { canEditCampaign, type TOpenCampaignsAccess } from '../lib/campaigns-access.ts';
import { useCampaignsAccess } from '../lib/use-campaigns-access.ts';
import { CampaignCover, CampaignsBackLink, CampaignsReadOnlyNotice, SectionCard } from './campaign-parts.tsx';
import { CampaignPhasesEditor } from './campaign-phases-editor.tsx';
import { CampaignsGate } from './campaigns-gate.tsx';

/** The files module's purpose of a campaign's cover. */
const COVER_PURPOSE: FilePurpose = 'CAMPAIGN_COVER';
/** The cover's preview width, in image pixels. */
const COVER_WIDTH = 1200;

type TForm = TZodForm<TCampaignFormSchema>;
type TPeopleField = 'inviteeIds' | 'ownerIds' | 'moderatorIds' | 'evaluatorIds';

function BriefField({ form }: { form: TForm }) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const brief = useWatch({ control: form.control, name: 'brief' }) ?? '';
  const id = useId();
  return (
    <Stack sx={{ gap: 1 }}>
      <Tabs value={tab} onChange={(_e, next) => setTab(next)} aria-label="Brief">
        <Tab value="write" label="Write" id={`${id}-write`} aria-controls={`${id}-panel`} />
        <Tab value="preview" label="Preview" id={`${id}-preview`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'write' ? (
          <FormTextField
            control={form.control}
            name="brief"
            label="Brief (Markdown)"
            multiline
            minRows={8}
            fullWidth
            helperText="The question the campaign asks (“How might we…?”), why it matters and what a good idea looks like. Markdown: **bold**, lists, links."
            slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.brief, spellCheck: true } }}
          />
        ) : (
          <Box
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 160, overflowWrap: 'anywhere' }}
            data-testid="campaign-brief-preview"
          >
            {brief.trim() ? (
              <Markdown source={brief} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>Nothing written yet: the brief shows here.</Typography>
            )}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function CoverField({ form, campaign }: { form: TForm; campaign: Campaign | null }) {
  const coverFileId = useWatch({ control: form.control, name: 'coverFileId' });
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  const fresh = useFileUrl(uploaded && uploaded.id === coverFileId ? uploaded.reference : null, COVER_WIDTH);
  const url = coverFileId
    ? uploaded?.id === coverFileId
      ? fresh.url
      : campaign?.coverFileId === coverFileId
        ? campaign.coverUrl
        : null
    : null;
  const { errors } = useFormState({ control: form.control, name: 'coverFileId' });
  const error = errors.coverFileId?.message;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Cover image
      </Typography>
      {coverFileId ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <Box
            sx={{
              width: { xs: '100%', sm: 280 },
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <CampaignCover url={url} />
          </Box>
          <Button
            color="inherit"
            onClick={() => form.setValue('coverFileId', null, { shouldDirty: true })}
            sx={{ alignSelf: 'flex-start' }}
          >
            Remove cover
          </Button>
        </Stack>
      ) : null}
      <FileUpload
        purpose={COVER_PURPOSE}
        label={coverFileId ? 'A new cover' : 'The campaign’s cover'}
        compact={Boolean(coverFileId)}
        onUploaded={(file) => {
          setUploaded(file);
          form.setValue('coverFileId', file.id, { shouldDirty: true });
        }}
      />
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

function TemplateField({ form }: { form: TForm }) {
  const templates = TemplateList.useQuery();
  const { refetch } = templates;
  // A custom template made in another tab shows when the user comes back.
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const options = (templates.data ?? []).filter((t) => t.status === 'ACTIVE' || t.id === templateId);
  const chosen = options.find((t) => t.id === templateId);
  return (
    <Stack sx={{ gap: 1 }}>
      <FormTextField
        control={form.control}
        name="templateId"
        select
        label="Idea template"
        fullWidth
        disabled={templates.isLoading}
        helperText={
          chosen?.description ??
          'Every idea of the campaign is written with this template’s form. Built-in templates and your workspace’s own.'
        }
      >
        {options.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
            {t.builtIn ? '' : ' (custom)'}
          </MenuItem>
        ))}
      </FormTextField>
      {templates.isError ? (
        <RetryAlert onRetry={() => void refetch()}>{toErrorMessage(templates.error)}</RetryAlert>
      ) : null}
      <Link
        href={NEW_TEMPLATE_HREF}
        target="_blank"
        rel="noopener"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        Create a custom template
        <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          (opens in a new tab)
        </Box>
      </Link>
    </Stack>
  );
}

function CategoriesField({ form }: { form: TForm }) {
  const known = CampaignCategories.useQuery();
  return (
    <Controller
      control={form.control}
      name="categories"
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as string[];
        // An error of one category (categories.2) shows too.
        const itemError = Array.isArray(fieldState.error)
          ? (fieldState.error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message
          : undefined;
        const message = fieldState.error?.message ?? itemError;
        return (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={(known.data ?? []).filter((c) => !value.includes(c))}
            value={value}
            onChange={(_event, next) => field.onChange(next.map((c) => c.trim()).filter(Boolean))}
            onBlur={field.onBlur}
            renderValue={(items, getItemProps) =>
              items.map((item, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={item} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Categories (optional)"
                error={Boolean(message)}
                helperText={
                  message ??
                  `Type a category and press Enter; ideas of the campaign choose one of them. At most ${CAMPAIGN_LIMITS.categories}.`
                }
              />
            )}
          />
        );
      }}
    />
  );
}

/** A stand-in member for someone the campaign names (the pickers show their name; only the id is sent). */
function personAsMember(userId: string, name: string | null | undefined): WorkspaceMember {
  return {
    userId,
    name: name ?? null,
    email: null,
    role: 'member',
    status: 'ACTIVE',
    isPrimaryOwner: false,
    joinedAt: '',
    teamCount: 0,
  };
}

function PeopleField({
  form,
  name,
  label,
  helperText,
  people,
  remember,
}: {
  form: TForm;
  name: TPeopleField;
  label: string;
  helperText: string;
  people: Map<string, WorkspaceMember>;
  remember(members: WorkspaceMember[]): void;
}) {
  const ids = (useWatch({ control: form.control, name }) ?? []) as string[];
  const { errors } = useFormState({ control: form.control, name });
  return (
    <MembersPicker
      label={label}
      helperText={helperText}
      error={errors[name]?.message}
      value={ids.map((id) => people.get(id) ?? personAsMember(id, null))}
      onChange={(next) => {
        remember(next);
        form.setValue(
          name,
          next.map((m) => m.userId),
          { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
        );
      }}
    />
  );
}

function TeamsField({ form, campaign }: { form: TForm; campaign: Campaign | null }) {
  return (
    <Controller
      control={form.control}
      name="teamIds"
      render={({ field, fieldState }) => (
        <TeamsPicker
          label="Teams"
          known={campaign?.teams}
          value={(field.value ?? []) as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          helperText="Members of these teams see the campaign and take part."
        />
      )}
    />
  );
}

const AUDIENCE_HINTS: Record<(typeof CAMPAIGN_AUDIENCES)[number], string> = {
  WORKSPACE: 'Every member of the workspace sees the campaign and takes part.',
  TEAMS: 'Only members of the teams you choose.',
  INVITED: 'Only the people you invite.',
};

function AudienceField({
  form,
  campaign,
  people,
  remember,
}: {
  form: TForm;
  campaign: Campaign | null;
  people: Map<string, WorkspaceMember>;
  remember(members: WorkspaceMember[]): void;
}) {
  const audience = useWatch({ control: form.control, name: 'audience' });
  const labelId = useId();
  return (
    <Stack sx={{ gap: 2 }}>
      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <FormControl>
            <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Who takes part
            </Typography>
            <RadioGroup
              aria-labelledby={labelId}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {CAMPAIGN_AUDIENCES.map((a) => (
                <FormControlLabel
                  key={a}
                  value={a}
                  control={<Radio inputRef={a === field.value ? field.ref : undefined} />}
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography>{CAMPAIGN_AUDIENCE_LABELS[a]}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {AUDIENCE_HINTS[a]}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {audience === 'TEAMS' ? <TeamsField form={form} campaign={campaign} /> : null}
      {audience === 'INVITED' ? (
        <PeopleField
          form={form}
          name="inviteeIds"
          label="Invited people"
          helperText="Only these members (and the campaign’s owners, moderators and evaluators) see the campaign."
          people={people}
          remember={remember}
        />
      ) : null}
    </Stack>
  );
}

type TSubmit = 'save' | 'publish';

function CampaignForm({ campaign }: { campaign: Campaign | null }) {
  const router = useRouter();
  const call = useCall();
  const now = useNow();
  const [create] = CreateCampaign.useMutation();
  const [update] = UpdateCampaign.useMutation();
  const [publish] = PublishCampaign.useMutation();
  // The campaign's id once saved: a new campaign whose publication was refused saves again, not anew.
  const [savedId, setSavedId] = useState<string | null>(campaign?.id ?? null);
  const editing = Boolean(campaign);
  const schema = useMemo(() => campaignFormSchema({ editing }), [editing]);
  const [start] = useState<TCampaignFormValues>(() =>
    campaign ? campaignValues(campaign) : emptyCampaignValues(new Date()),
  );
  const form = useZodForm(schema, start);
  const [people, setPeople] = useState(() => {
    const map = new Map<string, WorkspaceMember>();
    for (const [id, name] of knownNames(campaign)) map.set(id, personAsMember(id, name));
    return map;
  });
  const remember = (members: WorkspaceMember[]) =>
    setPeople((current) => {
      const next = new Map(current);
      for (const m of members) next.set(m.userId, m);
      return next;
    });
  const [submitting, setSubmitting] = useState<TSubmit | null>(null);
  const isDraft = !campaign || campaign.status === 'DRAFT';

  const submit = (intent: TSubmit) =>
    form.handleSubmit(async (values) => {
      setSubmitting(intent);
      try {
        const input = campaignInput(values);
        const onError = (e: unknown) => showServerError(form, e);
        const saved = await call(
          () =>
            savedId
              ? update({ variables: { input: { id: savedId, ...input } } }).unwrap()
              : create({ variables: { input } }).unwrap(),
          {
            progress: true,
            success: intent === 'save' ? (isDraft ? 'Draft saved' : 'Changes saved') : undefined,
            onError,
          },
        );
        if (!saved) return;
        setSavedId(saved.id);
        form.reset(values);
        if (intent === 'publish') {
          const published = await call(() => publish({ variables: { input: { id: saved.id } } }).unwrap(), {
            progress: true,
            success: `“${saved.title}” published`,
            onError,
          });
          if (!published) return;
        }
        router.push(campaignHref(saved.id));
      } finally {
        setSubmitting(null);
      }
    });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit('save')}
      aria-label={editing ? 'Edit campaign' : 'New campaign'}
      sx={{ gap: 3 }}
    >
      <SectionCard title="The challenge" description="What the campaign asks of your workspace, as people will see it.">
        <FormTextField
          control={form.control}
          name="title"
          label="Title"
          required
          fullWidth
          helperText="A short question or goal, e.g. “Greener offices by spring”."
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.title } }}
        />
        <BriefField form={form} />
        <CoverField form={form} campaign={campaign} />
      </SectionCard>

      <SectionCard title="Ideas" description="How ideas are written and shown in this campaign.">
        <TemplateField form={form} />
        <CategoriesField form={form} />
        <FormSwitch
          control={form.control}
          name="allowAnonymous"
          label="Allow anonymous ideas"
          helperText="Authors may hide their name: everyone else sees “Anonymous”; only the campaign’s owners and moderators see who wrote an idea."
        />
        <FormSwitch
          control={form.control}
          name="premoderation"
          label="Approve ideas before they show"
          helperText="New ideas wait in a queue until an owner or moderator approves them; until then only their authors see them."
        />
      </SectionCard>

      <SectionCard title="Audience" description="Who sees the campaign and may take part once it is published.">
        <AudienceField form={form} campaign={campaign} people={people} remember={remember} />
      </SectionCard>

      <SectionCard
        title="Roles"
        description="Workspace owners and admins manage every campaign; these people manage this one."
      >
        <PeopleField
          form={form}
          name="ownerIds"
          label={editing ? 'Owners' : 'Owners (optional)'}
          helperText={
            editing
              ? 'Edit the campaign, move its phases, close it and publish its results.'
              : 'Edit the campaign, move its phases, close it and publish its results. Leave empty to own it yourself.'
          }
          people={people}
          remember={remember}
        />
        <PeopleField
          form={form}
          name="moderatorIds"
          label="Moderators (optional)"
          helperText="Approve, hide and mark duplicate ideas, and see the authors of anonymous ones."
          people={people}
          remember={remember}
        />
        <PeopleField
          form={form}
          name="evaluatorIds"
          label="Evaluators (optional)"
          helperText="Review the campaign’s ideas in its evaluation phases."
          people={people}
          remember={remember}
        />
      </SectionCard>

      <SectionCard
        title="Phases"
        description="One phase is active at a time, from its start to its end; each allows what its switches say. Changing a phase’s end moves the next one’s start."
      >
        <CampaignPhasesEditor form={form} campaign={campaign} now={now} />
      </SectionCard>

      <FormServerError control={form.control} />
      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          href={campaign ? campaignHref(campaign.id) : CAMPAIGNS_HREF}
          color="inherit"
          disabled={Boolean(submitting)}
        >
          Cancel
        </Button>
        {isDraft ? (
          <>
            <Button type="submit" variant="outlined" loading={submitting === 'save'} disabled={Boolean(submitting)}>
              Save draft
            </Button>
            <Button
              variant="contained"
              loading={submitting === 'publish'}
              disabled={Boolean(submitting)}
              onClick={() => void submit('publish')()}
            >
              Publish
            </Button>
          </>
        ) : (
          <Button type="submit" variant="contained" loading={submitting === 'save'}>
            Save changes
          </Button>
        )}
      </Stack>
      {isDraft ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: { sm: 'right' } }}>
          Publishing opens the campaign when its first phase starts and tells its audience. Your plan limits how many
          campaigns are scheduled or open at once.
        </Typography>
      ) : null}
    </Stack>
  );
}

function EditCampaign({ campaignId, access }: { campaignId: string; access: TOpenCampaignsAccess }) {
  const query = CampaignQuery.useQuery({ variables: { id: campaignId } }, { refetchOnMountOrArgChange: true });
  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the campaign">
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const campaign = query.data;
  if (!campaign)
    return (
      <Alert severity="warning" variant="outlined">
        This campaign does not exist or is not shown to you. See the{' '}
        <Link href={CAMPAIGNS_HREF}>campaigns there are</Link>.
      </Alert>
    );
  if (!canEditCampaign(access, campaign))
    return (
      <Alert severity="info" variant="outlined">
        {access.readOnly
          ? `${access.readOnly} Campaigns cannot be changed now.`
          : 'Only the campaign’s owners and your workspace’s owners and admins change it.'}{' '}
        <Link href={campaignHref(campaign.id)}>Back to the campaign</Link>.
      </Alert>
    );
  if (campaign.status === 'CLOSED' || campaign.status === 'ARCHIVED')
    return (
      <Alert severity="info" variant="outlined">
        A closed campaign keeps its settings. <Link href={campaignHref(campaign.id)}>Back to the campaign</Link>.
      </Alert>
    );
  return <CampaignForm campaign={campaign} />;
}

function NewCampaign({ access }: { access: TOpenCampaignsAccess }) {
  if (access.readOnly) return <CampaignsReadOnlyNotice reason={access.readOnly} />;
  if (!access.canCreate)
    return (
      <Alert severity="info" variant="outlined">
        Only owners and admins of your workspace start campaigns. Ask one of them, or see the{' '}
        <Link href={CAMPAIGNS_HREF}>campaigns there are</Link>.
      </Alert>
    );
  return <CampaignForm campaign={null} />;
}

export function CampaignFormView({ campaignId }: { campaignId?: string }) {
  const { access, retry } = useCampaignsAccess();
  return (
    <Stack sx={{ gap: 3, maxWidth: 880 }}>
      <Stack sx={{ gap: 1 }}>
        <CampaignsBackLink />
        <Typography variant="h4" component="h1">
          {campaignId ? 'Edit campaign' : 'New campaign'}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {campaignId
            ? 'Change what the campaign asks, who takes part and its phases. Phases that have ended stay as they were.'
            : 'Ask your workspace one question for a while. Save it as a draft until it is ready, then publish it: it opens when its first phase starts.'}
        </Typography>
      </Stack>
      <CampaignsGate access={access} retry={retry}>
        {(open) =>
          campaignId ? <EditCampaign campaignId={campaignId} access={open} /> : <NewCampaign access={open} />
        }
      </CampaignsGate>
    </Stack>
  );
}
