// The notifications a team change sends to the people it concerns (docs/architecture.md, "Notifications"):
// PRODUCT, linking to the team's page (the teams list once the team is gone). Nobody is told of what they did
// themselves.
import type { DomainContext } from '../domain/function.ts';
import { notify } from '../notifications/notify.ts';

export type TeamNoticeKind = 'team.added' | 'team.roleChanged' | 'team.removed' | 'team.deleted';

export async function noticeTeamChange(
  ctx: DomainContext,
  recipient: string,
  kind: TeamNoticeKind,
  team: { id: string; name: string },
  actorName: string | null,
  extra?: { role?: string },
): Promise<void> {
  if (recipient === ctx.principal.userId) return;
  const by = actorName ? ` by ${actorName}` : '';
  const text: Record<TeamNoticeKind, { title: string; body: string }> = {
    'team.added': {
      title: `You were added to the team ${team.name}`,
      body: `You were added to the team "${team.name}"${by} as ${extra?.role === 'lead' ? 'a lead' : 'a member'}.`,
    },
    'team.roleChanged': {
      title: `Your role in the team ${team.name} changed`,
      body: `You are now ${extra?.role === 'lead' ? 'a lead' : 'a member'} of the team "${team.name}" (changed${by}).`,
    },
    'team.removed': {
      title: `You were removed from the team ${team.name}`,
      body: `You are no longer a member of the team "${team.name}" (removed${by}).`,
    },
    'team.deleted': {
      title: `The team ${team.name} was deleted`,
      body: `The team "${team.name}" was deleted${by}; its members and their roles in it are gone.`,
    },
  };
  await notify(ctx, {
    recipient,
    type: 'PRODUCT',
    kind,
    title: text[kind].title,
    body: text[kind].body,
    link: kind === 'team.deleted' ? '/dashboard/teams' : `/dashboard/teams/${team.id}`,
    actor: { sub: ctx.principal.sub ?? null, name: actorName },
  });
}

/** The acting user's name as notifications and the activity feed show it. */
export async function actorName(ctx: DomainContext): Promise<string | null> {
  const me = ctx.principal.userId;
  if (!me) return null;
  const [row] = await ctx.db.query<{ name: string | null; email: string | null }>(
    'select name, email from app.user_profiles where id = $1',
    [me],
  );
  return row?.name || row?.email || null;
}
