// archiveCampaign: an editor archives a closed campaign (out of the lists unless asked for, read-only) or brings an
// archived one back to closed.
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';
import { editableCampaign } from './campaign-writes.ts';

export const archiveCampaign = defineFunction({
  name: 'archiveCampaign',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: z.object({ id: ZId, archived: z.boolean() }) }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { db, deps } = ctx;
    const { archived } = args.input;
    const { w, campaign: c } = await editableCampaign(ctx, 'archiveCampaign', args.input.id);
    if (archived && c.status !== 'CLOSED') throw Errors.validation(CAMPAIGN_MESSAGES.notClosedToArchive);
    if (!archived && c.status !== 'ARCHIVED') throw Errors.validation(CAMPAIGN_MESSAGES.notArchived);
    const now = deps.now();
    await db.query(
      `update app.campaigns set status = $2, archived_at = $3, updated_by = $4, updated_at = $5 where id = $1`,
      [c.id, archived ? 'ARCHIVED' : 'CLOSED', archived ? now : null, ctx.principal.userId, now],
    );
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      action: archived ? 'archiveCampaign' : 'unarchiveCampaign',
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: { title: c.title },
    });
    return requireCampaign(ctx, w, c.id);
  },
});
