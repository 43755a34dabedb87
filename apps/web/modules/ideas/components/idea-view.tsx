'use client';
// /dashboard/ideation/ideas/[ideaId]: one idea. Its content rendered from its template version, stage and stage
// history, votes (up only, one per person, retractable; not for one's own idea), follow, tags, co-authors,
// earlier versions (?version=N, read-only), its attachments, the activity trail and the threaded discussion with
// @-mentions. Moderators move it to another stage; the authors edit it until review starts; an invited co-author
// accepts or declines here. Votes, comments and stage moves arrive live. A campaign's idea shows its campaign, what
// its phase allows (votes, comments), where it stands with the moderators (waiting, not approved with their note,
// hidden, a duplicate of another) and, to the campaign's moderators, their actions; an anonymous idea names its
// author "Anonymous" to everyone but its authors and those moderators. Issue 29: moderators merge a duplicate into
// another idea; a merged idea's page goes to that idea (?mergedFrom=), which says what was merged into it (undone
// within a day); a campaign idea with reviews shows their aggregate (and, to its moderators, the reviews).
import { type FormAnswers, IDEA_STAGE_LABELS, type IdeaStage } from '@innov/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { campaignHref } from '../../campaigns/lib/campaign-api.ts';
import { CREATE_IDEA_HREF, IDEAS_HREF } from '../../dashboard/lib/navigation.ts';
import { LiveStatus } from '../../data/components/live-status.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { AnswersView } from '../../form-builder/components/answers-view.tsx';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import { MoveIdeas } from '../lib/board-api.ts';
import {
  DeleteIdea,
  FollowIdea,
  type IdeaDetails,
  IdeaQuery,
  IdeaVersions,
  parseJsonObject,
  RespondToCoAuthorship,
  VoteIdea,
} from '../lib/idea-api.ts';
import { authorText, commentBlockedReason, voteBlockedReason } from '../lib/idea-rules.ts';
import { useIdeasLive } from '../lib/live.ts';
import { MERGED_FROM_PARAM, mergeBlockedReason, mergedRedirectHref } from '../lib/merge-rules.ts';
import { useIdeasAccess } from '../lib/use-ideas-access.ts';
import { IdeaAttachments, StoredFileAnswerLink } from './idea-attachments.tsx';
import { MoveToMenu } from './idea-card.tsx';
import { IdeaCommentsSection } from './idea-comments.tsx';
import { MergeAlerts, MergedIdeaNotice, MergeIdeaAction } from './idea-merge.tsx';
import { ModerationActions } from './idea-moderation.tsx';
import {
  CampaignChip,
  DuplicateNote,
  IdeasReadOnlyNotice,
  ModerationChip,
  ShortlistedChip,
  StageChip,
  TimeAgo,
  visuallyHidden,
} from './idea-parts.tsx';
import { IdeaReviewsPanel } from './idea-reviews.tsx';
import { ActivityCard, PeopleCard, StageHistoryCard, TagsCard, VersionsCard } from './idea-side.tsx';
import { IdeasGate, type TOpenIdeasAccess } from './ideas-gate.tsx';

/** Back to the board the idea is on: its campaign's, else the workspace's. */
function BackLink({ campaignId = null }: { campaignId?: string | null }) {
  return (
    <Link
      href={campaignId ? `${campaignHref(campaignId)}?tab=ideas` : IDEAS_HREF}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {campaignId ? 'The campaign’s ideas' : 'Ideas'}
    </Link>
  );
}

function InvitationBanner({ details }: { details: IdeaDetails }) {
  const call = useCall();
  const router = useRouter();
  const [respond, state] = RespondToCoAuthorship.useMutation();
  const answer = async (accept: boolean) => {
    const result = await call(() => respond({ variables: { input: { ideaId: details.idea.id, accept } } }).unwrap(), {
      success: accept ? 'You are a co-author now' : 'Invitation declined',
    });
    if (result === undefined) return;
    if (!accept && details.idea.state !== 'SUBMITTED') router.push(IDEAS_HREF);
  };
  return (
    <Alert
      severity="info"
      data-testid="coauthor-invitation"
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button color="inherit" size="small" onClick={() => void answer(false)} disabled={state.isLoading}>
            Decline
          </Button>
          <Button variant="contained" size="small" onClick={() => void answer(true)} loading={state.isLoading}>
            Accept
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{details.idea.authorName ?? 'The author'} invited you to co-author this idea</AlertTitle>
      Co-authors are shown on the idea, can edit it until review starts, and hear about its comments and stage moves.
    </Alert>
  );
}

