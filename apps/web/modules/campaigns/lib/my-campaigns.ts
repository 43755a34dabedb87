// My campaigns apart from React: the campaigns I have a part in, grouped by the part (one group each, the highest
// role first: what I own I also moderate), and my tasks as sentences with the page each one is done on (an idea to
// review opens the campaign's review page on that idea). Pure.
import type { CampaignRole } from '@innov/contracts';
import { CREATE_IDEA_HREF } from '../../dashboard/lib/navigation.ts';
import { reviewHref } from '../../evaluation/lib/evaluation-api.ts';
import { ideaHref } from '../../ideas/lib/idea-api.ts';
import type { CampaignSummary, CampaignTask } from './campaign-api.ts';
import { campaignHref } from './campaign-api.ts';
import { campaignDate } from './campaign-list.ts';

export type TMyPart = CampaignRole | 'PARTICIPANT';

export const MY_PARTS: readonly TMyPart[] = ['OWNER', 'MODERATOR', 'EVALUATOR', 'PARTICIPANT'];

export const MY_PART_HEADINGS: Record<TMyPart, { title: string; hint: string }> = {
  OWNER: { title: 'I own', hint: 'You edit these, move their phases, close them and publish their results.' },
  MODERATOR: { title: 'I moderate', hint: 'You approve, hide and merge the ideas of these.' },
  EVALUATOR: { title: 'I evaluate', hint: 'You review the ideas of these when their review phase opens.' },
  PARTICIPANT: { title: 'I took part in', hint: 'You submitted, co-authored, voted or commented here.' },
};

/** The part I have in a campaign: my highest role, else a participant. */
export function myPart(campaign: Pick<CampaignSummary, 'myRoles'>): TMyPart {
  return MY_PARTS.find((part) => (campaign.myRoles as readonly string[]).includes(part)) ?? 'PARTICIPANT';
}

/** The campaigns by my part, in MY_PARTS' order, each keeping the list's order; empty groups left out. */
export function groupByPart(campaigns: readonly CampaignSummary[]): { part: TMyPart; campaigns: CampaignSummary[] }[] {
  return MY_PARTS.map((part) => ({ part, campaigns: campaigns.filter((c) => myPart(c) === part) })).filter(
    (group) => group.campaigns.length > 0,
  );
}

export interface TTaskView {
  /** What to do, in a sentence. */
  title: string;
  /** Which campaign, and by when. */
  detail: string;
  href: string;
  /** The button's words. */
  action: string;
}

function quoted(title: string | null, fallback: string): string {
  return title ? `“${title}”` : fallback;
}

export function taskView(task: CampaignTask, now: Date): TTaskView {
  const due = task.dueAt ? campaignDate(task.dueAt, now, true) : '';
  switch (task.kind) {
    case 'MODERATE_IDEA':
      return {
        title: `Approve or reject ${quoted(task.ideaTitle, 'an idea')}`,
        detail: `Waiting for approval in ${task.campaignTitle}`,
        href: task.ideaId ? ideaHref(task.ideaId) : campaignHref(task.campaignId),
        action: 'Moderate',
      };
    case 'FINISH_DRAFT':
      return {
        title: `Finish your draft ${quoted(task.ideaTitle, '')}`.trim(),
        detail: due ? `${task.campaignTitle} takes ideas until ${due}` : task.campaignTitle,
        href: task.ideaId
          ? `${CREATE_IDEA_HREF}?idea=${encodeURIComponent(task.ideaId)}`
          : campaignHref(task.campaignId),
        action: 'Finish draft',
      };
    case 'PHASE_CLOSING':
      return {
        title: `${task.phaseName ?? 'The current phase'} closes${due ? ` ${due}` : ' soon'}`,
        detail: task.campaignTitle,
        href: campaignHref(task.campaignId),
        action: 'Open campaign',
      };
    case 'REVIEW_DUE':
      return {
        title: `Review ${quoted(task.ideaTitle, 'an idea')}`,
        detail: due ? `${task.campaignTitle} · due ${due}` : task.campaignTitle,
        href: reviewHref(task.campaignId, task.ideaId),
        action: 'Review',
      };
  }
}

/** Tasks soonest due first (those without a date last), in a stable order otherwise. */
export function sortTasks(tasks: readonly CampaignTask[]): CampaignTask[] {
  const time = (t: CampaignTask) => (t.dueAt ? new Date(t.dueAt).getTime() : Number.POSITIVE_INFINITY);
  return [...tasks].sort((a, b) => time(a) - time(b));
}
