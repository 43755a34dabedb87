// When a referral code may be used: the one rule behind the pricing page's check (validateReferralCode), an
// enquiry's code, a sign-up's discount and a checkout's reservation (billing/start-checkout.ts). A code is usable
// when it is active, not expired, allowed for this usage and not used up: its uses (the BOOKED ones, counted in
// `applications` when the first invoice is paid, plus the checkouts' unexpired reservations) reach its maximum
// applications, or a FIXED code's budget cannot cover one more.
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
  /** Checkouts' unexpired reservations of it (app.referral_redemptions RESERVED), other workspaces' only. */
  reserved?: number;
}

/** Uses counted against the code's maximum and budget: bookings (`applications`) plus live reservations. */
export const usesOf = (row: Pick<ReferralCodeRow, 'applications' | 'reserved'>) =>
  row.applications + (row.reserved ?? 0);

/**
 * What a FIXED code with a budget (`total_value`) may still give away: the budget less a use's value for each
 * application. Null without a budget, and for a PERCENTAGE code, whose cost depends on prices paid later.
 */
export function remainingBudget(
  row: Pick<ReferralCodeRow, 'type' | 'total_value' | 'user_value' | 'applications' | 'reserved'>,
): number | null {
  if (row.type !== 'FIXED' || row.total_value === null) return null;
  return Math.max(0, row.total_value - usesOf(row) * row.user_value);
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
  if (row.maximum_applications !== null && usesOf(row) >= row.maximum_applications) return 'usedUp';
  const budget = remainingBudget(row);
  if (budget !== null && budget < row.user_value) return 'usedUp';
  return null;
}

const COLUMNS =
  'c.id, c.code, c.type, c.timing, c.user_value, c.total_value, c.active, c.expires_at, c.maximum_applications, c.applications, c.usage_types';

/**
 * The code by its text (any case), or also by id; `forUpdate` locks it (a reservation or booking of it). Its live
 * reservations are counted as of `now` (the caller's clock), leaving out `exceptTenant`'s own (a workspace that
 * starts its checkout again holds one use, not two).
 */
export async function findReferralCode(
  q: RawQuery,
  codeOrId: string,
  options: { forUpdate?: boolean; byId?: boolean; now?: Date; exceptTenant?: string | null } = {},
): Promise<ReferralCodeRow | undefined> {
  const match = `upper(c.code) = upper($1)${options.byId ? ' or c.id = $1' : ''}`;
  // Lock first, count after: on a PostgreSQL server a statement reads the snapshot it started with, so a count
  // taken by the locking statement itself would miss a reservation committed while it waited for the lock (two
  // checkouts would both take the last use).
  if (options.forUpdate) await q(`select c.id from app.referral_codes c where ${match} for update of c`, [codeOrId]);
  const [row] = await q<ReferralCodeRow>(
    `select ${COLUMNS},
            (select count(*) from app.referral_redemptions r
              where r.referral_code_id = c.id and r.status = 'RESERVED' and r.expires_at > $2::timestamptz
                and r.tenant_id is distinct from $3)::int as reserved
       from app.referral_codes c
      where ${match}
      order by (c.id = $1) desc limit 1`,
    [codeOrId, options.now ?? new Date(), options.exceptTenant ?? null],
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
  const row = await findReferralCode(q, codeOrId, { now });
  return referralProblem(row, [usage], now) ? undefined : row;
}

/**
 * A sign-up's code, when usable for `usage` now: recorded in the sign-up plan's discounts, not counted (a use is
 * reserved when a checkout with it starts and counted when the first invoice carrying it is paid); null when it is
 * not usable.
 */
export async function signupReferralCode(
  q: RawQuery,
  codeOrId: string | undefined,
  usage: UsageType[],
  now: Date,
): Promise<ReferralCodeRow | null> {
  if (!codeOrId) return null;
  const row = await findReferralCode(q, codeOrId, { byId: true, now });
  if (!row || referralProblem(row, usage, now)) return null;
  return row;
}
