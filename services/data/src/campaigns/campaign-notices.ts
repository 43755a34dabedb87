// The notifications a campaign sends (docs/architecture.md, "Campaigns"): PRODUCT, linking to the campaign's page,
// each person once per cause (`sourceId`), never the one who acted, and never anyone the campaign is out of sight
// for (every recipient list is filtered by app.campaign_visible_to). Domain functions and the campaign-phases job
// (a NotifyContext of its own transaction, no acting user) both send through here.
import type { RawQuery } from '@innov/db';
import type { DomainContext } from '../domain/function.ts';
import { type NotifyContext, notify } from '../notifications/notify.ts';
import { actorName } from '../teams/team-notices.ts';
import { campaignLink, campaignVisibleSql } from './campaign-access.ts';
import { boardIdeasOf } from './campaign-record.ts';

export type CampaignNoticeKind =
  | 'campaign.opened'
  | 'campaign.phaseStarted'
  | 'campaign.closingSoon'
  | 'campaign.closed'
  | 'campaign.results';

export interface CampaignNotice {
  kind: CampaignNoticeKind;
  title: string;
  body: string;
  /** The cause, so a repeated cause notifies each recipient once (e.g. `campaign:<id>:opened`). */
  sourceId: string;
}

/** Who acted: a user (never told of their own act) or the scheduler (null). */
export interface NoticeActor {
  userId: string;
  sub: string | null;
  name: string | null;
}

/** Tells each of `recipients` (duplicates and the actor dropped) of `notice` about campaign `campaignId`. */
export async function noticeCampaign(
  ctx: NotifyContext,
  recipients: Iterable<string>,
  campaignId: string,
  notice: CampaignNotice,
  actor: NoticeActor | null,
): Promise<number> {
  const told = new Set<string>();
  for (const recipient of recipients) {
    if (!recipient || recipient === actor?.userId || told.has(recipient)) continue;
    told.add(recipient);
    await notify(ctx, {
      recipient,
      type: 'PRODUCT',
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: campaignLink(campaignId),
      actor: actor ? { sub: actor.sub, name: actor.name } : null,
      sourceId: notice.sourceId,
    });
  }
  return told.size;
}

const ids = (rows: { user_id: string }[]) => rows.map((r) => r.user_id);

/** Members of the campaign's workspace who see it (its audience, role holders, the workspace's owners and admins). */
export async function campaignAudience(q: RawQuery, campaignId: string): Promise<string[]> {
  return ids(
    await q<{ user_id: string }>(
      `select m.user_id from app.campaigns c
         join app.workspace_members m on m.tenant_id = c.tenant_id
         join app.user_profiles p on p.id = m.user_id and p.tenant_id = c.tenant_id
        where c.id = $1 and not (p.pending_approval and m.role <> 'owner') and ${campaignVisibleSql('c.id', 'm.user_id')}`,
      [campaignId],
    ),
  );
}

/** The campaign's owners, moderators and evaluators who still see it (a role outlives its holder's membership). */
export async function campaignRoleHolders(q: RawQuery, campaignId: string): Promise<string[]> {
  return ids(
    await q<{ user_id: string }>(
      `select distinct r.user_id from app.campaign_roles r
        where r.campaign_id = $1 and ${campaignVisibleSql('$1', 'r.user_id')}`,
      [campaignId],
    ),
  );
}

/**
 * Who took part, and its role holders: authors and accepted co-authors of its board's ideas, their voters,
 * commenters and followers; only those who still see the campaign.
 */
export async function campaignParticipants(q: RawQuery, campaignId: string): Promise<string[]> {
  return ids(
    await q<{ user_id: string }>(
      `select x.user_id from (
          select bi.owner as user_id from (${boardIdeasOf('$1')}) bi
          union select ca.user_id from app.idea_coauthors ca join (${boardIdeasOf('$1')}) b1 on b1.id = ca.idea_id
                 where ca.status = 'ACCEPTED'
          union select v.user_id from app.idea_votes v join (${boardIdeasOf('$1')}) b2 on b2.id = v.idea_id
          union select cm.owner from app.idea_comments cm join (${boardIdeasOf('$1')}) b3 on b3.id = cm.idea_id
          union select fo.user_id from app.idea_followers fo join (${boardIdeasOf('$1')}) b4 on b4.id = fo.idea_id
          union select r.user_id from app.campaign_roles r where r.campaign_id = $1) x
        where ${campaignVisibleSql('$1', 'x.user_id')}`,
      [campaignId],
    ),
  );
}

/** Authors of drafts written for the campaign, who still see it. */
export async function campaignDraftAuthors(q: RawQuery, campaignId: string): Promise<string[]> {
  return ids(
    await q<{ user_id: string }>(
      `select distinct i.owner as user_id from app.ideas i
        where i.campaign_id = $1 and i.state = 'DRAFT' and ${campaignVisibleSql('$1', 'i.owner')}`,
      [campaignId],
    ),
  );
}

/** A date as notices write it (UTC, to the minute). */
export const noticeDate = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The acting user as notices name them. */
export async function noticeActor(ctx: DomainContext): Promise<NoticeActor> {
  return { userId: ctx.principal.userId as string, sub: ctx.principal.sub ?? null, name: await actorName(ctx) };
}
