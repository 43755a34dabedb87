'use client';
// /dashboard/campaigns/[campaignId]: one campaign. Its header (cover, title, status, the phase it is in, the one
// thing to do now, the actions menu) and tabs in the query string (?tab=): Overview (the brief, the phase timeline,
// participation figures and the facts), Ideas (the ideas board narrowed to the campaign, its filters in the query
// string too), Moderation (its moderators: the ideas waiting for approval and the hidden ones) and Results. The
// header also links to the evaluation pages the caller has (Review ideas, Shortlist, Evaluation setup) when the plan
// has evaluation. A campaign that does not exist or is out of the caller's sight is not found, the same either way.
import { ANONYMOUS_AUTHOR, CAMPAIGN_AUDIENCE_LABELS, CAMPAIGN_ROLE_LABELS, type CampaignRole } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { evaluationSetupHref, reviewHref, shortlistHref } from '../../evaluation/lib/evaluation-api.ts';
import { useEvaluationAccess } from '../../evaluation/lib/use-evaluation-access.ts';
import { visuallyHidden } from '../../ideas/components/idea-parts.tsx';
import { IdeasBoard } from '../../ideas/components/ideas-board-view.tsx';
import { IdeasGate } from '../../ideas/components/ideas-gate.tsx';
import { createForCampaignHref } from '../../ideas/lib/templates-api.ts';
import { useIdeasAccess } from '../../ideas/lib/use-ideas-access.ts';
import { useNow } from '../../notifications/lib/relative-time.ts';
import { Markdown } from '../../resources/components/markdown.tsx';
import { type Campaign, CampaignQuery } from '../lib/campaign-api.ts';
import { campaignTimeline, currentPhase } from '../lib/campaign-list.ts';
import {
  CAMPAIGN_TAB_LABELS,
  campaignTab,
  campaignTabs,
  EVALUATION_LINK_LABELS,
  evaluationLinks,
  type TCampaignTab,
  type TEvaluationLink,
  withCampaignTab,
} from '../lib/campaign-page.ts';
import { phaseAllows, shortDate } from '../lib/campaign-phases.ts';
import type { TOpenCampaignsAccess } from '../lib/campaigns-access.ts';
import { useCampaignsAccess } from '../lib/use-campaigns-access.ts';
import { CampaignModeration } from './campaign-moderation.tsx';
import { CampaignPageActions } from './campaign-page-actions.tsx';
import {
  CampaignCover,
  CampaignFigures,
  CampaignNotFound,
  CampaignStatusChip,
  CampaignsBackLink,
  CampaignsReadOnlyNotice,
} from './campaign-parts.tsx';
import { CampaignResults } from './campaign-results.tsx';
import { CampaignStatsSection } from './campaign-stats.tsx';
import { CampaignTimeline } from './campaign-timeline.tsx';
import { CampaignsGate } from './campaigns-gate.tsx';

/** The one thing to do now, beside the title. */
function CallToAction({
  campaign,
  writable,
  tab,
  onTab,
}: {
  campaign: Campaign;
  writable: boolean;
  /** The tab shown: a button leading to it would do nothing. */
  tab: TCampaignTab;
  onTab(tab: TCampaignTab): void;
}) {
  const phase = currentPhase(campaign);
  if (writable && campaign.canSubmit)
    return (
      <Button variant="contained" href={createForCampaignHref(campaign.id)} startIcon={<AddIcon aria-hidden />}>
        Submit an idea
      </Button>
    );
  if (phase?.allowVote && campaign.canVote && tab !== 'ideas')
    return (
      <Button variant="contained" onClick={() => onTab('ideas')}>
        Vote on ideas
      </Button>
    );
  if (campaign.results && tab !== 'results')
    return (
      <Button variant="contained" onClick={() => onTab('results')}>
        See the results
      </Button>
    );
  return null;
}

const EVALUATION_LINK_ICONS: Record<TEvaluationLink, ReactNode> = {
  review: <RateReviewOutlinedIcon aria-hidden />,
  shortlist: <PlaylistAddCheckIcon aria-hidden />,
  setup: <TuneIcon aria-hidden />,
};

