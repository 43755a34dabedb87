// validateReferralCode: whether a code applies now, where it may be used (the pricing page asks for SIGN_UP or
// PAYMENT, the enquiry form for CONTACT_US; SIGN_UP when not given), and the discount it gives the user. Only the
// id (to carry into sign-up) and the discount are revealed, nothing about totals or applications.
import { USAGE_TYPES, type UsageType } from '@innov/contracts';
import { requireAudience } from '../auth/guard.ts';
import { Errors } from '../errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';

const USAGE_LABELS: Record<UsageType, string> = {
  SIGN_UP: 'at sign-up',
  PAYMENT: 'for payments',
  CONTACT_US: 'with an enquiry',
};

export async function validateReferralCode(
  _s: unknown,
  args: { code: string; usage?: UsageType[] | null },
  ctx: GraphQLContext,
) {
  const { principal, deps } = ctx;
  requireAudience(principal, 'public', 'validateReferralCode', 'Query');
  const code = args.code.trim();
  if (code.length === 0 || code.length > 64) throw Errors.validation('code: expected 1 to 64 characters');
  const usage: UsageType[] = args.usage?.length ? args.usage : ['SIGN_UP'];
  if (usage.some((u) => !USAGE_TYPES.includes(u)))
    throw Errors.validation(`usage: expected values among ${USAGE_TYPES.join(', ')}`);
  if (!principal.isAdmin && !deps.limiter.take('referral', principal.ip)) throw Errors.tooManyRequests();
  const [row] = await deps.database.query<{
    id: string;
    code: string;
    type: string;
    timing: string;
    user_value: number;
    active: boolean;
    expires_at: Date | null;
    maximum_applications: number | null;
    applications: number;
    usage_types: string[];
  }>(
    `select id, code, type, timing, user_value, active, expires_at, maximum_applications, applications, usage_types
       from app.referral_codes where upper(code) = upper($1)`,
    [code],
  );
  const invalid = { valid: false, code, message: 'This referral code is not valid.' };
  if (!row?.active) return invalid;
  if (row.expires_at && new Date(row.expires_at).getTime() <= deps.now().getTime())
    return { ...invalid, message: 'This referral code has expired.' };
  if (!usage.some((u) => row.usage_types.includes(u)))
    return {
      ...invalid,
      message: `This referral code cannot be used ${usage.map((u) => USAGE_LABELS[u]).join(' or ')}.`,
    };
  if (row.maximum_applications !== null && row.applications >= row.maximum_applications)
    return { ...invalid, message: 'This referral code has been used up.' };
  return {
    valid: true,
    id: row.id,
    code: row.code,
    type: row.type,
    timing: row.timing,
    userValue: row.user_value,
    message: row.type === 'PERCENTAGE' ? `${row.user_value}% off` : `£${row.user_value} off`,
  };
}
