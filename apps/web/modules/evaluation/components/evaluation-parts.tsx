'use client';
// Pieces the evaluation pages share: the link back to the campaign (with the campaign's title) and a review's state
// as a chip (its colour helps scanning, its words carry the meaning: contracts' REVIEW_STATUS_LABELS). A campaign
// out of sight and a section card are the campaigns module's (campaign-parts.tsx CampaignNotFound, SectionCard).
import { REVIEW_STATUS_LABELS, type ReviewQueueState } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { campaignHref } from '../../campaigns/lib/campaign-api.ts';

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
