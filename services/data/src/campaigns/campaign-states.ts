// How a campaign moves with the clock (docs/architecture.md, "Campaigns"): SCHEDULED until its first phase starts,
// OPEN with the phase that contains now active, CLOSED once its last phase has ended. publishCampaign,
// advanceCampaignPhase and the campaign-phases job apply the same rule (`settleCampaign`), each move with its notices;
// the caller audits it and announces the workspace change.
import type { RawQuery } from '@innov/db';
import type { NotifyContext } from '../notifications/notify.ts';
import type { CampaignPhaseRow, CampaignRow } from './campaign-access.ts';
import {
  campaignAudience,
  campaignParticipants,
  campaignRoleHolders,
  type NoticeActor,
  noticeCampaign,
  noticeDate,
} from './campaign-notices.ts';

/** The phases of a campaign, in order. */
export async function campaignPhases(q: RawQuery, campaignId: string): Promise<CampaignPhaseRow[]> {
  return q<CampaignPhaseRow>('select * from app.campaign_phases where campaign_id = $1 order by position', [
    campaignId,
  ]);
}

/** The position of the phase containing `now` (phases are contiguous: at most one), or null. */
export function phaseAt(phases: readonly CampaignPhaseRow[], now: Date): number | null {
  const t = now.getTime();
  const p = phases.find((x) => x.starts_at.getTime() <= t && t < x.ends_at.getTime());
  return p ? p.position : null;
}

export interface CampaignMove {
  /** The audit action of the move. */
  action: 'openCampaign' | 'startCampaignPhase' | 'closeCampaign';
  from: { status: CampaignRow['status']; phase: number | null };
  to: { status: CampaignRow['status']; phase: number | null };
  phaseName: string | null;
  /** People notified. */
  notified: number;
}

/**
 * Brings a SCHEDULED or OPEN campaign (or a DRAFT being published) in line with `now`: OPEN at the phase that contains
 * now, or CLOSED when its last phase has ended; sends the move's notices. The caller holds the campaign's row lock.
 * Answers the move, or null when it stands as it should.
 */
export async function settleCampaign(
  ctx: NotifyContext,
  c: CampaignRow,
  phases: readonly CampaignPhaseRow[],
  now: Date,
  actor: NoticeActor | null,
): Promise<CampaignMove | null> {
  if (!['DRAFT', 'SCHEDULED', 'OPEN'].includes(c.status) || !phases.length) return null;
  const q = ctx.db.query;
  const from = { status: c.status, phase: c.status === 'OPEN' ? c.active_phase : null };
  const last = phases[phases.length - 1] as CampaignPhaseRow;
  const title = c.title;
  if (now.getTime() >= last.ends_at.getTime()) {
    if (c.status === 'DRAFT') return null;
    await q(
      `update app.campaigns set status = 'CLOSED', active_phase = null, closed_at = $2, updated_at = $2 where id = $1`,
      [c.id, now],
    );
    const notified = await noticeCampaign(
      ctx,
      await campaignRoleHolders(q, c.id),
      c.id,
      {
        kind: 'campaign.closed',
        title: `Campaign closed: ${title}`,
        body: `The campaign "${title}" has closed. Its owners and moderators can now publish its results.`,
        sourceId: `campaign:${c.id}:closed`,
      },
      actor,
    );
    return { action: 'closeCampaign', from, to: { status: 'CLOSED', phase: null }, phaseName: null, notified };
  }
  const at = phaseAt(phases, now);
  if (at === null) {
    // Before the first phase: scheduled (a draft being published becomes so).
    if (c.status !== 'DRAFT') return null;
    await q(`update app.campaigns set status = 'SCHEDULED', updated_at = $2 where id = $1`, [c.id, now]);
    return { action: 'openCampaign', from, to: { status: 'SCHEDULED', phase: null }, phaseName: null, notified: 0 };
  }
  const phase = phases[at] as CampaignPhaseRow;
  if (c.status === 'OPEN') {
    if (c.active_phase === at) return null;
    await q('update app.campaigns set active_phase = $2, updated_at = $3 where id = $1', [c.id, at, now]);
    const notified = await noticeCampaign(
      ctx,
      await campaignParticipants(q, c.id),
      c.id,
      {
        kind: 'campaign.phaseStarted',
        title: `${title}: ${phase.name} has started`,
        body: `The campaign "${title}" is now in its ${phase.name} phase, until ${noticeDate(phase.ends_at)}.`,
        sourceId: `campaign:${c.id}:phase:${at}`,
      },
      actor,
    );
    return { action: 'startCampaignPhase', from, to: { status: 'OPEN', phase: at }, phaseName: phase.name, notified };
  }
  await q(
    `update app.campaigns set status = 'OPEN', active_phase = $2, opened_at = coalesce(opened_at, $3), updated_at = $3
      where id = $1`,
    [c.id, at, now],
  );
  const notified = await noticeCampaign(
    ctx,
    await campaignAudience(q, c.id),
    c.id,
    {
      kind: 'campaign.opened',
      title: `New campaign: ${title}`,
      body: `The campaign "${title}" is open. Its ${phase.name} phase runs until ${noticeDate(phase.ends_at)}.`,
      sourceId: `campaign:${c.id}:opened`,
    },
    actor,
  );
  return { action: 'openCampaign', from, to: { status: 'OPEN', phase: at }, phaseName: phase.name, notified };
}
