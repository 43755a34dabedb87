'use client';
// Pieces the evaluation pages share: the link back to the campaign, the page's heading with the campaign's title,
// the panel of a campaign out of sight, a section card with its heading, and a review's state as a chip (its colour
// helps scanning, its words carry the meaning: contracts' REVIEW_STATUS_LABELS).
import { REVIEW_STATUS_LABELS, type ReviewQueueState } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { campaignHref } from '../../campaigns/lib/campaign-api.ts';
import { CAMPAIGNS_HREF } from '../../dashboard/lib/navigation.ts';

export function BackToCampaign({ campaignId, title }: { campaignId: string; title?: string | null }) {
  return (
    <Link
      href={campaignHref(campaignId)}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content', overflowWrap: 'anywhere' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {title ?? 'Back to the campaign'}
    </Link>
  );
}

export function CampaignNotFound() {
  return (
    <Card variant="outlined" data-testid="campaign-not-found">
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1.5 }}>
        <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component="h2">
          Campaign not found
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
          This campaign does not exist in your workspace, or it is not open to you.
        </Typography>
        <Button href={CAMPAIGNS_HREF} variant="outlined">
          See all campaigns
        </Button>
      </Stack>
    </Card>
  );
}

export function SectionCard({
  title,
  description,
  action,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  /** Beside the heading (a count, a link). */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack sx={{ gap: 2.5 }}>
          <Stack sx={{ gap: 0.5 }}>
            <Stack
              direction="row"
              sx={{ gap: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography id={id} variant="h6" component="h2">
                {title}
              </Typography>
              {action}
            </Stack>
            {description ? <Typography sx={{ color: 'text.secondary' }}>{description}</Typography> : null}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

const STATE_COLORS: Record<ReviewQueueState, ChipProps['color']> = {
  TODO: 'warning',
  DRAFT: 'info',
  SUBMITTED: 'success',
  RECUSED: 'default',
};

export function ReviewStateChip({ state }: { state: ReviewQueueState }) {
  return (
    <Chip
      size="small"
      variant={state === 'SUBMITTED' ? 'filled' : 'outlined'}
      color={STATE_COLORS[state]}
      label={REVIEW_STATUS_LABELS[state]}
      data-state={state}
      sx={{ fontWeight: 600 }}
    />
  );
}
