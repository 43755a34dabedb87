// The back-office's pricing plan and referral code forms, as the data service checks them (savePricingPlan,
// saveReferralCode) and the admin forms validate them. Text fields arrive as strings from a form and as numbers
// from GraphQL: both parse to the same values, so a limit or a word of a problem is defined once.
import { z } from 'zod';
import {
  DISCOUNT_TIMINGS,
  DISCOUNT_TYPES,
  PRICING_PLAN_STATUSES,
  PRICING_TIERS,
  RECURRENCES,
  USAGE_TYPES,
} from './enums.ts';

export const PRICING_LIMITS = {
  title: 120,
  description: 4_000,
  feature: 200,
  features: 30,
  /** Prices and discount values, in the plan's currency. */
  amount: 1_000_000,
  order: 10_000,
  code: 64,
  applications: 1_000_000,
  /** Days of free trial a plan may offer. */
  trialDays: 90,
} as const;

/** ISO 4217 codes the plans may be priced in. */
export const PRICING_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** A referral code's text: letters, digits, dashes and underscores (unique whatever the case). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

/** A number typed in a text field or sent as one; `optional` makes an empty field null. */
function amount(max: number, options: { integer?: boolean; min?: number } = {}) {
  let n = z.number({ error: 'expected a number' }).min(options.min ?? 0, `at least ${options.min ?? 0}`);
  n = n.max(max, `at most ${max}`);
  if (options.integer) n = n.int('expected a whole number');
  return z.preprocess(toNumber, n);
}
const optionalAmount = (max: number, options: { integer?: boolean; min?: number } = {}) =>
  z.preprocess((v) => (blank(v) ? null : toNumber(v)), amount(max, options).nullable());

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

export const ZPricingPlanForm = z.object({
  order: z.preprocess((v) => (blank(v) ? 0 : v), amount(PRICING_LIMITS.order, { integer: true })),
  title: text(PRICING_LIMITS.title).min(1, 'cannot be empty'),
  description: z.preprocess((v) => (blank(v) ? null : v), text(PRICING_LIMITS.description).nullable()),
  /** One feature a line in the form; a list on the wire. */
  features: z.preprocess(
    (v) => (typeof v === 'string' ? v.split('\n') : (v ?? [])),
    z
      .array(text(PRICING_LIMITS.feature))
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).max(PRICING_LIMITS.features, `at most ${PRICING_LIMITS.features} features`)),
  ),
  price: amount(PRICING_LIMITS.amount),
  currency: z.enum(PRICING_CURRENCIES, { error: `expected one of ${PRICING_CURRENCIES.join(', ')}` }),
  recurrence: z.enum(RECURRENCES, { error: 'choose how often it is paid' }),
  tierId: z.enum(PRICING_TIERS, { error: 'choose the tier it gives' }),
  status: z.enum(PRICING_PLAN_STATUSES, { error: 'choose a status' }),
  /** Days of free trial without a card (0: none); once per workspace. */
  trialDays: z.preprocess((v) => (blank(v) ? 0 : v), amount(PRICING_LIMITS.trialDays, { integer: true })),
});
export type TPricingPlanForm = z.output<typeof ZPricingPlanForm>;

export const ZReferralCodeForm = z
  .object({
    code: text(PRICING_LIMITS.code)
      .min(1, 'cannot be empty')
      .regex(REFERRAL_CODE_PATTERN, 'use letters, digits, dashes and underscores only'),
    type: z.enum(DISCOUNT_TYPES, { error: 'choose a discount type' }),
    timing: z.enum(DISCOUNT_TIMINGS, { error: 'choose when the discount applies' }),
    usageTypes: z
      .array(z.enum(USAGE_TYPES))
      .min(1, 'choose where the code may be used')
      .transform((u) => [...new Set(u)]),
    /** The discount each use gives: a percentage (1–100) or an amount. */
    userValue: amount(PRICING_LIMITS.amount, { min: 0.01 }),
    /** The budget: the most the code may give away in all (FIXED codes); empty for none. */
    totalValue: optionalAmount(PRICING_LIMITS.amount),
    maximumApplications: optionalAmount(PRICING_LIMITS.applications, { integer: true, min: 1 }),
    expiresAt: z.preprocess(
      (v) => (blank(v) ? null : typeof v === 'string' ? new Date(v) : v),
      z
        .date({ error: 'expected a date and time' })
        .refine((d) => !Number.isNaN(d.getTime()), 'expected a date and time')
        .nullable(),
    ),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'PERCENTAGE' && v.userValue > 100)
      ctx.addIssue({ code: 'custom', path: ['userValue'], message: 'a percentage is at most 100' });
    if (v.type === 'FIXED' && v.totalValue !== null && v.totalValue < v.userValue)
      ctx.addIssue({ code: 'custom', path: ['totalValue'], message: 'the budget must cover at least one use' });
  });
export type TReferralCodeForm = z.output<typeof ZReferralCodeForm>;
