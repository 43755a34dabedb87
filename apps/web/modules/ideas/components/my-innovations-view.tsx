'use client';
// /dashboard/ideation/my-innovations: the caller's own ideas in four tabs with their counts: drafts (theirs and
// the ones they co-author, to continue), submitted, co-authored and followed; pending co-author invitations on
// top. Each row shows the stage, votes, comments and the latest activity. The tab is in the query string.
import { MY_INNOVATIONS_TABS, type MyInnovationsTab, PAGE_SIZE } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { CREATE_IDEA_HREF, IDEAS_HREF } from '../../dashboard/lib/navigation.ts';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { type IdeaCard, MyInnovations, type MyInnovationsCounts, MyInnovationsCountsQuery } from '../lib/board-api.ts';
import { ideaHref } from '../lib/idea-api.ts';
import { useIdeasLive } from '../lib/live.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import { IdeaCounts, IdeasReadOnlyNotice, StageChip, TimeAgo } from './idea-parts.tsx';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';

const TAB_LABELS: Record<MyInnovationsTab, string> = {
  DRAFTS: 'Drafts',
  SUBMITTED: 'Submitted',
  COAUTHORED: 'Co-authored',
  FOLLOWING: 'Following',
};

const TAB_COUNT: Record<MyInnovationsTab, keyof MyInnovationsCounts> = {
  DRAFTS: 'drafts',
  SUBMITTED: 'submitted',
  COAUTHORED: 'coauthored',
  FOLLOWING: 'following',
};

const EMPTY: Record<MyInnovationsTab, string> = {
  DRAFTS: 'No drafts. Ideas you start and have not submitted yet wait here, saved as you type.',
  SUBMITTED: 'You have not submitted an idea yet. Your submitted ideas show here with their stage and votes.',
  COAUTHORED: 'You do not co-author any idea. When an author invites you and you accept, the idea shows here.',
  FOLLOWING: 'You follow no idea yet. Follow ideas on the board to hear about their comments and stage moves.',
};

const tabParam = (value: string | null): MyInnovationsTab => {
  const upper = (value ?? '').toUpperCase();
  return (MY_INNOVATIONS_TABS as readonly string[]).includes(upper) ? (upper as MyInnovationsTab) : 'DRAFTS';
};

