'use client';
// /dashboard/ideation/create: write an idea. Without a template, the templates to choose from (built-ins first,
// archived ones left out); `?template=<id>` starts a new draft with it; `?idea=<id>` continues a draft (the
// author's or a co-author's) or edits a submitted idea while its stage is NEW; once review has started the page
// says the idea is locked (IDEA_MESSAGES.locked) and links to it. `?campaign=<id>` writes an idea for that campaign
// (its template, no choice); the start also offers the open campaigns taking ideas. The editor itself:
// idea-editor.tsx.
import { CAMPAIGN_MESSAGES, IDEA_MESSAGES } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Campaign, CampaignList, CampaignQuery, campaignHref } from '../../campaigns/lib/campaign-api.ts';
import { currentPhase } from '../../campaigns/lib/campaign-list.ts';
import { phaseTitle, shortDate } from '../../campaigns/lib/campaign-phases.ts';
import { IDEAS_HREF, MY_INNOVATIONS_HREF } from '../../dashboard/lib/navigation.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { IdeaForEdit, ideaHref } from '../lib/draft-api.ts';
import {
  CREATE_IDEA_HREF,
  createForCampaignHref,
  createFromTemplateHref,
  fieldCount,
  TEMPLATES_HREF,
  TemplateList,
  TemplateQuery,
} from '../lib/templates-api.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import { IdeaEditor } from './idea-editor.tsx';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';

