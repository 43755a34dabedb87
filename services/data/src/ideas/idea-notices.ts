// The notifications an idea sends to the people it concerns (docs/architecture.md, "Notifications"): PRODUCT,
// linking to the idea's page; nobody is told of what they did themselves, and each person is told once per event.
import type { RawQuery } from '@innov/db';
import type { DomainContext } from '../domain/function.ts';
import { notify } from '../notifications/notify.ts';
import { ideaLink } from './idea-access.ts';

export type IdeaNoticeKind =
  | 'idea.submitted'
  | 'idea.coAuthorInvited'
  | 'idea.coAuthorResponded'
  | 'idea.coAuthorRemoved'
  | 'idea.commented'
  | 'idea.replied'
  | 'idea.mentioned'
  | 'idea.stageChanged'
  | 'idea.voted';

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
      actor: { sub: ctx.principal.sub ?? null, name: actorName },
      ...(notice.sourceId ? { sourceId: notice.sourceId } : {}),
    });
  }
}

/** The workspace's owners and admins (told of a new idea). */
export async function ideaModerators(q: RawQuery, tenantId: string): Promise<string[]> {
  const rows = await q<{ user_id: string }>(
    `select user_id from app.workspace_members where tenant_id = $1 and role in ('owner', 'admin')`,
    [tenantId],
  );
  return rows.map((r) => r.user_id);
}

export { actorName } from '../teams/team-notices.ts';