function Row({ idea, tab, canWrite }: { idea: IdeaCard; tab: MyInnovationsTab; canWrite: boolean }) {
  const draft = idea.state === 'DRAFT';
  return (
    <Box
      component="li"
      data-testid="innovation-row"
      data-idea-id={idea.id}
      sx={{
        display: 'flex',
        gap: 2,
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
        <Link
          href={ideaHref(idea.id)}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}
        >
          {idea.title}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tab === 'COAUTHORED' || tab === 'FOLLOWING' || (draft && idea.authorName)
            ? `${idea.authorName ?? 'A former member'} · `
            : ''}
          {draft ? 'Last saved: ' : 'Latest activity: '}
          <TimeAgo iso={draft ? idea.updatedAt : idea.lastActivityAt} />
          {idea.templateName ? ` · ${idea.templateName}` : ''}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
        <StageChip stage={idea.stage} />
        {draft ? null : <IdeaCounts votes={idea.voteCount} comments={idea.commentCount} />}
        {draft && canWrite ? (
          <Button
            size="small"
            variant="outlined"
            href={`${CREATE_IDEA_HREF}?idea=${encodeURIComponent(idea.id)}`}
            startIcon={<EditNoteOutlinedIcon aria-hidden />}
            aria-label={`Continue “${idea.title}”`}
          >
            Continue
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

function TabList({ tab, access }: { tab: MyInnovationsTab; access: TOpenIdeasAccess }) {
  const pages = MyInnovations.usePages({ variables: { tab, limit: PAGE_SIZE } });
  const ideas = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  if (pages.isLoading)
    return (
      <Stack sx={{ p: 2.5, gap: 2 }} role="status" aria-label="Loading ideas">
        <Skeleton width="50%" />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </Stack>
    );
  if (pages.isError && ideas.length === 0)
    return (
      <RetryAlert sx={{ m: 2 }} onRetry={() => void pages.refetch()}>
        {toErrorMessage(pages.error)}
      </RetryAlert>
    );
  if (ideas.length === 0)
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6, gap: 1.5 }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{EMPTY[tab]}</Typography>
        {tab === 'FOLLOWING' ? (
          <Button href={IDEAS_HREF} variant="outlined">
            Browse the ideas
          </Button>
        ) : tab !== 'COAUTHORED' && !access.readOnly ? (
          <Button href={CREATE_IDEA_HREF} variant="contained" startIcon={<AddIcon aria-hidden />}>
            Share an idea
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <>
      <Box
        component="ul"
        aria-label={TAB_LABELS[tab]}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {ideas.map((idea) => (
          <Row key={idea.id} idea={idea} tab={tab} canWrite={!access.readOnly} />
        ))}
      </Box>
      {pages.hasNextPage ? (
        <Stack direction="row" sx={{ justifyContent: 'center', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <LoadMoreButton variant="outlined" size="small" pages={pages} />
        </Stack>
      ) : null}
    </>
  );
}

/** Pending co-author invitations: the drafts and ideas whose author asked me (DRAFTS and COAUTHORED hold them). */
function Invitations({ count }: { count: number }) {
  const { user } = useAuth();
  const me = user?.sub ?? '';
  const drafts = MyInnovations.useQuery({ variables: { tab: 'DRAFTS', limit: 100 } }, { skip: count === 0 });
  const invited = (drafts.data?.items ?? []).filter((i) =>
    i.coAuthors.some((c) => c.userId === me && c.status === 'INVITED'),
  );
  if (count === 0) return null;
  return (
    <Alert severity="info" icon={<MailOutlineIcon />} data-testid="coauthor-invitations">
      <AlertTitle>
        {count === 1 ? 'You have a co-author invitation' : `You have ${count} co-author invitations`}
      </AlertTitle>
      {invited.length
        ? 'Open the idea to accept or decline.'
        : 'Open the invitation from your notifications to read the idea, then accept or decline.'}
      {invited.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {invited.map((i) => (
            <li key={i.id}>
              <Link href={ideaHref(i.id)}>{i.title}</Link> — from {i.authorName ?? 'a former member'}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}

function MyInnovationsPage({ access }: { access: TOpenIdeasAccess }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const tab = tabParam(params.get('tab'));
  const counts = MyInnovationsCountsQuery.useQuery();
  const live = useIdeasLive('my-innovations', { comments: false });
  const setTab = (next: MyInnovationsTab) => {
    router.replace(next === 'DRAFTS' ? pathname : `${pathname}?tab=${next.toLowerCase()}`, { scroll: false });
  };
  return (
    <Stack sx={{ gap: 2 }}>
      {access.readOnly ? <IdeasReadOnlyNotice reason={access.readOnly} /> : null}
      <Invitations count={counts.data?.invitations ?? 0} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <LiveStatus entry={live} dense />
      </Stack>
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: MyInnovationsTab) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="My innovations"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {MY_INNOVATIONS_TABS.map((t) => (
            <Tab
              key={t}
              value={t}
              id={`innovations-tab-${t}`}
              aria-controls="innovations-panel"
              label={`${TAB_LABELS[t]}${counts.data ? ` (${counts.data[TAB_COUNT[t]]})` : ''}`}
              data-testid={`innovations-tab-${t}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="innovations-panel" aria-labelledby={`innovations-tab-${tab}`}>
          <TabList tab={tab} access={access} />
        </Box>
      </Card>
    </Stack>
  );
}

export function MyInnovationsView() {
  const { access, retry } = useIdeasAccess();
  const canWrite = access.kind === 'open' && !access.readOnly;
  return (
    <Stack sx={{ gap: 3, maxWidth: 1040 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Stack sx={{ gap: 1, minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            My innovations
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Your drafts, the ideas you submitted or co-author, and the ones you follow, with where each one stands.
          </Typography>
        </Stack>
        {canWrite ? (
          <Button variant="contained" href={CREATE_IDEA_HREF} startIcon={<AddIcon aria-hidden />}>
            Share an idea
          </Button>
        ) : null}
      </Stack>
      <IdeasGate access={access} retry={retry}>
        {(open) => <MyInnovationsPage access={open} />}
      </IdeasGate>
    </Stack>
  );
}
