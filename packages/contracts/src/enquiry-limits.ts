// The enquiry form's field limits, defined once: makeEnquiry's schema (enquiries.ts) and the public enquiry form
// (an island, so this module stays free of zod) both read them.

export const ENQUIRY_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  message: 5_000,
  referralCode: 64,
} as const;
