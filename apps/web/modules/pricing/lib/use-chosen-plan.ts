// The plan chosen on /pricing and its referral code, as the pages after it show them (sign-up, its confirmation,
// the subscription page's offer): the plan read by its id and the code checked again, both as guest calls, so a
// panel shows what the data service says now, not what a link claims.
import { useEffect, useState } from 'react';
import { guestCall } from '../../marketing/lib/guest-graphql.ts';
import { PRICING_PLAN_BY_ID, type TPricingPlan, type TReferralValidation, VALIDATE_REFERRAL_CODE } from './pricing.ts';

/** The plan on offer with this id: null until known, or when there is none (no id, or not on offer). */
export function useChosenPlan(id: string | undefined): TPricingPlan | null {
  const [plan, setPlan] = useState<TPricingPlan | null>(null);
  useEffect(() => {
    if (!id) return;
    let active = true;
    void guestCall<{ items: TPricingPlan[] }>(PRICING_PLAN_BY_ID, { filter: { id: { eq: id } } }).then((result) => {
      if (active) setPlan(result.data?.items.find((p) => p.id === id) ?? null);
    });
    return () => {
      active = false;
    };
  }, [id]);
  return plan;
}

/** A referral code checked as /pricing checks it: null until known, or without a code. */
export function useReferralCheck(code: string | null | undefined): TReferralValidation | null {
  const [referral, setReferral] = useState<TReferralValidation | null>(null);
  useEffect(() => {
    setReferral(null);
    if (!code) return;
    let active = true;
    void guestCall<TReferralValidation>(VALIDATE_REFERRAL_CODE, { code, usage: ['SIGN_UP', 'PAYMENT'] }).then(
      (result) => {
        if (active) setReferral(result.data ?? { valid: false, code, message: result.error?.message ?? null });
      },
    );
    return () => {
      active = false;
    };
  }, [code]);
  return referral;
}
