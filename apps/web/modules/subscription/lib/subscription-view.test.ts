import { FILE_LIMITS, TIER_ENTITLEMENTS } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { BillingPlan, WorkspaceSubscription } from './billing-api.ts';
import {
  cardText,
  checkoutSettled,
  chosenPlan,
  discountText,
  httpUrl,
  pastDueDate,
  paymentStatusView,
  planOffer,
  priceText,
  readEntitlements,
  renewalText,
  statusView,
  usageMeters,
} from './subscription-view.ts';

const plan = (over: Partial<BillingPlan> = {}): BillingPlan => ({
  id: 'plan-collaborate',
  title: 'Collaborate',
  tier: 'COLLABORATE',
  price: 29,
  currency: 'GBP',
  recurrence: 'MONTHLY',
  trialDays: 14,
  description: null,
  features: [],
  order: 2,
  ...over,
});

const none = { status: 'NONE', plan: null, tier: 'CONNECT', trialAvailable: true } as const;

describe('the subscription page’s words', () => {
  it('prices a plan by its recurrence', () => {
    expect(priceText(plan())).toBe('£29.00 per month');
    expect(priceText(plan({ recurrence: 'YEARLY', price: 290 }))).toBe('£290.00 per year');
    expect(priceText(plan({ recurrence: 'ONE_OFF', price: 99.5 }))).toBe('£99.50, one payment');
    expect(priceText(plan({ price: 0 }))).toBe('Free');
  });

  it('says what happens next: renewal, trial end, cancellation, grace', () => {
    const base = {
      status: 'ACTIVE' as const,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-12-26T10:00:00.000Z',
      trialEnd: null,
      endedAt: null,
      plan: plan(),
      graceEndsAt: null,
    };
    expect(renewalText(base)).toBe('Renews on 26 Dec 2026');
    expect(renewalText({ ...base, cancelAtPeriodEnd: true })).toBe('Cancels on 26 Dec 2026');
    expect(renewalText({ ...base, status: 'TRIALING', trialEnd: '2026-12-10T10:00:00.000Z' })).toBe(
      'Trial ends on 10 Dec 2026',
    );
    expect(renewalText({ ...base, status: 'PAST_DUE', graceEndsAt: '2026-12-03T00:00:00.000Z' })).toBe(
      'Features kept until 3 Dec 2026',
    );
    expect(renewalText({ ...base, status: 'NONE', currentPeriodEnd: null, plan: null })).toBeNull();
    expect(statusView({ status: 'ACTIVE', cancelAtPeriodEnd: true, tier: 'CAMPAIGN' }).label).toBe(
      'Cancels at period end',
    );
    expect(statusView({ status: 'PAST_DUE', cancelAtPeriodEnd: false, tier: 'CAMPAIGN' })).toEqual({
      label: 'Past due',
      color: 'error',
    });
    expect(statusView({ status: 'NONE', cancelAtPeriodEnd: false, tier: 'CONNECT' }).label).toBe('Free plan');
    // A tier paid once (or granted) has no subscription, and is active.
    expect(statusView({ status: 'NONE', cancelAtPeriodEnd: false, tier: 'COLLABORATE' }).label).toBe('Active');
  });

  it('names the card and the referral discount', () => {
    expect(cardText({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 })).toBe(
      'Visa •••• 4242, expires 03/2030',
    );
    expect(discountText({ code: 'WELCOME10', type: 'PERCENTAGE', timing: 'SIGN_UP', value: 10 })).toBe(
      'WELCOME10: 10% off the first payment',
    );
    expect(discountText({ code: 'PARTNER', type: 'FIXED', timing: 'ONGOING', value: 5 })).toBe(
      'PARTNER: £5.00 off every payment',
    );
  });

  it('reads entitlements from AWSJSON, falling back to the tier’s', () => {
    const json = JSON.stringify(TIER_ENTITLEMENTS.CAMPAIGN);
    expect(readEntitlements(json, 'CONNECT').seats).toBe(50);
    expect(readEntitlements(TIER_ENTITLEMENTS.COLLABORATE as never, 'CONNECT').seats).toBe(10);
    expect(readEntitlements('not json', 'COLLABORATE').seats).toBe(10);
  });

  it('meters usage, warning near a limit with the plan that raises it', () => {
    const meters = usageMeters(
      { seats: 9, storageBytes: FILE_LIMITS.bytesPerGb / 2, teams: 5, activeCampaigns: 0 },
      TIER_ENTITLEMENTS.COLLABORATE,
    );
    const [seats, storage, teams, campaigns] = meters;
    expect(seats).toMatchObject({ text: '9 of 10', percent: 90, level: 'high' });
    expect(seats?.upgrade?.text).toBe('The Campaign plan raises members to 50.');
    expect(storage).toMatchObject({ text: '512 MB of 10 GB', percent: 5, level: 'ok', upgrade: null });
    expect(teams).toMatchObject({ text: '5 of 5', percent: 100, level: 'full' });
    expect(campaigns).toMatchObject({ text: 'Not included', level: 'none', percent: null });
    expect(campaigns?.upgrade?.plan).toBe('Campaign');
    const unlimited = usageMeters(
      { seats: 1, storageBytes: 0, teams: 40, activeCampaigns: 2 },
      TIER_ENTITLEMENTS.AVALANCHE,
    );
    expect(unlimited[2]).toMatchObject({ text: '40 (unlimited)', percent: null, upgrade: null });
  });

  it('offers each plan what fits the workspace now', () => {
    expect(planOffer(plan(), none)).toEqual({ kind: 'subscribe', trialDays: 14 });
    expect(planOffer(plan(), { ...none, trialAvailable: false })).toEqual({ kind: 'subscribe', trialDays: null });
    expect(planOffer(plan({ trialDays: 0 }), none)).toEqual({ kind: 'subscribe', trialDays: null });
    expect(planOffer(plan({ price: 0, tier: 'CONNECT' }), none)).toEqual({ kind: 'current' });
    expect(planOffer(plan({ tier: 'BESPOKE_USER_PRICING' }), none)).toEqual({ kind: 'contact' });
    const active = { status: 'ACTIVE', plan: plan(), tier: 'COLLABORATE', trialAvailable: false } as const;
    expect(planOffer(plan(), active)).toEqual({ kind: 'current' });
    expect(planOffer(plan({ id: 'plan-campaign', tier: 'CAMPAIGN' }), active)).toEqual({ kind: 'change' });
    expect(planOffer(plan({ price: 0, tier: 'CONNECT' }), active)).toEqual({ kind: 'free' });
    // A trial is no way out of a running subscription.
    expect(planOffer(plan({ id: 'x' }), { ...active, status: 'PAST_DUE', trialAvailable: true })).toEqual({
      kind: 'change',
    });
  });

  it('shows a payment’s state and refunds', () => {
    expect(paymentStatusView({ status: 'PAID', amount: 29, refundedAmount: 0 })).toEqual({
      label: 'Paid',
      color: 'success',
    });
    expect(paymentStatusView({ status: 'PAID', amount: 29, refundedAmount: 29 }).label).toBe('Refunded');
    expect(paymentStatusView({ status: 'PAID', amount: 29, refundedAmount: 9 }).label).toBe('Partly refunded');
    expect(paymentStatusView({ status: 'ERROR', amount: 29, refundedAmount: 0 }).label).toBe('Failed');
  });

  it('knows when the webhook’s change of a checkout has arrived', () => {
    const choice = { pricingPlanId: 'plan-collaborate', tier: 'COLLABORATE' } as const;
    const sub = (over: Partial<WorkspaceSubscription>) =>
      ({ status: 'NONE', plan: null, tier: 'CONNECT', ...over }) as WorkspaceSubscription;
    expect(checkoutSettled(sub({}), choice)).toBe(false);
    expect(checkoutSettled(sub({ status: 'INCOMPLETE', plan: plan() }), choice)).toBe(false);
    expect(checkoutSettled(sub({ status: 'ACTIVE', plan: plan(), tier: 'COLLABORATE' }), choice)).toBe(true);
    // A one-off payment: the tier, no subscription.
    expect(checkoutSettled(sub({ plan: plan(), tier: 'COLLABORATE' }), choice)).toBe(true);
    expect(checkoutSettled(sub({ tier: 'COLLABORATE' }), choice)).toBe(true);
    // Another plan does not count; without a remembered choice, any paid plan granted does.
    expect(checkoutSettled(sub({ status: 'ACTIVE', plan: plan({ id: 'other' }) }), choice)).toBe(false);
    expect(checkoutSettled(sub({ status: 'TRIALING', plan: plan() }), null)).toBe(true);
    expect(checkoutSettled(sub({}), null)).toBe(false);
  });
});

