// deleteCampaign: an editor deletes a campaign that has no ideas (drafts included: an idea's campaign would be lost),
// with its phases, roles, audience and cover; one with ideas is archived instead.
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { dropFiles } from '../files/file-access.ts';
import { noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { editableCampaign } from './campaign-writes.ts';

export const deleteCampaign = defineFunction({
  name: 'deleteCampaign',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: z.object({ id: ZId }) }),
  audit: (_ok: boolean, args) => notedAudit(args),
  async run(ctx, args): Promise<boolean> {
    const { db } = ctx;
    const { w, campaign: c } = await editableCampaign(ctx, 'deleteCampaign', args.input.id);
    const [ideas] = await db.query<{ n: number }>('select count(*)::int as n from app.ideas where campaign_id = $1', [
      c.id,
    ]);
    if (ideas?.n) throw Errors.validation(CAMPAIGN_MESSAGES.cannotDeleteWithIdeas);
    await db.query('delete from app.campaigns where id = $1', [c.id]);
    if (c.cover_file_id)
      await dropFiles(
        ctx,
        `f.id = $1 and f.purpose = 'CAMPAIGN_COVER' and not exists (select 1 from app.campaigns oc where oc.cover_file_id = f.id)`,
        [c.cover_file_id],
      );
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: { title: c.title, status: c.status },
    });
    return true;
  },
});