/** The evaluation pages the caller has: reviewing is the thing to do while the campaign takes reviews. */
function EvaluationLinks({ campaign }: { campaign: Campaign }) {
  const { access } = useEvaluationAccess();
  const links = evaluationLinks(campaign, access.kind === 'open');
  const hrefs: Record<TEvaluationLink, string> = {
    review: reviewHref(campaign.id),
    shortlist: shortlistHref(campaign.id),
    setup: evaluationSetupHref(campaign.id),
  };
  return links.map((link) => (
    <Button
      key={link}
      href={hrefs[link]}
      variant={link === 'review' && campaign.canReview ? 'contained' : 'outlined'}
      color={link === 'setup' ? 'inherit' : 'primary'}
      startIcon={EVALUATION_LINK_ICONS[link]}
      data-testid={`campaign-${link}-link`}
    >
      {EVALUATION_LINK_LABELS[link]}
    </Button>
  ));
}

function Header({
  campaign,
  writable,
  tab,
  onTab,
}: {
  campaign: Campaign;
  writable: boolean;
  tab: TCampaignTab;
  onTab(tab: TCampaignTab): void;
}) {
  const now = useNow();
  const timeline = campaignTimeline(campaign, now);
  const phase = currentPhase(campaign);
  const allows = phase ? phaseAllows(phase) : [];
  return (
    <Card variant="outlined" component="header">
      {campaign.coverUrl ? <CampaignCover url={campaign.coverUrl} height={180} /> : null}
      <Stack sx={{ p: { xs: 2, sm: 3 }, gap: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <CampaignStatusChip status={campaign.status} size="medium" />
          {timeline.phase ? <Chip label={timeline.phase} color="primary" variant="outlined" /> : null}
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="campaign-dates">
            {timeline.dates}
          </Typography>
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Stack sx={{ gap: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="campaign-title">
              {campaign.title}
            </Typography>
            <CampaignFigures ideas={campaign.ideaCount} participants={campaign.participantCount} />
            {allows.length ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Open now to: {allows.join(', ')}.
              </Typography>
            ) : null}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            <CallToAction campaign={campaign} writable={writable} tab={tab} onTab={onTab} />
            <EvaluationLinks campaign={campaign} />
            <CampaignPageActions campaign={campaign} writable={writable} />
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function About({ campaign }: { campaign: Campaign }) {
  const byRole = (role: CampaignRole) =>
    campaign.people
      .filter((p) => p.role === role)
      .map((p) => p.name ?? 'A former member')
      .join(', ');
  const audience =
    campaign.audience === 'TEAMS' && campaign.teams.length
      ? `Teams: ${campaign.teams.map((t) => t.name).join(', ')}`
      : campaign.audience === 'INVITED'
        ? `${CAMPAIGN_AUDIENCE_LABELS.INVITED} (${campaign.invitees.length})`
        : CAMPAIGN_AUDIENCE_LABELS[campaign.audience];
  return (
    <Card variant="outlined" component="section" aria-labelledby="campaign-about" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="campaign-about" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        About
      </Typography>
      <Stack component="dl" sx={{ m: 0, gap: 1.5 }}>
        <Fact label="Who can take part">{audience}</Fact>
        <Fact label="Template">{campaign.templateName ?? 'A template of the workspace'}</Fact>
        {campaign.categories.length ? <Fact label="Categories">{campaign.categories.join(', ')}</Fact> : null}
        <Fact label="Authors">
          {campaign.allowAnonymous
            ? `Ideas may be submitted anonymously (“${ANONYMOUS_AUTHOR}” to all but the moderators).`
            : 'Ideas show their authors’ names.'}
        </Fact>
        <Fact label="New ideas">
          {campaign.premoderation ? 'Approved by a moderator before they appear.' : 'Appear on the board at once.'}
        </Fact>
        {(['OWNER', 'MODERATOR', 'EVALUATOR'] as const).map((role) =>
          byRole(role) ? (
            <Fact key={role} label={`${CAMPAIGN_ROLE_LABELS[role]}s`}>
              {byRole(role)}
            </Fact>
          ) : null,
        )}
        {campaign.publishedAt ? <Fact label="Published">{shortDate(campaign.publishedAt)}</Fact> : null}
      </Stack>
    </Card>
  );
}

function Overview({ campaign }: { campaign: Campaign }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Stack sx={{ gap: 3, minWidth: 0 }}>
        <Card variant="outlined" component="section" aria-labelledby="campaign-brief" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="campaign-brief" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            The brief
          </Typography>
          {campaign.brief.trim() ? (
            <Box data-testid="campaign-brief">
              <Markdown source={campaign.brief} headingLevel={3} />
            </Box>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>The campaign has no brief yet.</Typography>
          )}
        </Card>
        <CampaignStatsSection
          campaignId={campaign.id}
          opened={campaign.status !== 'DRAFT' && campaign.status !== 'SCHEDULED'}
        />
      </Stack>
      <Stack sx={{ gap: 3, minWidth: 0 }}>
        <Card variant="outlined" component="section" aria-labelledby="campaign-phases" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Typography id="campaign-phases" variant="h6" component="h2" sx={{ mb: 2 }}>
            Phases
          </Typography>
          <CampaignTimeline campaign={campaign} />
        </Card>
        <About campaign={campaign} />
      </Stack>
    </Box>
  );
}

function IdeasTab({ campaign }: { campaign: Campaign }) {
  const { access, retry } = useIdeasAccess();
  return (
    <IdeasGate access={access} retry={retry}>
      {(open) => (
        <IdeasBoard
          access={open}
          liveKey={`campaign:${campaign.id}`}
          campaign={{
            id: campaign.id,
            canModerate: campaign.canModerate,
            canSubmit: campaign.canSubmit,
            categories: campaign.categories,
          }}
        />
      )}
    </IdeasGate>
  );
}

function CampaignPage({ campaignId, access }: { campaignId: string; access: TOpenCampaignsAccess }) {
  const query = CampaignQuery.useQuery({ variables: { id: campaignId } });
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const campaign = query.data;

  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the campaign">
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (query.isError && !campaign)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  if (!campaign) return <CampaignNotFound heading="h1" />;

  const writable = !access.readOnly;
  const fallback = campaignTab(null, campaign);
  const tab = campaignTab(params.get('tab'), campaign);
  const tabs = campaignTabs(campaign);
  const setTab = (next: TCampaignTab) => {
    const qs = withCampaignTab(params, next, fallback);
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <CampaignsBackLink />
      {access.readOnly ? <CampaignsReadOnlyNotice reason={access.readOnly} /> : null}
      {campaign.status === 'DRAFT' ? (
        <Alert severity="info" variant="outlined">
          This campaign is a draft: only its owners and the workspace’s admins see it until it is published.
        </Alert>
      ) : null}
      <Header campaign={campaign} writable={writable} tab={tab} onTab={setTab} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TCampaignTab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Campaign sections"
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              id={`campaign-tab-${t}`}
              // Only the shown panel exists: the other tabs control nothing until chosen.
              aria-controls={t === tab ? `campaign-panel-${t}` : undefined}
              data-testid={`campaign-tab-${t}`}
              label={
                t === 'moderation' && campaign.pendingCount > 0 ? (
                  <Stack direction="row" component="span" sx={{ gap: 0.75, alignItems: 'center' }}>
                    {CAMPAIGN_TAB_LABELS[t]}
                    <Box
                      component="span"
                      data-testid="pending-count"
                      sx={{
                        px: 0.75,
                        minWidth: 22,
                        borderRadius: 8,
                        bgcolor: 'warning.main',
                        color: 'warning.contrastText',
                        fontSize: 12,
                        fontWeight: 700,
                        lineHeight: '20px',
                        textAlign: 'center',
                      }}
                    >
                      {campaign.pendingCount}
                      <Box component="span" sx={visuallyHidden}>
                        {' waiting for approval'}
                      </Box>
                    </Box>
                  </Stack>
                ) : (
                  CAMPAIGN_TAB_LABELS[t]
                )
              }
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`campaign-panel-${tab}`} aria-labelledby={`campaign-tab-${tab}`}>
        {tab === 'overview' ? <Overview campaign={campaign} /> : null}
        {tab === 'ideas' ? <IdeasTab campaign={campaign} /> : null}
        {tab === 'moderation' ? (
          <CampaignModeration
            campaignId={campaign.id}
            premoderation={campaign.premoderation}
            pendingCount={campaign.pendingCount}
            writable={writable}
          />
        ) : null}
        {tab === 'results' ? <CampaignResults campaign={campaign} writable={writable} /> : null}
      </Box>
    </Stack>
  );
}

export function CampaignPageView({ campaignId }: { campaignId: string }) {
  const { access, retry } = useCampaignsAccess();
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <CampaignsGate access={access} retry={retry}>
        {(open) => <CampaignPage campaignId={campaignId} access={open} />}
      </CampaignsGate>
    </Box>
  );
}
