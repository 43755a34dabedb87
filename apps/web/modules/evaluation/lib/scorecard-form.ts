// The scorecard setup form's rules apart from React: its schema (contracts' ZScorecard, the one
// updateCampaignScorecard checks, fields named as the input's so a ValidationError of the server lands on its field),
// what a campaign's scorecard starts the form with, each criterion's share of the weights in whole percent, what a
// scorecard with reviews still lets change, and the input sent. Pure.
import { EVALUATION_LIMITS, type ScoreScale, ZScorecard } from '@innov/contracts';
import type { z } from 'zod';
import type { Scorecard, UpdateCampaignScorecardInput } from './evaluation-api.ts';

export const scorecardFormSchema = ZScorecard;
export type TScorecardFormSchema = typeof ZScorecard;
export type TScorecardFormValues = z.input<typeof ZScorecard>;
export type TScorecardValues = z.output<typeof ZScorecard>;

/** A new criterion's weight: room to weigh others more or less without reaching the limits. */
export const NEW_CRITERION_WEIGHT = 10;

/** The scale a campaign without a scorecard starts with. */
export const DEFAULT_SCALE: ScoreScale = 5;

export const SCALE_LABELS: Record<ScoreScale, string> = { 5: '1–5', 10: '1–10' };

export function newCriterion(): TScorecardFormValues['criteria'][number] {
  return { id: null, name: '', guidance: '', weight: NEW_CRITERION_WEIGHT };
}

/** What the form starts with: the scorecard's criteria in their order, else one empty criterion on 1–5. */
export function scorecardValues(scorecard: Pick<Scorecard, 'scale' | 'criteria'> | null): TScorecardFormValues {
  const criteria = [...(scorecard?.criteria ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((c) => ({ id: c.id, name: c.name, guidance: c.guidance, weight: c.weight }));
  return {
    scale: scorecard?.scale ?? DEFAULT_SCALE,
    criteria: criteria.length ? criteria : [newCriterion()],
  };
}

/**
 * Each weight's share of their sum in whole percent, adding up to exactly 100 (largest remainders get the rounding);
 * null for a weight that is not a positive number (the field is being typed), which counts for nothing.
 */
export function weightShares(weights: readonly (number | null | undefined)[]): (number | null)[] {
  const valid = weights.map((w) => (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : null));
  const sum = valid.reduce<number>((s, w) => s + (w ?? 0), 0);
  if (sum <= 0) return valid.map(() => null);
  const exact = valid.map((w) => (w === null ? null : (w * 100) / sum));
  const floors = exact.map((e) => (e === null ? null : Math.floor(e)));
  let left = 100 - floors.reduce<number>((s, f) => s + (f ?? 0), 0);
  const order = exact
    .map((e, i) => ({ i, rest: e === null ? -1 : e - Math.floor(e) }))
    .filter((x) => x.rest >= 0)
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const out = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}

/** "40%" (a share), "–" while the weight is not a number. */
export function shareLabel(share: number | null): string {
  return share === null ? '–' : `${share}%`;
}

/** What the form may change (the server's rule): with reviews, neither the scale nor which criteria there are. */
export function scorecardChanges(scorecard: Pick<Scorecard, 'locked'> | null, count: number) {
  const locked = Boolean(scorecard?.locked);
  return {
    scale: !locked,
    add: !locked && count < EVALUATION_LIMITS.criteria,
    remove: !locked && count > 1,
  };
}

/** updateCampaignScorecard's input of valid form values (a criterion keeps its id; a new one has none). */
export function scorecardInput(campaignId: string, values: TScorecardValues): UpdateCampaignScorecardInput {
  return {
    campaignId,
    scale: values.scale,
    criteria: values.criteria.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name,
      guidance: c.guidance,
      weight: c.weight,
    })),
  };
}
