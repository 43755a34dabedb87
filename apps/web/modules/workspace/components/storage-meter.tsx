'use client';
// The workspace's storage against its plan, beside its logo on the company page: "1.2 MB of 1 GB used" over a
// bar labelled for screen readers, the number of files, and a warning near and at the limit (where uploads are
// refused with the data service's words). Every member reads it.
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StorageUsageQuery } from '../../files/lib/files-api.ts';
import { usageView } from '../lib/storage-usage.ts';

export function StorageMeter() {
  // Uploads on other pages (an idea's attachments) change it: asked for again on every visit.
  const query = StorageUsageQuery.useQuery({}, { refetchOnMountOrArgChange: true });
  const usage = query.data;
  const view = usage ? usageView(usage) : null;
  return (
    <Stack sx={{ gap: 1, minWidth: 0 }} data-testid="storage-meter">
      <Typography variant="subtitle2" component="h3" id="storage-heading">
        Storage
      </Typography>
      {view ? (
        <>
          {view.percent !== null ? (
            <LinearProgress
              variant="determinate"
              value={view.percent}
              color={view.level === 'full' ? 'error' : view.level === 'high' ? 'warning' : 'primary'}
              aria-label="Storage used"
              aria-valuetext={view.text}
              sx={{ height: 8, borderRadius: 4 }}
            />
          ) : null}
          <Typography variant="body2" data-testid="storage-usage">
            {view.text}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {view.files}. Logos and attachments count towards it; profile pictures do not.
          </Typography>
          {view.level === 'full' ? (
            <Alert severity="error" variant="outlined">
              The workspace’s storage is full: delete files, or move to a larger plan, before uploading more.
            </Alert>
          ) : view.level === 'high' ? (
            <Alert severity="warning" variant="outlined">
              The workspace’s storage is nearly full.
            </Alert>
          ) : null}
        </>
      ) : query.isError ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The storage use could not be loaded.
        </Typography>
      ) : (
        <Stack sx={{ gap: 1 }} role="status" aria-label="Loading the storage use">
          <Skeleton variant="rounded" height={8} />
          <Skeleton width="60%" />
        </Stack>
      )}
    </Stack>
  );
}
