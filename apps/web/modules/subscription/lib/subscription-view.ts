// How the subscription page reads the workspace's subscription (getMySubscription): the status chip, the price
// and what happens next (renews, trial ends, cancels), the usage meters against the plan's limits with the plan
// that raises a limit near its end, what each plan card offers, the plan chosen before signing up, the referral
// discount, a payment's chip, and when a checkout's return has been confirmed by the webhook. Pure.
import {
  type Entitlements,
  FILE_LIMITS,
  formatMoney,
  type Limit,
  type PaymentStatus,
  PLAN_LIMITS,
  PLAN_NAMES,
  type PricingTier,
  planRaising,
  type Recurrence,
  TIER_ENTITLEMENTS,
  toMinor,
} from '@innov/contracts';
import { format } from 'date-fns';
import { formatBytes } from '../../files/lib/format-bytes.ts';
import type {
  AppliedDiscount,
  BillingCard,
  BillingPayment,
  BillingPlan,
  BillingUsage,
  WorkspaceSubscription,
} from './billing-api.ts';

export type TChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

/** "26 Dec 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'd MMM yyyy');
}

/** Pounds (GraphQL's Float) as money: "£29.00". */
export function money(amount: number, currency = 'GBP'): string {
  return formatMoney(toMinor(amount), currency);
}

const RECURRENCE_WORDS: Record<Recurrence, string> = {
  ONE_OFF: 'one payment',
  DAILY: 'per day',
  WEEKLY: 'per week',
  MONTHLY: 'per month',
  YEARLY: 'per year',
};

/** "£29.00 per month", "£99.00, one payment", "Free". */
export function priceText(plan: Pick<BillingPlan, 'price' | 'currency' | 'recurrence'>): string {
  if (plan.price <= 0) return 'Free';
  const amount = money(plan.price, plan.currency);
  return plan.recurrence === 'ONE_OFF' ? `${amount}, one payment` : `${amount} ${RECURRENCE_WORDS[plan.recurrence]}`;
}

/** The status chip: the provider's state in words, "Cancels on …" taking the place of Active when set. */
export function statusView(sub: Pick<WorkspaceSubscription, 'status' | 'cancelAtPeriodEnd' | 'tier'>): {
  label: string;
  color: TChipColor;
} {
  if (sub.cancelAtPeriodEnd && (sub.status === 'ACTIVE' || sub.status === 'TRIALING'))
    return { label: 'Cancels at period end', color: 'warning' };
  switch (sub.status) {
    case 'ACTIVE':
      return { label: 'Active', color: 'success' };
    case 'TRIALING':
      return { label: 'Trial', color: 'info' };
    case 'PAST_DUE':
      return { label: 'Past due', color: 'error' };
    case 'UNPAID':
      return { label: 'Unpaid', color: 'error' };
    case 'INCOMPLETE':
      return { label: 'Payment incomplete', color: 'warning' };
    case 'INCOMPLETE_EXPIRED':
      return { label: 'Payment expired', color: 'default' };
    case 'CANCELED':
      return { label: 'Canceled', color: 'default' };
    case 'PAUSED':
      return { label: 'Paused', color: 'warning' };
    default:
      // No subscription: the free plan, or a tier paid once or granted by our team.
      return sub.tier === 'CONNECT' ? { label: 'Free plan', color: 'default' } : { label: 'Active', color: 'success' };
  }
}

/** A subscription the provider still runs (trialing, active, past due…): its plan can change, cancel or resume. */
export function hasLiveSubscription(sub: Pick<WorkspaceSubscription, 'status'>): boolean {
  return ['TRIALING', 'ACTIVE', 'PAST_DUE', 'UNPAID', 'PAUSED', 'INCOMPLETE'].includes(sub.status);
}

/** The line under the plan: what happens next and when. Null when nothing is scheduled. */
export function renewalText(
  sub: Pick<
    WorkspaceSubscription,
    'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'trialEnd' | 'endedAt' | 'plan' | 'graceEndsAt'
  >,
): string | null {
  const end = formatDate(sub.currentPeriodEnd);
  if (sub.status === 'TRIALING') {
    const trialEnd = formatDate(sub.trialEnd ?? sub.currentPeriodEnd);
    if (!trialEnd) return null;
    return sub.cancelAtPeriodEnd ? `Trial ends on ${trialEnd}; the plan ends with it` : `Trial ends on ${trialEnd}`;
  }
  if (sub.cancelAtPeriodEnd && end) return `Cancels on ${end}`;
  if (sub.status === 'ACTIVE' && sub.plan?.recurrence === 'ONE_OFF') return 'Paid once; no renewal';
  if (sub.status === 'ACTIVE' && end) return `Renews on ${end}`;
  if (sub.status === 'PAST_DUE' && sub.graceEndsAt) return `Features kept until ${formatDate(sub.graceEndsAt)}`;
  if (sub.status === 'CANCELED' && sub.endedAt) return `Ended on ${formatDate(sub.endedAt)}`;
  return null;
}

