// A workspace's subscription as the app keeps it (app.subscriptions, from the provider's object: the truth) and as
// the subscription page reads it (WorkspaceSubscription). Both the webhook and the functions that call the provider
// write it through `applySubscription`, under the row's lock, so whichever arrives first (an answer or an event, in
// any order) leaves the same state and makes each notice once.
import {
  ACTIVE_CAMPAIGN_STATUSES,
  BILLING_STATUSES,
  type BillingStatus,
  type PricingTier,
  SITE,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type Stripe from 'stripe';
import { insertAudit } from '../audit/write-audit.ts';
import { graceEndsAt, loadWorkspace, WORKSPACE_CHANGES_TOPIC, type WorkspaceContext } from '../auth/workspace.ts';
import type { DataDeps } from '../deps.ts';
import { storageUsed } from '../files/get-storage-usage.ts';
import { type NotifyContext, notify } from '../notifications/notify.ts';
import { seatsTaken } from '../workspaces/membership.ts';
import { tenantOfCustomer } from './customer.ts';
import { type BillingPlan, billingPlanOf, loadPlan, type PlanRow, planForPrice } from './plans.ts';

/** What billing's writes need: a transaction's query, realtime events and work after the commit. */
export interface BillingTx extends NotifyContext {
  afterCommit(fn: () => Promise<void> | void): void;
}

/** The actor of the audit rows the provider's events cause. */
export const STRIPE_ACTOR = 'stripe';

/** Statuses that keep the plan's tier (past_due within its grace: the workspace context decides). */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;
/** Statuses of a subscription that is still the workspace's (it can be changed, cancelled or resumed). */
const CURRENT_STATUSES = ['trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'paused'];

export interface SubscriptionRow {
  id: string;
  tenant_id: string;
  customer_id: string;
  status: string;
  pricing_plan_id: string | null;
  price_id: string | null;
  item_id: string | null;
  tier: PricingTier;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  ended_at: Date | null;
  trial_end: Date | null;
  past_due_since: Date | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  discount: { code: string; type: string; timing: string; value: number } | null;
  created_at: Date;
}

/** The workspace's current subscription (not ended), else its latest, else none. */
export async function subscriptionOf(q: RawQuery, tenantId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await q<SubscriptionRow>(
    `select * from app.subscriptions where tenant_id = $1
      order by (status = any($2::text[])) desc, created_at desc, id desc limit 1`,
    [tenantId, CURRENT_STATUSES],
  );
  return row;
}

/** The subscription that can be changed, cancelled or resumed (null when the workspace has none). */
export async function currentSubscription(q: RawQuery, tenantId: string): Promise<SubscriptionRow | null> {
  const row = await subscriptionOf(q, tenantId);
  return row && CURRENT_STATUSES.includes(row.status) ? row : null;
}

const at = (unix: number | null | undefined) => (unix ? new Date(unix * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * The tier a workspace has without the subscription `exceptSubscription` ('' for none): another live subscription's,
 * else a paid one-off plan's that was not refunded in full, else Connect.
 */
export async function fallbackTier(q: RawQuery, tenantId: string, exceptSubscription: string): Promise<PricingTier> {
  const [live] = await q<{ tier: PricingTier }>(
    `select tier from app.subscriptions where tenant_id = $1 and id <> $2 and status = any($3::text[])
      order by created_at desc limit 1`,
    [tenantId, exceptSubscription, LIVE_STATUSES],
  );
  if (live) return live.tier;
  const [oneOff] = await q<{ tier_id: PricingTier }>(
    `select pp.tier_id from app.payments p join app.pricing_plans pp on pp.id = p.pricing_plan_id
      where p.tenant_id = $1 and p.type = 'PAYMENT_INTENT' and p.status = 'PAID' and p.refunded_minor < p.amount_minor
      order by p.paid_at desc nulls last limit 1`,
    [tenantId],
  );
  return oneOff?.tier_id ?? 'CONNECT';
}

/**
 * Sets the workspace's tier (never over a Bespoke grant, which is a platform admin's); audits and announces a
 * change. Answers whether it changed.
 */
export async function setTenantTier(
  ctx: BillingTx,
  tenantId: string,
  tier: PricingTier,
  why: Record<string, unknown>,
): Promise<boolean> {
  const now = ctx.deps.now();
  const [row] = await ctx.db.query<{ tier: PricingTier }>(
    `update app.tenants t set tier = $2, updated_at = $3
       from (select id, tier as before from app.tenants where id = $1 for update) old
      where t.id = old.id and old.before <> $2 and old.before <> 'BESPOKE_USER_PRICING'
      returning old.before as tier`,
    [tenantId, tier, now],
  );
  if (!row) return false;
  await insertAudit(ctx.db.query, {
    actor: STRIPE_ACTOR,
    tenantId,
    action: 'setWorkspaceTierByPayment',
    target: `Tenant:${tenantId}`,
    details: { from: row.tier, tier, ...why },
    at: now,
  });
  announceTenant(ctx, tenantId);
  return true;
}

export function announceTenant(ctx: BillingTx, tenantId: string): void {
  ctx.afterCommit(() => ctx.deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { tenantId }));
}

/** The workspace's owners (the primary owner first) and the billing e-mail, who billing's notices go to. */
async function billingRecipients(q: RawQuery, tenantId: string) {
  const owners = await q<{ user_id: string }>(
    `select m.user_id from app.workspace_members m join app.tenants t on t.id = m.tenant_id
      where m.tenant_id = $1 and m.role = 'owner' order by (m.user_id = t.owner) desc, m.user_id`,
    [tenantId],
  );
  const [t] = await q<{ owner: string; billing_email: string | null; workspace: string }>(
    `select owner, billing_details ->> 'email' as billing_email, workspace from app.tenants where id = $1`,
    [tenantId],
  );
  const ids = owners.map((o) => o.user_id);
  if (t?.owner && !ids.includes(t.owner)) ids.unshift(t.owner);
  return { owners: ids, billingEmail: t?.billing_email ?? null, workspace: t?.workspace ?? '' };
}

export const SUBSCRIPTION_LINK = '/dashboard/subscription';

/**
 * Tells the workspace's owners (and the billing e-mail once) about billing: transactional mail, sent at once
 * whatever their preferences. `sourceId` makes a cause notify each owner once.
 */
export async function notifyBilling(
  ctx: BillingTx,
  tenantId: string,
  notice: { kind: string; title: string; body: string; sourceId: string },
): Promise<void> {
  const { owners, billingEmail } = await billingRecipients(ctx.db.query, tenantId);
  const text = `Hello,\n\n${notice.body}\n\nYour subscription: ${ctx.deps.config.publicUrl}${SUBSCRIPTION_LINK}`;
  const subject = `${notice.title} – ${SITE.name}`;
  for (const [i, owner] of owners.entries()) {
    const [profile] = await ctx.db.query<{ email: string | null }>(
      'select email from app.user_profiles where id = $1',
      [owner],
    );
    const extra =
      i === 0 && billingEmail && billingEmail.toLowerCase() !== profile?.email?.toLowerCase()
        ? [{ subject, text, to: billingEmail }]
        : [];
    await notify(ctx, {
      recipient: owner,
      type: 'PRODUCT',
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: SUBSCRIPTION_LINK,
      actor: null,
      transactional: true,
      sourceId: `${notice.sourceId}:${owner}`,
      mail: [{ subject, text }, ...extra],
    });
  }
}

/** A discount as the subscription page shows it, from the referral code named in the provider's metadata. */
async function discountOf(q: RawQuery, referralCodeId: string | null | undefined) {
  if (!referralCodeId) return null;
  const [code] = await q<{ code: string; type: string; timing: string; user_value: number }>(
    'select code, type, timing, user_value from app.referral_codes where id = $1',
    [referralCodeId],
  );
  return code ? { code: code.code, type: code.type, timing: code.timing, value: Number(code.user_value) } : null;
}

export interface AppliedSubscription {
  tenantId: string;
  row: SubscriptionRow;
  plan: PlanRow | undefined;
  planChanged: boolean;
  previousStatus: string | null;
}

/**
 * Upserts the provider's subscription into app.subscriptions and follows it: the workspace's tier (the plan's while
 * trialing, active or past_due; the fallback once it ends), `past_due_since`, the plan-changed notice. The
 * subscription object should be a fresh read (`default_payment_method` expanded for the card). Null when no
 * workspace of ours owns it.
 */
export async function applySubscription(
  ctx: BillingTx,
  sub: Stripe.Subscription,
  source: string,
): Promise<AppliedSubscription | null> {
  const q = ctx.db.query;
  const now = ctx.deps.now();
  const customerId = idOf(sub.customer);
  const tenantId = await tenantOfCustomer(q, customerId, sub.metadata?.tenantId);
  if (!tenantId || !customerId) return null;
  const item = sub.items?.data?.[0];
  const priceId = item?.price?.id ?? null;
  const plan = item
    ? await planForPrice(q, { id: priceId, product: idOf(item.price?.product) }, sub.metadata?.pricingPlanId)
    : sub.metadata?.pricingPlanId
      ? await loadPlan(q, sub.metadata.pricingPlanId)
      : undefined;
  const [existing] = await q<SubscriptionRow>('select * from app.subscriptions where id = $1 for update', [sub.id]);
  const pm = typeof sub.default_payment_method === 'object' ? sub.default_payment_method : null;
  const card = pm?.card
    ? { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year }
    : (existing?.card ?? null);
  const pastDueSince = sub.status === 'past_due' ? (existing?.past_due_since ?? now) : null;
  const tier: PricingTier = plan?.tier_id ?? existing?.tier ?? 'CONNECT';
  const discount = (await discountOf(q, sub.metadata?.referralCodeId)) ?? existing?.discount ?? null;
  const values = [
    sub.id,
    tenantId,
    customerId,
    sub.status,
    plan?.id ?? existing?.pricing_plan_id ?? null,
    priceId,
    item?.id ?? null,
    tier,
    at(item?.current_period_start),
    at(item?.current_period_end),
    sub.cancel_at_period_end === true,
    at(sub.canceled_at),
    at(sub.ended_at),
    at(sub.trial_end),
    pastDueSince,
    card ? JSON.stringify(card) : null,
    discount ? JSON.stringify(discount) : null,
    at(sub.created) ?? now,
    now,
  ];
  const [row] = await q<SubscriptionRow>(
    `insert into app.subscriptions (id, tenant_id, customer_id, status, pricing_plan_id, price_id, item_id, tier,
       current_period_start, current_period_end, cancel_at_period_end, canceled_at, ended_at, trial_end,
       past_due_since, card, discount, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17::jsonb, $18, $19)
     on conflict (id) do update set status = excluded.status, pricing_plan_id = excluded.pricing_plan_id,
       price_id = excluded.price_id, item_id = excluded.item_id, tier = excluded.tier,
       current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end, canceled_at = excluded.canceled_at,
       ended_at = excluded.ended_at, trial_end = excluded.trial_end, past_due_since = excluded.past_due_since,
       card = excluded.card, discount = excluded.discount, updated_at = excluded.updated_at
     returning *`,
    values,
  );
  const changed =
    !existing ||
    existing.status !== row.status ||
    existing.pricing_plan_id !== row.pricing_plan_id ||
    existing.cancel_at_period_end !== row.cancel_at_period_end ||
    String(existing.current_period_end) !== String(row.current_period_end);
  if (changed)
    await insertAudit(q, {
      actor: STRIPE_ACTOR,
      tenantId,
      action: 'syncSubscription',
      target: `Tenant:${tenantId}`,
      details: {
        subscriptionId: sub.id,
        status: row.status,
        pricingPlanId: row.pricing_plan_id,
        cancelAtPeriodEnd: row.cancel_at_period_end,
        source,
      },
      at: now,
    });
  // The workspace's tier follows its subscription (the grace of a past-due one is the workspace context's).
  const live = (LIVE_STATUSES as readonly string[]).includes(row.status);
  const ended = ['canceled', 'incomplete_expired', 'unpaid', 'paused'].includes(row.status);
  if (live) await setTenantTier(ctx, tenantId, tier, { subscriptionId: sub.id, status: row.status, source });
  else if (ended)
    await setTenantTier(ctx, tenantId, await fallbackTier(q, tenantId, sub.id), {
      subscriptionId: sub.id,
      status: row.status,
      source,
    });
  if (changed) announceTenant(ctx, tenantId);
  const planChanged = Boolean(existing?.pricing_plan_id && row.pricing_plan_id !== existing.pricing_plan_id);
  if (planChanged && plan)
    await notifyBilling(ctx, tenantId, {
      kind: 'billing.planChanged',
      title: 'Your plan changed',
      body: `Your workspace's plan is now ${plan.title}. What the plan includes is open to you now; the change shows on your next invoice.`,
      sourceId: `plan-changed:${sub.id}:${row.price_id}:${Math.floor(now.getTime() / 1000)}`,
    });
  return { tenantId, row, plan, planChanged, previousStatus: existing?.status ?? null };
}

// ---- What the subscription page reads ------------------------------------------------------------------------

export interface WorkspaceSubscription {
  tenantId: string;
  tier: PricingTier;
  plan: BillingPlan | null;
  status: BillingStatus;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  pastDueSince: string | null;
  graceEndsAt: string | null;
  trialAvailable: boolean;
  canManage: boolean;
  entitlements: WorkspaceContext['entitlements'];
  usage: { seats: number; storageBytes: number; teams: number; activeCampaigns: number };
  card: SubscriptionRow['card'];
  billingDetails: Record<string, string | null> | null;
  discount: SubscriptionRow['discount'];
  pendingPlan: BillingPlan | null;
  pendingReferralCode: string | null;
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export const billingStatusOf = (status: string | null | undefined): BillingStatus => {
  const upper = (status ?? 'none').toUpperCase();
  return (BILLING_STATUSES as readonly string[]).includes(upper) ? (upper as BillingStatus) : 'NONE';
};

/**
 * The workspace's subscription as `w` (the caller's workspace context) sees it; read again in the caller's
 * transaction after a change (`reload`), since the cached context has not heard of it yet.
 */
export async function workspaceSubscription(
  deps: Pick<DataDeps, 'now'>,
  q: RawQuery,
  userId: string,
  cached: WorkspaceContext,
  reload = false,
): Promise<WorkspaceSubscription> {
  const w = reload ? await loadWorkspace(q, userId, deps.now()) : cached;
  const tenantId = w.tenantId as string;
  const canManage = w.role === 'owner' || w.role === 'admin';
  const now = deps.now();
  const [tenant] = await q<{
    billing_details: Record<string, string | null> | null;
    trial_used_at: Date | null;
    owner: string;
  }>('select billing_details, trial_used_at, owner from app.tenants where id = $1', [tenantId]);
  const sub = await subscriptionOf(q, tenantId);
  const planRow = sub?.pricing_plan_id ? await loadPlan(q, sub.pricing_plan_id) : undefined;
  const current = sub && CURRENT_STATUSES.includes(sub.status);
  const [teams] = await q<{ n: number }>('select count(*)::int as n from app.teams where tenant_id = $1', [tenantId]);
  // The plan's active campaigns: SCHEDULED and OPEN ones (contracts' ACTIVE_CAMPAIGN_STATUSES), as publishCampaign counts.
  const [campaigns] = await q<{ n: number }>(
    'select count(*)::int as n from app.campaigns where tenant_id = $1 and status = any($2::text[])',
    [tenantId, ACTIVE_CAMPAIGN_STATUSES],
  );
  const storage = await storageUsed(q, tenantId, null);
  // The paid plan chosen at sign-up (the primary owner's SignupPlan), while the workspace has not subscribed.
  let pendingPlan: BillingPlan | null = null;
  let pendingReferralCode: string | null = null;
  if (!current && tenant) {
    const [signup] = await q<PlanRow & { discounts: { code?: string }[] | null; code: string | null }>(
      `select pp.*, sp.discounts, rc.code
         from app.user_profiles p
         join app.signup_plans sp on sp.id = p.signup_plan_id
         join app.pricing_plans pp on pp.id = sp.pricing_plan_id
         left join app.referral_codes rc on rc.id = sp.referral_code_id
        where p.id = $1 and pp.status = 'ACTIVE' and pp.price > 0`,
      [tenant.owner],
    );
    if (signup) {
      pendingPlan = billingPlanOf(signup);
      pendingReferralCode = signup.code ?? signup.discounts?.[0]?.code ?? null;
    }
  }
  const pastDueSince = sub?.status === 'past_due' ? sub.past_due_since : null;
  return {
    tenantId,
    tier: w.tier,
    plan: planRow ? billingPlanOf(planRow) : null,
    status: billingStatusOf(sub?.status),
    currentPeriodEnd: iso(sub?.current_period_end),
    trialEnd: iso(sub?.trial_end),
    cancelAtPeriodEnd: sub?.cancel_at_period_end === true,
    endedAt: iso(sub?.ended_at),
    pastDueSince: iso(pastDueSince),
    graceEndsAt: pastDueSince ? graceEndsAt(pastDueSince).toISOString() : null,
    trialAvailable: !tenant?.trial_used_at,
    canManage,
    entitlements: w.entitlements,
    usage: {
      seats: await seatsTaken(q, tenantId, now),
      storageBytes: storage.usedBytes,
      teams: teams?.n ?? 0,
      activeCampaigns: campaigns?.n ?? 0,
    },
    card: canManage ? (sub?.card ?? null) : null,
    billingDetails: canManage ? (tenant?.billing_details ?? {}) : null,
    discount: sub?.discount ?? null,
    pendingPlan,
    pendingReferralCode,
  };
}

/**
 * A deleted workspace stops renewing: its live subscription is set to end with the period already paid for (after
 * the deletion's commit; the webhook then records it). A platform admin's restore leaves resuming to its owners.
 */
export async function stopRenewalOnDelete(
  ctx: { db: { query: RawQuery }; deps: DataDeps; afterCommit(fn: () => Promise<void>): void },
  tenantId: string,
) {
  const sub = await currentSubscription(ctx.db.query, tenantId);
  if (!sub || sub.cancel_at_period_end) return;
  ctx.afterCommit(async () => {
    try {
      await ctx.deps.stripe.client().subscriptions.update(sub.id, { cancel_at_period_end: true });
    } catch (err) {
      ctx.deps.logger.error({ err, tenantId, subscription: sub.id }, 'billing: a deleted workspace still renews');
    }
  });
}
