// What the campaign page and the create page say about a campaign's phases and brief, decided apart from React:
// each phase past, active or upcoming, what a phase allows in words, the dates of a phase, and the brief's opening
// as plain text for a banner. (The phase a campaign is in: campaign-list.ts currentPhase.) Pure.
import { PHASE_KIND_LABELS, type PhaseRules } from '@innov/contracts';
import type { Campaign, CampaignPhase } from './campaign-api.ts';

export type TPhaseState = 'past' | 'active' | 'upcoming';

/** Where a phase stands: the server's `active` flag first (an OPEN campaign), else the dates against `now`. */
export function phaseState(
  phase: Pick<CampaignPhase, 'active' | 'startsAt' | 'endsAt'>,
  status: Campaign['status'],
  now: Date,
): TPhaseState {
  if (phase.active) return 'active';
  // Closed or archived: every phase is over, whatever its dates said.
  if (status === 'CLOSED' || status === 'ARCHIVED') return 'past';
  if (status === 'OPEN' && new Date(phase.endsAt).getTime() <= now.getTime()) return 'past';
  if (status !== 'OPEN') return 'upcoming';
  return new Date(phase.startsAt).getTime() > now.getTime() ? 'upcoming' : 'past';
}

export const PHASE_STATE_LABELS: Record<TPhaseState, string> = {
  past: 'Ended',
  active: 'Now',
  upcoming: 'Upcoming',
};

const RULE_WORDS: [keyof PhaseRules, string][] = [
  ['allowSubmit', 'Submit ideas'],
  ['allowVote', 'Vote'],
  ['allowComment', 'Comment'],
  ['allowEvaluate', 'Evaluate'],
  ['showResults', 'See results'],
];

/** What a phase allows, in the order people care about ("Submit ideas", "Vote", …). */
export function phaseAllows(phase: PhaseRules): string[] {
  return RULE_WORDS.filter(([rule]) => phase[rule]).map(([, words]) => words);
}

/** "Submission" or the phase's own name when the owner gave it one ("Submission: Collect ideas"). */
export function phaseTitle(phase: Pick<CampaignPhase, 'kind' | 'name'>): string {
  const kind = PHASE_KIND_LABELS[phase.kind];
  return phase.name.trim() && phase.name.trim() !== kind ? `${phase.name.trim()} (${kind.toLowerCase()})` : kind;
}

/** "3 Dec 2026" in the viewer's time zone (`timeZone` for tests). */
export function shortDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/** "3 Dec 2026 – 17 Dec 2026" (one date each side of an en dash). */
export function phaseDates(phase: Pick<CampaignPhase, 'startsAt' | 'endsAt'>, timeZone?: string): string {
  return `${shortDate(phase.startsAt, timeZone)} – ${shortDate(phase.endsAt, timeZone)}`;
}

/**
 * The brief's opening as plain text (a banner's summary): Markdown marks dropped, links reduced to their text, each
 * line a sentence, cut at a word before `max` characters with an ellipsis.
 */
export function briefExcerpt(markdown: string, max = 220): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/[*_~`]+/g, '')
    // Each line ends a sentence (a list item, a heading) unless it already does.
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
