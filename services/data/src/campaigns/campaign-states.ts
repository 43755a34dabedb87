// How a campaign moves with the clock (docs/architecture.md, "Campaigns"): SCHEDULED until its first phase starts,
// OPEN with the phase that contains now active, CLOSED once its last phase has ended. publishCampaign,
// advanceCampaignPhase and the campaign-phases job apply the same rule (`settleCampaign`), each move with its notices;
// the caller audits it and announces the workspace change. And which change of phases a campaign's state allows
// (`checkPhaseChange`, updateCampaign's rule).
import { CAMPAIGN_MESSAGES, type PhaseInput } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';
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

/** Whether a phase as sent is the phase as stored. */
export const samePhase = (a: PhaseInput, b: CampaignPhaseRow) =>
  a.kind === b.kind &&
  a.name === b.name &&
  a.startsAt.getTime() === b.starts_at.getTime() &&
  a.endsAt.getTime() === b.ends_at.getTime() &&
  a.allowSubmit === b.allow_submit &&
  a.allowVote === b.allow_vote &&
  a.allowComment === b.allow_comment &&
  a.allowEvaluate === b.allow_evaluate &&
  a.showResults === b.show_results;

/** The phases' change the campaign's state allows, or the ValidationError that says why not. */
export function checkPhaseChange(
  status: string,
  activePhase: number | null,
  next: readonly PhaseInput[],
  current: readonly CampaignPhaseRow[],
  now: Date,
): void {
  const unchanged =
    next.length === current.length && next.every((p, i) => samePhase(p, current[i] as CampaignPhaseRow));
  if (unchanged) return;
  if (status === 'CLOSED') throw Errors.validation(`input.phases: ${CAMPAIGN_MESSAGES.closedPhasesFixed}`);
  if (status === 'OPEN' && activePhase !== null) {
    for (let i = 0; i < activePhase; i++) {
      const was = current[i];
      const sent = next[i];
      if (!was || !sent || !samePhase(sent, was))
        throw Errors.validation(`input.phases.${i}: ${CAMPAIGN_MESSAGES.endedPhaseFixed}`);
    }
    const active = current[activePhase];
    const kept = next[activePhase];
    if (!active || !kept || kept.startsAt.getTime() !== active.starts_at.getTime())
      throw Errors.validation(`input.phases.${activePhase}.startsAt: ${CAMPAIGN_MESSAGES.activePhaseStart}`);
  }
  const last = next.at(-1);
  if (status !== 'DRAFT' && last && last.endsAt.getTime() <= now.getTime())
    throw Errors.validation(`input.phases.${next.length - 1}.endsAt: ${CAMPAIGN_MESSAGES.phaseInPast}`);
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