function Loading({ label }: { label: string }) {
  return (
    <Stack sx={{ gap: 2 }} role="status" aria-label={label}>
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function TemplatePicker() {
  const list = TemplateList.useQuery();
  if (list.isLoading) return <Loading label="Loading templates" />;
  if (list.isError && !list.data)
    return <RetryAlert onRetry={() => void list.refetch()}>{toErrorMessage(list.error)}</RetryAlert>;
  const templates = (list.data ?? []).filter((t) => t.status === 'ACTIVE');
  return (
    <Stack component="section" aria-labelledby="pick-template" sx={{ gap: 2 }}>
      <Stack sx={{ gap: 0.5 }}>
        <Typography id="pick-template" variant="h6" component="h2">
          Choose a template
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The template sets the questions your idea answers. Not sure? The problem statement suits most ideas.{' '}
          <Link href={TEMPLATES_HREF}>Browse the templates</Link> to preview them.
        </Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {templates.map((t) => (
          <li key={t.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                href={createFromTemplateHref(t.id)}
                sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
                data-testid="template-choice"
              >
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t.name}
                  </Typography>
                  <Chip size="small" variant="outlined" label={t.builtIn ? 'Built-in' : 'Custom'} />
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
                  {t.description || 'No description.'}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', mt: 'auto' }}>
                  {fieldCount(t.fields.length)}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** Open campaigns taking ideas from the caller, each a link to write one for it; nothing when there are none. */
function CampaignChoices() {
  const list = CampaignList.useQuery({ variables: { status: 'OPEN', limit: 50 } });
  const campaigns = (list.data?.items ?? []).filter((c) => c.canSubmit);
  if (campaigns.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="pick-campaign" sx={{ gap: 2 }}>
      <Stack sx={{ gap: 0.5 }}>
        <Typography id="pick-campaign" variant="h6" component="h2">
          Answer a campaign
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          These campaigns are taking ideas now. An idea for a campaign uses its template and goes to its board.
        </Typography>
      </Stack>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {campaigns.map((c) => {
          const phase = currentPhase(c);
          return (
            <li key={c.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  href={createForCampaignHref(c.id)}
                  sx={{
                    height: '100%',
                    p: 2.5,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    gap: 1,
                  }}
                  data-testid="campaign-choice"
                >
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <CampaignOutlinedIcon aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {c.title}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {phase ? `${phaseTitle(phase)} until ${shortDate(phase.endsAt)}` : 'Open'}
                    {c.templateName ? ` · ${c.templateName}` : ''}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </Stack>
  );
}

/** A new idea for a campaign: its template, once the campaign says it takes drafts (scheduled or open). */
function CampaignIdea({ campaignId }: { campaignId: string }) {
  const campaign = CampaignQuery.useQuery({ variables: { id: campaignId } });
  const found = campaign.data;
  const template = TemplateQuery.useQuery({ variables: { id: found?.templateId ?? '' } }, { skip: !found });
  if (campaign.isLoading || template.isLoading) return <Loading label="Loading the campaign" />;
  if (campaign.isError && !found)
    return <RetryAlert onRetry={() => void campaign.refetch()}>{toErrorMessage(campaign.error)}</RetryAlert>;
  if (!found)
    return (
      <Stack sx={{ gap: 3 }}>
        <Alert severity="warning" data-testid="campaign-unavailable">
          This campaign does not exist, or it is not open to you. You can still share an idea with your workspace.
        </Alert>
        <TemplatePicker />
      </Stack>
    );
  if (found.status !== 'OPEN' && found.status !== 'SCHEDULED')
    return (
      <Stack sx={{ gap: 3 }}>
        <Alert severity="info" data-testid="campaign-unavailable">
          {CAMPAIGN_MESSAGES.campaignNotOpen} <Link href={campaignHref(found.id)}>See “{found.title}”</Link>, or share
          an idea with your workspace.
        </Alert>
        <TemplatePicker />
      </Stack>
    );
  if (template.isError && !template.data)
    return <RetryAlert onRetry={() => void template.refetch()}>{toErrorMessage(template.error)}</RetryAlert>;
  const chosen = template.data;
  if (!chosen) return <Alert severity="warning">{CAMPAIGN_MESSAGES.templateUnavailable}</Alert>;
  return <IdeaEditor key={`${found.id}:${chosen.id}`} template={chosen} details={null} campaign={found} />;
}

function NewIdea({ templateId }: { templateId: string }) {
  const query = TemplateQuery.useQuery({ variables: { id: templateId } });
  if (query.isLoading) return <Loading label="Loading the template" />;
  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const template = query.data;
  if (template?.status !== 'ACTIVE')
    return (
      <Stack sx={{ gap: 3 }}>
        <Alert severity="warning">
          {template
            ? IDEA_MESSAGES.templateArchived
            : 'This template does not exist in your workspace. Choose another.'}
        </Alert>
        <TemplatePicker />
      </Stack>
    );
  return <IdeaEditor key={template.id} template={template} details={null} />;
}

function ExistingIdea({ ideaId }: { ideaId: string }) {
  const query = IdeaForEdit.useQuery({ variables: { id: ideaId } }, { refetchOnMountOrArgChange: true });
  const campaignId = query.data?.idea.campaignId ?? null;
  const campaign = CampaignQuery.useQuery({ variables: { id: campaignId ?? '' } }, { skip: !campaignId });
  // The editor keeps what is typed: later answers of this query (a refetch after a save) do not reset it.
  if (query.isLoading || (query.isFetching && !query.data)) return <Loading label="Loading your idea" />;
  if (campaignId && campaign.isLoading) return <Loading label="Loading your idea" />;
  if (query.isError && !query.data)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  const details = query.data;
  if (!details)
    return (
      <Alert severity="warning">
        This idea does not exist, or it is a draft you are not an author of.{' '}
        <Link href={IDEAS_HREF}>See the ideas board</Link>.
      </Alert>
    );
  if (!details.canEdit)
    return (
      <Card variant="outlined" data-testid="idea-locked">
        <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 5, sm: 7 }, gap: 1.5 }}>
          <LockOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
          <Typography variant="h6" component="h2">
            {details.editLockedReason ?? IDEA_MESSAGES.locked}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
            You can still follow it, comment and see its stage change on its page.
          </Typography>
          <Button variant="contained" href={ideaHref(details.idea.id)}>
            Open the idea
          </Button>
        </Stack>
      </Card>
    );
  const template = {
    id: details.idea.templateId,
    name: details.idea.templateName ?? 'Template',
    version: details.templateVersion,
    fields: details.fields,
  };
  return (
    <IdeaEditor
      key={details.idea.id}
      template={template}
      details={details}
      campaign={(campaign.data as Campaign | null | undefined) ?? null}
    />
  );
}

function Create({
  access,
  templateId,
  ideaId,
  campaignId,
}: {
  access: TOpenIdeasAccess;
  templateId?: string;
  ideaId?: string;
  campaignId?: string;
}) {
  if (access.readOnly)
    return <Alert severity="info" variant="outlined">{`${access.readOnly} Ideas cannot be written now.`}</Alert>;
  if (ideaId) return <ExistingIdea ideaId={ideaId} />;
  if (campaignId) return <CampaignIdea campaignId={campaignId} />;
  if (templateId) return <NewIdea templateId={templateId} />;
  return (
    <Stack sx={{ gap: 4 }}>
      <CampaignChoices />
      <TemplatePicker />
    </Stack>
  );
}

export function CreateIdeaView({
  templateId,
  ideaId,
  campaignId,
}: {
  templateId?: string;
  ideaId?: string;
  campaignId?: string;
}) {
  const { access, retry } = useIdeasAccess();
  // Back to where such a page is reached from: a draft from my innovations, a new idea from the templates.
  const back = ideaId
    ? { href: MY_INNOVATIONS_HREF, label: 'My innovations' }
    : campaignId
      ? { href: campaignHref(campaignId), label: 'The campaign' }
      : templateId
        ? { href: CREATE_IDEA_HREF, label: 'Templates to choose from' }
        : { href: IDEAS_HREF, label: 'Ideas' };
  return (
    <Stack sx={{ gap: 3, maxWidth: 1200 }}>
      <Stack sx={{ gap: 1 }}>
        <Link
          href={back.href}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
        >
          <ArrowBackIcon fontSize="small" aria-hidden />
          {back.label}
        </Link>
        <Typography variant="h4" component="h1">
          {ideaId ? 'Your idea' : 'Share an idea'}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>
          Describe the problem and how you would solve it. Your draft is private to you and your co-authors until you
          submit it.
        </Typography>
      </Stack>
      <IdeasGate access={access} retry={retry}>
        {(open) => <Create access={open} templateId={templateId} ideaId={ideaId} campaignId={campaignId} />}
      </IdeasGate>
    </Stack>
  );
}
