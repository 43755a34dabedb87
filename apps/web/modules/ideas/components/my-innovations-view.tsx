'use client';
// /dashboard/ideation/my-innovations: the caller's own ideas in five tabs with their counts: drafts (theirs and
// the ones they co-author, to continue), submitted, co-authored, followed, and the co-author invitations waiting
// for their answer (accepted or declined right in the row; a notice on top points to them from the other tabs).
// Each row shows the stage, votes, comments and the latest activity; an idea merged into another (issue 29) a
// "Merged" chip leading to it. The tab is in the query string.
import { MY_INNOVATIONS_TABS, type MyInnovationsTab, PAGE_SIZE } from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { CREATE_IDEA_HREF, IDEAS_HREF } from '../../dashboard/lib/navigation.ts';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { type IdeaCard, MyInnovations, type MyInnovationsCounts, MyInnovationsCountsQuery } from '../lib/board-api.ts';
import { ideaHref, RespondToCoAuthorship } from '../lib/idea-api.ts';
import { useIdeasLive } from '../lib/live.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import {
  CampaignChip,
  IdeaCounts,
  IdeasReadOnlyNotice,
  ModerationChip,
  ScoreChip,
  StageChip,
  TimeAgo,
  visuallyHidden,
} from './idea-parts.tsx';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';

const TAB_LABELS: Record<MyInnovationsTab, string> = {
  DRAFTS: 'Drafts',
  SUBMITTED: 'Submitted',
  COAUTHORED: 'Co-authored',
  FOLLOWING: 'Following',
  INVITATIONS: 'Invitations',
};

const TAB_COUNT: Record<MyInnovationsTab, keyof MyInnovationsCounts> = {
  DRAFTS: 'drafts',
  SUBMITTED: 'submitted',
  COAUTHORED: 'coauthored',
  FOLLOWING: 'following',
  INVITATIONS: 'invitations',
};

const EMPTY: Record<MyInnovationsTab, string> = {
  DRAFTS: 'No drafts. Ideas you start and have not submitted yet wait here, saved as you type.',
  SUBMITTED: 'You have not submitted an idea yet. Your submitted ideas show here with their stage and votes.',
  COAUTHORED: 'You do not co-author any idea. When an author invites you and you accept, the idea shows here.',
  FOLLOWING: 'You follow no idea yet. Follow ideas on the board to hear about their comments and stage moves.',
  INVITATIONS:
    'No invitations waiting. When an author invites you to co-author an idea, it shows here for you to accept or decline.',
};

const tabParam = (value: string | null): MyInnovationsTab => {
  const upper = (value ?? '').toUpperCase();
  return (MY_INNOVATIONS_TABS as readonly string[]).includes(upper) ? (upper as MyInnovationsTab) : 'DRAFTS';
};

/** Accept / Decline of a co-author invitation; the lists and counts refetch (the mutation invalidates 'Idea'). */
function InvitationAnswer({ idea, canWrite }: { idea: IdeaCard; canWrite: boolean }) {
  const call = useCall();
  const [respond, state] = RespondToCoAuthorship.useMutation();
  const [answering, setAnswering] = useState<boolean | null>(null);
  const answer = async (accept: boolean) => {
    setAnswering(accept);
    await call(() => respond({ variables: { input: { ideaId: idea.id, accept } } }).unwrap(), {
      success: accept ? `You co-author “${idea.title}” now` : 'Invitation declined',
    });
    setAnswering(null);
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={() => void answer(false)}
        disabled={!canWrite || state.isLoading}
        loading={answering === false}
        aria-label={`Decline the invitation to co-author “${idea.title}”`}
      >
        Decline
      </Button>
      <Button
        size="small"
        variant="contained"
        onClick={() => void answer(true)}
        disabled={!canWrite || state.isLoading}
        loading={answering === true}
        aria-label={`Accept the invitation to co-author “${idea.title}”`}
      >
        Accept
      </Button>
    </>
  );
}

/** An idea merged into another: a chip to the idea it lives on in (plain when that one is out of sight). */
function MergedChip({ idea }: { idea: IdeaCard }) {
  if (!idea.mergedIntoId) return null;
  const into = idea.mergedIntoTitle;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      icon={<CallMergeIcon aria-hidden />}
      label="Merged"
      title={into ? `Merged into “${into}”` : 'Merged into another idea'}
      data-testid="idea-merged-chip"
      {...(into
        ? { component: 'a', href: ideaHref(idea.mergedIntoId), clickable: true, 'aria-label': `Merged into “${into}”` }
        : {})}
      sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 0.75 } }}
    />
  );
}

function Row({ idea, tab, canWrite }: { idea: IdeaCard; tab: MyInnovationsTab; canWrite: boolean }) {
  const draft = idea.state === 'DRAFT';
  const invitation = tab === 'INVITATIONS';
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
          {invitation ? 'Invited by ' : ''}
          {tab === 'COAUTHORED' || tab === 'FOLLOWING' || invitation || (draft && idea.authorName)
            ? `${idea.authorName ?? 'A former member'} · `
            : ''}
          {draft ? 'Last saved: ' : 'Latest activity: '}
          <TimeAgo iso={draft ? idea.updatedAt : idea.lastActivityAt} />
          {idea.templateName ? ` · ${idea.templateName}` : ''}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}>
        {idea.campaignId ? <CampaignChip id={idea.campaignId} title={idea.campaignTitle} /> : null}
        <MergedChip idea={idea} />
        <ModerationChip moderation={idea.moderation} />
        <StageChip stage={idea.stage} />
        <ScoreChip score={idea.score} />
        {draft ? null : <IdeaCounts votes={idea.voteCount} comments={idea.commentCount} />}
        {invitation ? <InvitationAnswer idea={idea} canWrite={canWrite} /> : null}
        {draft && canWrite && !invitation ? (
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
        ) : tab !== 'COAUTHORED' && tab !== 'INVITATIONS' && !access.readOnly ? (
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

/** From the other tabs: how many co-author invitations wait for an answer, and the way to them. */
function InvitationsNotice({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      icon={<MailOutlineIcon />}
      data-testid="coauthor-invitations"
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          Answer
        </Button>
      }
    >
      <AlertTitle>
        {count === 1 ? 'You have a co-author invitation' : `You have ${count} co-author invitations`}
      </AlertTitle>
      Accept or decline {count === 1 ? 'it' : 'them'} in the Invitations tab.
    </Alert>
  );
}

/** A tab's name and count; pending invitations stand out as a filled badge. */
function TabLabel({ tab, counts }: { tab: MyInnovationsTab; counts: MyInnovationsCounts | null | undefined }) {
  const n = counts ? counts[TAB_COUNT[tab]] : undefined;
  if (tab !== 'INVITATIONS' || !n) return <>{`${TAB_LABELS[tab]}${n === undefined ? '' : ` (${n})`}`}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {TAB_LABELS[tab]}
      <Box
        component="span"
        aria-hidden
        data-testid="invitations-badge"
        sx={{
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {n}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${n} waiting for your answer)`}
      </Box>
    </Box>
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
      {tab === 'INVITATIONS' ? null : (
        <InvitationsNotice count={counts.data?.invitations ?? 0} onShow={() => setTab('INVITATIONS')} />
      )}
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
              label={<TabLabel tab={t} counts={counts.data} />}
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
            Your drafts, the ideas you submitted or co-author, and the ones you follow, with where each one stands; and
            the invitations to co-author waiting for your answer.
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
