'use client';
// /dashboard/campaigns/my-campaigns: what waits for me (ideas to approve, drafts to finish before submission
// closes, phases about to close, ideas to review as an evaluator), each a link to where it is done, then the campaigns I own, moderate, evaluate or
// took part in, grouped by my part, with their status and phase.
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CAMPAIGNS_HREF } from '../../dashboard/lib/navigation.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { plural } from '../../ideas/components/idea-parts.tsx';
import { useNow } from '../../notifications/lib/relative-time.ts';
import { type CampaignTask, type CampaignTaskKind, MyCampaigns, MyCampaignTasks } from '../lib/campaign-api.ts';
import { groupByPart, MY_PART_HEADINGS, sortTasks, taskView } from '../lib/my-campaigns.ts';
import { useCampaignsAccess } from '../lib/use-campaigns-access.ts';
import { CampaignCard } from './campaign-card.tsx';
import { CampaignsGate } from './campaigns-gate.tsx';

const TASK_ICONS: Record<CampaignTaskKind, ReactNode> = {
  MODERATE_IDEA: <RuleOutlinedIcon aria-hidden />,
  FINISH_DRAFT: <EditNoteOutlinedIcon aria-hidden />,
  PHASE_CLOSING: <HourglassBottomOutlinedIcon aria-hidden />,
  REVIEW_DUE: <RateReviewOutlinedIcon aria-hidden />,
};

function TaskRow({ task, now }: { task: CampaignTask; now: Date }) {
  const view = taskView(task, now);
  return (
    <Box
      component="li"
      data-testid="campaign-task"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: { xs: 2, sm: 2.5 }, py: 1.5, flexWrap: 'wrap' }}
    >
      <Box sx={{ color: 'text.secondary', display: 'flex' }}>{TASK_ICONS[task.kind]}</Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{view.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {view.detail}
        </Typography>
      </Box>
      <Button href={view.href} size="small" variant="outlined" aria-label={`${view.action}: ${view.title}`}>
        {view.action}
      </Button>
    </Box>
  );
}

function Tasks({ now }: { now: Date }) {
  const tasks = MyCampaignTasks.useQuery();
  const list = sortTasks(tasks.data ?? []);
  return (
    <Card variant="outlined" component="section" aria-labelledby="my-tasks-heading">
      <Stack
        direction="row"
        sx={{
          alignItems: 'baseline',
          gap: 1,
          px: { xs: 2, sm: 2.5 },
          pt: 2,
          pb: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="my-tasks-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          My tasks
        </Typography>
        {tasks.isSuccess ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="campaign-task-count">
            {plural(list.length, 'task')}
          </Typography>
        ) : null}
      </Stack>
      {tasks.isLoading ? (
        <Stack sx={{ p: 2.5, gap: 1.5 }} role="status" aria-label="Loading my tasks">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </Stack>
      ) : tasks.isError && !tasks.data ? (
        <RetryAlert sx={{ m: 2 }} onRetry={() => void tasks.refetch()}>
          {toErrorMessage(tasks.error)}
        </RetryAlert>
      ) : list.length === 0 ? (
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', px: { xs: 2, sm: 2.5 }, py: 2.5 }}>
          <AssignmentTurnedInOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography sx={{ color: 'text.secondary' }}>
            Nothing waits for you. Ideas to approve or review, drafts to finish before a campaign stops taking ideas,
            and phases about to close show here.
          </Typography>
        </Stack>
      ) : (
        <Box
          component="ul"
          aria-label="My tasks"
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {list.map((task, i) => (
            <TaskRow
              key={`${task.kind}-${task.campaignId}-${task.ideaId ?? task.phaseName ?? i}`}
              task={task}
              now={now}
            />
          ))}
        </Box>
      )}
    </Card>
  );
}

function Campaigns({ now }: { now: Date }) {
  const campaigns = MyCampaigns.useQuery();
  if (campaigns.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading my campaigns">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  if (campaigns.isError && !campaigns.data)
    return <RetryAlert onRetry={() => void campaigns.refetch()}>{toErrorMessage(campaigns.error)}</RetryAlert>;
  const groups = groupByPart(campaigns.data ?? []);
  if (groups.length === 0)
    return (
      <Card variant="outlined" data-testid="my-campaigns-empty">
        <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1 }}>
          <CampaignOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
          <Typography variant="h6" component="h2">
            No campaigns of yours yet
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
            Campaigns you own, moderate or evaluate show here, and so do those you take part in: submit an idea, vote or
            comment in one and it joins this page.
          </Typography>
          <Button variant="contained" href={CAMPAIGNS_HREF} sx={{ mt: 1.5 }}>
            See the campaigns
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Stack sx={{ gap: 4 }}>
      {groups.map(({ part, campaigns: list }) => {
        const heading = MY_PART_HEADINGS[part];
        const id = `my-campaigns-${part.toLowerCase()}`;
        return (
          <Stack key={part} component="section" aria-labelledby={id} sx={{ gap: 1.5 }}>
            <Stack sx={{ gap: 0.25 }}>
              <Typography id={id} variant="h6" component="h2">
                {heading.title}{' '}
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  ({list.length})
                </Typography>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {heading.hint}
              </Typography>
            </Stack>
            <Box
              component="ul"
              aria-labelledby={id}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
              }}
            >
              {list.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} now={now} headingLevel="h3" />
                </li>
              ))}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

export function MyCampaignsView() {
  const { access, retry } = useCampaignsAccess();
  const now = useNow();
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography variant="h4" component="h1">
          My campaigns
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>
          What waits for you first, then the campaigns you run or took part in.
        </Typography>
      </Stack>
      <CampaignsGate access={access} retry={retry}>
        {() => (
          <Stack sx={{ gap: 4 }}>
            <Tasks now={now} />
            <Campaigns now={now} />
          </Stack>
        )}
      </CampaignsGate>
    </Stack>
  );
}
