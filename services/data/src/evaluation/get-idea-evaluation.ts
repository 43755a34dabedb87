// getIdeaEvaluation: an idea's evaluation as the caller may see it (evaluation-record.ts): the scorecard, their own
// review, the others' reviews (the campaign's moderators; an evaluator once theirs is submitted), whether they may
// review it now and why not. Null when the idea is out of sight or not a campaign's.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { ZId } from '../teams/team-access.ts';
import { requireEvaluationReader } from './evaluation-access.ts';
import { type IdeaEvaluation, readIdeaEvaluation } from './evaluation-record.ts';

export const getIdeaEvaluation = defineFunction({
  name: 'getIdeaEvaluation',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({ ideaId: ZId }),
  async run(ctx, { ideaId }): Promise<IdeaEvaluation | null> {
    const w = await requireEvaluationReader(ctx.principal, 'getIdeaEvaluation');
    return readIdeaEvaluation(ctx, w, ideaId);
  },
});
