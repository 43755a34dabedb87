// When a referral code may be used: the one rule behind the pricing page's check (validateReferralCode), an
// enquiry's code and a sign-up's discount. A code is usable when it is active, not expired, allowed for this
// usage and not used up (its maximum applications reached, or a FIXED code's budget unable to cover one more).
import type { UsageType } from '@innov/contracts';
import type { RawQuery } from '@innov/db';

export interface ReferralCodeRow {
  id: string;
  code: string;
  type: string;
  timing: string;
  user_value: number;
  total_value: number | null;
  active: boolean;
  expires_at: Date | null;
  maximum_applications: number | null;
  applications: number;
  usage_types: string[];
}

/**
 * What a FIXED code with a budget (`total_value`) may still give away: the budget less a use's value for each
 * application. Null without a budget, and for a PERCENTAGE code, whose cost depends on prices paid later.
 */
export function remainingBudget(
  row: Pick<ReferralCodeRow, 'type' | 'total_value' | 'user_value' | 'applications'>,
): number | null {
  if (row.type !== 'FIXED' || row.total_value === null) return null;
  return Math.max(0, row.total_value - row.applications * row.user_value);
}

export type ReferralProblem = 'invalid' | 'expired' | 'usage' | 'usedUp';

/** Why the code cannot be used for any of `usage` now, or null when it can. */
export function referralProblem(
  row: ReferralCodeRow | undefined,
  usage: UsageType[],
  now: Date,
): ReferralProblem | null {
  if (!row?.active) return 'invalid';
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  if (!usage.some((u) => row.usage_types.includes(u))) return 'usage';
  if (row.maximum_applications !== null && row.applications >= row.maximum_applications) return 'usedUp';
  const budget = remainingBudget(row);
  if (budget !== null && budget < row.user_value) return 'usedUp';
  return null;
}

const COLUMNS =
  'id, code, type, timing, user_value, total_value, active, expires_at, maximum_applications, applications, usage_types';

/** The code by its text (any case), or also by id; `forUpdate` locks it for an application. */
export async function findReferralCode(
  q: RawQuery,
  codeOrId: string,
  options: { forUpdate?: boolean; byId?: boolean } = {},
): Promise<ReferralCodeRow | undefined> {
  const [row] = await q<ReferralCodeRow>(
    `select ${COLUMNS} from app.referral_codes
      where upper(code) = upper($1)${options.byId ? ' or id = $1' : ''}
      order by (id = $1) desc limit 1${options.forUpdate ? ' for update' : ''}`,
    [codeOrId],
  );
  return row;
}

/** The code when it is usable for `usage` now. */
export async function usableReferralCode(
  q: RawQuery,
  codeOrId: string,
  usage: UsageType,
  now: Date,
): Promise<ReferralCodeRow | undefined> {
  const row = await findReferralCode(q, codeOrId);
  return referralProblem(row, [usage], now) ? undefined : row;
}

/** Applies a usable sign-up code once (counting the application); null when it is not usable. */
export async function applyReferralCode(
  q: RawQuery,
  codeOrId: string | undefined,
  usage: UsageType[],
  now: Date,
): Promise<ReferralCodeRow | null> {
  if (!codeOrId) return null;
  const row = await findReferralCode(q, codeOrId, { forUpdate: true, byId: true });
  if (!row || referralProblem(row, usage, now)) return null;
  await q('update app.referral_codes set applications = applications + 1, updated_at = $2 where id = $1', [
    row.id,
    now,
  ]);
  return { ...row, applications: row.applications + 1 };
}
