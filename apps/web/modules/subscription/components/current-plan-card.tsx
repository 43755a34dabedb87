'use client';
import { PLAN_NAMES } from '@innov/contracts';
// The plan the workspace is on, the way a billing page opens: the plan's name with its state, the price, what
// happens next (renews, trial ends, cancels), the card on file and the referral code applied. Owners and admins
// change the plan (the plans below), cancel at the period's end or resume, and update the card (the provider's
// portal); members read it.
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useCall } from '../../data/lib/use-call.ts';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import { CancelSubscription, ResumeSubscription, type WorkspaceSubscription } from '../lib/billing-api.ts';
import {
  cardText,
  discountText,
  formatDate,
  hasLiveSubscription,
  priceText,
  renewalText,
  statusView,
} from '../lib/subscription-view.ts';
import { useBillingActions } from '../lib/use-billing-actions.ts';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1 }}>
      <Typography variant="body2" component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, minWidth: 0 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

export function CurrentPlanCard({ subscription: sub }: { subscription: WorkspaceSubscription }) {
  const [dialog, setDialog] = useState<'cancel' | 'resume' | null>(null);
  const [cancel] = CancelSubscription.useMutation();
  const [resume] = ResumeSubscription.useMutation();
  const call = useCall();
  const { portal, busy } = useBillingActions();
  const status = statusView(sub);
  const next = renewalText(sub);
  const live = hasLiveSubscription(sub);
  const planName = sub.plan?.title ?? PLAN_NAMES[sub.tier];
  const periodEnd = formatDate(
    sub.status === 'TRIALING' ? (sub.trialEnd ?? sub.currentPeriodEnd) : sub.currentPeriodEnd,
  );
  const recurring = live && sub.plan?.recurrence !== 'ONE_OFF';

  return (
    <Card component="section" variant="outlined" aria-labelledby="current-plan-heading" data-testid="current-plan">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography variant="overline" component="h2" id="current-plan-heading" sx={{ color: 'text.secondary' }}>
          Current plan
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <WorkspacePremiumOutlinedIcon aria-hidden sx={{ color: 'primary.main' }} />
              <Typography variant="h5" component="p" data-testid="current-plan-name">
                {planName}
              </Typography>
              <Chip
                size="small"
                color={status.color}
                variant={status.color === 'default' ? 'outlined' : 'filled'}
                label={status.label}
                data-testid="subscription-status"
              />
            </Stack>
            <Typography sx={{ mt: 0.5, color: 'text.secondary' }} data-testid="current-plan-price">
              {sub.plan && sub.status !== 'NONE'
                ? priceText(sub.plan)
                : sub.tier === 'CONNECT'
                  ? 'Free: what a workspace has without a paid plan'
                  : 'No renewal: paid once or agreed with us'}
            </Typography>
            {next ? (
              <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }} data-testid="subscription-next">
                {next}
              </Typography>
            ) : null}
          </Box>
          {sub.canManage && recurring ? (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
              <Button variant="outlined" href="#plans">
                Change plan
              </Button>
              {sub.cancelAtPeriodEnd ? (
                <Button variant="contained" onClick={() => setDialog('resume')}>
                  Resume subscription
                </Button>
              ) : (
                <Button color="error" variant="text" onClick={() => setDialog('cancel')}>
                  Cancel subscription
                </Button>
              )}
            </Stack>
          ) : null}
        </Stack>
        {sub.card || sub.discount || (sub.canManage && live) ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Box component="dl" sx={{ m: 0 }}>
              {sub.canManage && live ? (
                <Detail label="Payment method" testId="subscription-card">
                  <Stack
                    component="span"
                    direction="row"
                    sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
                  >
                    <span>{sub.card ? cardText(sub.card) : 'No card on file'}</span>
                    <Button size="small" variant="outlined" loading={busy} onClick={() => void portal()}>
                      {sub.card ? 'Update card' : 'Add a card'}
                    </Button>
                  </Stack>
                </Detail>
              ) : null}
              {sub.discount ? (
                <Detail label="Referral code" testId="subscription-discount">
                  {discountText(sub.discount, sub.plan?.currency)}
                </Detail>
              ) : null}
            </Box>
          </>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel your subscription?"
        confirmLabel="Cancel subscription"
        tone="danger"
        onClose={() => setDialog(null)}
        onConfirm={async () =>
          Boolean(
            await call(() => cancel({}).unwrap(), {
              progress: true,
              success: periodEnd ? `Your subscription ends on ${periodEnd}.` : 'Your subscription is cancelled.',
            }),
          )
        }
      >
        Your workspace keeps {planName} until {periodEnd || 'the end of the period'}, then moves to the free{' '}
        {PLAN_NAMES.CONNECT} plan. Nothing more is charged, and everything your workspace made is kept. You can resume
        until then.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'resume'}
        title="Resume your subscription?"
        confirmLabel="Resume subscription"
        onClose={() => setDialog(null)}
        onConfirm={async () =>
          Boolean(await call(() => resume({}).unwrap(), { progress: true, success: 'Your subscription continues.' }))
        }
      >
        {planName} continues{sub.plan ? ` at ${priceText(sub.plan)}` : ''}
        {periodEnd ? `, renewing on ${periodEnd}` : ''}.
      </ConfirmDialog>
    </Card>
  );
}
