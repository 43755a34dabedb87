'use client';
// A campaign's participation (getCampaignStats): participants, ideas, votes and comments in figures, and day by day
// as a chart (@mui/x-charts) or, for those who prefer or need it, the same numbers as a table. The chart is a
// figure with a sentence saying what it shows.
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { shortDay } from '../../admin-overview/lib/overview-period.ts';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { TableRegion } from '../../layout/components/table-region.tsx';
import { type CampaignStats, CampaignStatsQuery } from '../lib/campaign-api.ts';
import { statsSummary } from '../lib/campaign-page.ts';

const CHART_HEIGHT = 260;
/** Days up to which the chart marks each day's point. */
const MARKED_DAYS = 14;

function Figure({ label, value }: { label: string; value: number | undefined }) {
  const id = useId();
  return (
    <Card variant="outlined" component="li" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={id} variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`campaign-stat-${label}`}>
        {value === undefined ? <Skeleton width={64} /> : value.toLocaleString()}
      </Typography>
    </Card>
  );
}

function DailyChart({ stats }: { stats: CampaignStats }) {
  const { palette } = useTheme();
  const marks = stats.days.length <= MARKED_DAYS;
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[{ data: stats.days.map((d) => d.date), scaleType: 'point', valueFormatter: (d: string) => shortDay(d) }]}
      yAxis={[{ tickMinStep: 1, width: 36, min: 0 }]}
      series={[
        { data: stats.days.map((d) => d.ideas), label: 'Ideas', color: palette.primary.main, showMark: marks },
        { data: stats.days.map((d) => d.votes), label: 'Votes', color: palette.info.main, showMark: marks },
        { data: stats.days.map((d) => d.comments), label: 'Comments', color: palette.warning.main, showMark: marks },
        {
          data: stats.days.map((d) => d.participants),
          label: 'Participants',
          color: palette.success.main,
          showMark: marks,
        },
      ]}
      grid={{ horizontal: true }}
      margin={{ left: 0, right: 8 }}
    />
  );
}

function DailyTable({ stats, captionId }: { stats: CampaignStats; captionId: string }) {
  return (
    <TableRegion sx={{ maxHeight: CHART_HEIGHT + 60 }} aria-labelledby={captionId}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Day
            </TableCell>
            {['Ideas', 'Votes', 'Comments', 'Participants'].map((h) => (
              <TableCell key={h} component="th" scope="col" align="right">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.days.map((d) => (
            <TableRow key={d.date}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {shortDay(d.date)}
              </TableCell>
              <TableCell align="right">{d.ideas}</TableCell>
              <TableCell align="right">{d.votes}</TableCell>
              <TableCell align="right">{d.comments}</TableCell>
              <TableCell align="right">{d.participants}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

export function CampaignStatsSection({ campaignId, opened }: { campaignId: string; opened: boolean }) {
  // Before it opens a campaign has no participation to show.
  const query = CampaignStatsQuery.useQuery({ variables: { id: campaignId } }, { skip: !opened });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const stats = query.data ?? undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack sx={{ gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Participation
        </Typography>
        {!opened ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Participants, ideas, votes and comments are counted here day by day once the campaign opens.
          </Typography>
        ) : query.isError && !stats ? (
          <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>
        ) : query.isSuccess && !stats ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="campaign-stats-unavailable">
            The campaign’s figures are not available.
          </Typography>
        ) : (
          <>
            <Box
              component="ul"
              aria-label="Totals"
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              <Figure label="Participants" value={stats?.participants} />
              <Figure label="Ideas" value={stats?.ideas} />
              <Figure label="Votes" value={stats?.votes} />
              <Figure label="Comments" value={stats?.comments} />
            </Box>
            {stats && stats.days.length > 0 ? (
              <Box component="figure" aria-labelledby={`${titleId}-daily`} sx={{ m: 0 }}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}
                >
                  <Typography id={`${titleId}-daily`} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    Day by day
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    value={view}
                    onChange={(_event, next) => next && setView(next)}
                    aria-label="Show the days as"
                  >
                    <ToggleButton value="chart">
                      <BarChartOutlinedIcon fontSize="small" aria-hidden />
                      <Box component="span" sx={{ ml: 0.75 }}>
                        Chart
                      </Box>
                    </ToggleButton>
                    <ToggleButton value="table">
                      <TableRowsOutlinedIcon fontSize="small" aria-hidden />
                      <Box component="span" sx={{ ml: 0.75 }}>
                        Table
                      </Box>
                    </ToggleButton>
                  </ToggleButtonGroup>
                </Stack>
                <Box component="figcaption" sx={view === 'chart' ? visuallyHidden : { mb: 1, color: 'text.secondary' }}>
                  <Typography variant="body2" component="span">
                    {statsSummary(stats)}
                  </Typography>
                </Box>
                {view === 'chart' ? (
                  // The legend wraps onto more lines on a narrow screen: the box grows with it rather than clipping the axis.
                  <Box sx={{ minHeight: CHART_HEIGHT, minWidth: 0 }}>
                    <DailyChart stats={stats} />
                  </Box>
                ) : (
                  <DailyTable stats={stats} captionId={`${titleId}-daily`} />
                )}
              </Box>
            ) : stats ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The days’ figures appear here once the campaign opens and people take part.
              </Typography>
            ) : (
              <Skeleton variant="rounded" height={CHART_HEIGHT} />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
