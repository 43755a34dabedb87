// adminListPricingPlans: every pricing plan for the back-office (/admin/plans), whatever its status, with how
// much it is used (`inUse`: the sign-up plans that chose it; `workspaces`: the workspaces of their users), in the
// pricing page's order. Exported as CSV from the same rows.
import { defineAdminList } from '../admin/admin-list.ts';
import { PLAN_USE_SQL } from './pricing-admin.ts';

interface Row {
  id: string;
  order: number;
  price: number;
  currency: string;
  title: string;
  recurrence: string;
  description: string | null;
  features: string[];
  tier_id: string;
  status: string;
  trial_days: number;
  signup_plans: number;
  workspaces: number;
  created_at: Date;
  updated_at: Date;
}

export interface AdminPricingPlan {
  id: string;
  order: number;
  price: number;
  currency: string;
  title: string;
  recurrence: string;
  description: string | null;
  features: string[];
  tierId: string;
  status: string;
  trialDays: number;
  inUse: number;
  workspaces: number;
  createdAt: Date;
  updatedAt: Date;
}

export const PLAN_SELECT = `select p.id, p."order", p.price, p.currency, p.title, p.recurrence, p.description, p.features,
       p.tier_id, p.status, p.trial_days, p.created_at, p.updated_at, ${PLAN_USE_SQL}
  from app.pricing_plans p`;

export const toAdminPricingPlan = (r: Row): AdminPricingPlan => ({
  id: r.id,
  order: r.order,
  price: r.price,
  currency: r.currency,
  title: r.title,
  recurrence: r.recurrence,
  description: r.description,
  features: r.features ?? [],
  tierId: r.tier_id,
  status: r.status,
  trialDays: r.trial_days,
  inUse: r.signup_plans,
  workspaces: r.workspaces,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const adminPricingPlansList = defineAdminList<'pricingPlans', Row, AdminPricingPlan>({
  list: 'pricingPlans',
  field: 'adminListPricingPlans',
  select: PLAN_SELECT,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.status) where.push(`p.status = ${p.add(filters.status)}`);
    if (filters.tier) where.push(`p.tier_id = ${p.add(filters.tier)}`);
    if (search) {
      const s = p.contains(search);
      where.push(`(p.title ilike ${s} or p.description ilike ${s})`);
    }
    return where;
  },
  orderBy: { order: 'p."order"', price: 'p.price', title: 'lower(p.title)' },
  tiebreak: 'p.id',
  toItem: toAdminPricingPlan,
  csv: [
    { header: 'Order', value: (p) => p.order },
    { header: 'Title', value: (p) => p.title },
    { header: 'Tier', value: (p) => p.tierId },
    { header: 'Price', value: (p) => p.price },
    { header: 'Currency', value: (p) => p.currency },
    { header: 'Recurrence', value: (p) => p.recurrence },
    { header: 'Status', value: (p) => p.status },
    { header: 'Trial days', value: (p) => p.trialDays },
    { header: 'Sign-ups on it', value: (p) => p.inUse },
    { header: 'Workspaces', value: (p) => p.workspaces },
    { header: 'Features', value: (p) => p.features.join('; ') },
  ],
  fileName: 'pricing-plans',
});
