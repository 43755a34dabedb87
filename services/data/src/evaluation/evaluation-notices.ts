// The notifications evaluation sends (docs/architecture.md, "Evaluation"): PRODUCT, linking to the campaign's review
// page, to evaluators who still see the campaign, each once per cause (`sourceId`), never to the one who acted.
// assignCampaignEvaluators tells each newly assigned evaluator (`evaluation.assigned`); the evaluation-reminders job
// tells an evaluator with ideas still to review that their due date is near (`evaluation.dueSoon`).
import type { RawQuery } from '@innov/db';
import { campaignLink, campaignVisibleSql } from '../campaigns/campaign-access.ts';
import type { NoticeActor } from '../campaigns/campaign-notices.ts';
import { type NotifyContext, notify } from '../notifications/notify.ts';

export type EvaluationNoticeKind = 'evaluation.assigned' | 'evaluation.dueSoon';

/** The page where an evaluator reviews the campaign's ideas. */
export const reviewLink = (campaignId: string) => `${campaignLink(campaignId)}/review`;

/** Which of `userIds` still see the campaign (a role outlives its holder's membership). */
async function seeingCampaign(q: RawQuery, campaignId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await q<{ user_id: string }>(
    `select x.user_id from unnest($2::text[]) as x(user_id) where ${campaignVisibleSql('$1', 'x.user_id')}`,
    [campaignId, [...userIds]],
  );
  return new Set(rows.map((r) => r.user_id));
}

/** Tells each of `recipients` who sees the campaign (duplicates and the actor dropped); answers how many. */
export async function noticeEvaluators(
  ctx: NotifyContext,
  recipients: readonly string[],
  campaignId: string,
  notice: { kind: EvaluationNoticeKind; title: string; body: string; sourceId: (userId: string) => string },
  actor: NoticeActor | null,
): Promise<number> {
  const seeing = await seeingCampaign(ctx.db.query, campaignId, recipients);
  const told = new Set<string>();
  for (const recipient of recipients) {
    if (!seeing.has(recipient) || recipient === actor?.userId || told.has(recipient)) continue;
    told.add(recipient);
    await notify(ctx, {
      recipient,
      type: 'PRODUCT',
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: reviewLink(campaignId),
      actor: actor ? { sub: actor.sub, name: actor.name } : null,
      sourceId: notice.sourceId(recipient),
    });
  }
  return told.size;
}
