// The campaigns' job on the durable queue (docs/architecture.md, "Work after a request"): campaign-phases, every
// minute, moves campaigns with the clock: a SCHEDULED campaign whose first phase has started opens, an OPEN one whose
// active phase has ended moves to the phase that contains now (skipping phases that ended meanwhile) or closes after
// its last; and once per phase that takes ideas, when it ends within CAMPAIGN_LIMITS.closingSoonHours, the authors of
// the campaign's drafts are reminded. Everything it knows is in the tables (statuses, phases, `reminders_sent`), so a
// restart loses nothing and a run missed is made up by the next. Each move is audited (actor system:campaign-phases)
// and announced to the workspace's cached contexts. Only campaigns of ACTIVE, undeleted workspaces whose plan has
// campaigns move or remind: a workspace deactivated, deleted or moved to a plan without campaigns keeps its
// campaigns as they are (and sends nothing) until it is back, when the next run catches up.
import {
  CAMPAIGN_LIMITS,
  type Entitlements,
  entitlementsFor,
  type Feature,
  PRICING_TIERS,
  type PricingTier,
  TIER_ENTITLEMENTS,
} from '@innov/contracts';
import { insertAudit } from '../audit/write-audit.ts';
import { effectiveTier, WORKSPACE_CHANGES_TOPIC } from '../auth/workspace.ts';
import type { DataDeps } from '../deps.ts';
import { notifyInTransaction } from '../notifications/notify.ts';
import type { CampaignRow } from './campaign-access.ts';
import { campaignDraftAuthors, noticeCampaign, noticeDate } from './campaign-notices.ts';
import { type CampaignMove, campaignPhases, settleCampaign } from './campaign-states.ts';

export const CAMPAIGN_PHASES_JOB = 'campaign-phases';
export const CAMPAIGN_PHASES_ACTOR = 'system:campaign-phases';

export interface CampaignPhasesRun {
  moved: { campaignId: string; move: CampaignMove }[];
  reminded: { campaignId: string; phase: number; notified: number }[];
}

/** The tiers whose own entitlements have campaigns (Bespoke has them when granted). */
const CAMPAIGN_TIERS = PRICING_TIERS.filter((t) => TIER_ENTITLEMENTS[t].features.includes('campaigns'));

/**
 * SQL: the campaign `c`'s workspace, aliased `t`, is ACTIVE, not deleted, and its plan has campaigns (its tier's or
 * a Bespoke grant; `$tiers` is CAMPAIGN_TIERS, or those of them with another feature a job needs), with the columns
 * the exact check (`planHasFeature`) reads. The grace of a past-due subscription is checked in JS, as the guard
 * checks it (auth/workspace.ts, effectiveTier). The evaluation-reminders job uses it too.
 */
export const workspaceWithCampaignsSql = (tiers: string) =>
  `join app.tenants t on t.id = c.tenant_id and t.status = 'ACTIVE' and t.deleted_at is null
        and (t.tier = any(${tiers}::text[])
             or (t.tier = 'BESPOKE_USER_PRICING' and coalesce(t.entitlements -> 'features', '[]'::jsonb) ? 'campaigns'))`;

export const TENANT_PLAN_COLUMNS = `t.tier, t.entitlements,
       (select s.past_due_since from app.subscriptions s
         where s.tenant_id = t.id and s.status = 'past_due' and s.past_due_since is not null
         order by s.created_at desc limit 1) as past_due_since`;

export interface TenantPlan {
  tier: string;
  entitlements: Partial<Entitlements> | null;
  past_due_since: Date | null;
}

/** Whether the workspace's plan, as the guard derives it now, has `feature`. */
export function planHasFeature(r: TenantPlan, now: Date, feature: Feature): boolean {
  const tier = (PRICING_TIERS as readonly string[]).includes(r.tier) ? (r.tier as PricingTier) : 'CONNECT';
  return entitlementsFor(effectiveTier(tier, r.past_due_since, now), r.entitlements).features.includes(feature);
}

const hasCampaigns = (r: TenantPlan, now: Date) => planHasFeature(r, now, 'campaigns');

