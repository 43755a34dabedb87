// The notifications an idea sends to the people it concerns (docs/architecture.md, "Notifications"): PRODUCT,
// linking to the idea's page; nobody is told of what they did themselves, and each person is told once per event.
import { ANONYMOUS_AUTHOR } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { DomainContext } from '../domain/function.ts';
import { notify } from '../notifications/notify.ts';
import { actorName } from '../teams/team-notices.ts';
import { type IdeaRow, ideaLink } from './idea-access.ts';

export type IdeaNoticeKind =
  | 'idea.submitted'
  | 'idea.coAuthorInvited'
  | 'idea.coAuthorResponded'
  | 'idea.coAuthorRemoved'
  | 'idea.commented'
  | 'idea.replied'
  | 'idea.mentioned'
  | 'idea.stageChanged'
  | 'idea.voted'
  | 'idea.awaitingModeration'
  | 'idea.approved'
  | 'idea.rejected'
  | 'idea.merged'
  | 'idea.mergedInto';

export interface IdeaNotice {
  kind: IdeaNoticeKind;
  title: string;
  body: string;
  /** The cause, so a repeated cause notifies each recipient once (e.g. `vote:<ideaId>:<voterId>`). */
  sourceId?: string;
}

/**
 * Tells each of `recipients` (duplicates and the actor dropped) of `notice` about the idea `ideaId`. `actorName` is
 * the acting user's name as notices show it (team-notices' actorName).
 */
export async function noticeIdea(
  ctx: DomainContext,
  recipients: Iterable<string>,
  ideaId: string,
  notice: IdeaNotice,
  actorName: string | null,
  opts: { anonymous?: boolean } = {},
): Promise<void> {
  const told = new Set<string>();
  for (const recipient of recipients) {
    if (!recipient || recipient === ctx.principal.userId || told.has(recipient)) continue;
    told.add(recipient);
    await notify(ctx, {
      recipient,
      type: 'PRODUCT',
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: ideaLink(ideaId),
      // An anonymous author's act names nobody: no sub, the name 'Anonymous' (authorActor).
      actor: opts.anonymous
        ? { sub: null, name: ANONYMOUS_AUTHOR }
        : { sub: ctx.principal.sub ?? null, name: actorName },
      ...(notice.sourceId ? { sourceId: notice.sourceId } : {}),
    });
  }
}

/**
 * Who moderates the idea (told of a new idea): a workspace idea's owners and admins of the workspace; a campaign's
 * idea its campaign's moderators (app.campaign_moderated_by: its owners and moderators, the workspace's owners
 * and admins).
 */
export async function ideaModerators(
  q: RawQuery,
  tenantId: string,
  idea: Pick<IdeaRow, 'campaign_id'> = { campaign_id: null },
): Promise<string[]> {
  const rows = idea.campaign_id
    ? await q<{ user_id: string }>(
        `select m.user_id from app.workspace_members m where m.tenant_id = $1 and app.campaign_moderated_by($2, m.user_id)
          order by m.user_id`,
        [tenantId, idea.campaign_id],
      )
    : await q<{ user_id: string }>(
        `select user_id from app.workspace_members where tenant_id = $1 and role in ('owner', 'admin')`,
        [tenantId],
      );
  return rows.map((r) => r.user_id);
}

/**
 * Whether the caller acts on the anonymous idea as one of its authors (the author, or a co-author): then every
 * notice names 'Anonymous' as the actor, and the caller's name is not in its text.
 */
export async function actsAnonymously(
  q: RawQuery,
  idea: Pick<IdeaRow, 'id' | 'anonymous' | 'owner'>,
  me: string,
): Promise<boolean> {
  if (!idea.anonymous) return false;
  if (idea.owner === me) return true;
  const [row] = await q<{ one: number }>(
    'select 1 as one from app.idea_coauthors where idea_id = $1 and user_id = $2',
    [idea.id, me],
  );
  return Boolean(row);
}

/** The actor's name as an idea's notices show it: 'Anonymous' for an anonymous idea's author or co-author. */
export async function ideaActorName(
  ctx: DomainContext,
  idea: Pick<IdeaRow, 'id' | 'anonymous' | 'owner'>,
): Promise<{ by: string | null; anonymous: boolean }> {
  const anonymous = await actsAnonymously(ctx.db.query, idea, ctx.principal.userId as string);
  return { by: anonymous ? ANONYMOUS_AUTHOR : await actorName(ctx), anonymous };
}

export { actorName };
