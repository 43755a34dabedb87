// The moderators' shortlist of a campaign (issue 29), decided apart from React: its filters in the query string
// (?min=3.5&shortlisted=1: a minimum average score, the shortlist only) and the listIdeas variables they make, the
// ranks of the ideas in TOP_SCORED order (ideas with the same average share a rank; ideas without reviews have
// none), the ideas "Move shortlisted to Selected" moves, and the order an idea's reviews are read in. Pure.
import { EVALUATION_LIMITS, type IdeaCard, type IdeaScore, SCORE_SCALES, type ScoreScale } from '@innov/contracts';
import type { IdeaReview } from './evaluation-api.ts';

export interface TShortlistFilters {
  /** Ideas whose average is at least this (0…10); null: every idea. */
  minScore: number | null;
  /** Only the shortlisted ideas. */
  shortlistedOnly: boolean;
}

export const DEFAULT_SHORTLIST_FILTERS: TShortlistFilters = { minScore: null, shortlistedOnly: false };

/** The highest scale: listIdeas takes a minimum score of 0…10. */
export const MAX_MIN_SCORE = Math.max(...SCORE_SCALES);

/** The minimum-score field steps by half points. */
export const MIN_SCORE_STEP = 0.5;

type TParams = { get(name: string): string | null };

/** A typed minimum score: a number 0…max (else null, "no minimum"), kept to two decimals. */
export function parseMinScore(value: string | null | undefined, max: number = MAX_MIN_SCORE): number | null {
  const text = value?.trim().replace(',', '.');
  if (!text) return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > max) return null;
  return Math.round(n * 100) / 100;
}

export function parseShortlistFilters(params: TParams, scale: number = MAX_MIN_SCORE): TShortlistFilters {
  return {
    minScore: parseMinScore(params.get('min'), scale),
    shortlistedOnly: params.get('shortlisted') === '1',
  };
}

/** The query string of the filters ('' for none), without the leading '?'. */
export function shortlistQueryString(filters: TShortlistFilters): string {
  const params = new URLSearchParams();
  if (filters.minScore !== null) params.set('min', String(filters.minScore));
  if (filters.shortlistedOnly) params.set('shortlisted', '1');
  return params.toString();
}

/** listIdeas' variables for the shortlist page: the campaign's ideas, best score first, filtered. */
export function shortlistVariables(
  campaignId: string,
  filters: TShortlistFilters,
  limit: number,
): Record<string, unknown> {
  return {
    campaignId,
    sort: 'TOP_SCORED',
    limit,
    ...(filters.minScore !== null ? { minScore: filters.minScore } : {}),
    ...(filters.shortlistedOnly ? { shortlisted: true } : {}),
  };
}

export interface TRankedIdea<T> {
  idea: T;
  /** 1-based, shared by equal averages ("1, 2, 2, 4"); null without reviews. */
  rank: number | null;
}

/** Ranks ideas already in TOP_SCORED order (best average first, unreviewed last). */
export function rankIdeas<T extends { score: IdeaScore | null }>(ideas: readonly T[]): TRankedIdea<T>[] {
  let previous: number | null = null;
  let rank = 0;
  return ideas.map((idea, index) => {
    const average = idea.score?.reviews ? idea.score.average : null;
    if (average === null) return { idea, rank: null };
    if (average !== previous) rank = index + 1;
    previous = average;
    return { idea, rank };
  });
}

/** "3.75" (two decimals, as the server's exact average reads); "—" without reviews. */
export function scoreText(value: number | null | undefined): string {
  return typeof value === 'number' ? value.toFixed(2) : '—';
}

/** "±0.50"; "—" without reviews. */
export function spreadText(score: IdeaScore | null): string {
  return score?.reviews && score.spread !== null ? `±${score.spread.toFixed(2)}` : '—';
}

/** The shortlisted ideas "Move shortlisted to Selected" moves: those not in SELECTED yet, at most a batch. */
export function ideasToSelect<T extends Pick<IdeaCard, 'id' | 'shortlisted' | 'stage'>>(ideas: readonly T[]): T[] {
  return ideas.filter((i) => i.shortlisted && i.stage !== 'SELECTED').slice(0, EVALUATION_LIMITS.shortlistBatch);
}

/** The ideas of a selection whose shortlist mark a bulk action changes (those already so are left out). */
export function shortlistChanges<T extends Pick<IdeaCard, 'id' | 'shortlisted'>>(
  ideas: readonly T[],
  selected: ReadonlySet<string>,
  shortlisted: boolean,
): T[] {
  return ideas.filter((i) => selected.has(i.id) && i.shortlisted !== shortlisted);
}

/**
 * An idea's reviews in the order the moderators read them: submitted ones best score first, then recusals. Drafts are
 * never shown (the server does not send others' drafts; one would be left out here too).
 */
export function orderedReviews(reviews: readonly IdeaReview[]): IdeaReview[] {
  const order = (r: IdeaReview) => (r.status === 'SUBMITTED' ? 0 : 1);
  return reviews
    .filter((r) => r.status !== 'DRAFT')
    .sort((a, b) => order(a) - order(b) || (b.score ?? 0) - (a.score ?? 0));
}

/** The scale a page reads the scores on (the campaign's; 5 until it is known). */
export function scaleOf(value: number | null | undefined): ScoreScale {
  return value === 10 ? 10 : 5;
}
