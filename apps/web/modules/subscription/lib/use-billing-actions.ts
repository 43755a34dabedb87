'use client';
// The subscription page's ways out to the payment provider's hosted pages and the trial: start a checkout
// (remembering the plan chosen, so the return can tell when the webhook's change has arrived), start a trial
// without a card, open the card portal. Each runs inside the call wrapper (progress bar, the server's words in a
// toast) and leaves the page only once the server answered with where to go.
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useCall } from '../../data/lib/use-call.ts';
import { type BillingPlan, OpenBillingPortal, StartCheckout, StartTrial } from './billing-api.ts';
import { httpUrl, type TCheckoutChoice } from './subscription-view.ts';

const CHOICE_KEY = 'app.checkout-choice';

/** The plan a checkout started for, kept for the tab across the hosted page. */
export function rememberCheckoutChoice(choice: TCheckoutChoice): void {
  try {
    window.sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode): the return then waits for any paid plan.
  }
}

export function recallCheckoutChoice(): TCheckoutChoice | null {
  try {
    const raw = window.sessionStorage.getItem(CHOICE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<TCheckoutChoice>) : null;
    return value?.pricingPlanId && value.tier ? (value as TCheckoutChoice) : null;
  } catch {
    return null;
  }
}

export function forgetCheckoutChoice(): void {
  try {
    window.sessionStorage.removeItem(CHOICE_KEY);
  } catch {
    // Nothing kept.
  }
}

export function useBillingActions() {
  const call = useCall();
  const [startCheckout, checkoutState] = StartCheckout.useMutation();
  const [startTrial, trialState] = StartTrial.useMutation();
  const [openPortal, portalState] = OpenBillingPortal.useMutation();
  // Once the hosted page's address is known the tab is leaving: the buttons stay busy until it has.
  const [leaving, setLeaving] = useState(false);

  const checkout = useCallback(
    async (plan: BillingPlan, referralCode?: string | null, onError?: (error: unknown) => void): Promise<boolean> => {
      const input = { pricingPlanId: plan.id, ...(referralCode ? { referralCode } : {}) };
      const redirect = await call(() => startCheckout({ variables: { input } }).unwrap(), { progress: true, onError });
      const url = httpUrl(redirect?.url);
      if (!url) return false;
      rememberCheckoutChoice({ pricingPlanId: plan.id, tier: plan.tier });
      setLeaving(true);
      window.location.assign(url);
      return true;
    },
    [call, startCheckout],
  );

  const trial = useCallback(
    async (plan: BillingPlan): Promise<boolean> => {
      const started = await call(() => startTrial({ variables: { input: { pricingPlanId: plan.id } } }).unwrap(), {
        progress: true,
      });
      if (!started) return false;
      toast.success(`Your ${plan.trialDays}-day free trial of ${plan.title} has started.`);
      return true;
    },
    [call, startTrial],
  );

  const portal = useCallback(async (): Promise<boolean> => {
    const redirect = await call(() => openPortal({}).unwrap(), { progress: true });
    const url = httpUrl(redirect?.url);
    if (!url) return false;
    setLeaving(true);
    window.location.assign(url);
    return true;
  }, [call, openPortal]);

  return {
    checkout,
    trial,
    portal,
    busy: leaving || checkoutState.isLoading || trialState.isLoading || portalState.isLoading,
  };
}
