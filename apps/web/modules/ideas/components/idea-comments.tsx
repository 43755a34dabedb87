'use client';
// An idea's discussion: comments oldest first, each with its replies (a reply to a reply joins the same
// thread), mentions shown as highlighted names, "edited" when changed; the author edits or deletes their own,
// moderators delete any (a deleted comment leaves its place and its replies). New comments arrive live.
import { IDEA_LIMITS, PAGE_SIZE } from '@innov/contracts';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import { AddIdeaComment, DeleteIdeaComment, EditIdeaComment, type IdeaComment, IdeaComments } from '../lib/idea-api.ts';
import { splitMentions } from '../lib/mentions.ts';
import { initials, plural, TimeAgo } from './idea-parts.tsx';
import { MentionField } from './mention-field.tsx';

export function CommentBody({ body }: { body: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="comment-body">
      {splitMentions(body).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component="span"
            data-mention={part.userId}
            sx={{
              color: 'primary.main',
              bgcolor: 'action.selected',
              borderRadius: 0.75,
              px: 0.5,
              fontWeight: 600,
            }}
          >
            @{part.name}
          </Box>
        ),
      )}
    </Typography>
  );
}

function Composer({
  ideaId,
  parentId,
  label,
  submitLabel,
  initial = '',
  autoFocus = false,
  onDone,
  onCancel,
}: {
  ideaId: string;
  parentId?: string;
  label: string;
  submitLabel: string;
  initial?: string;
  autoFocus?: boolean;
  onDone?(): void;
  onCancel?(): void;
}) {
  const [body, setBody] = useState(initial);
  const call = useCall();
  const [add, adding] = AddIdeaComment.useMutation();
  const send = async () => {
    const text = body.trim();
    if (!text || adding.isLoading) return;
    const saved = await call(() =>
      add({ variables: { input: { ideaId, body: text, ...(parentId ? { parentId } : {}) } } }).unwrap(),
    );
    if (saved) {
      setBody('');
      onDone?.();
    }
  };
  return (
    <Stack
      sx={{ gap: 1 }}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <MentionField
        ideaId={ideaId}
        value={body}
        onChange={setBody}
        label={label}
        maxLength={IDEA_LIMITS.comment}
        autoFocus={autoFocus}
        onSubmitShortcut={() => void send()}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        <Button type="submit" variant="contained" disabled={!body.trim()} loading={adding.isLoading}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

function EditComposer({ comment, ideaId, onDone }: { comment: IdeaComment; ideaId: string; onDone(): void }) {
  const [body, setBody] = useState(comment.body ?? '');
  const call = useCall();
  const [edit, editing] = EditIdeaComment.useMutation();
  const save = async () => {
    const text = body.trim();
    if (!text) return;
    const saved = await call(() => edit({ variables: { input: { id: comment.id, body: text } } }).unwrap(), {
      success: 'Comment updated',
    });
    if (saved) onDone();
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <MentionField
        ideaId={ideaId}
        value={body}
        onChange={setBody}
        label="Edit your comment"
        maxLength={IDEA_LIMITS.comment}
        autoFocus
        onSubmitShortcut={() => void save()}
        helperText="Type @ to mention someone. Ctrl + Enter saves."
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={!body.trim()} loading={editing.isLoading}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

function CommentItem({
  comment,
  ideaId,
  me,
  canModerate,
  canWrite,
  onReply,
  reply = false,
}: {
  comment: IdeaComment;
  ideaId: string;
  me: string;
  canModerate: boolean;
  canWrite: boolean;
  onReply?(): void;
  reply?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const call = useCall();
  const [remove] = DeleteIdeaComment.useMutation();
  const mine = comment.owner === me;
  const deleted = Boolean(comment.deletedAt) || comment.body === null;
  return (
    <Stack direction="row" sx={{ gap: 1.5 }} data-testid="idea-comment" data-comment-id={comment.id}>
      <Avatar
        sx={{
          width: reply ? 30 : 36,
          height: reply ? 30 : 36,
          fontSize: 14,
          bgcolor: 'action.selected',
          color: 'text.primary',
          fontWeight: 700,
        }}
        aria-hidden
      >
        {deleted ? '–' : initials(comment.authorName)}
      </Avatar>
      <Stack sx={{ flex: 1, minWidth: 0, gap: 0.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 650 }} component="span">
            {deleted ? 'Deleted comment' : (comment.authorName ?? 'A former member')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} component="span">
            <TimeAgo iso={comment.createdAt} />
            {comment.editedAt && !deleted ? ' · edited' : ''}
          </Typography>
        </Stack>
        {editing ? (
          <EditComposer comment={comment} ideaId={ideaId} onDone={() => setEditing(false)} />
        ) : deleted ? (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>This comment was deleted.</Typography>
        ) : (
          <CommentBody body={comment.body ?? ''} />
        )}
        {!editing && !deleted && canWrite ? (
          <Stack direction="row" sx={{ gap: 0.5, ml: -1 }}>
            {onReply ? (
              <Button size="small" onClick={onReply} aria-label={`Reply to ${comment.authorName ?? 'this comment'}`}>
                Reply
              </Button>
            ) : null}
            {mine ? (
              <Button size="small" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {mine || canModerate ? (
              <Button size="small" color="error" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete this comment?"
        confirmLabel="Delete"
        tone="danger"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const done = await call(() => remove({ variables: { input: { id: comment.id } } }).unwrap(), {
            success: 'Comment deleted',
          });
          return Boolean(done);
        }}
      >
        {mine
          ? 'The comment is removed for everyone; replies to it stay.'
          : `You are deleting ${comment.authorName ?? 'a member'}’s comment as a moderator. Replies to it stay.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** Top-level comments in order, each with its replies (a reply's parent is always a top-level comment). */
export function threads(comments: IdeaComment[]): { comment: IdeaComment; replies: IdeaComment[] }[] {
  const top = comments.filter((c) => !c.parentId);
  return top.map((comment) => ({
    comment,
    replies: comments.filter((c) => c.parentId === comment.id),
  }));
}

export function IdeaCommentsSection({
  ideaId,
  count,
  canModerate,
  canWrite,
  closedReason,
}: {
  ideaId: string;
  count: number;
  canModerate: boolean;
  canWrite: boolean;
  /** Why the caller cannot comment (a draft, a workspace taking no changes); null: they can. */
  closedReason: string | null;
}) {
  const { user } = useAuth();
  const me = user?.sub ?? '';
  const pages = IdeaComments.usePages({ variables: { ideaId, limit: PAGE_SIZE } });
  const comments = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const [replyTo, setReplyTo] = useState<string | null>(null);

  return (
    <Card variant="outlined" component="section" aria-labelledby="idea-comments-heading">
      <Stack sx={{ p: { xs: 2, sm: 3 }, gap: 2.5 }}>
        <Typography id="idea-comments-heading" variant="h6" component="h2">
          Comments{' '}
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }} data-testid="comments-count">
            ({count})
          </Typography>
        </Typography>
        {canWrite && !closedReason ? (
          <Composer ideaId={ideaId} label="Add a comment" submitLabel="Comment" />
        ) : closedReason ? (
          <Typography sx={{ color: 'text.secondary' }}>{closedReason}</Typography>
        ) : null}
        {pages.isLoading ? (
          <Stack sx={{ gap: 2 }} role="status" aria-label="Loading comments">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} />
          </Stack>
        ) : pages.isError && comments.length === 0 ? (
          <RetryAlert onRetry={() => void pages.refetch()}>{toErrorMessage(pages.error)}</RetryAlert>
        ) : comments.length === 0 ? (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 3, gap: 1, color: 'text.secondary' }}>
            <ChatBubbleOutlineIcon aria-hidden />
            <Typography>No comments yet. Ask a question, add evidence or suggest an improvement.</Typography>
          </Stack>
        ) : (
          <Stack component="ol" aria-label={plural(count, 'comment')} sx={{ listStyle: 'none', m: 0, p: 0, gap: 2.5 }}>
            {threads(comments).map(({ comment, replies }) => (
              <li key={comment.id}>
                <CommentItem
                  comment={comment}
                  ideaId={ideaId}
                  me={me}
                  canModerate={canModerate}
                  canWrite={canWrite && !closedReason}
                  onReply={() => setReplyTo(comment.id)}
                />
                {replies.length > 0 || replyTo === comment.id ? (
                  <Stack
                    component="ol"
                    aria-label={`Replies to ${comment.authorName ?? 'this comment'}`}
                    sx={{
                      listStyle: 'none',
                      m: 0,
                      mt: 1.5,
                      p: 0,
                      pl: { xs: 3, sm: 6 },
                      gap: 1.5,
                      borderLeft: 2,
                      borderColor: 'divider',
                      ml: 2,
                    }}
                  >
                    {replies.map((r) => (
                      <li key={r.id}>
                        <CommentItem
                          comment={r}
                          ideaId={ideaId}
                          me={me}
                          canModerate={canModerate}
                          canWrite={canWrite && !closedReason}
                          onReply={() => setReplyTo(comment.id)}
                          reply
                        />
                      </li>
                    ))}
                    {replyTo === comment.id ? (
                      <li>
                        <Composer
                          ideaId={ideaId}
                          parentId={comment.id}
                          label={`Reply to ${comment.authorName ?? 'this comment'}`}
                          submitLabel="Reply"
                          autoFocus
                          onDone={() => setReplyTo(null)}
                          onCancel={() => setReplyTo(null)}
                        />
                      </li>
                    ) : null}
                  </Stack>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
        {pages.hasNextPage ? (
          <Stack direction="row" sx={{ justifyContent: 'center' }}>
            <LoadMoreButton variant="outlined" size="small" pages={pages} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
