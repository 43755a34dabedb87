'use client';
import { formatMoney, PLAN_NAMES, toMinor } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
// /admin: how the platform is doing. Cards with the counts as they stand (users, active workspaces and those waiting
// for approval, open enquiries, newsletter subscribers), each linking to its list, then charts over the period
// chosen (in the URL, `?days=`): sign-ups and new workspaces by day, enquiries and newsletter confirmations by day,
// and the workspaces by state; revenue by day (paid less refunds) and the subscriptions by plan (trialing, active,
// past due).
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import NextLink from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useId } from 'react';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { AdminOverviewQuery, type TAdminOverview } from '../lib/admin-overview.ts';
import { DEFAULT_OVERVIEW_DAYS, OVERVIEW_PERIODS, parseOverviewDays, shortDay } from '../lib/overview-period.ts';

const CHART_HEIGHT = 260;
/** Days up to which a line chart marks each day's point (beyond, the marks crowd the line). */
const MARKED_DAYS = 14;
const number = (n: number) => n.toLocaleString();
const pounds = (n: number) => formatMoney(toMinor(n), 'GBP');

export function AdminOverviewView() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const days = parseOverviewDays(params.get('days'));
  const overview = AdminOverviewQuery.useQuery({ variables: { days } });
  const period = OVERVIEW_PERIODS.find((p) => p.days === days)?.label ?? '';
  const data = overview.data ?? undefined;

  return (
    <AdminPage
      title="Overview"
      description="Sign-ups, workspaces, revenue and subscriptions, enquiries and newsletter subscribers."
      actions={
        <TextField
          select
          size="small"
          label="Period"
          value={days}
          onChange={(e) => {
            const next = Number(e.target.value);
            router.replace(next === DEFAULT_OVERVIEW_DAYS ? pathname : `${pathname}?days=${next}`, { scroll: false });
          }}
          sx={{ minWidth: 180 }}
        >
          {OVERVIEW_PERIODS.map((p) => (
            <MenuItem key={p.days} value={p.days}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {overview.isError ? (
        <Alert severity="error">The overview could not be loaded. {toErrorMessage(overview.error)}</Alert>
      ) : (
        <>
          <Grid container spacing={2} component="ul" aria-label="Counts now" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <StatCard
              label="Users"
              value={data?.users}
              detail={data && `${number(data.signUps)} signed up · ${period.toLowerCase()}`}
              href="/admin/users"
              linkLabel="See users"
            />
            <StatCard
              label="Active workspaces"
              value={data?.workspaces.active}
              detail={data && `${number(data.workspaces.pending)} waiting for approval`}
              href="/admin/workspaces?status=PENDING&dir=asc"
              linkLabel="Review pending workspaces"
            />
            <StatCard
              label="Revenue"
              value={data?.revenue}
              format={pounds}
              detail={data && `${period} · paid less refunds`}
              href="/admin/payments?status=PAID"
              linkLabel="See payments"
            />
            <StatCard
              label="Subscriptions"
              value={data?.subscriptions}
              detail={
                data &&
                `${number(data.subscriptionsByTier.reduce((n, t) => n + t.trialing, 0))} trialing · ${number(data.subscriptionsByTier.reduce((n, t) => n + t.pastDue, 0))} past due`
              }
              href="/admin/workspaces"
              linkLabel="See workspaces"
            />
            <StatCard
              label="Open enquiries"
              value={data?.openEnquiries}
              detail={data && `${number(data.enquiriesReceived)} received · ${period.toLowerCase()}`}
              href="/admin/enquiries"
              linkLabel="Open the inbox"
            />
            <StatCard
              label="Newsletter subscribers"
              value={data?.newsletter.confirmed}
              detail={data && `${number(data.newsletter.pending)} waiting to confirm`}
              href="/admin/newsletter?status=CONFIRMED"
              linkLabel="See subscribers"
            />
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                title="Sign-ups and new workspaces"
                summary={
                  data &&
                  `${period}: ${number(data.signUps)} sign-ups and ${number(data.workspacesCreated)} new workspaces.`
                }
                loading={!data}
              >
                {data && <ActivityChart data={data} />}
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                title="Revenue"
                summary={
                  data && `${period}: ${pounds(data.revenue)} received, paid payments less refunds${revenueDays(data)}.`
                }
                loading={!data}
              >
                {data && <RevenueChart data={data} />}
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard title="Subscriptions by plan" summary={data && subscriptionsSummary(data)} loading={!data}>
                {data && <SubscriptionsChart data={data} />}
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                title="Enquiries and newsletter confirmations"
                summary={
                  data &&
                  `${period}: ${number(data.enquiriesReceived)} enquiries received and ${number(data.newsletterConfirmed)} newsletter subscriptions confirmed.`
                }
                loading={!data}
              >
                {data && <InboxChart data={data} />}
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                title="Workspaces by state"
                summary={
                  data &&
                  `Now: ${number(data.workspaces.active)} active, ${number(data.workspaces.pending)} pending, ${number(data.workspaces.rejected)} rejected, ${number(data.workspaces.deactivated)} deactivated and ${number(data.workspaces.deleted)} deleted.`
                }
                loading={!data}
              >
                {data && <WorkspaceStatesChart data={data} />}
              </ChartCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartCard
                title="Newsletter subscriptions by status"
                summary={
                  data &&
                  `Now: ${number(data.newsletter.confirmed)} confirmed, ${number(data.newsletter.pending)} waiting to confirm and ${number(data.newsletter.unsubscribed)} unsubscribed.`
                }
                loading={!data}
              >
                {data && <NewsletterChart data={data} />}
              </ChartCard>
            </Grid>
          </Grid>
        </>
      )}
    </AdminPage>
  );
}

function StatCard({
  label,
  value,
  format = number,
  detail,
  href,
  linkLabel,
}: {
  label: string;
  value: number | undefined;
  format?: (n: number) => string;
  detail: string | undefined;
  href: string;
  linkLabel: string;
}) {
  const labelId = useId();
  return (
    <Grid size={{ xs: 6, md: 4 }} component="li" aria-labelledby={labelId}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Typography id={labelId} variant="overline" component="h2" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`stat-${label}`}>
            {value === undefined ? <Skeleton width={80} /> : format(value)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
            {detail ?? <Skeleton width="70%" />}
          </Typography>
          <Link component={NextLink} href={href} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {linkLabel}
          </Link>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** A chart with its heading and, for those who do not see it, what it shows in a sentence. */
function ChartCard({
  title,
  summary,
  loading,
  children,
}: {
  title: string;
  summary: string | undefined;
  loading: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={titleId} sx={{ m: 0, height: '100%' }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ px: { xs: 0.5, sm: 0 } }}>
          {title}
        </Typography>
        <Box component="figcaption" sx={visuallyHidden}>
          {summary}
        </Box>
        <Box sx={{ height: CHART_HEIGHT, minWidth: 0 }}>
          {loading ? <Skeleton variant="rounded" height={CHART_HEIGHT} /> : children}
        </Box>
      </CardContent>
    </Card>
  );
}

const dayAxis = (data: TAdminOverview) => ({
  data: data.series.map((d) => d.date),
  valueFormatter: (date: string) => shortDay(date),
});

function ActivityChart({ data }: { data: TAdminOverview }) {
  const { palette } = useTheme();
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[{ ...dayAxis(data), scaleType: 'point' }]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[
        {
          data: data.series.map((d) => d.signUps),
          label: 'Sign-ups',
          color: palette.primary.main,
          showMark: data.days <= MARKED_DAYS,
        },
        {
          data: data.series.map((d) => d.workspaces),
          label: 'New workspaces',
          color: palette.info.main,
          showMark: data.days <= MARKED_DAYS,
        },
      ]}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 8 }}
    />
  );
}