/** The date the past-due banner names: the grace period's end (features kept until then). */
export function pastDueDate(sub: Pick<WorkspaceSubscription, 'status' | 'graceEndsAt'>): string | null {
  if (sub.status !== 'PAST_DUE') return null;
  return formatDate(sub.graceEndsAt) || 'the end of the grace period';
}

/** "Visa •••• 4242, expires 12/2030". */
export function cardText(card: BillingCard): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** "WELCOME10: 10% off the first payment", "PARTNER: £5.00 off every payment". */
export function discountText(discount: AppliedDiscount, currency = 'GBP'): string {
  const value = discount.type === 'PERCENTAGE' ? `${discount.value}%` : money(discount.value, currency);
  const when = discount.timing === 'ONGOING' ? 'every payment' : 'the first payment';
  return `${discount.code}: ${value} off ${when}`;
}

/** AWSJSON arrives as a JSON text (or, from some clients, the object): the tier's entitlements when unreadable. */
export function readEntitlements(value: WorkspaceSubscription['entitlements'] | null, tier: PricingTier): Entitlements {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as Entitlements).features))
    return parsed as Entitlements;
  return TIER_ENTITLEMENTS[tier];
}

/** Share of a limit from which its meter warns and the page suggests the plan that raises it. */
export const USAGE_WARN_PERCENT = 80;

export interface TUsageMeter {
  limit: Limit;
  label: string;
  /** "3 of 10", "1.2 MB of 10 GB", "2 (unlimited)", "Not included". */
  text: string;
  /** 0–100; null when unlimited or not included. */
  percent: number | null;
  level: 'ok' | 'high' | 'full' | 'none';
  /** The plan that raises the limit, when the meter is near or at it (or the plan does not include it). */
  upgrade: { tier: PricingTier; plan: string; text: string } | null;
}

const LIMIT_LABELS: Record<Limit, string> = {
  seats: 'Members',
  storageGb: 'Storage',
  teams: 'Teams',
  activeCampaigns: 'Active campaigns',
};

function usedOf(usage: BillingUsage, limit: Limit): number {
  switch (limit) {
    case 'seats':
      return usage.seats;
    case 'storageGb':
      return usage.storageBytes;
    case 'teams':
      return usage.teams;
    default:
      return usage.activeCampaigns;
  }
}

function amountText(limit: Limit, n: number): string {
  return limit === 'storageGb' ? formatBytes(n) : String(n);
}

function raisedText(limit: Limit, tier: PricingTier): string {
  const value = TIER_ENTITLEMENTS[tier][limit];
  const amount = value === null ? 'unlimited' : limit === 'storageGb' ? `${value} GB` : String(value);
  return `The ${PLAN_NAMES[tier]} plan raises ${LIMIT_LABELS[limit].toLowerCase()} to ${amount}.`;
}

/** One meter per counted limit, in the rule book's order. */
export function usageMeters(usage: BillingUsage, entitlements: Entitlements): TUsageMeter[] {
  return PLAN_LIMITS.map((limit) => {
    const allowed = entitlements[limit];
    const used = Math.max(0, usedOf(usage, limit));
    const label = LIMIT_LABELS[limit];
    if (allowed === null)
      return {
        limit,
        label,
        text: `${amountText(limit, used)} (unlimited)`,
        percent: null,
        level: 'ok',
        upgrade: null,
      };
    const raising = planRaising(limit, allowed);
    const upgrade = raising ? { tier: raising, plan: PLAN_NAMES[raising], text: raisedText(limit, raising) } : null;
    if (allowed === 0) return { limit, label, text: 'Not included', percent: null, level: 'none', upgrade };
    const max = limit === 'storageGb' ? allowed * FILE_LIMITS.bytesPerGb : allowed;
    const exact = (used / max) * 100;
    const percent = Math.min(100, used > 0 ? Math.max(1, Math.round(exact)) : 0);
    const level = used >= max ? 'full' : exact >= USAGE_WARN_PERCENT ? 'high' : 'ok';
    const text = `${amountText(limit, used)} of ${limit === 'storageGb' ? `${allowed} GB` : allowed}`;
    return { limit, label, text, percent, level, upgrade: level === 'ok' ? null : upgrade };
  });
}

