// closeCampaign: an editor closes a scheduled or open campaign now (nothing more is submitted, voted or commented on
// through its phases); its role holders are told. Its moderators may then publish its results.
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { campaignRoleHolders, noticeActor, noticeCampaign } from './campaign-notices.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';
import { editableCampaign } from './campaign-writes.ts';

export const closeCampaign = defineFunction({
  name: 'closeCampaign',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: z.object({ id: ZId }) }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { db, deps } = ctx;
    const { w, campaign: c } = await editableCampaign(ctx, 'closeCampaign', args.input.id);
    if (c.status !== 'SCHEDULED' && c.status !== 'OPEN') throw Errors.validation(CAMPAIGN_MESSAGES.notRunning);
    const now = deps.now();
    await db.query(
      `update app.campaigns set status = 'CLOSED', active_phase = null, closed_at = $2, updated_by = $3, updated_at = $2
        where id = $1`,
      [c.id, now, ctx.principal.userId],
    );
    await noticeCampaign(
      ctx,
      await campaignRoleHolders(db.query, c.id),
      c.id,
      {
        kind: 'campaign.closed',
        title: `Campaign closed: ${c.title}`,
        body: `The campaign "${c.title}" has closed. Its owners and moderators can now publish its results.`,
        sourceId: `campaign:${c.id}:closed`,
      },
      await noticeActor(ctx),
    );
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: { title: c.title, from: c.status },
    });
    return requireCampaign(ctx, w, c.id);
  },
});
