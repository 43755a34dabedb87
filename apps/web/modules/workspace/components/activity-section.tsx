'use client';
// The workspace's recent activity, for owners and admins: who invited, approved, changed roles, transferred or
// deleted, newest first from the audit log (listWorkspaceActivity), paged with "Load more".
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../account/components/section-card.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { fullTime, relativeTime, useNow } from '../../notifications/lib/relative-time.ts';
import { ACTIVITY_PAGE_SIZE, WorkspaceActivityFeed } from '../lib/workspace-api.ts';
import { activitySentence } from '../lib/workspace-format.ts';

export function ActivitySection() {
  const pages = WorkspaceActivityFeed.usePages({ variables: { limit: ACTIVITY_PAGE_SIZE } });
  const items = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const now = useNow();
  return (
    <SectionCard id="activity" title="Recent activity" description="What owners, admins and members changed.">
      {pages.isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : pages.isError ? (
        <Typography role="alert" sx={{ color: 'error.main' }}>
          The activity could not be loaded. {(pages.error as { message?: string } | undefined)?.message}
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing has happened yet.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Recent activity" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((a) => (
            <Box
              component="li"
              key={a.id}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 1.25,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {activitySentence(a)}
              </Typography>
              <Typography
                variant="body2"
                component="time"
                dateTime={a.createdAt}
                title={fullTime(a.createdAt)}
                sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
              >
                {relativeTime(a.createdAt, now)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {pages.hasNextPage && <LoadMoreButton sx={{ mt: 1 }} pages={pages} />}
    </SectionCard>
  );
}
