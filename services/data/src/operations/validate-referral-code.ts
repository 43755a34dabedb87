// validateReferralCode: whether a code applies now and the discount it gives the user, for the pricing page;
// nothing else about the code (totals, usage) is revealed.
import { requireAudience } from '../auth/guard.ts';
import { Errors } from '../errors.ts';
import type { GraphQLContext } from '../graphql/context.ts';

export async function validateReferralCode(_s: unknown, args: { code: string }, ctx: GraphQLContext) {
  const { principal, deps } = ctx;
  requireAudience(principal, 'public', 'validateReferralCode', 'Query');
  const code = args.code.trim();
  if (code.length === 0 || code.length > 64) throw Errors.validation('code: expected 1 to 64 characters');
  if (!principal.isAdmin && !deps.limiter.take('referral', principal.ip)) throw Errors.tooManyRequests();
  const [row] = await deps.database.query<{
    code: string;
    type: string;
    timing: string;
    user_value: number;
    active: boolean;
    expires_at: Date | null;
    maximum_applications: number | null;
    applications: number;
  }>(
    `select code, type, timing, user_value, active, expires_at, maximum_applications, applications
       from app.referral_codes where upper(code) = upper($1)`,
    [code],
  );
  const invalid = { valid: false, code, message: 'This referral code is not valid.' };
  if (!row?.active) return invalid;
  if (row.expires_at && new Date(row.expires_at).getTime() <= deps.now().getTime())
    return { ...invalid, message: 'This referral code has expired.' };
  if (row.maximum_applications !== null && row.applications >= row.maximum_applications)
    return { ...invalid, message: 'This referral code has been used up.' };
  return {
    valid: true,
    code: row.code,
    type: row.type,
    timing: row.timing,
    userValue: row.user_value,
    message: row.type === 'PERCENTAGE' ? `${row.user_value}% off` : `£${row.user_value} off`,
  };
}
