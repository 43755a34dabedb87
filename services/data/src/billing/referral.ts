// Referral codes at the provider and their uses (docs/architecture.md, "Billing"): a code maps to the coupon
// `referral-<codeId>` (PERCENTAGE → percent_off, FIXED → amount_off in minor units; SIGN_UP → once, ONGOING →
// forever). A checkout with a code RESERVES one use for its workspace under the code row's lock (of two concurrent
// reservations of the last use exactly one wins); the first paid invoice carrying it BOOKS it and counts the
// application once; a reservation lapses with its checkout (expired, or after REFERRAL_RESERVATION_HOURS).
import { BILLING_MESSAGES, REFERRAL_RESERVATION_HOURS, toMinor } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type Stripe from 'stripe';
import type { DataDeps } from '../deps.ts';
import { Errors } from '../errors.ts';
import { findReferralCode, type ReferralCodeRow, referralProblem } from '../pricing/referral-codes.ts';

const REFERRAL_WORDS = {
  invalid: 'This referral code is not valid.',
  expired: 'This referral code has expired.',
  usage: BILLING_MESSAGES.codeNotForPayment,
  usedUp: BILLING_MESSAGES.codeUsedUp,
} as const;

/** Codes a checkout takes: those for payments, and the sign-up ones carried from /pricing or sign-up. */
const CHECKOUT_USAGE = ['PAYMENT', 'SIGN_UP'] as const;

/** The code when a checkout of `tenantId` may use it now (others' live reservations counted), else the words why. */
export async function checkoutReferralCode(
  q: RawQuery,
  code: string,
  tenantId: string,
  now: Date,
  lock = false,
): Promise<ReferralCodeRow> {
  const row = await findReferralCode(q, code, { byId: true, now, exceptTenant: tenantId, forUpdate: lock });
  const problem = referralProblem(row, [...CHECKOUT_USAGE], now);
  if (problem) throw Errors.validation(`input.referralCode: ${REFERRAL_WORDS[problem]}`);
  return row as ReferralCodeRow;
}

export const couponIdOf = (codeId: string) => `referral-${codeId}`;

function couponParams(code: ReferralCodeRow, currency: string): Stripe.CouponCreateParams {
  const duration = code.timing === 'ONGOING' ? 'forever' : 'once';
  return code.type === 'PERCENTAGE'
    ? { id: couponIdOf(code.id), percent_off: Number(code.user_value), duration, name: code.code }
    : {
        id: couponIdOf(code.id),
        amount_off: toMinor(Number(code.user_value)),
        currency: currency.toLowerCase(),
        duration,
        name: code.code,
      };
}

/** The provider coupon of a code, made (or made again when the code's discount changed) before a checkout. */
export async function ensureCoupon(deps: Pick<DataDeps, 'stripe'>, code: ReferralCodeRow, currency: string) {
  const stripe = deps.stripe.client();
  const want = couponParams(code, currency);
  try {
    const have = await stripe.coupons.retrieve(want.id as string);
    const same =
      have.duration === want.duration &&
      (want.percent_off !== undefined
        ? have.percent_off === want.percent_off
        : have.amount_off === want.amount_off && have.currency === want.currency);
    if (same) return have.id;
    await stripe.coupons.del(have.id);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 404) throw err;
  }
  try {
    return (await stripe.coupons.create(want)).id;
  } catch (err) {
    // Another checkout made it at the same moment: the same code, the same coupon.
    if ((err as { code?: string }).code === 'resource_already_exists') return want.id as string;
    throw err;
  }
}

/**
 * Reserves one use of the code for the workspace's checkout, under the code row's lock: the reservations of
 * other workspaces that have not lapsed and the bookings count against its maximum and budget. A workspace's
 * second checkout moves its own reservation to the new session.
 */
export async function reserveReferral(
  q: RawQuery,
  code: string,
  tenantId: string,
  checkoutSessionId: string,
  now: Date,
): Promise<ReferralCodeRow> {
  const row = await checkoutReferralCode(q, code, tenantId, now, true);
  const expires = new Date(now.getTime() + REFERRAL_RESERVATION_HOURS * 3_600_000);
  const [kept] = await q<{ status: string }>(
    `insert into app.referral_redemptions (referral_code_id, tenant_id, status, checkout_session_id, expires_at, created_at, updated_at)
     values ($1, $2, 'RESERVED', $3, $4, $5, $5)
     on conflict (referral_code_id, tenant_id) do update
       set checkout_session_id = excluded.checkout_session_id, expires_at = excluded.expires_at,
           updated_at = excluded.updated_at
       where app.referral_redemptions.status = 'RESERVED'
     returning status`,
    [row.id, tenantId, checkoutSessionId, expires, now],
  );
  // Already BOOKED by this workspace: it used the code once; the coupon's `once`/`forever` says what it gives.
  if (!kept) throw Errors.validation(`input.referralCode: ${BILLING_MESSAGES.codeUsedUp}`);
  return row;
}

/** A lapsed checkout frees its reservation. */
export async function releaseReferral(q: RawQuery, checkoutSessionId: string): Promise<number> {
  const rows = await q(
    `delete from app.referral_redemptions where checkout_session_id = $1 and status = 'RESERVED' returning id`,
    [checkoutSessionId],
  );
  return rows.length;
}

/**
 * Books the workspace's use of the code (a paid invoice carries it): RESERVED → BOOKED and the code's
 * `applications + 1`, exactly once per workspace and code, whatever the number and order of events. Answers
 * whether this call booked it.
 */
export async function bookReferral(q: RawQuery, codeId: string, tenantId: string, now: Date): Promise<boolean> {
  // The code row first (the lock reservations take), then the redemption.
  const [code] = await q<{ id: string }>('select id from app.referral_codes where id = $1 for update', [codeId]);
  if (!code) return false;
  const booked = await q(
    `insert into app.referral_redemptions (referral_code_id, tenant_id, status, booked_at, created_at, updated_at)
     values ($1, $2, 'BOOKED', $3, $3, $3)
     on conflict (referral_code_id, tenant_id) do update
       set status = 'BOOKED', booked_at = excluded.booked_at, updated_at = excluded.updated_at
       where app.referral_redemptions.status <> 'BOOKED'
     returning id`,
    [codeId, tenantId, now],
  );
  if (!booked.length) return false;
  await q('update app.referral_codes set applications = applications + 1, updated_at = $2 where id = $1', [
    codeId,
    now,
  ]);
  return true;
}
