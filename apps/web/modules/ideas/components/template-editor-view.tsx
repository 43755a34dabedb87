'use client';
import type { FormField } from '@innov/contracts';
// /dashboard/ideation/templates/new and /dashboard/ideation/templates/[templateId]: a custom template's name,
// description and form, built with the shared form builder beside a live preview (tabs on a phone). The form is
// checked with contracts' ZFormDefinition before saving, as createIdeaTemplate and updateIdeaTemplate check it;
// problems show beside their inputs. A change of name or fields makes a new version (the version history lists
// them, each can be previewed); ideas keep theirs. "Duplicate to customise" opens /new?from=<id> with a copy.
// Owners and admins on a plan with custom templates; others are told why not.
import { IDEA_LIMITS, IDEA_MESSAGES } from '@innov/contracts';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import HistoryIcon from '@mui/icons-material/History';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { fieldErrorOf, toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FormBuilder } from '../../form-builder/components/form-builder.tsx';
import { FormPreview } from '../../form-builder/components/form-preview.tsx';
import { sentence } from '../../form-builder/lib/answers.ts';
import { definitionProblems, freshFieldId, newField } from '../../form-builder/lib/builder.ts';
import {
  CreateTemplate,
  duplicateTemplateHref,
  type IdeaTemplate,
  SetTemplateStatus,
  TEMPLATES_HREF,
  TemplateQuery,
  TemplateVersionList,
  templateInput,
  UpdateTemplate,
} from '../lib/templates-api.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import { StickyActionBar } from './idea-parts.tsx';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';
import { TemplatePreviewDialog } from './template-preview-dialog.tsx';

export function TemplatesBackLink() {
  return (
    <Link
      href={TEMPLATES_HREF}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Templates
    </Link>
  );
}

interface TDraft {
  name: string;
  description: string;
  fields: FormField[];
}

