// The evaluators panel's rules apart from React: the assignment form's schema (people and/or teams, an optional due
// date in the future: the server's evaluatorsRequired and dueInPast, in contracts' words), the input sent, and how
// an evaluator's progress and due date read. Pure.
import { EVALUATION_LIMITS, EVALUATION_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { fromLocalInput } from '../../campaigns/lib/campaign-form.ts';
import { campaignDate } from '../../campaigns/lib/campaign-list.ts';
import type { AssignCampaignEvaluatorsInput, CampaignEvaluator } from './evaluation-api.ts';

/** The assignment form; `now` is asked when it validates (a due date must still be ahead then). */
export function assignEvaluatorsSchema(now: () => Date) {
  return z
    .object({
      userIds: z
        .array(z.string())
        .max(EVALUATION_LIMITS.evaluators, `at most ${EVALUATION_LIMITS.evaluators} people at a time`),
      teamIds: z.array(z.string()).max(EVALUATION_LIMITS.teams, `at most ${EVALUATION_LIMITS.teams} teams`),
      /** `<input type="datetime-local">`'s value; '' for the campaign's own date. */
      dueAt: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.userIds.length === 0 && v.teamIds.length === 0)
        ctx.addIssue({ code: 'custom', path: ['userIds'], message: EVALUATION_MESSAGES.evaluatorsRequired });
      if (v.dueAt) {
        const at = fromLocalInput(v.dueAt);
        if (Number.isNaN(at.getTime()))
          ctx.addIssue({ code: 'custom', path: ['dueAt'], message: 'enter a date and a time' });
        else if (at.getTime() <= now().getTime())
          ctx.addIssue({ code: 'custom', path: ['dueAt'], message: EVALUATION_MESSAGES.dueInPast });
      }
    });
}

export type TAssignEvaluatorsSchema = ReturnType<typeof assignEvaluatorsSchema>;
export type TAssignEvaluatorsValues = z.output<TAssignEvaluatorsSchema>;

export const EMPTY_ASSIGNMENT: TAssignEvaluatorsValues = { userIds: [], teamIds: [], dueAt: '' };

export function assignEvaluatorsInput(
  campaignId: string,
  values: TAssignEvaluatorsValues,
): AssignCampaignEvaluatorsInput {
  return {
    campaignId,
    ...(values.userIds.length ? { userIds: values.userIds } : {}),
    ...(values.teamIds.length ? { teamIds: values.teamIds } : {}),
    ...(values.dueAt ? { dueAt: fromLocalInput(values.dueAt).toISOString() } : {}),
  };
}

/** "2 of 5 submitted": their submitted reviews of the ideas in their queue. */
export function evaluatorProgress(e: Pick<CampaignEvaluator, 'submitted' | 'toReview'>): string {
  return `${e.submitted} of ${e.toReview} submitted`;
}

/** What else they did: "1 draft · 2 recused" ('' when nothing). */
export function evaluatorProgressDetail(e: Pick<CampaignEvaluator, 'drafts' | 'recused'>): string {
  const parts: string[] = [];
  if (e.drafts) parts.push(`${e.drafts} draft${e.drafts === 1 ? '' : 's'}`);
  if (e.recused) parts.push(`${e.recused} recused`);
  return parts.join(' · ');
}

/** Their done share in percent, for a progress bar: submitted and recused (nothing more is asked of them there). */
export function evaluatorDonePercent(e: Pick<CampaignEvaluator, 'submitted' | 'recused' | 'toReview'>): number {
  if (e.toReview <= 0) return 0;
  return Math.min(100, Math.round(((e.submitted + e.recused) * 100) / e.toReview));
}

/** "Due 30 Nov, 17:00", "Due 30 Nov, 17:00 (the review phase's end)" when not their own, "No due date". */
export function evaluatorDue(e: Pick<CampaignEvaluator, 'dueAt' | 'ownDueAt'>, now: Date): string {
  if (!e.dueAt) return 'No due date';
  const when = `Due ${campaignDate(e.dueAt, now, true)}`;
  return e.ownDueAt ? when : `${when} (end of the review phase)`;
}

/** Evaluators by name (those without one last), then by id for a stable order. */
export function sortEvaluators(list: readonly CampaignEvaluator[]): CampaignEvaluator[] {
  return [...list].sort(
    (a, b) =>
      (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0) ||
      (a.name ?? '').localeCompare(b.name ?? '') ||
      a.userId.localeCompare(b.userId),
  );
}
