'use client';
// The paid plan chosen on /pricing before signing up (?plan=<pricingPlanId>&code=<referral code> after the
// confirmation, or getMySubscription's pendingPlan later), priced with the code's discount: "Continue to payment"
// (the provider's hosted checkout, with the code) and a free trial without a card where the plan has one and the
// workspace has not used its own.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { fieldErrorOf } from '../../data/lib/error-message.ts';
import { discountOf, planPriceText } from '../../pricing/lib/pricing.ts';
import { useReferralCheck } from '../../pricing/lib/use-chosen-plan.ts';
import type { BillingPlan, WorkspaceSubscription } from '../lib/billing-api.ts';
import { planOffer, trialLabel } from '../lib/subscription-view.ts';
import { useBillingActions } from '../lib/use-billing-actions.ts';

export function ChosenPlanOffer({
  plan,
  subscription: sub,
  referralCode,
}: {
  plan: BillingPlan;
  subscription: WorkspaceSubscription;
  referralCode: string | null;
}) {
  const { checkout, trial, busy } = useBillingActions();
  const router = useRouter();
  // A code refused at checkout (used up, expired, not for payments): said here, and the plan stays payable without it.
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [withoutCode, setWithoutCode] = useState(false);
  const code = withoutCode ? null : referralCode;
  // The price with the code's discount, in the words of the plan cards and sign-up ("£0 for the first month, then
  // £49 per month"); the checkout itself takes it off.
  const discount = discountOf(useReferralCheck(code));
  const offer = planOffer(plan, sub);
  const trialDays = offer.kind === 'subscribe' ? offer.trialDays : null;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby="chosen-plan-heading"
      data-testid="chosen-plan"
      sx={{ borderColor: 'primary.main', borderWidth: 2 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          Your chosen plan
        </Typography>
        <Typography variant="h5" component="h2" id="chosen-plan-heading">
          {plan.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          {planPriceText(plan, discount)}
          {code ? `, with the referral code ${code} applied at checkout` : ''}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5, maxWidth: 640 }}>
          Pay by card on the payment provider’s secure page; a workspace waiting for approval is approved as soon as the
          payment is confirmed.
          {trialDays ? ` Or try it free for ${trialDays} days without a card.` : ''}
        </Typography>
        {codeProblem && code ? (
          <Alert
            severity="warning"
            variant="outlined"
            sx={{ mt: 2 }}
            data-testid="referral-problem"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setWithoutCode(true);
                  setCodeProblem(null);
                }}
              >
                Continue without it
              </Button>
            }
          >
            {code}: {codeProblem}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            loading={busy}
            onClick={() =>
              void checkout(plan, code, (error) => {
                const found = fieldErrorOf(error);
                if (found?.field === 'referralCode') setCodeProblem(found.message);
              })
            }
          >
            Continue to payment
          </Button>
          {trialDays ? (
            <Button
              variant="outlined"
              size="large"
              disabled={busy}
              onClick={async () => {
                if (await trial(plan)) router.replace('/dashboard/subscription', { scroll: false });
              }}
            >
              {trialLabel(trialDays)}
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