function Actions({ details, access, me }: { details: IdeaDetails; access: TOpenIdeasAccess; me: string }) {
  const { idea } = details;
  const call = useCall();
  const [vote, voting] = VoteIdea.useMutation();
  const [follow, following] = FollowIdea.useMutation();
  const [move] = MoveIdeas.useMutation();
  const [remove] = DeleteIdea.useMutation();
  const router = useRouter();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const writable = !access.readOnly;
  // The author while it is a draft or still New; moderators always (the server decides again).
  // An idea others were merged into: moderators only (MERGE_MESSAGES.deleteHasMerges).
  const canDelete =
    writable &&
    (details.canModerate ||
      (idea.owner === me && (idea.state === 'DRAFT' || idea.stage === 'NEW') && details.mergedFrom.length === 0));
  const blocked = voteBlockedReason(details, me);
  const submitted = idea.state === 'SUBMITTED';

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {submitted ? (
          <Button
            variant={idea.votedByMe ? 'contained' : 'outlined'}
            startIcon={idea.votedByMe ? <ThumbUpIcon aria-hidden /> : <ThumbUpOutlinedIcon aria-hidden />}
            aria-pressed={idea.votedByMe}
            aria-describedby={blocked ? 'vote-blocked' : undefined}
            disabled={!writable || Boolean(blocked)}
            loading={voting.isLoading}
            data-testid="vote-button"
            onClick={() =>
              void call(() => vote({ variables: { input: { ideaId: idea.id, vote: !idea.votedByMe } } }).unwrap())
            }
          >
            {idea.votedByMe ? 'Voted' : 'Vote'}{' '}
            <Box
              component="span"
              sx={{ ml: 0.5, pl: 1, borderLeft: 1, borderColor: 'currentcolor', fontVariantNumeric: 'tabular-nums' }}
            >
              <span data-testid="vote-count">{idea.voteCount}</span>
              <Box component="span" sx={visuallyHidden}>
                {idea.voteCount === 1 ? ' vote' : ' votes'}
              </Box>
            </Box>
          </Button>
        ) : null}
        {submitted ? (
          <Button
            variant="outlined"
            color={idea.followedByMe ? 'primary' : 'inherit'}
            startIcon={
              idea.followedByMe ? (
                <NotificationsActiveOutlinedIcon aria-hidden />
              ) : (
                <NotificationsNoneOutlinedIcon aria-hidden />
              )
            }
            aria-pressed={idea.followedByMe}
            disabled={!writable}
            loading={following.isLoading}
            onClick={() =>
              void call(
                () => follow({ variables: { input: { ideaId: idea.id, follow: !idea.followedByMe } } }).unwrap(),
                { success: idea.followedByMe ? 'You no longer follow this idea' : 'You follow this idea now' },
              )
            }
          >
            {idea.followedByMe ? 'Following' : 'Follow'}
          </Button>
        ) : null}
        {details.canEdit && writable ? (
          <Button
            variant="outlined"
            color="inherit"
            href={`${CREATE_IDEA_HREF}?idea=${encodeURIComponent(idea.id)}`}
            startIcon={<EditOutlinedIcon aria-hidden />}
          >
            {submitted ? 'Edit' : 'Continue draft'}
          </Button>
        ) : null}
        {details.canModerate && writable && submitted ? (
          <MoveToMenu
            label="Move this idea to"
            current={idea.stage}
            onMove={(stage: IdeaStage) =>
              void call(() => move({ variables: { input: { ids: [idea.id], stage } } }).unwrap(), {
                progress: true,
                success: `Moved to ${IDEA_STAGE_LABELS[stage]}`,
              })
            }
            renderButton={(props) => (
              <Button variant="outlined" color="inherit" startIcon={<SwapHorizIcon aria-hidden />} {...props}>
                Change stage
              </Button>
            )}
          />
        ) : null}
        {details.canModerate && writable && submitted && !idea.mergedIntoId && idea.moderation === 'VISIBLE' ? (
          <MergeIdeaAction idea={idea} blockedReason={mergeBlockedReason(details)} />
        ) : null}
        {canDelete ? (
          <Button color="error" startIcon={<DeleteOutlineIcon aria-hidden />} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this idea?"
        confirmLabel="Delete idea"
        tone="danger"
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          const done = await call(() => remove({ variables: { input: { id: idea.id } } }).unwrap(), {
            success: 'Idea deleted',
          });
          if (done) router.push(IDEAS_HREF);
          return Boolean(done);
        }}
      >
        {idea.owner === me
          ? 'The idea, its votes and its comments are removed for everyone. This cannot be undone.'
          : `You are deleting ${idea.owner ? (idea.authorName ?? 'a member') : 'an anonymous author'}’s idea as a moderator: its votes and comments go with it. This cannot be undone.`}
      </ConfirmDialog>
      {blocked && submitted ? (
        <Typography id="vote-blocked" variant="body2" sx={{ color: 'text.secondary' }}>
          {blocked}
        </Typography>
      ) : null}
      {submitted &&
      !details.canEdit &&
      details.editLockedReason &&
      (idea.owner === me || details.myCoAuthorStatus === 'ACCEPTED') ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {details.editLockedReason}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Where the idea stands with its campaign's moderators, and who sees its author, in words. */
function ModerationNotices({ details, me }: { details: IdeaDetails; me: string }) {
  const { idea } = details;
  const mine = idea.owner === me || details.myCoAuthorStatus === 'ACCEPTED';
  return (
    <>
      {idea.moderation === 'PENDING' ? (
        <Alert severity="info" data-testid="idea-pending">
          <AlertTitle>Waiting for approval</AlertTitle>
          The campaign’s moderators check new ideas before they appear on its board. Until then only{' '}
          {mine ? 'you, your co-authors' : 'its authors'} and the moderators see it.
        </Alert>
      ) : null}
      {idea.moderation === 'REJECTED' ? (
        <Alert severity="warning" data-testid="idea-rejected">
          <AlertTitle>Not approved</AlertTitle>
          {idea.moderationNote ? (
            <>The moderators’ note: “{idea.moderationNote}”</>
          ) : (
            'The campaign’s moderators did not approve this idea for its board.'
          )}
        </Alert>
      ) : null}
      {idea.moderation === 'HIDDEN' ? (
        <Alert severity="warning" data-testid="idea-hidden">
          <AlertTitle>Hidden</AlertTitle>
          The campaign’s moderators took this idea off the board: only its authors and the moderators see it.
          {idea.moderationNote ? ` Their note: “${idea.moderationNote}”` : ''}
        </Alert>
      ) : null}
      {idea.anonymous && details.seesAuthor ? (
        <Alert severity="info" variant="outlined" data-testid="idea-anonymous">
          {mine
            ? 'Submitted anonymously: your name is hidden from everyone except the campaign’s moderators.'
            : 'Submitted anonymously: you see the author because you moderate the campaign; everyone else sees “Anonymous”.'}
        </Alert>
      ) : null}
    </>
  );
}

function Content({ details, version }: { details: IdeaDetails; version: number | null }) {
  const versions = IdeaVersions.useQuery({ variables: { ideaId: details.idea.id } }, { skip: !version });
  if (!version) {
    return (
      <AnswersView
        fields={details.fields}
        content={parseJsonObject(details.content) as FormAnswers}
        headingLevel={2}
        hideEmpty
        renderStoredFile={(answer) => <StoredFileAnswerLink ideaId={details.idea.id} answer={answer} />}
      />
    );
  }
  const earlier = versions.data?.find((v) => v.version === version);
  if (versions.isLoading) return <Skeleton variant="rounded" height={200} />;
  if (!earlier)
    return (
      <Alert severity="warning">
        This idea has no version {version}. <Link href={`${IDEAS_HREF}/${details.idea.id}`}>Show the current one</Link>.
      </Alert>
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h5" component="h2">
        {earlier.title}
      </Typography>
      {earlier.summary ? <Typography sx={{ color: 'text.secondary' }}>{earlier.summary}</Typography> : null}
      <AnswersView
        fields={earlier.fields}
        content={parseJsonObject(earlier.content) as FormAnswers}
        headingLevel={3}
        hideEmpty
        renderStoredFile={(answer) => <StoredFileAnswerLink ideaId={details.idea.id} answer={answer} />}
      />
    </Stack>
  );
}

function IdeaPage({ ideaId, access }: { ideaId: string; access: TOpenIdeasAccess }) {
  const { user } = useAuth();
  const me = user?.sub ?? '';
  const params = useSearchParams();
  const versionParam = Number(params.get('version'));
  const query = IdeaQuery.useQuery({ variables: { id: ideaId } });
  const live = useIdeasLive(`idea:${ideaId}`);
  const details = query.data;
  const router = useRouter();
  // A merged idea lives on in the one it was merged into: its page goes there, saying where the visitor came from.
  const redirect = details ? mergedRedirectHref(details.idea) : null;
  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  if (query.isLoading)
    return (
      <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the idea">
        <Skeleton width="60%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (query.isError && !details)
    return <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>;
  if (!details)
    return (
      <Card variant="outlined" data-testid="idea-not-found">
        <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 8, gap: 1.5 }}>
          <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h6" component="h1">
            This idea is not available
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
            It may have been deleted, or it is a draft only its authors can see.
          </Typography>
          <Button href={IDEAS_HREF} variant="outlined">
            Back to the ideas
          </Button>
        </Stack>
      </Card>
    );

  const { idea } = details;
  if (idea.mergedIntoId) return <MergedIdeaNotice idea={idea} />;
  const version =
    Number.isInteger(versionParam) && versionParam > 0 && versionParam !== idea.version ? versionParam : null;
  const isAuthor = idea.owner === me || details.myCoAuthorStatus === 'ACCEPTED';
  const writable = !access.readOnly;
  const commentsClosed = commentBlockedReason(details);
  const moderates = writable && details.canModerate && Boolean(idea.campaignId) && idea.state === 'SUBMITTED';

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <BackLink campaignId={idea.campaignId} />
        <LiveStatus entry={live} dense />
      </Stack>
      {access.readOnly ? <IdeasReadOnlyNotice reason={access.readOnly} /> : null}
      {details.myCoAuthorStatus === 'INVITED' && writable ? <InvitationBanner details={details} /> : null}
      <Stack sx={{ gap: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <StageChip stage={idea.stage} size="medium" />
          <ModerationChip moderation={idea.moderation} size="medium" />
          <ShortlistedChip shortlisted={idea.shortlisted} size="medium" />
          {idea.campaignId ? <CampaignChip id={idea.campaignId} title={idea.campaignTitle} size="medium" /> : null}
          {idea.category ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {idea.category}
            </Typography>
          ) : null}
        </Stack>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="idea-title">
          {idea.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          By {idea.authorName ? authorText(idea) : 'a former member'}
          {idea.coAuthors.some((c) => c.status === 'ACCEPTED')
            ? ` with ${idea.coAuthors
                .filter((c) => c.status === 'ACCEPTED')
                .map((c) => c.name ?? 'a member')
                .join(', ')}`
            : ''}{' '}
          · {idea.state === 'SUBMITTED' ? 'submitted ' : 'draft saved '}
          <TimeAgo iso={idea.submittedAt ?? idea.updatedAt} inSentence />
          {idea.templateName ? ` · ${idea.templateName}` : ''}
        </Typography>
        <DuplicateNote id={idea.duplicateOfId} title={idea.duplicateOfTitle} />
        {idea.summary && !version ? (
          <Typography sx={{ fontSize: '1.08rem', maxWidth: 820 }}>{idea.summary}</Typography>
        ) : null}
        <Actions details={details} access={access} me={me} />
      </Stack>
      <MergeAlerts mergedFrom={details.mergedFrom ?? []} cameFrom={params.get(MERGED_FROM_PARAM)} />
      <ModerationNotices details={details} me={me} />
      {moderates ? (
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="idea-moderation"
          data-testid="idea-moderation-actions"
        >
          <Stack sx={{ p: { xs: 2, sm: 2.5 }, gap: 1.5 }}>
            <Typography id="idea-moderation" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              Moderation
            </Typography>
            {idea.moderation === 'REJECTED' ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                This idea was not approved; its author was told.
              </Typography>
            ) : (
              <ModerationActions idea={idea} />
            )}
          </Stack>
        </Card>
      ) : null}
      {version ? (
        <Alert severity="info" data-testid="earlier-version">
          You are reading version {version}, an earlier version of this idea (read-only).{' '}
          <Link href={`${IDEAS_HREF}/${encodeURIComponent(idea.id)}`}>Show the current version</Link>
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          <Card variant="outlined">
            <Box sx={{ p: { xs: 2, sm: 3 } }}>
              <Content details={details} version={version} />
            </Box>
          </Card>
          <IdeaAttachments ideaId={idea.id} canManage={writable && (details.canEdit || details.canModerate)} />
          <IdeaCommentsSection
            ideaId={idea.id}
            count={idea.commentCount}
            canModerate={details.canModerate}
            canWrite={writable}
            closedReason={commentsClosed}
          />
        </Stack>
        <Stack sx={{ gap: 2 }}>
          <IdeaReviewsPanel ideaId={idea.id} score={idea.score} moderator={details.canModerate} />
          <TagsCard
            details={details}
            canTag={writable && (isAuthor || details.canModerate)}
            canModerate={writable && details.canModerate}
          />
          {idea.state === 'SUBMITTED' ? <StageHistoryCard details={details} /> : null}
          <PeopleCard details={details} />
          <VersionsCard details={details} shown={version} />
          <ActivityCard ideaId={idea.id} />
        </Stack>
      </Box>
    </Stack>
  );
}

export function IdeaView({ ideaId }: { ideaId: string }) {
  const { access, retry } = useIdeasAccess();
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <IdeasGate access={access} retry={retry}>
        {(open) => <IdeaPage ideaId={ideaId} access={open} />}
      </IdeasGate>
    </Box>
  );
}
