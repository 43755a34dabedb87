// adminOverview: the back-office's first page (/admin). Daily series over the last `days` days (UTC days, today
// included): sign-ups (profiles created), workspaces created, enquiries received and newsletter subscriptions
// confirmed; and the counts as they stand now: users, workspaces by state (a deleted one apart, whatever its
// state), open enquiries (new or in progress, not archived) and newsletter subscriptions by status. Revenue and
// subscriptions by tier come with payments (issue 27).
import { ENQUIRY_STATUSES, NEWSLETTER_STATUSES, WORKSPACE_STATUSES } from '@innov/contracts';
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
}

type Series = Exclude<keyof AdminOverviewDay, 'date'>;

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
  /** Now. */
  users: number;
  workspaces: Record<Lowercase<(typeof WORKSPACE_STATUSES)[number]> | 'deleted', number>;
  openEnquiries: number;
  newsletter: Record<Lowercase<(typeof NEWSLETTER_STATUSES)[number]>, number>;
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
    }));
    const byDate = new Map(series.map((d) => [d.date, d]));
    for (const row of counted) {
      const day = byDate.get(row.day);
      if (day) day[row.series] = row.n;
    }
    const total = (key: Series) => series.reduce((sum, d) => sum + d[key], 0);

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
      users: now_?.users ?? 0,
      workspaces,
      openEnquiries: now_?.open_enquiries ?? 0,
      newsletter: Object.fromEntries(
        NEWSLETTER_STATUSES.map((s) => [s.toLowerCase(), now_?.newsletter?.[s] ?? 0]),
      ) as AdminOverview['newsletter'],
    };
  },
});
