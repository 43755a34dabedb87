'use client';
// The plan chosen on /pricing, summed up beside the steps that follow it (sign-up and its confirmation): the plan's
// name, its price with the referral code's discount in the same words as the plan cards (planPriceText: "£0 for
// the first month, then £49 per month"), and what the code gives. The code is checked again as the page opens; one
// that no longer applies is said so, and the price shown is the plan's own.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { discountOf, planPriceText, referralTerms, type TPricingPlan } from '../lib/pricing.ts';
import { useReferralCheck } from '../lib/use-chosen-plan.ts';

export function ChosenPlanSummary({
  plan,
  code,
  children,
}: {
  plan: TPricingPlan;
  /** The referral code carried from /pricing, if any. */
  code?: string | null;
  /** What happens next (a line under the price). */
  children?: ReactNode;
}) {
  const referral = useReferralCheck(code);
  const discount = discountOf(referral);
  return (
    <Box
      component="section"
      aria-labelledby="chosen-plan-summary-title"
      data-testid="sign-up-plan"
      sx={{
        mb: 2,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: 'action.hover',
        color: 'text.primary',
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.6 }}>
        Your plan
      </Typography>
      <Typography variant="h6" component="h2" id="chosen-plan-summary-title">
        {plan.title}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="sign-up-plan-price">
        {planPriceText(plan, discount)}
      </Typography>
      {code ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} aria-live="polite">
          {referral?.valid
            ? `Referral code ${referral.code ?? code}: ${referralTerms(referral)}.`
            : referral
              ? `Referral code ${code}: ${referral.message ?? 'This referral code is not valid.'}`
              : `Referral code ${code}`}
        </Typography>
      ) : null}
      {children ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {children}
        </Typography>
      ) : null}
    </Box>
  );
}
