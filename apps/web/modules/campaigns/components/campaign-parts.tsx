'use client';
// Pieces the campaigns pages share: a campaign's status as a chip (its colour helps scanning, its name carries the
// meaning), its cover (the uploaded image, else a quiet banner with the campaign icon), its figures (ideas and
// participants, with words for screen readers), the link back to the list, the note of a workspace that takes no
// changes, the panel of a campaign that does not exist or is out of sight (the campaign page and the evaluation
// pages), and a section card with its heading (the campaign form's sections and the evaluation pages').
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { CAMPAIGNS_HREF } from '../../dashboard/lib/navigation.ts';
import { plural } from '../../ideas/components/idea-parts.tsx';

const STATUS_COLORS: Record<CampaignStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SCHEDULED: 'info',
  OPEN: 'success',
  CLOSED: 'default',
  ARCHIVED: 'default',
};

export function CampaignStatusChip({ status, size = 'small' }: { status: CampaignStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      variant={status === 'OPEN' || status === 'SCHEDULED' ? 'filled' : 'outlined'}
      color={STATUS_COLORS[status]}
      label={CAMPAIGN_STATUS_LABELS[status]}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The cover at a 16:7 ratio; decorative (the title beside it names the campaign). */
export function CampaignCover({ url, height }: { url: string | null | undefined; height?: number }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: height ? undefined : '16 / 7',
        height,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        backgroundImage: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}26, ${theme.palette.secondary.main}1f)`,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Stack aria-hidden sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
          <CampaignOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary', opacity: 0.6 }} />
        </Stack>
      )}
    </Box>
  );
}

/** Ideas and participants, icon and number, the words said to screen readers and in the title. */
export function CampaignFigures({ ideas, participants }: { ideas: number; participants: number }) {
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap' }}>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }} title={plural(ideas, 'idea')}>
        <EmojiObjectsOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
        <Typography variant="body2" component="span" data-testid="campaign-idea-count">
          {plural(ideas, 'idea')}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }} title={plural(participants, 'participant')}>
        <PeopleAltOutlinedIcon sx={{ fontSize: 18 }} aria-hidden />
        <Typography variant="body2" component="span" data-testid="campaign-participant-count">
          {plural(participants, 'participant')}
        </Typography>
      </Stack>
    </Stack>
  );
}

export function CampaignsBackLink() {
  return (
    <Link
      href={CAMPAIGNS_HREF}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Campaigns
    </Link>
  );
}

/** `reason`: why the workspace takes no changes now (the open access's readOnly). */
export function CampaignsReadOnlyNotice({ reason }: { reason: string }) {
  return (
    <Alert severity="info" variant="outlined">
      {reason} Campaigns can be read, not changed.
    </Alert>
  );
}

/**
 * A campaign that does not exist or is out of the caller's sight, the same either way. `heading`: its level on the
 * page (h1 where it stands for the whole page, h2 below a page heading of its own).
 */
export function CampaignNotFound({ heading }: { heading: 'h1' | 'h2' }) {
  return (
    <Card variant="outlined" data-testid="campaign-not-found">
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, sm: 8 }, gap: 1.5 }}>
        <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h6" component={heading}>
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

/** A titled, labelled section in a card: its heading (with `action` beside it: a count, a chip, a link), an
 * optional description, then its content. */
export function SectionCard({
  title,
  description,
  action,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  const heading = (
    <Typography id={id} variant="h6" component="h2">
      {title}
    </Typography>
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack sx={{ gap: 2.5 }}>
          <Stack sx={{ gap: 0.5 }}>
            {action ? (
              <Stack
                direction="row"
                sx={{ gap: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                {heading}
                {action}
              </Stack>
            ) : (
              heading
            )}
            {description ? <Typography sx={{ color: 'text.secondary' }}>{description}</Typography> : null}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