function InboxChart({ data }: { data: TAdminOverview }) {
  const { palette } = useTheme();
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ ...dayAxis(data), scaleType: 'band' }]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[
        { data: data.series.map((d) => d.enquiries), label: 'Enquiries', color: palette.warning.main },
        { data: data.series.map((d) => d.newsletter), label: 'Newsletter confirmations', color: palette.primary.main },
      ]}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 8 }}
    />
  );
}

function WorkspaceStatesChart({ data }: { data: TAdminOverview }) {
  const { palette } = useTheme();
  const w = data.workspaces;
  const states = ['Active', 'Pending', 'Rejected', 'Deactivated', 'Deleted'];
  return (
    <BarChart
      height={CHART_HEIGHT}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: states,
          width: 88,
          colorMap: {
            type: 'ordinal',
            values: states,
            colors: [
              palette.success.main,
              palette.warning.main,
              palette.error.main,
              palette.grey[500],
              palette.grey[600],
            ],
          },
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: [w.active, w.pending, w.rejected, w.deactivated, w.deleted], label: 'Workspaces' }]}
      hideLegend
      grid={{ vertical: true }}
      margin={{ right: 16 }}
    />
  );
}

function NewsletterChart({ data }: { data: TAdminOverview }) {
  const { palette } = useTheme();
  const n = data.newsletter;
  const statuses = ['Confirmed', 'Pending', 'Unsubscribed'];
  return (
    <BarChart
      height={CHART_HEIGHT}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: statuses,
          width: 96,
          colorMap: {
            type: 'ordinal',
            values: statuses,
            colors: [palette.success.main, palette.warning.main, palette.grey[500]],
          },
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: [n.confirmed, n.pending, n.unsubscribed], label: 'Subscriptions' }]}
      hideLegend
      grid={{ vertical: true }}
      margin={{ right: 16 }}
    />
  );
}

