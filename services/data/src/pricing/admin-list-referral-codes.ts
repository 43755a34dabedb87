// adminListReferralCodes: every referral code for the back-office (/admin/plans, Referral codes): uses so far
// (`applications`), the budget left (FIXED codes with a budget: referral-codes.ts's remainingBudget), whether it
// can be used now; by active or not, searched by code. Exported as CSV from the same rows.
import { defineAdminList } from '../admin/admin-list.ts';
import { type ReferralCodeRow, referralProblem, remainingBudget } from './referral-codes.ts';

type Row = ReferralCodeRow & { created_at: Date; updated_at: Date };

export interface AdminReferralCode {
  id: string;
  code: string;
  type: string;
  timing: string;
  usageTypes: string[];
  userValue: number;
  totalValue: number | null;
  remainingBudget: number | null;
  maximumApplications: number | null;
  applications: number;
  expiresAt: Date | null;
  active: boolean;
  /** Whether it could be applied now somewhere it is allowed (active, not expired, not used up). */
  usable: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const CODE_SELECT = `select c.id, c.code, c.type, c.timing, c.user_value, c.total_value, c.active, c.expires_at,
       c.maximum_applications, c.applications, c.usage_types, c.created_at, c.updated_at
  from app.referral_codes c`;

export function toAdminReferralCode(r: Row, now: Date): AdminReferralCode {
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    timing: r.timing,
    usageTypes: r.usage_types ?? [],
    userValue: r.user_value,
    totalValue: r.total_value,
    remainingBudget: remainingBudget(r),
    maximumApplications: r.maximum_applications,
    applications: r.applications,
    expiresAt: r.expires_at,
    active: r.active,
    usable: r.usage_types.length > 0 && referralProblem(r, r.usage_types as never, now) === null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const adminReferralCodesList = defineAdminList<'referralCodes', Row, AdminReferralCode>({
  list: 'referralCodes',
  field: 'adminListReferralCodes',
  select: CODE_SELECT,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.active) where.push(`c.active = ${p.add(filters.active === 'ACTIVE')}`);
    if (search) where.push(`c.code ilike ${p.contains(search)}`);
    return where;
  },
  orderBy: { createdAt: 'c.created_at', code: 'upper(c.code)', applications: 'c.applications' },
  tiebreak: 'c.id',
  // The list's rows have no clock of their own: "usable" is as of the request.
  toItem: (r) => toAdminReferralCode(r, new Date()),
  csv: [
    { header: 'Code', value: (c) => c.code },
    { header: 'Type', value: (c) => c.type },
    { header: 'Timing', value: (c) => c.timing },
    { header: 'Usage', value: (c) => c.usageTypes.join('; ') },
    { header: 'Value per use', value: (c) => c.userValue },
    { header: 'Budget', value: (c) => c.totalValue },
    { header: 'Budget left', value: (c) => c.remainingBudget },
    { header: 'Maximum uses', value: (c) => c.maximumApplications },
    { header: 'Uses', value: (c) => c.applications },
    { header: 'Expires', value: (c) => c.expiresAt },
    { header: 'Active', value: (c) => c.active },
  ],
  fileName: 'referral-codes',
});
