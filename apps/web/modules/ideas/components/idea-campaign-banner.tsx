'use client';
// The campaign an idea is written for, above the create page's form: its title (to its page), the opening of its
// brief, the phase it is in and until when, and what that means for the idea (submitting now or later, a moderator
// approving it first).
import { CAMPAIGN_MESSAGES, CAMPAIGN_STATUS_LABELS } from '@innov/contracts';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CampaignSummary, campaignHref } from '../../campaigns/lib/campaign-api.ts';
import { currentPhase } from '../../campaigns/lib/campaign-list.ts';
import { briefExcerpt, phaseTitle, shortDate } from '../../campaigns/lib/campaign-phases.ts';

export function IdeaCampaignBanner({ campaign }: { campaign: CampaignSummary }) {
  const phase = currentPhase(campaign);
  const excerpt = briefExcerpt(campaign.brief);
  const first = campaign.phases[0];
  const when = phase
    ? `${phaseTitle(phase)} until ${shortDate(phase.endsAt)}`
    : campaign.status === 'SCHEDULED' && first
      ? `Opens ${shortDate(first.startsAt)}`
      : CAMPAIGN_STATUS_LABELS[campaign.status];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="idea-campaign-title"
      data-testid="idea-campaign-banner"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'primary.main', display: 'flex', gap: 2 }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <CampaignOutlinedIcon />
      </Box>
      <Stack sx={{ gap: 0.75, minWidth: 0, flex: 1 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          For the campaign
        </Typography>
        <Typography id="idea-campaign-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Link href={campaignHref(campaign.id)} underline="hover" color="inherit">
            {campaign.title}
          </Link>
        </Typography>
        {excerpt ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 820 }}>
            {excerpt}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          <Chip size="small" color={phase?.allowSubmit ? 'primary' : 'default'} label={when} />
          {campaign.templateName ? (
            <Chip size="small" variant="outlined" label={`Template: ${campaign.templateName}`} />
          ) : null}
        </Stack>
        {campaign.canSubmit ? null : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="campaign-submit-closed">
            {CAMPAIGN_MESSAGES.submissionClosed} Your draft is kept until it does.
          </Typography>
        )}
        {campaign.premoderation ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Moderators approve each idea before it appears on the campaign’s board.
          </Typography>
        ) : null}
      </Stack>
    </Card>
  );
}
