// Subscriptions and payments, as the data service answers them and the web shows them (docs/architecture.md,
// "Billing"). Money is integer minor units (pence) inside; GraphQL keeps the seed's pounds (Float).
import { z } from 'zod';
import type { PRICING_TIERS } from './enums.ts';

/** A workspace's subscription state on GraphQL: the provider's status in upper case, NONE without one. */
export const BILLING_STATUSES = [
  'NONE',
  'TRIALING',
  'ACTIVE',
  'PAST_DUE',
  'CANCELED',
  'INCOMPLETE',
  'INCOMPLETE_EXPIRED',
  'UNPAID',
  'PAUSED',
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** A past-due subscription keeps its plan for this long after the first failed payment, with a banner. */
export const PAST_DUE_GRACE_DAYS = 7;

/** The free trial a plan offers by default (PricingPlan.trialDays), once per workspace. */
export const DEFAULT_TRIAL_DAYS = 14;

/** How long a checkout's reservation of a referral code holds (a Checkout Session lives 24 hours). */
export const REFERRAL_RESERVATION_HOURS = 24;

/** Stripe's documented test cards the local payments service accepts, as its checkout page lists them. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Is declined' },
  { number: '4000 0000 0000 9995', outcome: 'Is declined for insufficient funds' },
  { number: '4000 0027 6000 3184', outcome: 'Asks for authentication (3-D Secure), then succeeds' },
] as const;

/** The words billing answers with, word for word on the server and the web. */
export const BILLING_MESSAGES = {
  manageDenied: 'Only owners and admins of the workspace manage its subscription.',
  freePlan: 'This plan is free: there is nothing to pay.',
  planUnavailable: 'This plan is not available. Choose another plan.',
  alreadySubscribed: 'Your workspace already has this plan.',
  hasSubscription: 'Your workspace already has a subscription. Change its plan instead.',
  noSubscription: 'Your workspace has no subscription to change.',
  trialUsed: 'Your workspace has already used its free trial.',
  noTrial: 'This plan has no free trial.',
  codeNotForPayment: 'This code cannot be used for payments.',
  codeUsedUp: 'This code has been used up.',
  previewStale: 'The price changed since you saw the preview. Review the new preview and confirm again.',
  pastDue: (date: string) => `Your last payment failed. Update your card before ${date} to keep your plan's features.`,
  refundTooLarge: 'The refund cannot be more than what is left of the payment.',
  notRefundable: 'Only a paid payment can be refunded.',
} as const;

/** The billing details invoices show: the subscription page's form and the server's check. */
export const BILLING_DETAILS_LIMITS = { text: 200, vat: 20 } as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((v) => v || null)
    .nullish();

export const ZBillingDetails = z
  .object({
    companyName: text(BILLING_DETAILS_LIMITS.text),
    email: z
      .string()
      .trim()
      .max(254)
      .transform((v) => v || null)
      .pipe(z.email('expected an e-mail address like name@example.com').nullable())
      .nullish(),
    line1: text(BILLING_DETAILS_LIMITS.text),
    line2: text(BILLING_DETAILS_LIMITS.text),
    city: text(BILLING_DETAILS_LIMITS.text),
    postalCode: text(20),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string()
      .trim()
      .toUpperCase()
      .transform((v) => v || null)
      .pipe(
        z
          .string()
          .regex(/^[A-Z]{2}$/, 'expected a two-letter country code like GB')
          .nullable(),
      )
      .nullish(),
    /** A VAT number: letters and digits, e.g. GB123456789. */
    vatNumber: z
      .string()
      .trim()
      .toUpperCase()
      .transform((v) => v.replace(/\s+/g, '') || null)
      .pipe(
        z
          .string()
          .regex(/^[A-Z]{2}[A-Z0-9]{2,18}$/, 'expected a VAT number like GB123456789')
          .nullable(),
      )
      .nullish(),
  })
  .strict();
export type BillingDetails = z.output<typeof ZBillingDetails>;

/** The custom limits and features a platform admin grants a Bespoke workspace (setWorkspacePlan). */
export const BESPOKE_TIER = 'BESPOKE_USER_PRICING' as const satisfies (typeof PRICING_TIERS)[number];

/** Minor units (pence) to the seed's pounds, and back, exactly. */
export const toMajor = (minor: number) => Math.round(minor) / 100;
export const toMinor = (major: number) => Math.round(major * 100);

/** "£49.00" in the currency given (ISO 4217), for minor units. */
export function formatMoney(minor: number, currency = 'GBP', locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}
