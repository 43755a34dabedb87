'use client';
// Pieces the evaluation pages share: the link back to the campaign (with the campaign's title), a section card with
// its heading, and a review's state as a chip (its colour helps scanning, its words carry the meaning: contracts'
// REVIEW_STATUS_LABELS). A campaign out of sight is the campaigns module's CampaignNotFound.
import { REVIEW_STATUS_LABELS, type ReviewQueueState } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
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
