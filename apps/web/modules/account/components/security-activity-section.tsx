'use client';
// Security activity: the recent sign-ins (with their outcome, device and address) and security changes of the
// account, newest first, so a user can spot what they did not do.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { format, formatDistanceToNow } from 'date-fns';
import { activityTitle, SECURITY_ACTIVITY_LIMIT, SecurityActivity } from '../lib/security-activity.ts';
import { SectionCard } from './section-card.tsx';

export function SecurityActivitySection() {
  const { data, error, isLoading, isFetching, refetch } = SecurityActivity.useQuery(
    { variables: { limit: SECURITY_ACTIVITY_LIMIT } },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <SectionCard
      id="activity"
      title="Security activity"
      busy={isLoading}
      description="Recent sign-ins and changes to how you sign in. If you see something you did not do, change your password and sign out everywhere."
    >
      {isLoading ? (
        <>
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </>
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Try again
            </Button>
          }
        >
          {(error as { message?: string }).message ?? 'Your security activity could not be loaded.'}
        </Alert>
      ) : !data?.length ? (
        <Alert severity="info">No activity yet.</Alert>
      ) : (
        <List dense disablePadding aria-busy={isFetching} aria-label="Security activity">
          {data.map((item) => {
            const when = new Date(item.at);
            const where = [item.device, item.ipAddress].filter(Boolean).join(' · ');
            return (
              <ListItem key={item.id} divider disableGutters>
                <ListItemText
                  primary={activityTitle(item)}
                  primaryTypographyProps={{
                    sx: item.outcome === 'FAILURE' ? { color: 'error.main', fontWeight: 600 } : undefined,
                  }}
                  secondary={
                    <>
                      <time dateTime={item.at} title={format(when, 'PPpp')}>
                        {formatDistanceToNow(when, { addSuffix: true })}
                      </time>
                      {[item.detail, where].filter(Boolean).map((part) => ` · ${part}`)}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
