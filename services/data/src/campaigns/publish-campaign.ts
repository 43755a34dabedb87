// publishCampaign: an editor of a DRAFT campaign publishes it: SCHEDULED while its first phase has not started, else
// OPEN with the phase that contains now (its audience told). Within the plan's active campaigns (SCHEDULED and OPEN,
// counted under the workspace's row lock so two publications cannot both take the last place), and only while its
// last phase ends in the future.
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requireWithinLimit } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { requireUsableTemplate } from './campaign-input.ts';
import { noticeActor } from './campaign-notices.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';
import { campaignPhases, settleCampaign } from './campaign-states.ts';
import { editableCampaign } from './campaign-writes.ts';

export const publishCampaign = defineFunction({
  name: 'publishCampaign',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: z.object({ id: ZId }) }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { principal, db, deps } = ctx;
    const me = principal.userId as string;
    const { w, campaign: c } = await editableCampaign(ctx, 'publishCampaign', args.input.id, { lockWorkspace: true });
    if (c.status !== 'DRAFT') throw Errors.validation(CAMPAIGN_MESSAGES.notDraft);
    const [active] = await db.query<{ n: number }>(
      `select count(*)::int as n from app.campaigns where tenant_id = $1 and status in ('SCHEDULED', 'OPEN')`,
      [w.tenantId],
    );
    requireWithinLimit(w, 'activeCampaigns', active?.n ?? 0);
    await requireUsableTemplate(db.query, w.tenantId, c.template_id);
    const phases = await campaignPhases(db.query, c.id);
    const now = deps.now();
    const last = phases.at(-1);
    if (!last) throw Errors.validation(CAMPAIGN_MESSAGES.needsPhase);
    if (last.ends_at.getTime() <= now.getTime()) throw Errors.validation(CAMPAIGN_MESSAGES.phaseInPast);
    await db.query('update app.campaigns set published_at = $2, updated_by = $3, updated_at = $2 where id = $1', [
      c.id,
      now,
      me,
    ]);
    const move = await settleCampaign(ctx, c, phases, now, await noticeActor(ctx));
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: { title: c.title, status: move?.to.status ?? c.status, phase: move?.phaseName ?? null },
    });
    return requireCampaign(ctx, w, c.id);
  },
});
