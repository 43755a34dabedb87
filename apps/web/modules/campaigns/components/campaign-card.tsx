'use client';
// One campaign in the list: its cover, status, title (a link to its page), where it stands (the current phase and
// its dates, when it opens or closed), its ideas and participants, and the one thing to do now (submit an idea,
// vote, see results; when a scheduled campaign opens). Moderators see how many ideas wait for their approval.
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '../../ideas/components/idea-parts.tsx';
import { type CampaignSummary, campaignHref } from '../lib/campaign-api.ts';
import { campaignAction, campaignTimeline } from '../lib/campaign-list.ts';
import { CampaignCover, CampaignFigures, CampaignStatusChip } from './campaign-parts.tsx';

export function CampaignCard({
  campaign,
  now,
  headingLevel = 'h2',
}: {
  campaign: CampaignSummary;
  now: Date;
  headingLevel?: 'h2' | 'h3';
}) {
  const timeline = campaignTimeline(campaign, now);
  const action = campaignAction(campaign, now);
  const titleId = `campaign-${campaign.id}-title`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="campaign-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CampaignCover url={campaign.coverUrl} />
      <Stack sx={{ p: 2, gap: 1.25, flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <CampaignStatusChip status={campaign.status} />
          {campaign.canModerate && campaign.pendingCount > 0 ? (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              icon={<HourglassEmptyOutlinedIcon aria-hidden />}
              label={`${plural(campaign.pendingCount, 'idea')} to approve`}
            />
          ) : null}
        </Stack>
        <Typography id={titleId} variant="h6" component={headingLevel} sx={{ lineHeight: 1.3 }}>
          <Link href={campaignHref(campaign.id)} underline="hover" color="inherit">
            {campaign.title}
          </Link>
        </Typography>
        <Stack sx={{ gap: 0.25 }}>
          {timeline.phase ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {timeline.phase}
            </Typography>
          ) : null}
          {timeline.dates ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {timeline.dates}
            </Typography>
          ) : null}
        </Stack>
        <CampaignFigures ideas={campaign.ideaCount} participants={campaign.participantCount} />
        <Stack direction="row" sx={{ mt: 'auto', pt: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {action.kind === 'link' ? (
            <Button
              href={action.href}
              variant={action.primary ? 'contained' : 'outlined'}
              size="small"
              aria-label={`${action.label}: ${campaign.title}`}
            >
              {action.label}
            </Button>
          ) : (
            <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center', color: 'text.secondary' }}>
              <ScheduleOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {action.label}
              </Typography>
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