/** The problems of name and description, in contracts' limits. */
function detailProblems(draft: TDraft): { name?: string; description?: string } {
  const name = draft.name.trim();
  return {
    name: !name
      ? 'Enter a name for the template.'
      : name.length > IDEA_LIMITS.templateName
        ? `At most ${IDEA_LIMITS.templateName} characters.`
        : undefined,
    description:
      draft.description.trim().length > IDEA_LIMITS.templateDescription
        ? `At most ${IDEA_LIMITS.templateDescription} characters.`
        : undefined,
  };
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

function VersionHistory({ template }: { template: IdeaTemplate }) {
  const versions = TemplateVersionList.useQuery({ variables: { id: template.id } });
  const [previewing, setPreviewing] = useState<number | null>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby="template-versions">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', px: 2.5, pt: 2 }}>
        <HistoryIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <Typography id="template-versions" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Version history
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2.5, pt: 0.5 }}>
        Ideas keep the version they were written with; drafts may switch to the latest.
      </Typography>
      {versions.isError ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void versions.refetch()}>
          {toErrorMessage(versions.error)}
        </RetryAlert>
      ) : versions.isLoading ? (
        <Skeleton variant="rounded" height={80} sx={{ m: 2 }} />
      ) : (
        <List dense aria-label="Versions">
          {(versions.data ?? []).map((v) => (
            <ListItem
              key={v.version}
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => setPreviewing(v.version)}
                  aria-label={`Preview version ${v.version}`}
                >
                  Preview
                </Button>
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <span>Version {v.version}</span>
                    {v.version === template.version ? <Chip size="small" color="primary" label="Current" /> : null}
                  </Stack>
                }
                secondary={`${formatDate(v.createdAt)}${v.createdByName ? ` by ${v.createdByName}` : ''}${v.name !== template.name ? ` · named “${v.name}”` : ''}`}
                slotProps={{ primary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {previewing !== null ? (
        <TemplatePreviewDialog
          template={template}
          version={previewing}
          open
          onClose={() => setPreviewing(null)}
          canUse={false}
        />
      ) : null}
    </Card>
  );
}

function Editor({ template, source }: { template: IdeaTemplate | null; source: IdeaTemplate | null }) {
  const router = useRouter();
  const call = useCall();
  const [create, creating] = CreateTemplate.useMutation();
  const [update, updating] = UpdateTemplate.useMutation();
  const [setStatus, settingStatus] = SetTemplateStatus.useMutation();
  const initial = useMemo<TDraft>(() => {
    if (template) return { name: template.name, description: template.description ?? '', fields: template.fields };
    if (source)
      return {
        name: `${source.name} (copy)`.slice(0, IDEA_LIMITS.templateName),
        description: source.description ?? '',
        fields: source.fields,
      };
    return { name: '', description: '', fields: [{ ...newField('LONG_TEXT', freshFieldId([])), required: true }] };
  }, [template, source]);
  const [draft, setDraft] = useState<TDraft>(initial);
  const [checked, setChecked] = useState(false);
  const [serverName, setServerName] = useState<string | null>(null);
  const [tab, setTab] = useState<'build' | 'preview'>('build');
  // Tabs between the builder and its preview on a phone; side by side (no tabs) from md up.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const saving = creating.isLoading || updating.isLoading;
  const dirty = draft !== initial;

  // A reload or a closed tab would lose the unsaved form: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const problems = useMemo(() => definitionProblems(draft.fields), [draft.fields]);
  const details = detailProblems(draft);
  const nameError = checked ? (details.name ?? serverName ?? undefined) : (serverName ?? undefined);

  const save = async () => {
    setChecked(true);
    setServerName(null);
    if (details.name || details.description || problems.count) {
      const first = details.name
        ? 'template-name'
        : details.description
          ? 'template-description'
          : (() => {
              const index = Number(Object.keys(problems.fields)[0] ?? -1);
              const f = draft.fields[index];
              return f ? `${f.id}-label` : null;
            })();
      setTab('build');
      if (first) setTimeout(() => document.getElementById(first)?.focus(), 0);
      return;
    }
    const input = templateInput(draft);
    const saved = await call(
      () =>
        template
          ? update({ variables: { input: { id: template.id, ...input } } }).unwrap()
          : create({ variables: { input } }).unwrap(),
      {
        progress: true,
        success: template ? `“${input.name}” saved` : `Template “${input.name}” created`,
        onError: (error) => {
          const found = fieldErrorOf(error);
          if (found?.field === 'name') setServerName(sentence(found.message));
        },
      },
    );
    if (saved) {
      setDraft(initial);
      router.push(TEMPLATES_HREF);
    }
  };

  const toggleStatus = async () => {
    if (!template) return;
    const archived = template.status === 'ARCHIVED';
    await call(
      () => setStatus({ variables: { input: { id: template.id, status: archived ? 'ACTIVE' : 'ARCHIVED' } } }).unwrap(),
      { progress: true, success: archived ? `“${template.name}” restored` : `“${template.name}” archived` },
    );
  };

  const builder = (
    <Stack sx={{ gap: 2.5 }}>
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack sx={{ gap: 2.5 }}>
          <TextField
            id="template-name"
            label="Template name"
            required
            fullWidth
            value={draft.name}
            onChange={(event) => {
              setServerName(null);
              setDraft({ ...draft, name: event.target.value });
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? `Unique in your workspace, up to ${IDEA_LIMITS.templateName} characters.`}
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: IDEA_LIMITS.templateName } }}
          />
          <TextField
            id="template-description"
            label="Description"
            fullWidth
            multiline
            minRows={2}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            error={checked && Boolean(details.description)}
            helperText={
              (checked && details.description) ||
              'When to use this template: shown in the library and to people choosing one.'
            }
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: IDEA_LIMITS.templateDescription } }}
          />
        </Stack>
      </Card>
      <Stack sx={{ gap: 1.5 }} component="section" aria-labelledby="builder-heading">
        <Typography id="builder-heading" variant="h6" component="h2">
          Questions
        </Typography>
        <FormBuilder
          fields={draft.fields}
          onChange={(fields) => setDraft({ ...draft, fields })}
          problems={checked ? problems : null}
          disabled={saving}
        />
      </Stack>
    </Stack>
  );

  const preview = (
    <Card variant="outlined" component="section" aria-labelledby="preview-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="preview-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Live preview
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        What people writing an idea will see. Try answers and check them as a submit would.
      </Typography>
      <FormPreview fields={draft.fields} idPrefix="builder-preview" />
    </Card>
  );

  return (
    <Stack sx={{ gap: 3 }}>
      {template?.status === 'ARCHIVED' ? (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void toggleStatus()} disabled={settingStatus.isLoading}>
              Restore
            </Button>
          }
        >
          This template is archived: it is hidden from people starting an idea. Ideas written with it keep it.
        </Alert>
      ) : null}
      {checked && (problems.count || details.name || details.description) ? (
        <Alert severity="error" role="alert">
          {problems.count + (details.name ? 1 : 0) + (details.description ? 1 : 0) === 1
            ? 'One thing needs fixing before the template can be saved: see the highlighted field.'
            : 'Some things need fixing before the template can be saved: see the highlighted fields.'}
        </Alert>
      ) : null}
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Tabs value={tab} onChange={(_e, next) => setTab(next)} aria-label="Builder or preview" variant="fullWidth">
          <Tab value="build" label="Build" id="tab-build" aria-controls="panel-build" />
          <Tab value="preview" label="Preview" id="tab-preview" aria-controls="panel-preview" />
        </Tabs>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          id="panel-build"
          {...(phone ? { role: 'tabpanel', 'aria-labelledby': 'tab-build' } : {})}
          sx={{ display: { xs: tab === 'build' ? 'block' : 'none', md: 'block' } }}
        >
          {builder}
        </Box>
        <Box
          id="panel-preview"
          {...(phone ? { role: 'tabpanel', 'aria-labelledby': 'tab-preview' } : {})}
          sx={{
            display: { xs: tab === 'preview' ? 'block' : 'none', md: 'block' },
            position: { md: 'sticky' },
            top: { md: 88 },
            maxHeight: { md: 'calc(100vh - 112px)' },
            overflowY: { md: 'auto' },
          }}
        >
          {preview}
        </Box>
      </Box>
      {template ? <VersionHistory template={template} /> : null}
      <StickyActionBar end>
        {template ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
            Version {template.version}. Changing the name or the questions saves version {template.version + 1}.
          </Typography>
        ) : null}
        {template && template.status === 'ACTIVE' ? (
          <Button
            color="inherit"
            startIcon={<ArchiveOutlinedIcon aria-hidden />}
            onClick={() => void toggleStatus()}
            disabled={saving || settingStatus.isLoading}
          >
            Archive
          </Button>
        ) : null}
        {template?.status === 'ARCHIVED' ? (
          <Button
            color="inherit"
            startIcon={<UnarchiveOutlinedIcon aria-hidden />}
            onClick={() => void toggleStatus()}
            disabled={saving || settingStatus.isLoading}
          >
            Restore
          </Button>
        ) : null}
        <Button href={TEMPLATES_HREF} color="inherit" disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={saving}>
          {template ? 'Save changes' : 'Create template'}
        </Button>
      </StickyActionBar>
    </Stack>
  );
}

