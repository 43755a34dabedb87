// adminOverview: the back-office's first page (/admin). Daily series over the last `days` days (UTC days, today
// included): sign-ups (profiles created), workspaces created, enquiries received and newsletter subscriptions
// confirmed; and the counts as they stand now: users, workspaces by state (a deleted one apart, whatever its
// state), open enquiries (new or in progress, not archived) and newsletter subscriptions by status. Revenue and
// Revenue: each day's PAID payments (by `paid_at`) less what was refunded of them, in pounds, with the period's
// total; subscriptions as they stand now by tier (trialing, active, past due).
import { ENQUIRY_STATUSES, NEWSLETTER_STATUSES, PRICING_TIERS, toMajor, WORKSPACE_STATUSES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';

export const ADMIN_OVERVIEW_DEFAULT_DAYS = 30;
export const ADMIN_OVERVIEW_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

export interface AdminOverviewDay {
  /** The UTC day, `YYYY-MM-DD`. */
  date: string;
  signUps: number;
  workspaces: number;
  enquiries: number;
  newsletter: number;
  /** Pounds: PAID payments by `paid_at` less their refunds. */
  revenue: number;
}

type Series = Exclude<keyof AdminOverviewDay, 'date' | 'revenue'>;

/** The subscriptions that give a tier now (trialing, active, past due), by tier. */
export interface AdminOverviewTier {
  tier: (typeof PRICING_TIERS)[number];
  trialing: number;
  active: number;
  pastDue: number;
  total: number;
}

export interface AdminOverview {
  days: number;
  from: Date;
  to: Date;
  series: AdminOverviewDay[];
  /** The period's totals of the series. */
  signUps: number;
  workspacesCreated: number;
  enquiriesReceived: number;
  newsletterConfirmed: number;
  /** Pounds, the period's revenue (PAID less refunds). */
  revenue: number;
  /** Now. */
  users: number;
  workspaces: Record<Lowercase<(typeof WORKSPACE_STATUSES)[number]> | 'deleted', number>;
  openEnquiries: number;
  newsletter: Record<Lowercase<(typeof NEWSLETTER_STATUSES)[number]>, number>;
  subscriptionsByTier: AdminOverviewTier[];
  subscriptions: number;
}

/** Enquiries still waiting for the team: every status but the last (ANSWERED). */
const OPEN_ENQUIRY = ENQUIRY_STATUSES.filter((s) => s !== 'ANSWERED');

export const adminOverview = defineFunction({
  name: 'adminOverview',
  type: 'Query',
  allow: 'admins',
  input: z.object({
    days: z
      .number()
      .int()
      .min(1, 'expected 1 or more')
      .max(ADMIN_OVERVIEW_MAX_DAYS, `at most ${ADMIN_OVERVIEW_MAX_DAYS}`)
      .nullish(),
  }),
  async run({ db, deps }, { days: asked }): Promise<AdminOverview> {
    const days = asked ?? ADMIN_OVERVIEW_DEFAULT_DAYS;
    const now = deps.now();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const from = new Date(today - (days - 1) * DAY_MS);
    const to = new Date(today + DAY_MS);
    const utcDay = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const perDay = (series: Series, table: string, column: string) =>
      `select '${series}' as series, ${utcDay(column)} as day, count(*)::int as n from ${table}
        where ${column} >= $1 and ${column} < $2 group by 2`;
    const counted = await db.query<{ series: Series; day: string; n: number }>(
      [
        perDay('signUps', 'app.user_profiles', 'created_at'),
        perDay('workspaces', 'app.tenants', 'created_at'),
        perDay('enquiries', 'app.enquiries', 'created_at'),
        perDay('newsletter', 'app.newsletter_subscriptions', 'confirmed_at'),
      ].join(' union all '),
      [from, to],
    );
    const series: AdminOverviewDay[] = Array.from({ length: days }, (_, i) => ({
      date: new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
      signUps: 0,
      workspaces: 0,
      enquiries: 0,
      newsletter: 0,
      revenue: 0,
    }));
    const byDate = new Map(series.map((d) => [d.date, d]));
    for (const row of counted) {
      const day = byDate.get(row.day);
      if (day) day[row.series] = row.n;
    }
    const total = (key: Series) => series.reduce((sum, d) => sum + d[key], 0);

    const revenue = await db.query<{ day: string; minor: number }>(
      `select ${utcDay('paid_at')} as day, sum(amount_minor - refunded_minor)::int as minor from app.payments
        where status = 'PAID' and paid_at >= $1 and paid_at < $2 group by 1`,
      [from, to],
    );
    let revenueMinor = 0;
    for (const row of revenue) {
      const day = byDate.get(row.day);
      if (!day) continue;
      day.revenue = toMajor(row.minor);
      revenueMinor += row.minor;
    }
    const subscribed = await db.query<{ tier: string; status: string; n: number }>(
      `select tier, status, count(*)::int as n from app.subscriptions
        where status in ('trialing', 'active', 'past_due') group by 1, 2`,
    );
    const byTier = new Map<string, AdminOverviewTier>();
    for (const row of subscribed) {
      const tier = byTier.get(row.tier) ?? {
        tier: row.tier as AdminOverviewTier['tier'],
        trialing: 0,
        active: 0,
        pastDue: 0,
        total: 0,
      };
      byTier.set(row.tier, tier);
      if (row.status === 'trialing') tier.trialing += row.n;
      else if (row.status === 'active') tier.active += row.n;
      else tier.pastDue += row.n;
      tier.total += row.n;
    }
    // Every tier in the plans' order, so the chart's bars keep their places; a tier nobody has shows 0.
    const subscriptionsByTier = PRICING_TIERS.map(
      (tier) => byTier.get(tier) ?? { tier, trialing: 0, active: 0, pastDue: 0, total: 0 },
    );

    const [now_] = await db.query<{
      users: number;
      workspaces: Record<string, number> | null;
      deleted: number;
      open_enquiries: number;
      newsletter: Record<string, number> | null;
    }>(
      `select (select count(*)::int from app.user_profiles) as users,
              (select json_object_agg(status, n) from (
                 select status, count(*)::int as n from app.tenants where deleted_at is null group by status) s)
                as workspaces,
              (select count(*)::int from app.tenants where deleted_at is not null) as deleted,
              (select count(*)::int from app.enquiries where status = any($1::text[]) and archived_at is null)
                as open_enquiries,
              (select json_object_agg(status, n) from (
                 select status, count(*)::int as n from app.newsletter_subscriptions group by status) s)
                as newsletter`,
      [OPEN_ENQUIRY],
    );
    const workspaces = Object.fromEntries(
      WORKSPACE_STATUSES.map((s) => [s.toLowerCase(), now_?.workspaces?.[s] ?? 0]),
    ) as AdminOverview['workspaces'];
    workspaces.deleted = now_?.deleted ?? 0;
    return {
      days,
      from,
      to,
      series,
      signUps: total('signUps'),
      workspacesCreated: total('workspaces'),
      enquiriesReceived: total('enquiries'),
      newsletterConfirmed: total('newsletter'),
      revenue: toMajor(revenueMinor),
      users: now_?.users ?? 0,
      workspaces,
      openEnquiries: now_?.open_enquiries ?? 0,
      newsletter: Object.fromEntries(
        NEWSLETTER_STATUSES.map((s) => [s.toLowerCase(), now_?.newsletter?.[s] ?? 0]),
      ) as AdminOverview['newsletter'],
      subscriptionsByTier,
      subscriptions: subscriptionsByTier.reduce((sum, t) => sum + t.total, 0),
    };
  },
});
