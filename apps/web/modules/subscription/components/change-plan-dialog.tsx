'use client';
// Changing a running subscription's plan: the provider's proration preview first (what is credited for the
// unused time, what the new plan costs for the rest of the period, and the amount due now), then the change at
// the preview's proration date, so the invoice made equals what was shown. A preview gone stale (the price
// changed meanwhile) is fetched again and the dialog stays open.
import { BILLING_MESSAGES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { QuestionDialog } from '../../workspace/components/confirm-dialog.tsx';
import { type BillingPlan, ChangePlan, PreviewPlanChange } from '../lib/billing-api.ts';
import { formatDate, money, priceText } from '../lib/subscription-view.ts';

export function ChangePlanDialog({
  plan,
  currentTitle,
  onClose,
}: {
  /** The plan to move to; null: closed. */
  plan: BillingPlan | null;
  currentTitle: string;
  onClose(): void;
}) {
  const preview = PreviewPlanChange.useQuery(
    { variables: { input: { pricingPlanId: plan?.id } } },
    { skip: !plan, refetchOnMountOrArgChange: true },
  );
  const [change] = ChangePlan.useMutation();
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const data = plan && preview.data?.pricingPlanId === plan.id ? preview.data : null;

  async function confirm() {
    if (!plan || !data) return;
    setBusy(true);
    try {
      const done = await call(
        () => change({ variables: { input: { pricingPlanId: plan.id, prorationDate: data.prorationDate } } }).unwrap(),
        {
          progress: true,
          success: `Your workspace is now on ${plan.title}.`,
          onError: (error) => {
            if (toErrorMessage(error) === BILLING_MESSAGES.previewStale) void preview.refetch();
          },
        },
      );
      if (done) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <QuestionDialog
      open={Boolean(plan)}
      title={plan ? `Change to ${plan.title}` : 'Change plan'}
      text={
        plan
          ? `From ${currentTitle} to ${plan.title} (${priceText(plan)}). The change applies now; you pay the difference for the rest of this period.`
          : ''
      }
      actionLabel="Confirm change"
      busy={busy}
      actionDisabled={!data || preview.isFetching}
      maxWidth="sm"
      fullWidth
      onClose={onClose}
      onAction={() => void confirm()}
    >
      {preview.isError && !preview.isFetching ? (
        <RetryAlert onRetry={() => void preview.refetch()}>
          The preview could not be loaded: {toErrorMessage(preview.error)}
        </RetryAlert>
      ) : !data || preview.isFetching ? (
        <Stack sx={{ gap: 1 }} role="status" aria-label="Loading the preview">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={36} width="50%" />
        </Stack>
      ) : (
        <Box data-testid="plan-change-preview">
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
              <Typography variant="subtitle2" component="span">
                What changes now
              </Typography>
            </caption>
            <thead>
              <tr>
                <Box
                  component="th"
                  scope="col"
                  sx={{ textAlign: 'left', typography: 'caption', color: 'text.secondary', pb: 0.5 }}
                >
                  Description
                </Box>
                <Box
                  component="th"
                  scope="col"
                  sx={{ textAlign: 'right', typography: 'caption', color: 'text.secondary', pb: 0.5 }}
                >
                  Amount
                </Box>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line, index) => (
                <Box component="tr" key={`${line.description}-${index}`} sx={{ borderTop: 1, borderColor: 'divider' }}>
                  <Box component="td" sx={{ py: 1, pr: 2, typography: 'body2' }}>
                    {line.description}
                  </Box>
                  <Box
                    component="td"
                    sx={{
                      py: 1,
                      textAlign: 'right',
                      typography: 'body2',
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {money(line.amount, data.currency)}
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
          <Divider sx={{ my: 1 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>Amount due today</Typography>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="plan-change-amount">
              {money(data.amountDue, data.currency)}
            </Typography>
          </Stack>
          {data.nextRenewal ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Then {priceText(plan as BillingPlan)}, next on {formatDate(data.nextRenewal)}.
            </Typography>
          ) : null}
          {data.amountDue < 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              The credit is kept for your next invoices.
            </Alert>
          ) : null}
        </Box>
      )}
    </QuestionDialog>
  );
}
