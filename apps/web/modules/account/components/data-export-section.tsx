'use client';
// Export your data: what the export holds, a "Request export" button (one an hour; the page says when the next one
// is possible), and the latest export's state: being prepared (asked again every few seconds until it is made),
// ready with its Download link until it expires, expired, or failed. The job e-mails the user when it is ready.
import { DATA_EXPORT_CONTENTS, DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from '@innov/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { useEffect, useId, useState } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { formatBytes } from '../../files/lib/format-bytes.ts';
import { useSettings } from '../../settings/lib/settings-context.tsx';
import {
  dataExportView,
  MyDataExport,
  RequestDataExport,
  requestVariables,
  type TDataExport,
} from '../lib/data-export.ts';
import { SectionCard } from './section-card.tsx';

const when = (iso: string | Date) => format(new Date(iso), 'PPp');

function Time({ value }: { value: string | Date }) {
  const d = new Date(value);
  return <time dateTime={d.toISOString()}>{when(d)}</time>;
}

/** The newer of the page's answer and the export just requested (the answer once it knows that one). */
function latestOf(answer: TDataExport | null | undefined, requested: TDataExport | null) {
  if (!requested || (answer && new Date(answer.createdAt) >= new Date(requested.createdAt))) return answer;
  return requested;
}

export function DataExportSection() {
  const [now, setNow] = useState(() => new Date());
  const [polling, setPolling] = useState(false);
  const query = MyDataExport.useQuery(
    {},
    { refetchOnMountOrArgChange: true, pollingInterval: polling ? DATA_EXPORT_LIMITS.pollSeconds * 1000 : 0 },
  );
  const [request, requestState] = RequestDataExport.useMutation();
  const { settings } = useSettings();
  const call = useCall();
  const [problem, setProblem] = useState<string | null>(null);
  // The export just requested shows at once (pending) until the page's next answer knows it.
  const [requested, setRequested] = useState<TDataExport | null>(null);
  const listId = useId();
  const state = latestOf(query.data, requested);
  const view = dataExportView(state, now);

  useEffect(() => setPolling(view.polling), [view.polling]);

  // The page follows the clock: the button comes back when the hour is over, the link goes when the export expires.
  const nextChange = [
    view.nextRequestAt,
    view.status === 'READY' && state?.expiresAt ? new Date(state.expiresAt) : null,
  ]
    .filter((d): d is Date => d !== null)
    .map((d) => d.getTime())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextChange === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, nextChange - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [nextChange]);

  async function onRequest() {
    setProblem(null);
    const made = await call(() => request({ variables: requestVariables(settings) }).unwrap(), {
      progress: true,
      error: false,
      onError: (e) => setProblem(toErrorMessage(e)),
    });
    if (made) {
      setNow(new Date());
      setRequested(made);
    }
  }

  return (
    <SectionCard
      id="data-export"
      title="Export your data"
      description="Download a copy of everything we hold about you, as a ZIP file with data.json and a CSV file for each list."
    >
      <Typography variant="body2" id={listId}>
        The export includes:
      </Typography>
      <Box component="ul" aria-labelledby={listId} sx={{ mt: 0.5, mb: 2, pl: 3, typography: 'body2' }}>
        {DATA_EXPORT_CONTENTS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Other people’s details are left out. The file is kept for {DATA_EXPORT_LIMITS.keepHours} hours, and we e-mail
        you when it is ready. You can request one export an hour.
      </Typography>

      <Box aria-live="polite" aria-busy={query.isLoading} sx={{ mb: 2 }}>
        {query.isLoading ? (
          <Skeleton height={56} />
        ) : query.error ? (
          <RetryAlert onRetry={() => query.refetch()}>
            {(query.error as { message?: string }).message ?? 'Your export could not be loaded.'}
          </RetryAlert>
        ) : !state || view.status === 'NONE' ? null : view.status === 'PENDING' ? (
          <Alert severity="info" data-testid="data-export-pending">
            <AlertTitle>Preparing your export</AlertTitle>
            Requested <Time value={state.createdAt} />. This usually takes a few seconds; this page updates itself.
            <LinearProgress aria-label="Preparing your export" sx={{ mt: 1.5 }} />
          </Alert>
        ) : view.status === 'READY' && view.url ? (
          <Alert severity="success" data-testid="data-export-ready">
            <AlertTitle>Your export is ready</AlertTitle>
            Requested <Time value={state.createdAt} />
            {state.size ? ` · ${formatBytes(state.size)}` : ''}. Download it until{' '}
            {state.expiresAt && <Time value={state.expiresAt} />}.
            <Box sx={{ mt: 1.5 }}>
              <Button
                href={view.url}
                download
                variant="outlined"
                color="inherit"
                size="small"
                startIcon={<DownloadIcon />}
                aria-label={`Download your data export${state.size ? ` (${formatBytes(state.size)})` : ''}`}
              >
                Download
              </Button>
            </Box>
          </Alert>
        ) : view.status === 'FAILED' ? (
          <Alert severity="error" data-testid="data-export-failed">
            {DATA_EXPORT_MESSAGES.failed}
          </Alert>
        ) : (
          <Alert severity="info" data-testid="data-export-expired">
            Your export of <Time value={state.createdAt} /> has expired and was deleted. Request a new one to download
            your data again.
          </Alert>
        )}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          onClick={() => void onRequest()}
          loading={requestState.isLoading}
          disabled={query.isLoading || !view.canRequest}
          aria-describedby={view.nextRequestAt ? `${listId}-next` : undefined}
        >
          Request export
        </Button>
        {view.nextRequestAt && (
          <Typography id={`${listId}-next`} variant="body2" sx={{ color: 'text.secondary' }}>
            You can request the next export from <Time value={view.nextRequestAt} />.
          </Typography>
        )}
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
    </SectionCard>
  );
}
