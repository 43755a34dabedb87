// advanceCampaignPhase: an editor moves a live campaign on by hand: the active phase ends now and the next starts now
// (a SCHEDULED campaign's first phase starts now: it opens). The last phase does not advance: closeCampaign does.
// Those concerned are told as when the dates move it (settleCampaign).
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { noticeActor } from './campaign-notices.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';
import { campaignPhases, settleCampaign } from './campaign-states.ts';
import { editableCampaign } from './campaign-writes.ts';

export const advanceCampaignPhase = defineFunction({
  name: 'advanceCampaignPhase',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: z.object({ id: ZId }) }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { db, deps } = ctx;
    const { w, campaign: c } = await editableCampaign(ctx, 'advanceCampaignPhase', args.input.id);
    if (c.status !== 'SCHEDULED' && c.status !== 'OPEN') throw Errors.validation(CAMPAIGN_MESSAGES.notRunning);
    const phases = await campaignPhases(db.query, c.id);
    let now = deps.now();
    const from = c.status === 'OPEN' ? c.active_phase : null;
    if (c.status === 'SCHEDULED') {
      // The first phase starts now (unless the job has yet to see it start).
      await db.query(
        'update app.campaign_phases set starts_at = $2 where campaign_id = $1 and position = 0 and starts_at > $2',
        [c.id, now],
      );
    } else {
      const active = phases.find((p) => p.position === c.active_phase);
      // An active phase that has ended already (the job has yet to run) moves by its dates alone.
      if (active && active.ends_at.getTime() > now.getTime()) {
        const next = phases.find((p) => p.position === active.position + 1);
        if (!next) throw Errors.validation(CAMPAIGN_MESSAGES.noNextPhase);
        // A phase ends after it starts (one advanced the moment it started ends a millisecond later).
        if (now.getTime() <= active.starts_at.getTime()) now = new Date(active.starts_at.getTime() + 1);
        await db.query(
          `update app.campaign_phases set ends_at = case position when $2 then $3::timestamptz else ends_at end,
                  starts_at = case position when $2 + 1 then $3::timestamptz else starts_at end
            where campaign_id = $1 and position in ($2, $2 + 1)`,
          [c.id, active.position, now],
        );
      }
    }
    const move = await settleCampaign(ctx, c, await campaignPhases(db.query, c.id), now, await noticeActor(ctx));
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: {
        title: c.title,
        from: { status: c.status, phase: from },
        to: move ? move.to : { status: c.status, phase: from },
        phase: move?.phaseName ?? null,
      },
    });
    return requireCampaign(ctx, w, c.id);
  },
});
