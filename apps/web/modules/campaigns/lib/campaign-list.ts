// The campaigns list's rules apart from React: its filters in the query string (/dashboard/campaigns?status=OPEN&
// team=…&category=…&q=…, so a filtered list can be shared and reloaded; parsed leniently, written without the
// defaults), listCampaigns' variables, and what a card says of a campaign: where it stands (the current phase and
// its dates, when it opens, when it closed) and the one thing to do now (submit an idea, vote, see results). Pure.
import { CAMPAIGN_STATUSES, type CampaignStatus, PHASE_KIND_LABELS } from '@innov/contracts';
import { format, isSameYear } from 'date-fns';
import { createForCampaignHref } from '../../ideas/lib/templates-api.ts';
import { type CampaignPhase, type CampaignSummary, campaignHref, editCampaignHref } from './campaign-api.ts';

export interface TCampaignsQuery {
  status: CampaignStatus | null;
  teamId: string | null;
  category: string | null;
  search: string;
}

export const DEFAULT_CAMPAIGNS_QUERY: TCampaignsQuery = { status: null, teamId: null, category: null, search: '' };

type TParams = { get(name: string): string | null };

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

export function parseCampaignsQuery(params: TParams): TCampaignsQuery {
  const status = params.get('status');
  return {
    status: status && (CAMPAIGN_STATUSES as readonly string[]).includes(status) ? (status as CampaignStatus) : null,
    teamId: text(params.get('team'), 100),
    category: text(params.get('category'), 60),
    search: text(params.get('q'), 200) ?? '',
  };
}

/** The query string of a filter state ('' for none), without the leading '?'. */
export function campaignsQueryString(query: TCampaignsQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.teamId) params.set('team', query.teamId);
  if (query.category) params.set('category', query.category);
  if (query.search.trim()) params.set('q', query.search.trim());
  return params.toString();
}

/** How many filters narrow the list (the search aside). */
export function activeCampaignFilters(query: TCampaignsQuery): number {
  return [query.status, query.teamId, query.category].filter(Boolean).length;
}

/** listCampaigns' variables for a filter state. */
export function campaignsVariables(query: TCampaignsQuery, limit: number): Record<string, unknown> {
  const vars: Record<string, unknown> = { limit };
  if (query.status) vars.status = query.status;
  if (query.teamId) vars.teamId = query.teamId;
  if (query.category) vars.category = query.category;
  if (query.search.trim()) vars.search = query.search.trim();
  return vars;
}

/** "3 Dec", with the year when it is not `now`'s; "3 Dec, 14:00" with `time`. */
export function campaignDate(iso: string | null | undefined, now: Date, time = false): string {
  if (!iso) return '';
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const day = isSameYear(when, now) ? 'd MMM' : 'd MMM yyyy';
  return format(when, time ? `${day}, HH:mm` : day);
}

/** The phase the campaign is in (OPEN), else null. */
export function currentPhase(
  campaign: Pick<CampaignSummary, 'phases' | 'activePhase' | 'status'>,
): CampaignPhase | null {
  if (campaign.status !== 'OPEN') return null;
  return (
    campaign.phases.find((p) => p.active) ?? campaign.phases.find((p) => p.position === campaign.activePhase) ?? null
  );
}

function firstStart(campaign: Pick<CampaignSummary, 'phases' | 'opensAt'>): string | null {
  return campaign.opensAt ?? [...campaign.phases].sort((a, b) => a.position - b.position)[0]?.startsAt ?? null;
}

function lastEnd(campaign: Pick<CampaignSummary, 'phases' | 'closesAt'>): string | null {
  return campaign.closesAt ?? [...campaign.phases].sort((a, b) => b.position - a.position)[0]?.endsAt ?? null;
}

/** Where the campaign stands, in a line: its current phase with its dates, when it opens or closed. */
export function campaignTimeline(campaign: CampaignSummary, now: Date): { phase: string | null; dates: string } {
  const phase = currentPhase(campaign);
  switch (campaign.status) {
    case 'OPEN':
      return phase
        ? {
            phase: `${phase.name}${phase.name === PHASE_KIND_LABELS[phase.kind] ? '' : ` (${PHASE_KIND_LABELS[phase.kind]})`}`,
            dates: `${campaignDate(phase.startsAt, now)} – ${campaignDate(phase.endsAt, now, true)}`,
          }
        : { phase: null, dates: `Closes ${campaignDate(lastEnd(campaign), now, true)}` };
    case 'SCHEDULED':
      // The call to action says when it opens; the line says how long it runs.
      return {
        phase: null,
        dates: `Runs ${campaignDate(firstStart(campaign), now)} – ${campaignDate(lastEnd(campaign), now)}`,
      };
    case 'DRAFT': {
      const start = firstStart(campaign);
      const end = lastEnd(campaign);
      return {
        phase: null,
        dates: start && end ? `Planned ${campaignDate(start, now)} – ${campaignDate(end, now)}` : '',
      };
    }
    default:
      return {
        phase: null,
        dates: `Closed ${campaignDate(campaign.closedAt ?? lastEnd(campaign), now)}`,
      };
  }
}

/** The card's one thing to do now: a link, or (a scheduled campaign) when it opens. */
export type TCampaignAction =
  | { kind: 'link'; label: string; href: string; primary: boolean }
  | { kind: 'note'; label: string };

export function campaignAction(campaign: CampaignSummary, now: Date): TCampaignAction {
  const page = campaignHref(campaign.id);
  const phase = currentPhase(campaign);
  switch (campaign.status) {
    case 'DRAFT':
      return campaign.canEdit
        ? { kind: 'link', label: 'Finish the draft', href: editCampaignHref(campaign.id), primary: true }
        : { kind: 'link', label: 'View campaign', href: page, primary: false };
    case 'SCHEDULED':
      return { kind: 'note', label: `Opens ${campaignDate(firstStart(campaign), now, true)}` };
    case 'OPEN':
      if (phase?.allowSubmit && campaign.canSubmit)
        return {
          kind: 'link',
          label: 'Submit an idea',
          href: createForCampaignHref(campaign.id),
          primary: true,
        };
      if (phase?.allowVote && campaign.canVote)
        return { kind: 'link', label: 'Vote on ideas', href: page, primary: true };
      if (phase?.showResults) return { kind: 'link', label: 'See results', href: page, primary: true };
      return { kind: 'link', label: 'See the ideas', href: page, primary: false };
    default:
      return campaign.results
        ? { kind: 'link', label: 'See results', href: page, primary: true }
        : { kind: 'link', label: 'See the ideas', href: page, primary: false };
  }
}
