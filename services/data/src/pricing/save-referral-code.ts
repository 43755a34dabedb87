// saveReferralCode: a platform admin creates a referral code (no id) or changes one: its text (unique whatever
// the case), discount type and timing, where it may be used, the value of a use, the budget (the most a FIXED
// code gives away in all), the maximum applications, expiry and whether it is active. Uses so far are counted by
// the applications themselves (referral-codes.ts), never set here.
import { ZReferralCodeForm } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { type AdminReferralCode, CODE_SELECT, toAdminReferralCode } from './admin-list-referral-codes.ts';
import { changes } from './pricing-admin.ts';

const FIELDS = [
  'code',
  'type',
  'timing',
  'usageTypes',
  'userValue',
  'totalValue',
  'maximumApplications',
  'expiresAt',
  'active',
];

export const saveReferralCode = defineFunction({
  name: 'saveReferralCode',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: ZReferralCodeForm.safeExtend({ id: z.string().min(1).max(128, 'at most 128 characters').nullish() }),
  }),
  audit: (out: { code: AdminReferralCode; created: boolean; details: Record<string, unknown> }) => ({
    action: out.created ? 'createReferralCode' : 'updateReferralCode',
    target: `ReferralCode:${out.code.id}`,
    details: { code: out.code.code, ...out.details },
  }),
  async run({ db, deps }, { input }) {
    const now = deps.now();
    const taken = await db.query<{ id: string }>(
      'select id from app.referral_codes where upper(code) = upper($1) and id <> $2',
      [input.code, input.id ?? ''],
    );
    if (taken.length) throw Errors.validation('input.code: another referral code already uses this code');
    let before: AdminReferralCode | null = null;
    const values = [
      input.code,
      input.type,
      input.timing,
      JSON.stringify(input.usageTypes),
      input.userValue,
      input.totalValue,
      input.maximumApplications,
      input.expiresAt,
      input.active,
      now,
    ];
    let id = input.id;
    if (id) {
      const [row] = await db.query<Parameters<typeof toAdminReferralCode>[0]>(
        `${CODE_SELECT} where c.id = $1 for update`,
        [id],
      );
      if (!row) throw Errors.notFound('This referral code does not exist or has been deleted.');
      before = toAdminReferralCode(row, now);
      await db.query(
        `update app.referral_codes set code = $2, type = $3, timing = $4, usage_types = $5::jsonb, user_value = $6,
                total_value = $7, maximum_applications = $8, expires_at = $9, active = $10, updated_at = $11
          where id = $1`,
        [id, ...values],
      );
    } else {
      const [row] = await db.query<{ id: string }>(
        `insert into app.referral_codes (code, type, timing, usage_types, user_value, total_value,
                maximum_applications, expires_at, active, created_at, updated_at)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $10)
         on conflict do nothing returning id`,
        values,
      );
      // Two admins saving the same code at once: the unique index decides, and the second is told as above.
      if (!row) throw Errors.validation('input.code: another referral code already uses this code');
      id = row.id;
    }
    const [row] = await db.query<Parameters<typeof toAdminReferralCode>[0]>(`${CODE_SELECT} where c.id = $1`, [id]);
    const code = toAdminReferralCode(row, now);
    return {
      code,
      created: !before,
      details: changes(
        before as unknown as Record<string, unknown> | null,
        code as unknown as Record<string, unknown>,
        FIELDS,
      ),
    };
  },
});
