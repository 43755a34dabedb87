// The pricing domain's models: the plans on the pricing page, referral codes, the plan and discounts a user
// chose at sign-up, and payments (until a payments domain of their own exists).
import { schema } from '@innov/db';
import { bool, e, float, int, json, own, s, strings, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const signupPlanModel: ModelDef = {
  name: 'SignupPlan',
  table: schema.signupPlans,
  fields: {
    owner: s('String', { readOnly: true }),
    userProfileId: s('ID!', { required: true }),
    pricingPlanId: s('ID'),
    referralCodeId: s('ID'),
    discounts: json('[Discount!]', { input: '[DiscountInput!]' }),
  },
  relations: {
    pricingPlan: { model: 'PricingPlan', kind: 'belongsTo', localField: 'pricingPlanId' },
    referralCode: { model: 'ReferralCode', kind: 'belongsTo', localField: 'referralCodeId' },
  },
  rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
  expose: { get: true, list: true, create: true, update: true },
  ownerField: 'owner',
};

export const pricingPlanModel: ModelDef = {
  name: 'PricingPlan',
  table: schema.pricingPlans,
  fields: {
    order: int(),
    price: float({ required: true }),
    currency: s('String', { maxLength: 3 }),
    title: s('String!', { required: true, maxLength: 120 }),
    recurrence: e('Recurrence!', { required: true }),
    description: s('String', { maxLength: 4_000 }),
    features: strings(),
    pricingId: s('String'),
    tierId: e('PricingTier!', { required: true }),
    status: e('PricingPlanStatus'),
    /** Days of free trial a workspace may start without a card, once (0: none). */
    trialDays: int(),
  },
  rules: [{ allow: 'public', ops: ['read'], where: () => ({ status: { eq: 'ACTIVE' } }) }],
  // Deleted through deletePricingPlan only (the admin's password; a plan in use is archived instead).
  expose: { get: true, list: true, create: true, update: true, subscribe: true },
  listOrder: 'order',
};

export const referralCodeModel: ModelDef = {
  name: 'ReferralCode',
  table: schema.referralCodes,
  fields: {
    code: s('String!', { required: true, maxLength: 64 }),
    totalValue: float(),
    userValue: float({ required: true }),
    type: e('DiscountType!', { required: true }),
    timing: e('DiscountTiming'),
    usageTypes: json('[UsageType!]', { input: '[UsageType!]' }),
    maximumApplications: int(),
    applications: int({ readOnly: true }),
    active: bool(),
    expiresAt: time(),
  },
  // Others learn whether a code applies only through validateReferralCode.
  rules: [],
  // Deleted through deleteReferralCode only (the admin's password; a used code is deactivated instead).
  expose: { get: true, list: true, create: true, update: true },
};

export const paymentModel: ModelDef = {
  name: 'Payment',
  table: schema.payments,
  fields: {
    type: e('PaymentType!', { required: true }),
    typeId: s('String'),
    provider: e('PaymentProvider'),
    amount: float({ required: true }),
    currency: s('String', { maxLength: 3 }),
    providerRefType: s('String'),
    status: e('PaymentStatus'),
    providerRefId: s('String'),
    sessionStartTime: time(),
    sessionEndTime: time(),
    userProfileId: s('ID'),
    owner: s('String'),
    /** The workspace billed. */
    tenantId: s('ID', { readOnly: true }),
    description: s('String', { readOnly: true }),
    failureMessage: s('String', { readOnly: true }),
    paidAt: time({ readOnly: true }),
  },
  indexes: [
    { query: 'paymentsByOwnerAndCreatedAt', partition: 'owner', sort: 'createdAt' },
    { query: 'paymentsByUserProfileIdAndCreatedAt', partition: 'userProfileId', sort: 'createdAt' },
  ],
  rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
  // Written only by the payment provider's webhooks (billing/webhook.ts): no generic create or update.
  expose: { get: true, list: true, subscribe: true },
};