function Load({ access, templateId, fromId }: { access: TOpenIdeasAccess; templateId?: string; fromId?: string }) {
  const id = templateId ?? fromId;
  const query = TemplateQuery.useQuery({ variables: { id: id ?? '' } }, { skip: !id });
  if (access.readOnly)
    return <Alert severity="info" variant="outlined">{`${access.readOnly} Templates cannot be changed now.`}</Alert>;
  if (!access.canManageTemplates)
    return (
      <Alert severity="info" variant="outlined">
        Only owners and admins of your workspace make and change templates. You can use the ones in the{' '}
        <Link href={TEMPLATES_HREF}>template library</Link>.
      </Alert>
    );
  if (!id) return <Editor template={null} source={null} />;
  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the template">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const found = query.data ?? null;
  if (!found)
    return (
      <Alert severity="warning">
        This template does not exist or is not in your workspace. <Link href={TEMPLATES_HREF}>Back to templates</Link>
      </Alert>
    );
  if (templateId && (found.builtIn || !found.canEdit))
    return (
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            href={duplicateTemplateHref(found.id)}
            startIcon={<ContentCopyOutlinedIcon aria-hidden />}
          >
            Duplicate to customise
          </Button>
        }
      >
        {found.builtIn ? IDEA_MESSAGES.builtInTemplate : 'You cannot change this template.'}
      </Alert>
    );
  return templateId ? (
    <Editor key={found.id} template={found} source={null} />
  ) : (
    <Editor template={null} source={found} />
  );
}

export function TemplateEditorView({ templateId, fromId }: { templateId?: string; fromId?: string }) {
  const { access, retry } = useIdeasAccess('templates');
  const title = templateId ? 'Edit template' : 'New template';
  return (
    <Stack sx={{ gap: 3, maxWidth: 1280 }}>
      <Stack sx={{ gap: 1 }}>
        <TemplatesBackLink />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Ask the questions that make an idea complete. Mark the answers a submission needs as required; drafts can be
          saved without them.
        </Typography>
      </Stack>
      <IdeasGate access={access} retry={retry} what="templates">
        {(open) => <Load access={open} templateId={templateId} fromId={fromId} />}
      </IdeasGate>
    </Stack>
  );
}
