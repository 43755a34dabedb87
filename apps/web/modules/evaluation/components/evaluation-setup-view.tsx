'use client';
// /dashboard/campaigns/[campaignId]/evaluation: the campaign's evaluation setup, for its editors and moderators.
// The scorecard (scale and weighted criteria: its editors change it, everyone else here reads it) and the evaluators
// (its moderators assign and remove them, and follow their progress). Says when no phase of the campaign allows
// evaluation, since evaluators can score only in such a phase. A campaign out of sight is not found.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CampaignNotFound, SectionCard } from '../../campaigns/components/campaign-parts.tsx';
import { CampaignQuery, editCampaignHref } from '../../campaigns/lib/campaign-api.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import type { TOpenEvaluationAccess } from '../lib/evaluation-access.ts';
import { CampaignScorecard, reviewHref, shortlistHref } from '../lib/evaluation-api.ts';
import { useEvaluationAccess } from '../lib/use-evaluation-access.ts';
import { EvaluationGate } from './evaluation-gate.tsx';
import { BackToCampaign } from './evaluation-parts.tsx';
import { EvaluatorsPanel } from './evaluators-panel.tsx';
import { ScorecardForm, ScorecardSummary } from './scorecard-form.tsx';

function Setup({ campaignId, access }: { campaignId: string; access: TOpenEvaluationAccess }) {
  const campaign = CampaignQuery.useQuery({ variables: { id: campaignId } });
  const scorecard = CampaignScorecard.useQuery({ variables: { campaignId } }, { refetchOnMountOrArgChange: true });

  if (campaign.isLoading || scorecard.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the evaluation setup">
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  const failed =
    (campaign.isError && !campaign.data && campaign) || (scorecard.isError && !scorecard.data && scorecard);
  if (failed) return <RetryAlert onRetry={() => void failed.refetch()}>{toErrorMessage(failed.error)}</RetryAlert>;
  const c = campaign.data;
  if (!c) return <CampaignNotFound heading="h2" />;
  if (!c.canEdit && !c.canModerate)
    return (
      <Alert severity="info" variant="outlined">
        Only the campaign’s owners and moderators, and your workspace’s owners and admins, set up its evaluation.{' '}
        {c.myRoles.includes('EVALUATOR') ? (
          <>
            <Link href={reviewHref(c.id)}>Review its ideas</Link>.
          </>
        ) : null}
      </Alert>
    );

  const writable = !access.readOnly && c.status !== 'ARCHIVED';
  const card = scorecard.data ?? null;
  const evaluates = c.phases.some((p) => p.allowEvaluate);
  return (
    <Stack sx={{ gap: 3 }}>
      {access.readOnly ? (
        <Alert severity="info" variant="outlined">
          {access.readOnly} The evaluation setup can be read, not changed.
        </Alert>
      ) : c.status === 'ARCHIVED' ? (
        <Alert severity="info" variant="outlined">
          This campaign is archived: its evaluation setup can be read, not changed.
        </Alert>
      ) : null}
      {!evaluates ? (
        <Alert severity="warning" variant="outlined">
          No phase of this campaign allows evaluation: evaluators can score ideas only in a phase with “Evaluate” on.
          {c.canEdit && writable ? (
            <>
              {' '}
              <Link href={editCampaignHref(c.id)}>Edit the phases</Link>.
            </>
          ) : null}
        </Alert>
      ) : null}
      <SectionCard
        title="Scorecard"
        description="Evaluators score each idea on every criterion; an idea’s score is the weighted average, and its aggregate the mean of its submitted reviews."
        testId="scorecard-section"
      >
        {writable && c.canEdit && (card?.canEdit ?? true) ? (
          <ScorecardForm key={`${card?.campaignId}-${card?.locked}`} campaignId={c.id} scorecard={card} />
        ) : card ? (
          <ScorecardSummary scorecard={card} />
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>The scorecard is not shown to you.</Typography>
        )}
      </SectionCard>
      {c.canModerate ? (
        <SectionCard
          title="Evaluators"
          description="Evaluators score the campaign’s ideas privately, except their own; they see each other’s scores once they submitted theirs."
          action={
            c.status !== 'DRAFT' ? (
              <Link href={shortlistHref(c.id)} underline="hover">
                Open the shortlist
              </Link>
            ) : null
          }
          testId="evaluators-section"
        >
          <EvaluatorsPanel campaignId={c.id} writable={writable} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}

function Heading({ campaignId, open }: { campaignId: string; open: boolean }) {
  const campaign = CampaignQuery.useQuery({ variables: { id: campaignId } }, { skip: !open });
  return (
    <Stack sx={{ gap: 1 }}>
      <BackToCampaign campaignId={campaignId} title={campaign.data?.title} />
      <Typography variant="h4" component="h1">
        Evaluation setup
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 720 }}>
        How the campaign’s ideas are scored, and who scores them by when.
      </Typography>
    </Stack>
  );
}

export function EvaluationSetupView({ campaignId }: { campaignId: string }) {
  const { access, retry } = useEvaluationAccess();
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Stack sx={{ gap: 3 }}>
        <Heading campaignId={campaignId} open={access.kind === 'open'} />
        <EvaluationGate access={access} retry={retry}>
          {(open) => <Setup campaignId={campaignId} access={open} />}
        </EvaluationGate>
      </Stack>
    </Box>
  );
}
