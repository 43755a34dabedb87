// What the idea page says, decided apart from React: why a vote is not possible (in the rule book's words), an
// audited action as a sentence of the activity trail, tags as the user typed them. Pure.
import {
  ANONYMOUS_AUTHOR,
  CAMPAIGN_MESSAGES,
  IDEA_LIMITS,
  IDEA_MESSAGES,
  IDEA_STAGE_LABELS,
  type IdeaModeration,
  type IdeaStage,
} from '@innov/contracts';
import type { IdeaActivity, IdeaDetails } from './idea-api.ts';

/** An AWSJSON value as an object (the wire carries a JSON string; a bad one reads as empty). */
export function parseJsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the vote and comment reasons read of an idea (a campaign's ones only when it has a campaign). */
type TRuleIdea = Pick<IdeaDetails['idea'], 'state' | 'owner' | 'coAuthors' | 'stage'> & {
  campaignId?: string | null;
  moderation?: IdeaModeration;
  duplicateOfId?: string | null;
};

/** An idea not on the board (waiting for approval, not approved, hidden) takes no votes or comments. */
function offBoardReason(idea: TRuleIdea, what: 'Votes' | 'Comments'): string | null {
  if (idea.moderation === 'PENDING') return `${what} open once a moderator approves the idea.`;
  if (idea.moderation === 'REJECTED') return `${what} are closed: the idea was not approved.`;
  if (idea.moderation === 'HIDDEN') return `${what} are closed while the idea is hidden.`;
  return null;
}

/** Why the caller cannot vote, in the rule book's words (null: they can). */
export function voteBlockedReason(
  details: Pick<IdeaDetails, 'canVote'> & { idea: TRuleIdea },
  me: string,
): string | null {
  const { idea } = details;
  if (details.canVote) return null;
  if (idea.state !== 'SUBMITTED') return 'Drafts take votes once they are submitted.';
  if (idea.owner === me || idea.coAuthors.some((c) => c.userId === me)) return IDEA_MESSAGES.ownVote;
  const offBoard = offBoardReason(idea, 'Votes');
  if (offBoard) return offBoard;
  if (idea.stage === 'DECLINED') return IDEA_MESSAGES.declinedVote;
  if (idea.duplicateOfId) return 'This idea is a duplicate: vote for the original instead.';
  if (idea.campaignId) return CAMPAIGN_MESSAGES.votingClosed;
  return 'You cannot vote on this idea.';
}

/** Why the caller cannot comment (null: they can): a draft, an idea off the board, or the campaign's phase. */
export function commentBlockedReason(
  details: Partial<Pick<IdeaDetails, 'canComment'>> & { idea: TRuleIdea },
): string | null {
  const { idea } = details;
  if (idea.state !== 'SUBMITTED') return 'Comments open once the idea is submitted.';
  if (details.canComment !== false) return null;
  const offBoard = offBoardReason(idea, 'Comments');
  if (offBoard) return offBoard;
  if (idea.campaignId) return CAMPAIGN_MESSAGES.commentsClosed;
  return 'Comments are closed on this idea.';
}

/**
 * An idea's author as a list shows it: "Anonymous" for most (the server sends it so), the real name marked
 * "(anonymous)" for those who see through it (its authors, the campaign's moderators), "A former member" when the
 * account is gone.
 */
export function authorText(idea: { authorName: string | null; anonymous?: boolean }): string {
  const name = idea.authorName ?? 'A former member';
  return idea.anonymous && name !== ANONYMOUS_AUTHOR ? `${name} (anonymous)` : name;
}

/** Tags as the user types them: trimmed, lower-cased, unique, within the limits. */
export function cleanTags(values: string[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim().toLowerCase().slice(0, IDEA_LIMITS.tag);
    if (t && !out.includes(t)) out.push(t);
  }
  return out.slice(0, IDEA_LIMITS.tags);
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

function stageName(value: unknown): string | null {
  const s = str(value);
  return s && s in IDEA_STAGE_LABELS ? IDEA_STAGE_LABELS[s as IdeaStage] : s;
}

/** What an audited action did, in words ("moved it from New to Selected"). */
export function activityText(item: Pick<IdeaActivity, 'action' | 'details'>): string {
  const d = parseJsonObject(item.details);
  switch (item.action) {
    case 'submitIdea':
      return 'submitted the idea';
    case 'editIdea':
      return d.version ? `edited the idea (version ${String(d.version)})` : 'edited the idea';
    case 'moveIdeas': {
      const from = stageName(d.from ?? d.fromStage);
      const to = stageName(d.to ?? d.toStage ?? d.stage);
      return to ? (from ? `moved it from ${from} to ${to}` : `moved it to ${to}`) : 'moved it to another stage';
    }
    case 'addIdeaComment':
      return d.parentId ? 'replied to a comment' : 'commented';
    case 'updateIdeaTags':
      return 'changed the tags';
    case 'respondToCoAuthorship':
      return d.accepted === false ? 'declined to co-author' : 'joined as a co-author';
    case 'inviteCoAuthors': {
      const invited: unknown[] = Array.isArray(d.invited) ? d.invited : [];
      const names = invited
        .map((p) => (p && typeof p === 'object' ? str((p as { name?: unknown }).name) : null))
        .filter((n): n is string => Boolean(n));
      return names.length ? `invited ${names.join(', ')} to co-author` : 'invited co-authors';
    }
    case 'removeCoAuthor':
      if (d.left === true) return 'left as a co-author';
      return str(d.userName) ? `removed ${str(d.userName)} as a co-author` : 'removed a co-author';
    case 'editIdeaComment':
      return 'edited a comment';
    case 'deleteIdeaComment':
      return 'deleted a comment';
    case 'moderateIdea':
      return moderationActivity(d);
    default:
      return 'changed the idea';
  }
}

function moderationActivity(d: Record<string, unknown>): string {
  switch (d.action) {
    case 'APPROVE':
      return 'approved the idea';
    case 'REJECT':
      return 'did not approve the idea';
    case 'HIDE':
      return 'hid the idea';
    case 'UNHIDE':
      return 'showed the idea again';
    case 'MARK_DUPLICATE':
      return str(d.duplicateOfTitle)
        ? `marked it a duplicate of “${str(d.duplicateOfTitle)}”`
        : 'marked it a duplicate';
    case 'UNMARK_DUPLICATE':
      return 'unmarked it as a duplicate';
    default:
      return 'moderated the idea';
  }
}