/** One run: the campaigns due a move, then the reminders due; answers what it did. */
export async function runCampaignPhases(deps: DataDeps): Promise<CampaignPhasesRun> {
  const now = deps.now();
  const out: CampaignPhasesRun = { moved: [], reminded: [] };
  const due = (
    await deps.database.query<{ id: string } & TenantPlan>(
      `select c.id, ${TENANT_PLAN_COLUMNS} from app.campaigns c
         ${workspaceWithCampaignsSql('$2')}
        where (c.status = 'SCHEDULED' and exists (select 1 from app.campaign_phases p
                 where p.campaign_id = c.id and p.position = 0 and p.starts_at <= $1))
           or (c.status = 'OPEN' and not exists (select 1 from app.campaign_phases p
                 where p.campaign_id = c.id and p.position = c.active_phase and p.ends_at > $1))
        order by c.id limit 500`,
      [now, CAMPAIGN_TIERS],
    )
  ).filter((r) => hasCampaigns(r, now));
  for (const { id } of due) {
    const done = await notifyInTransaction(deps, async (ctx) => {
      // Again under the campaign's lock: an editor may have moved it meanwhile.
      const [c] = await ctx.db.query<CampaignRow>(
        `select * from app.campaigns where id = $1 and status in ('SCHEDULED', 'OPEN') for update`,
        [id],
      );
      if (!c) return null;
      const move = await settleCampaign(ctx, c, await campaignPhases(ctx.db.query, c.id), now, null);
      if (!move) return null;
      await insertAudit(ctx.db.query, {
        actor: CAMPAIGN_PHASES_ACTOR,
        tenantId: c.tenant_id,
        action: move.action,
        target: `Campaign:${c.id}`,
        details: { title: c.title, from: move.from, to: move.to, phase: move.phaseName, notified: move.notified },
        at: now,
      });
      return { tenantId: c.tenant_id, move };
    });
    if (!done) continue;
    out.moved.push({ campaignId: id, move: done.move });
    await deps.pubsub.publish(WORKSPACE_CHANGES_TOPIC, { tenantId: done.tenantId });
  }

  // Reminders: the active phase takes ideas and ends within the window, not reminded of yet.
  const soon = new Date(now.getTime() + CAMPAIGN_LIMITS.closingSoonHours * 3_600_000);
  const closing = (
    await deps.database.query<{ id: string; position: number } & TenantPlan>(
      `select c.id, p.position, ${TENANT_PLAN_COLUMNS} from app.campaigns c
         ${workspaceWithCampaignsSql('$3')}
         join app.campaign_phases p on p.campaign_id = c.id and p.position = c.active_phase
        where c.status = 'OPEN' and p.allow_submit and p.ends_at > $1 and p.ends_at <= $2
          and not (p.position::text = any(c.reminders_sent))
        order by c.id limit 500`,
      [now, soon, CAMPAIGN_TIERS],
    )
  ).filter((r) => hasCampaigns(r, now));
  for (const { id, position } of closing) {
    const notified = await notifyInTransaction(deps, async (ctx) => {
      const [row] = await ctx.db.query<CampaignRow & { phase_name: string; ends_at: Date }>(
        `select c.*, p.name as phase_name, p.ends_at from app.campaigns c
           join app.campaign_phases p on p.campaign_id = c.id and p.position = $2
          where c.id = $1 and c.status = 'OPEN' and c.active_phase = $2 and not ($2::text = any(c.reminders_sent))
          for update of c`,
        [id, position],
      );
      if (!row) return null;
      await ctx.db.query(
        'update app.campaigns set reminders_sent = array_append(reminders_sent, $2::text) where id = $1',
        [id, String(position)],
      );
      const n = await noticeCampaign(
        ctx,
        await campaignDraftAuthors(ctx.db.query, id),
        id,
        {
          kind: 'campaign.closingSoon',
          title: `Finish your draft for ${row.title}`,
          body: `The ${row.phase_name} phase of the campaign "${row.title}" ends on ${noticeDate(row.ends_at)}. Submit your draft before it closes.`,
          sourceId: `campaign:${id}:closing:${position}`,
        },
        null,
      );
      await insertAudit(ctx.db.query, {
        actor: CAMPAIGN_PHASES_ACTOR,
        tenantId: row.tenant_id,
        action: 'remindCampaignDrafts',
        target: `Campaign:${id}`,
        details: { title: row.title, phase: row.phase_name, notified: n },
        at: now,
      });
      return n;
    });
    if (notified !== null) out.reminded.push({ campaignId: id, phase: position, notified });
  }
  return out;
}

export function defineCampaignJobs(deps: DataDeps): void {
  deps.jobs.define(CAMPAIGN_PHASES_JOB, {
    schedule: '* * * * *',
    retryLimit: 2,
    handler: async () => {
      const run = await runCampaignPhases(deps);
      if (run.moved.length || run.reminded.length)
        deps.logger.info({ moved: run.moved.length, reminded: run.reminded.length }, 'campaign phases moved');
    },
  });
}
