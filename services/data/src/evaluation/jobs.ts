// The evaluation domain's job on the durable queue (docs/architecture.md, "Work after a request"):
// evaluation-reminders, every 15 minutes, tells each evaluator whose effective due date (their own, else the end of
// the campaign's last phase that allows evaluation) falls within EVALUATION_LIMITS.reminderHours, and who still has
// ideas to review (TODO or DRAFT in their queue), how many and by when (`evaluation.dueSoon`), once per due date:
// `campaign_roles.reminded_at` records it, and a new due date clears it. Only OPEN campaigns whose active phase allows
// evaluation, of ACTIVE, undeleted workspaces whose plan has campaigns and evaluation (the campaign-phases job's
// filter). Each reminder is audited with the actor system:evaluation-reminders. Everything it knows is in the
// tables, so a run missed is made up by the next.
import { EVALUATION_LIMITS, PRICING_TIERS, TIER_ENTITLEMENTS } from '@innov/contracts';
import { insertAudit } from '../audit/write-audit.ts';
import { noticeDate } from '../campaigns/campaign-notices.ts';
import { planHasFeature, TENANT_PLAN_COLUMNS, type TenantPlan, workspaceWithCampaignsSql } from '../campaigns/jobs.ts';
import type { DataDeps } from '../deps.ts';
import { notifyInTransaction } from '../notifications/notify.ts';
import { effectiveDueSql, reviewQueueSql } from './evaluation-access.ts';
import { noticeEvaluators } from './evaluation-notices.ts';

export const EVALUATION_REMINDERS_JOB = 'evaluation-reminders';
export const EVALUATION_REMINDERS_ACTOR = 'system:evaluation-reminders';

export interface EvaluationRemindersRun {
  reminded: { campaignId: string; userId: string; ideas: number; dueAt: Date; notified: number }[];
}

/** The tiers whose own entitlements have campaigns and evaluation (Bespoke has them when granted). */
const EVALUATION_TIERS = PRICING_TIERS.filter((t) =>
  (['campaigns', 'evaluation'] as const).every((f) => TIER_ENTITLEMENTS[t].features.includes(f)),
);

/** SQL: the ideas of the evaluator `r`'s queue in campaign `c` still to review (no review, or a draft). */
const pendingReviewsSql = `(select count(*)::int from (${reviewQueueSql('c.id', 'r.user_id')}) qx
   where not exists (select 1 from app.idea_reviews rv where rv.idea_id = qx.id and rv.user_id = r.user_id
                       and rv.status in ('SUBMITTED', 'RECUSED')))`;

/** The evaluators of an OPEN campaign in a phase allowing evaluation, with their due date and ideas pending. */
const EVALUATORS_DUE_FROM = `app.campaign_roles r
  join app.campaigns c on c.id = r.campaign_id
  join app.campaign_phases p on p.campaign_id = c.id and p.position = c.active_phase
  cross join lateral (select ${effectiveDueSql('r', 'c.id')} as due_at) d`;

const EVALUATORS_DUE_WHERE = `r.role = 'EVALUATOR' and r.reminded_at is null and c.status = 'OPEN' and p.allow_evaluate
  and d.due_at > $1 and d.due_at <= $2`;

/** One run: every evaluator due a reminder now is told once; answers who was. */
export async function runEvaluationReminders(deps: DataDeps): Promise<EvaluationRemindersRun> {
  const now = deps.now();
  const soon = new Date(now.getTime() + EVALUATION_LIMITS.reminderHours * 3_600_000);
  const out: EvaluationRemindersRun = { reminded: [] };
  const due = (
    await deps.database.query<{ campaign_id: string; user_id: string } & TenantPlan>(
      `select r.campaign_id, r.user_id, ${TENANT_PLAN_COLUMNS}
         from ${EVALUATORS_DUE_FROM}
         ${workspaceWithCampaignsSql('$3')}
        where ${EVALUATORS_DUE_WHERE} and ${pendingReviewsSql} > 0
        order by r.campaign_id, r.user_id limit 1000`,
      [now, soon, EVALUATION_TIERS],
    )
  ).filter((r) => planHasFeature(r, now, 'campaigns') && planHasFeature(r, now, 'evaluation'));
  for (const { campaign_id: campaignId, user_id: userId } of due) {
    const done = await notifyInTransaction(deps, async (ctx) => {
      // Again under the role row's lock: the evaluator may have been reminded, removed or given a new date.
      const [row] = await ctx.db.query<{ tenant_id: string; title: string; due_at: Date; pending: number }>(
        `select c.tenant_id, c.title, d.due_at, ${pendingReviewsSql} as pending
           from ${EVALUATORS_DUE_FROM}
          where r.campaign_id = $3 and r.user_id = $4 and ${EVALUATORS_DUE_WHERE}
          for update of r`,
        [now, soon, campaignId, userId],
      );
      if (!row || row.pending === 0) return null;
      await ctx.db.query(
        `update app.campaign_roles set reminded_at = $3 where campaign_id = $1 and user_id = $2 and role = 'EVALUATOR'`,
        [campaignId, userId, now],
      );
      const ideas = `${row.pending} idea${row.pending === 1 ? '' : 's'}`;
      const notified = await noticeEvaluators(
        ctx,
        [userId],
        campaignId,
        {
          kind: 'evaluation.dueSoon',
          title: `${ideas} to review in “${row.title}” by ${noticeDate(row.due_at)}`,
          body: `Your reviews of the campaign “${row.title}” are due on ${noticeDate(row.due_at)}. Score the ${ideas} still waiting for you.`,
          sourceId: () => `campaign:${campaignId}:review-due:${userId}:${row.due_at.toISOString()}`,
        },
        null,
      );
      await insertAudit(ctx.db.query, {
        actor: EVALUATION_REMINDERS_ACTOR,
        tenantId: row.tenant_id,
        action: 'remindEvaluator',
        target: `Campaign:${campaignId}`,
        details: { title: row.title, evaluator: userId, ideas: row.pending, dueAt: row.due_at, notified },
        at: now,
      });
      return { ideas: row.pending, dueAt: row.due_at, notified };
    });
    if (done) out.reminded.push({ campaignId, userId, ...done });
  }
  return out;
}

export function defineEvaluationJobs(deps: DataDeps): void {
  deps.jobs.define(EVALUATION_REMINDERS_JOB, {
    schedule: '*/15 * * * *',
    retryLimit: 2,
    handler: async () => {
      const run = await runEvaluationReminders(deps);
      if (run.reminded.length) deps.logger.info({ reminded: run.reminded.length }, 'evaluators reminded');
    },
  });
}
