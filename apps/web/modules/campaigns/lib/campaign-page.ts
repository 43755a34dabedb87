// The campaign page's decisions apart from React: its tabs (in the query string, `?tab=`), the tab it opens on,
// which of the owner's actions fit the campaign's state, the evaluation pages its header links to, and the figures
// of its participation chart. Pure.
import type { Campaign, CampaignStats } from './campaign-api.ts';

export const CAMPAIGN_TABS = ['overview', 'ideas', 'moderation', 'results'] as const;
export type TCampaignTab = (typeof CAMPAIGN_TABS)[number];

export const CAMPAIGN_TAB_LABELS: Record<TCampaignTab, string> = {
  overview: 'Overview',
  ideas: 'Ideas',
  moderation: 'Moderation',
  results: 'Results',
};

type TTabCampaign = Pick<Campaign, 'canModerate' | 'status'> & { results: unknown };

/** The tabs the caller has: Moderation for the campaign's moderators only. */
export function campaignTabs(campaign: Pick<Campaign, 'canModerate'>): TCampaignTab[] {
  return CAMPAIGN_TABS.filter((t) => t !== 'moderation' || campaign.canModerate);
}

/** The tab to show: the asked one when the caller has it, else Results once published after closing, else Overview. */
export function campaignTab(asked: string | null, campaign: TTabCampaign): TCampaignTab {
  const tabs = campaignTabs(campaign);
  const found = tabs.find((t) => t === asked);
  if (found) return found;
  return campaign.results && (campaign.status === 'CLOSED' || campaign.status === 'ARCHIVED') ? 'results' : 'overview';
}

/** The page's query string with `tab` (the default one left out), the other parameters kept. */
export function withCampaignTab(current: { toString(): string }, tab: TCampaignTab, fallback: TCampaignTab): string {
  const params = new URLSearchParams(current.toString());
  if (tab === fallback) params.delete('tab');
  else params.set('tab', tab);
  return params.toString();
}

export type TOwnerAction = 'edit' | 'publish' | 'advance' | 'close' | 'archive' | 'unarchive' | 'delete';

/**
 * The owner's actions that fit the campaign now (the server decides again): editing until archived, publishing a
 * draft, the next phase while one follows (a scheduled campaign opens now), closing while it runs, archiving once
 * closed and back, deleting while it has no ideas.
 */
export function ownerActions(
  campaign: Pick<Campaign, 'canEdit' | 'status' | 'phases' | 'activePhase' | 'ideaCount'>,
): TOwnerAction[] {
  if (!campaign.canEdit) return [];
  const out: TOwnerAction[] = [];
  const { status } = campaign;
  if (status !== 'ARCHIVED') out.push('edit');
  if (status === 'DRAFT') out.push('publish');
  const last = campaign.phases.length - 1;
  if (status === 'SCHEDULED' || (status === 'OPEN' && campaign.activePhase !== null && campaign.activePhase < last))
    out.push('advance');
  if (status === 'SCHEDULED' || status === 'OPEN') out.push('close');
  if (status === 'CLOSED') out.push('archive');
  if (status === 'ARCHIVED') out.push('unarchive');
  if (campaign.ideaCount === 0) out.push('delete');
  return out;
}

export type TEvaluationLink = 'review' | 'shortlist' | 'setup';

export const EVALUATION_LINK_LABELS: Record<TEvaluationLink, string> = {
  review: 'Review ideas',
  shortlist: 'Shortlist',
  setup: 'Evaluation setup',
};

/**
 * The evaluation pages the header links to, when the plan has evaluation (`evaluation`): its evaluators review the
 * ideas, its moderators shortlist them (once published: a draft has none), its editors and moderators set up the
 * scorecard and the evaluators.
 */
export function evaluationLinks(
  campaign: Pick<Campaign, 'canEdit' | 'canModerate' | 'status'> & { myRoles: readonly Campaign['myRoles'][number][] },
  evaluation: boolean,
): TEvaluationLink[] {
  if (!evaluation) return [];
  const out: TEvaluationLink[] = [];
  if (campaign.myRoles.includes('EVALUATOR') && campaign.status !== 'DRAFT') out.push('review');
  if (campaign.canModerate && campaign.status !== 'DRAFT') out.push('shortlist');
  if (campaign.canEdit || campaign.canModerate) out.push('setup');
  return out;
}

/** The participation chart in words, for those who do not see it. */
export function statsSummary(stats: Pick<CampaignStats, 'days' | 'ideas' | 'votes' | 'comments'>): string {
  const days = stats.days.length;
  if (days === 0) return 'No activity yet.';
  const busiest = stats.days.reduce((best, d) =>
    d.ideas + d.votes + d.comments > best.ideas + best.votes + best.comments ? d : best,
  );
  const total = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;
  return `Over ${total(days, 'day')}: ${total(stats.ideas, 'idea')}, ${total(stats.votes, 'vote')} and ${total(stats.comments, 'comment')}; the busiest day was ${busiest.date}.`;
}
