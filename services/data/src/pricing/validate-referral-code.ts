// validateReferralCode: whether a code applies now, where it may be used (the pricing page asks for SIGN_UP or
// PAYMENT, the enquiry form for CONTACT_US; SIGN_UP when not given), and the discount it gives the user. Only the
// id (to carry into sign-up) and the discount are revealed, nothing about totals or applications.
import { USAGE_TYPES, type UsageType } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { findReferralCode, referralProblem } from './referral-codes.ts';

const USAGE_LABELS: Record<UsageType, string> = {
  SIGN_UP: 'at sign-up',
  PAYMENT: 'for payments',
  CONTACT_US: 'with an enquiry',
};

export const validateReferralCode = defineFunction({
  name: 'validateReferralCode',
  type: 'Query',
  allow: 'public',
  guestLimit: 'referral',
  input: z.object({
    code: z
      .string()
      .transform((c) => c.trim())
      .pipe(z.string().min(1, 'expected 1 to 64 characters').max(64, 'expected 1 to 64 characters')),
    usage: z.array(z.enum(USAGE_TYPES, { error: `expected values among ${USAGE_TYPES.join(', ')}` })).nullish(),
  }),
  async run({ deps, db }, args) {
    const code = args.code;
    const usage: UsageType[] = args.usage?.length ? args.usage : ['SIGN_UP'];
    const row = await findReferralCode(db.query, code, { now: deps.now() });
    const invalid = { valid: false, code, message: 'This referral code is not valid.' };
    switch (referralProblem(row, usage, deps.now())) {
      case 'invalid':
        return invalid;
      case 'expired':
        return { ...invalid, message: 'This referral code has expired.' };
      case 'usage':
        return {
          ...invalid,
          message: `This referral code cannot be used ${usage.map((u) => USAGE_LABELS[u]).join(' or ')}.`,
        };
      case 'usedUp':
        return { ...invalid, message: 'This referral code has been used up.' };
    }
    const ok = row as NonNullable<typeof row>;
    return {
      valid: true,
      id: ok.id,
      code: ok.code,
      type: ok.type,
      timing: ok.timing,
      userValue: ok.user_value,
      message: ok.type === 'PERCENTAGE' ? `${ok.user_value}% off` : `£${ok.user_value} off`,
    };
  },
});
