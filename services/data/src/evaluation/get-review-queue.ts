// getReviewQueue: the caller's review queue in a campaign they see: its board ideas they neither write nor
// co-author, each with where they stand (TODO, DRAFT, SUBMITTED, RECUSED), their due date and whether the campaign
// takes reviews now. Readable whatever the phase; empty, with the reason, for who is not its evaluator; null when
// the campaign is out of sight.
import { z } from 'zod';
import { visibleCampaign } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { ZId } from '../teams/team-access.ts';
import { requireEvaluationReader } from './evaluation-access.ts';
import { type ReviewQueue, readReviewQueue } from './evaluation-record.ts';

export const getReviewQueue = defineFunction({
  name: 'getReviewQueue',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ campaignId: ZId }),
  async run(ctx, { campaignId }): Promise<ReviewQueue | null> {
    const w = await requireEvaluationReader(ctx.principal, 'getReviewQueue');
    const found = await visibleCampaign(ctx.db.query, w.tenantId, ctx.principal.userId as string, campaignId);
    return found ? readReviewQueue(ctx, w, found) : null;
  },
});