/** The best day of the period, for the revenue chart's sentence (nothing when no day had revenue). */
function revenueDays(data: TAdminOverview): string {
  const best = data.series.reduce((top, d) => (d.revenue > top.revenue ? d : top), data.series[0]);
  return best && best.revenue > 0 ? `; the most on ${shortDay(best.date)} (${pounds(best.revenue)})` : '';
}

function RevenueChart({ data }: { data: TAdminOverview }) {
  const { palette } = useTheme();
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ ...dayAxis(data), scaleType: 'band' }]}
      yAxis={[{ width: 56, valueFormatter: (v: number | null) => (v === null ? '' : pounds(v)) }]}
      series={[
        {
          data: data.series.map((d) => d.revenue),
          label: 'Revenue',
          color: palette.success.main,
          valueFormatter: (v) => (v === null ? '' : pounds(v)),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 8 }}
    />
  );
}

function subscriptionsSummary(data: TAdminOverview): string {
  const held = data.subscriptionsByTier.filter((t) => t.total > 0);
  if (!held.length) return 'Now: no workspace has a subscription.';
  const parts = held.map(
    (t) =>
      `${PLAN_NAMES[t.tier]} ${number(t.total)} (${number(t.active)} active, ${number(t.trialing)} trialing, ${number(t.pastDue)} past due)`,
  );
  return `Now: ${number(data.subscriptions)} subscriptions. ${parts.join('; ')}.`;
}

function SubscriptionsChart({ data }: { data: TAdminOverview }) {
  const { palette } = useTheme();
  const tiers = data.subscriptionsByTier.filter((t) => t.tier !== 'CONNECT');
  return (
    <BarChart
      height={CHART_HEIGHT}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: tiers.map((t) => PLAN_NAMES[t.tier]), width: 96 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { data: tiers.map((t) => t.active), label: 'Active', stack: 'status', color: palette.success.main },
        { data: tiers.map((t) => t.trialing), label: 'Trialing', stack: 'status', color: palette.info.main },
        { data: tiers.map((t) => t.pastDue), label: 'Past due', stack: 'status', color: palette.warning.main },
      ]}
      grid={{ vertical: true }}
      margin={{ right: 16 }}
    />
  );
}
