'use client';
// /dashboard/ideation/templates: the templates ideas are written with. The built-ins every workspace has
// (problem statement, lean canvas, business model canvas, value proposition) and the workspace's own, each with
// its description, field count, version and how many ideas use it; a preview of its form; "Use template" to
// write an idea with it. Owners and admins on a plan with custom templates make new ones, duplicate one to
// customise it, edit, archive and restore them; everyone else reads the library.
import { PLAN_NAMES, planUnlocking } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import {
  createFromTemplateHref,
  duplicateTemplateHref,
  fieldCount,
  type IdeaTemplate,
  ideaCount,
  NEW_TEMPLATE_HREF,
  SetTemplateStatus,
  TemplateList,
  templateHref,
} from '../lib/templates-api.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';
import { TemplatePreviewDialog } from './template-preview-dialog.tsx';

function TemplateActions({ template, canManage }: { template: IdeaTemplate; canManage: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const call = useCall();
  const [setStatus] = SetTemplateStatus.useMutation();
  if (!canManage) return null;
  const archived = template.status === 'ARCHIVED';
  const close = () => setAnchor(null);
  const toggle = async () => {
    close();
    const status = archived ? 'ACTIVE' : 'ARCHIVED';
    await call(() => setStatus({ variables: { input: { id: template.id, status } } }).unwrap(), {
      progress: true,
      success: archived ? `“${template.name}” restored` : `“${template.name}” archived`,
    });
  };
  const menuId = `template-menu-${template.id}`;
  return (
    <>
      <IconButton
        aria-label={`More actions for ${template.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={duplicateTemplateHref(template.id)}>
          <ListItemIcon>
            <ContentCopyOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Duplicate to customise</ListItemText>
        </MenuItem>
        {template.canEdit ? (
          <MenuItem component="a" href={templateHref(template.id)}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit</ListItemText>
          </MenuItem>
        ) : null}
        {template.canEdit ? (
          <MenuItem onClick={() => void toggle()}>
            <ListItemIcon>
              {archived ? <UnarchiveOutlinedIcon fontSize="small" /> : <ArchiveOutlinedIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{archived ? 'Restore' : 'Archive'}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}

function TemplateCard({
  template,
  canManage,
  canUse,
}: {
  template: IdeaTemplate;
  canManage: boolean;
  canUse: boolean;
}) {
  const [preview, setPreview] = useState(false);
  const archived = template.status === 'ARCHIVED';
  const titleId = `template-${template.id}-name`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="template-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', opacity: archived ? 0.8 : 1 }}
    >
      <Stack sx={{ p: 2.5, gap: 1.25, flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ flex: 1, minWidth: 0, lineHeight: 1.3 }}>
            {template.name}
          </Typography>
          <TemplateActions template={template} canManage={canManage} />
        </Stack>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
          {template.builtIn ? (
            <Chip size="small" color="primary" variant="outlined" label="Built-in" />
          ) : (
            <Chip size="small" variant="outlined" label="Custom" />
          )}
          {archived ? <Chip size="small" color="warning" label="Archived" /> : null}
          <Chip size="small" label={`Version ${template.version}`} />
        </Stack>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {template.description || 'No description.'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 'auto' }}>
          {fieldCount(template.fields.length)} · {ideaCount(template.ideaCount)}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        sx={{ gap: 1, px: 2.5, py: 1.5, borderTop: 1, borderColor: 'divider', justifyContent: 'flex-end' }}
      >
        <Button
          size="small"
          color="inherit"
          startIcon={<VisibilityOutlinedIcon aria-hidden />}
          onClick={() => setPreview(true)}
          aria-label={`Preview ${template.name}`}
        >
          Preview
        </Button>
        {canUse && !archived ? (
          <Button
            size="small"
            variant="contained"
            href={createFromTemplateHref(template.id)}
            aria-label={`Use template ${template.name}`}
          >
            Use template
          </Button>
        ) : null}
      </Stack>
      {preview ? (
        <TemplatePreviewDialog template={template} open={preview} onClose={() => setPreview(false)} canUse={canUse} />
      ) : null}
    </Card>
  );
}

function CardGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Stack component="section" sx={{ gap: 1.5 }} aria-label={title}>
      <Stack sx={{ gap: 0.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </Stack>
      {children}
    </Stack>
  );
}

function LoadingCards() {
  return (
    <Box
      role="status"
      aria-label="Loading templates"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={200} />
      ))}
    </Box>
  );
}

function Library({ access, templatesOnPlan }: { access: TOpenIdeasAccess; templatesOnPlan: boolean }) {
  const canManage = access.canManageTemplates;
  const canUse = !access.readOnly;
  const [showArchived, setShowArchived] = useState(false);
  const list = TemplateList.useQuery({ variables: { includeArchived: canManage && showArchived } });
  if (list.isLoading) return <LoadingCards />;
  if (list.isError && !list.data)
    return <RetryAlert onRetry={() => void list.refetch()}>{toErrorMessage(list.error)}</RetryAlert>;
  const templates = list.data ?? [];
  const builtIn = templates.filter((t) => t.builtIn);
  const custom = templates.filter((t) => !t.builtIn);
  const item = (t: IdeaTemplate) => (
    <Box role="listitem" key={t.id}>
      <TemplateCard template={t} canManage={canManage} canUse={canUse} />
    </Box>
  );
  return (
    <Stack sx={{ gap: 4 }}>
      {access.readOnly ? (
        <Alert severity="info" variant="outlined">
          {access.readOnly} Templates can be read, not used or changed.
        </Alert>
      ) : null}
      <Section
        title="Built-in templates"
        description="Proven structures every workspace has. Duplicate one to adapt it to your organisation."
      >
        <CardGrid label="Built-in templates">{builtIn.map(item)}</CardGrid>
      </Section>
      <Section
        title="Your workspace’s templates"
        description="Forms made for your workspace. A change creates a new version; ideas keep the version they were written with."
      >
        {canManage ? (
          <FormControlLabel
            control={<Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />}
            label="Show archived templates"
            sx={{ alignSelf: 'flex-start' }}
          />
        ) : null}
        {custom.length ? (
          <CardGrid label="Your workspace’s templates">{custom.map(item)}</CardGrid>
        ) : (
          <Card variant="outlined" sx={{ borderStyle: 'dashed' }}>
            <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 5, gap: 1 }}>
              <AutoAwesomeOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {showArchived ? 'No custom templates, archived or not' : 'No custom templates yet'}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 460 }}>
                {canManage
                  ? 'Build a form with the questions your organisation asks of every idea, or start from a built-in template.'
                  : templatesOnPlan
                    ? 'Owners and admins of your workspace build custom templates. Meanwhile, the built-in ones are ready to use.'
                    : `Custom templates come with the ${PLAN_NAMES[planUnlocking('templates')]} plan. The built-in ones are ready to use.`}
              </Typography>
              {canManage ? (
                <Button variant="contained" href={NEW_TEMPLATE_HREF} startIcon={<AddIcon aria-hidden />} sx={{ mt: 1 }}>
                  New template
                </Button>
              ) : null}
            </Stack>
          </Card>
        )}
      </Section>
    </Stack>
  );
}

export function TemplatesView() {
  const { access, retry } = useIdeasAccess();
  const { access: templatesAccess } = useIdeasAccess('templates');
  const canManage = access.kind === 'open' && access.canManageTemplates;
  return (
    <Stack sx={{ gap: 3, maxWidth: 1200 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Stack sx={{ gap: 1, minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            Templates
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Each idea is written with a template: the questions that make ideas complete and comparable. Pick one to
            start an idea, or preview it first.
          </Typography>
        </Stack>
        {canManage ? (
          <Button variant="contained" href={NEW_TEMPLATE_HREF} startIcon={<AddIcon aria-hidden />}>
            New template
          </Button>
        ) : null}
      </Stack>
      <IdeasGate access={access} retry={retry} what="templates">
        {(open) => <Library access={open} templatesOnPlan={templatesAccess.kind === 'open'} />}
      </IdeasGate>
    </Stack>
  );
}
