// Plans as billing sees them: the PricingPlan rows are the source of truth (price in pounds, recurrence, tier,
// trial days), the provider's product and price follow them (`product_id`, `pricing_id`). `syncPlanPrice` makes the
// provider's side match a plan (a new price when the amount, currency or recurrence changed, the old one archived):
// at checkout when a plan's price is missing or stale, and for every paid plan by `npm run payments:sync`.
import { BILLING_MESSAGES, type PricingTier, type Recurrence, toMajor, toMinor } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type Stripe from 'stripe';
import type { DataDeps } from '../deps.ts';
import { Errors } from '../errors.ts';

export interface PlanRow {
  id: string;
  title: string;
  tier_id: PricingTier;
  price: number;
  currency: string;
  recurrence: Recurrence;
  trial_days: number;
  description: string | null;
  features: string[] | null;
  order: number;
  status: string;
  pricing_id: string | null;
  product_id: string | null;
}

const PLAN_COLUMNS =
  'id, title, tier_id, price, currency, recurrence, trial_days, description, features, "order", status, pricing_id, product_id';

export async function loadPlan(q: RawQuery, id: string): Promise<PlanRow | undefined> {
  const [row] = await q<PlanRow>(`select ${PLAN_COLUMNS} from app.pricing_plans where id = $1`, [id]);
  return row;
}

export async function activePlans(q: RawQuery): Promise<PlanRow[]> {
  return q<PlanRow>(`select ${PLAN_COLUMNS} from app.pricing_plans where status = 'ACTIVE' order by "order", id`);
}

/** Every plan with a price (the sync command's list). */
export async function paidPlans(q: RawQuery): Promise<PlanRow[]> {
  return q<PlanRow>(`select ${PLAN_COLUMNS} from app.pricing_plans where price > 0 order by "order", id`);
}

/** The plan a provider price (or product, or the object's metadata) stands for. */
export async function planForPrice(
  q: RawQuery,
  price: { id?: string | null; product?: string | null },
  metadataPlanId?: string | null,
): Promise<PlanRow | undefined> {
  const [row] = await q<PlanRow>(
    `select ${PLAN_COLUMNS} from app.pricing_plans
      where pricing_id = $1 or product_id = $2 or id = $3
      order by (pricing_id = $1) desc nulls last, (product_id = $2) desc nulls last limit 1`,
    [price.id ?? null, price.product ?? null, metadataPlanId ?? null],
  );
  return row;
}

export interface BillingPlan {
  id: string;
  title: string;
  tier: PricingTier;
  price: number;
  currency: string;
  recurrence: Recurrence;
  trialDays: number;
  description: string | null;
  features: string[];
  order: number;
}

export const billingPlanOf = (row: PlanRow): BillingPlan => ({
  id: row.id,
  title: row.title,
  tier: row.tier_id,
  price: toMajor(toMinor(Number(row.price))),
  currency: (row.currency || 'GBP').toUpperCase(),
  recurrence: row.recurrence,
  trialDays: row.trial_days ?? 0,
  description: row.description,
  features: Array.isArray(row.features) ? row.features : [],
  order: row.order,
});

const INTERVALS: Record<Exclude<Recurrence, 'ONE_OFF'>, Stripe.Price.Recurring.Interval> = {
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

export const isRecurring = (plan: Pick<PlanRow, 'recurrence'>) => plan.recurrence !== 'ONE_OFF';
export const intervalOf = (plan: Pick<PlanRow, 'recurrence'>) =>
  plan.recurrence === 'ONE_OFF' ? null : INTERVALS[plan.recurrence];

/**
 * A plan that can be bought: ACTIVE, with a price (free plans need no checkout) and not Bespoke ("contact us").
 * Throws the words the web shows.
 */
export function requirePurchasable(plan: PlanRow | undefined): PlanRow {
  if (plan?.status !== 'ACTIVE' || plan.tier_id === 'BESPOKE_USER_PRICING')
    throw Errors.validation(BILLING_MESSAGES.planUnavailable);
  if (!(Number(plan.price) > 0)) throw Errors.validation(BILLING_MESSAGES.freePlan);
  return plan;
}

/** The provider price matches the plan: same product, amount, currency and recurrence, and still active. */
export function priceMatches(price: Stripe.Price, plan: PlanRow, productId: string): boolean {
  const product = typeof price.product === 'string' ? price.product : price.product?.id;
  const interval = intervalOf(plan);
  return (
    price.active &&
    product === productId &&
    price.unit_amount === toMinor(Number(plan.price)) &&
    price.currency === (plan.currency || 'GBP').toLowerCase() &&
    (interval === null
      ? price.type === 'one_time'
      : price.type === 'recurring' && price.recurring?.interval === interval && price.recurring.interval_count === 1)
  );
}

const isMissing = (err: unknown) =>
  (err as { statusCode?: number; code?: string })?.statusCode === 404 ||
  (err as { code?: string })?.code === 'resource_missing';

/**
 * Makes the provider's product and price match the plan and writes their ids back; answers the price id. Free
 * plans have none (null). Safe to run twice at once: creations carry idempotency keys derived from what they make.
 */
export async function syncPlanPrice(
  deps: Pick<DataDeps, 'stripe' | 'database' | 'now'>,
  plan: PlanRow,
): Promise<{ productId: string; priceId: string; created: boolean } | null> {
  if (!(Number(plan.price) > 0)) return null;
  const stripe = deps.stripe.client();
  let product: Stripe.Product | null = null;
  if (plan.product_id) {
    try {
      product = await stripe.products.retrieve(plan.product_id);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }
  if (!product) {
    product = await stripe.products.create(
      {
        name: plan.title,
        ...(plan.description ? { description: plan.description.slice(0, 1_000) } : {}),
        metadata: { pricingPlanId: plan.id },
      },
      { idempotencyKey: `innov-product-${plan.id}` },
    );
  } else if (product.name !== plan.title || !product.active) {
    product = await stripe.products.update(product.id, { name: plan.title, active: true });
  }
  let current: Stripe.Price | null = null;
  if (plan.pricing_id) {
    try {
      current = await stripe.prices.retrieve(plan.pricing_id);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }
  let created = false;
  let price = current;
  if (!current || !priceMatches(current, plan, product.id)) {
    const interval = intervalOf(plan);
    const amount = toMinor(Number(plan.price));
    const currency = (plan.currency || 'GBP').toLowerCase();
    price = await stripe.prices.create(
      {
        product: product.id,
        unit_amount: amount,
        currency,
        ...(interval ? { recurring: { interval, interval_count: 1 } } : {}),
        metadata: { pricingPlanId: plan.id },
      },
      // Prices are immutable: a change makes a new one (the key names what it replaces, so a retry makes no second).
      { idempotencyKey: `innov-price-${plan.id}-${current?.id ?? 'none'}-${amount}-${currency}-${interval ?? 'once'}` },
    );
    created = true;
    if (current?.active) await stripe.prices.update(current.id, { active: false });
  }
  const priceId = (price as Stripe.Price).id;
  if (plan.product_id !== product.id || plan.pricing_id !== priceId) {
    await deps.database.query(
      'update app.pricing_plans set product_id = $2, pricing_id = $3, updated_at = $4 where id = $1',
      [plan.id, product.id, priceId, deps.now()],
    );
    plan.product_id = product.id;
    plan.pricing_id = priceId;
  }
  return { productId: product.id, priceId, created };
}