/** What a plan's card offers the caller. */
export type TPlanOffer =
  /** The workspace is on it. */
  | { kind: 'current' }
  /** Free (Connect): what the workspace has without a paid plan. */
  | { kind: 'free' }
  /** Bespoke: agreed with us. */
  | { kind: 'contact' }
  /** No live subscription: pay at the hosted checkout, and maybe start a trial without a card. */
  | { kind: 'subscribe'; trialDays: number | null }
  /** A live subscription: change to this plan, with the proration preview. */
  | { kind: 'change' };

export function planOffer(
  plan: BillingPlan,
  sub: Pick<WorkspaceSubscription, 'status' | 'plan' | 'tier' | 'trialAvailable'>,
): TPlanOffer {
  const live = hasLiveSubscription(sub);
  if (plan.tier === 'BESPOKE_USER_PRICING') return { kind: 'contact' };
  if (plan.price <= 0) return sub.tier === plan.tier && !live ? { kind: 'current' } : { kind: 'free' };
  if (sub.plan?.id === plan.id && (live || sub.status === 'ACTIVE')) return { kind: 'current' };
  // A one-off plan paid for has no subscription to change: its tier is the workspace's.
  if (!live && sub.plan?.id === plan.id && sub.tier === plan.tier) return { kind: 'current' };
  if (live && plan.recurrence !== 'ONE_OFF') return { kind: 'change' };
  const trial = sub.trialAvailable && plan.trialDays > 0 && !live ? plan.trialDays : null;
  return { kind: 'subscribe', trialDays: trial };
}

/** The plan to offer: the one in the address when it is a paid plan on offer, else the one chosen at sign-up. */
export function chosenPlan(
  sub: Pick<WorkspaceSubscription, 'status' | 'plan' | 'tier' | 'trialAvailable' | 'canManage' | 'pendingPlan'>,
  plans: BillingPlan[],
  planId: string | null,
): BillingPlan | null {
  if (!sub.canManage || hasLiveSubscription(sub)) return null;
  const fromAddress = planId ? plans.find((p) => p.id === planId) : undefined;
  const plan = fromAddress ?? sub.pendingPlan ?? null;
  if (!plan || plan.price <= 0 || plan.tier === 'BESPOKE_USER_PRICING') return null;
  return planOffer(plan, sub).kind === 'subscribe' ? plan : null;
}

/** "Start 14-day free trial". */
export function trialLabel(days: number): string {
  return `Start ${days}-day free trial`;
}

/** A payment's chip: its state, "Refunded" or "Partly refunded" once money went back. */
export function paymentStatusView(payment: Pick<BillingPayment, 'status' | 'refundedAmount' | 'amount'>): {
  label: string;
  color: TChipColor;
} {
  if (payment.status === 'PAID' && payment.refundedAmount > 0)
    return payment.refundedAmount >= payment.amount
      ? { label: 'Refunded', color: 'default' }
      : { label: 'Partly refunded', color: 'info' };
  const views: Record<PaymentStatus, { label: string; color: TChipColor }> = {
    PAID: { label: 'Paid', color: 'success' },
    PENDING: { label: 'Pending', color: 'warning' },
    ERROR: { label: 'Failed', color: 'error' },
  };
  return views[payment.status] ?? { label: payment.status, color: 'default' };
}

/** An invoice's state in words ("paid", "open", "void", "draft", "uncollectible": Stripe's). */
export function invoiceStatusView(status: string): { label: string; color: TChipColor } {
  switch (status) {
    case 'paid':
      return { label: 'Paid', color: 'success' };
    case 'open':
      return { label: 'Open', color: 'warning' };
    case 'uncollectible':
      return { label: 'Uncollectible', color: 'error' };
    case 'void':
      return { label: 'Void', color: 'default' };
    default:
      return { label: status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown', color: 'default' };
  }
}

/** What the page remembers across the hosted checkout: the plan chosen, to know when the webhook's change shows. */
export interface TCheckoutChoice {
  pricingPlanId: string;
  tier: PricingTier;
}

/**
 * Has the webhook's change reached the subscription since the checkout started? The chosen plan is the
 * workspace's and granted (trialing or active, or its tier for a one-off payment); without a remembered choice,
 * any paid plan granted.
 */
export function checkoutSettled(
  sub: Pick<WorkspaceSubscription, 'status' | 'plan' | 'tier'>,
  choice: TCheckoutChoice | null,
): boolean {
  const granted = sub.status === 'ACTIVE' || sub.status === 'TRIALING';
  if (!choice) return granted && Boolean(sub.plan);
  if (sub.plan?.id === choice.pricingPlanId) return granted || sub.tier === choice.tier;
  // A one-off payment grants the tier with no subscription.
  return !sub.plan && sub.tier === choice.tier;
}

/** A provider's URL the page may follow or link to: an absolute http(s) URL, else null (never `javascript:`). */
export function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
