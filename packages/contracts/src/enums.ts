// Enumerations of seed section 9, defined once. Each is a readonly tuple so zod and TypeScript share it.
export const ENQUIRY_TYPES = [
  'GENERAL_ENQUIRY',
  'PROOF_OF_CONCEPT',
  'MINIMUM_VIABLE_PRODUCT',
  'SELECTIVE_VALIDATION_AND_FUNDING',
  'PUBLIC_SECTOR_PARTNERSHIP',
  'PRIVATE_SECTOR_PARTNERSHIP',
  'ONGOING_SUPPORT',
  'DATA_EXTRACTION_AND_AUTOMATION',
  'AI_INTEGRATION',
  'SOFTWARE_ENGINEERING_STAFFING',
] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const NOTIFICATION_TYPES = ['MARKETING', 'SECURITY', 'PRODUCT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['EMAIL', 'PUSH', 'SMS', 'PHONE'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const PAYMENT_PROVIDERS = ['STRIPE'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_TYPES = ['PAYMENT_INTENT', 'INVOICE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'ERROR'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PRICING_PLAN_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
export type PricingPlanStatus = (typeof PRICING_PLAN_STATUSES)[number];

export const RESERVATION_STATUSES = ['RESERVED', 'BOOKED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RECURRENCES = ['ONE_OFF', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const PRICING_TIERS = ['CONNECT', 'COLLABORATE', 'CAMPAIGN', 'AVALANCHE', 'BESPOKE_USER_PRICING'] as const;
export type PricingTier = (typeof PRICING_TIERS)[number];

export const DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_TIMINGS = ['SIGN_UP', 'ONGOING'] as const;
export type DiscountTiming = (typeof DISCOUNT_TIMINGS)[number];

export const SURVEY_CONTROL_TYPES = ['BOOLEAN', 'TEXT', 'NUMBER', 'RANGE', 'DIVIDER'] as const;
export type SurveyControlType = (typeof SURVEY_CONTROL_TYPES)[number];

export const USAGE_TYPES = ['SIGN_UP', 'CONTACT_US', 'PAYMENT'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];

export const RESOURCE_TYPES = ['PRESS_RELEASE', 'INNOVATION_JOURNAL', 'INNOVATION_FUNDING', 'EVENT'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Sign-in next steps of seed section 4. */
export const SIGN_IN_STEPS = [
  'DONE',
  'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'RESET_PASSWORD',
  'CONFIRM_SIGN_UP',
] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

/** Challenge names the client handles (seed section 4). */
export const CHALLENGE_NAMES = [
  'CUSTOM_CHALLENGE',
  'MFA_SETUP',
  'NEW_PASSWORD_REQUIRED',
  'SELECT_MFA_TYPE',
  'SMS_MFA',
  'SOFTWARE_TOKEN_MFA',
  'DEVICE_SRP_AUTH',
  'DEVICE_PASSWORD_VERIFIER',
] as const;
export type ChallengeName = (typeof CHALLENGE_NAMES)[number];

export const SIGN_UP_STEPS = ['CONFIRM_SIGN_UP', 'COMPLETE_AUTO_SIGN_IN', 'DONE'] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

export const AUTH_EVENTS = ['INITIALIZE', 'SIGN_IN', 'SIGN_OUT', 'LOADING'] as const;
export type AuthEvent = (typeof AUTH_EVENTS)[number];

export const MFA_METHODS = ['SMS', 'TOTP'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/** Enquiry handling in the back-office inbox (product page: new, in progress, answered). */
export const ENQUIRY_STATUSES = ['NEW', 'IN_PROGRESS', 'ANSWERED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Newsletter double opt-in: pending until the e-mailed link is followed. */
export const NEWSLETTER_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