describe('the past-due banner’s date', () => {
  it('is the grace period’s end, only while past due', () => {
    expect(pastDueDate({ status: 'PAST_DUE', graceEndsAt: '2026-12-03T09:00:00.000Z' })).toBe('3 Dec 2026');
    expect(pastDueDate({ status: 'ACTIVE', graceEndsAt: '2026-12-03T09:00:00.000Z' })).toBeNull();
    expect(pastDueDate({ status: 'PAST_DUE', graceEndsAt: null })).toBe('the end of the grace period');
  });
});

describe('the plan chosen before signing up', () => {
  const collaborate = plan();
  const free = plan({ id: 'plan-connect', tier: 'CONNECT', price: 0 });
  const owner = { ...none, canManage: true, pendingPlan: null };

  it('is the paid plan in the address, else the one the sign-up recorded', () => {
    expect(chosenPlan(owner, [free, collaborate], 'plan-collaborate')).toBe(collaborate);
    const pending = plan({ id: 'plan-campaign', tier: 'CAMPAIGN', price: 149 });
    expect(chosenPlan({ ...owner, pendingPlan: pending }, [free, collaborate], null)).toBe(pending);
    expect(chosenPlan({ ...owner, pendingPlan: pending }, [free, collaborate], 'unknown')).toBe(pending);
  });

  it('is not offered for a free plan, to a member, or once a subscription runs', () => {
    expect(chosenPlan(owner, [free, collaborate], 'plan-connect')).toBeNull();
    expect(chosenPlan({ ...owner, canManage: false }, [collaborate], 'plan-collaborate')).toBeNull();
    expect(
      chosenPlan(
        { ...owner, status: 'ACTIVE', plan: collaborate, tier: 'COLLABORATE' },
        [collaborate],
        'plan-collaborate',
      ),
    ).toBeNull();
  });
});

describe('provider links', () => {
  it('follows http(s) URLs only', () => {
    expect(httpUrl('https://checkout.stripe.com/c/pay/cs_test_1')).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(httpUrl('http://127.0.0.1:3000/pay/portal/bps_1')).toBe('http://127.0.0.1:3000/pay/portal/bps_1');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,hi')).toBeNull();
    expect(httpUrl('not a url')).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });
});
