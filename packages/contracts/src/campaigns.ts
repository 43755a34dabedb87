// Campaigns (issue 28): a workspace's challenges with an audience, roles and ordered phases; what the data service
// checks and the web shows, defined once. The campaign form's schema is shared: the web's form and the data
// service's createCampaign/updateCampaign check the same rules with the same messages.
import { z } from 'zod';

/** DRAFT → SCHEDULED (published, first phase not started) → OPEN (a phase active) → CLOSED → ARCHIVED. */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  OPEN: 'Open',
  CLOSED: 'Closed',
  ARCHIVED: 'Archived',
};

/** Statuses that count against the plan's active-campaign limit. */
export const ACTIVE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['SCHEDULED', 'OPEN'];

export const CAMPAIGN_AUDIENCES = ['WORKSPACE', 'TEAMS', 'INVITED'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const CAMPAIGN_AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  WORKSPACE: 'Everyone in the workspace',
  TEAMS: 'Chosen teams',
  INVITED: 'Invited people',
};

export const CAMPAIGN_ROLES = ['OWNER', 'MODERATOR', 'EVALUATOR'] as const;
export type CampaignRole = (typeof CAMPAIGN_ROLES)[number];

export const CAMPAIGN_ROLE_LABELS: Record<CampaignRole, string> = {
  OWNER: 'Owner',
  MODERATOR: 'Moderator',
  EVALUATOR: 'Evaluator',
};

export const PHASE_KINDS = ['SUBMISSION', 'REVIEW', 'SELECTION'] as const;
export type PhaseKind = (typeof PHASE_KINDS)[number];

export const PHASE_KIND_LABELS: Record<PhaseKind, string> = {
  SUBMISSION: 'Submission',
  REVIEW: 'Review',
  SELECTION: 'Selection',
};

/** What a phase allows while it is active. */
export interface PhaseRules {
  allowSubmit: boolean;
  allowVote: boolean;
  allowComment: boolean;
  allowEvaluate: boolean;
  showResults: boolean;
}

/** The rules a new phase of each kind starts with (the owner may change them). */
export const PHASE_DEFAULTS: Record<PhaseKind, PhaseRules> = {
  SUBMISSION: { allowSubmit: true, allowVote: true, allowComment: true, allowEvaluate: false, showResults: false },
  REVIEW: { allowSubmit: false, allowVote: true, allowComment: true, allowEvaluate: true, showResults: false },
  SELECTION: { allowSubmit: false, allowVote: false, allowComment: true, allowEvaluate: true, showResults: false },
};

/** Where an idea stands with its campaign's moderators (ideas.moderation). */
export const IDEA_MODERATIONS = ['PENDING', 'VISIBLE', 'REJECTED', 'HIDDEN'] as const;
export type IdeaModeration = (typeof IDEA_MODERATIONS)[number];

export const IDEA_MODERATION_LABELS: Record<IdeaModeration, string> = {
  PENDING: 'Waiting for approval',
  VISIBLE: 'Visible',
  REJECTED: 'Not approved',
  HIDDEN: 'Hidden',
};

export const MODERATION_ACTIONS = [
  'APPROVE',
  'REJECT',
  'HIDE',
  'UNHIDE',
  'MARK_DUPLICATE',
  'UNMARK_DUPLICATE',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** My campaigns' task kinds; REVIEW_DUE (issue 29): an idea waiting for my review as the campaign's evaluator. */
export const CAMPAIGN_TASK_KINDS = ['MODERATE_IDEA', 'FINISH_DRAFT', 'PHASE_CLOSING', 'REVIEW_DUE'] as const;
export type CampaignTaskKind = (typeof CAMPAIGN_TASK_KINDS)[number];

/** What every answer shows instead of an anonymous idea's author (and co-authors). */
export const ANONYMOUS_AUTHOR = 'Anonymous';

export const CAMPAIGN_LIMITS = {
  title: 120,
  brief: 20_000,
  categories: 20,
  category: 40,
  phases: 6,
  phaseName: 60,
  /** People per role list and invitees. */
  people: 200,
  teams: 50,
  announcement: 10_000,
  resultsIdeas: 50,
  moderationNote: 500,
  /** A phase ending within this many hours is a task ("closes soon") and gets a reminder. */
  closingSoonHours: 48,
} as const;

export const CAMPAIGN_MESSAGES = {
  submissionClosed: 'This campaign is not taking ideas in its current phase.',
  votingClosed: 'Voting is not open in this phase of the campaign.',
  commentsClosed: 'Comments are not open in this phase of the campaign.',
  campaignNotOpen: 'This campaign is not open.',
  anonymousNotAllowed: 'This campaign does not allow anonymous ideas.',
  templateFixed: 'Ideas in this campaign use its template.',
  categoryNotInCampaign: 'Choose one of the campaign’s categories.',
  notDraft: 'Only a draft campaign can do this.',
  phasesContiguous: 'Each phase starts when the previous one ends.',
  phaseEndsBeforeStart: 'A phase must end after it starts.',
  needsPhase: 'A campaign needs at least one phase.',
  needsSubmissionPhase: 'A campaign needs a submission phase.',
  phaseInPast: 'The last phase has already ended. Move its end date into the future.',
  teamsRequired: 'Choose at least one team for this audience.',
  inviteesRequired: 'Invite at least one person for this audience.',
  notMember: 'Everyone named must be an active member of your workspace.',
  teamNotInWorkspace: 'No team with this id in your workspace.',
  ownerRequired: 'A campaign needs an owner.',
  notClosed: 'Results can be published once the campaign has closed.',
  notModerator: 'Only the campaign’s owner and moderators can do this.',
  notCampaignOwner: 'Only the campaign’s owner and workspace admins can do this.',
  cannotDeleteWithIdeas: 'A campaign with ideas cannot be deleted. Archive it instead.',
  noNextPhase: 'This is the last phase. Close the campaign instead.',
  duplicateOfSelf: 'An idea cannot be a duplicate of itself.',
  duplicateOutOfCampaign: 'Choose an idea of the same workspace you can see.',
  notPending: 'This idea is not waiting for approval.',
  // The campaigns server's own (H1).
  archivedReadOnly: 'An archived campaign cannot change. Bring it back from the archive first.',
  closedPhasesFixed: 'The phases of a closed campaign cannot change.',
  endedPhaseFixed: 'A phase that has ended cannot change.',
  activePhaseStart: 'The active phase keeps its start date.',
  notRunning: 'Only a scheduled or open campaign can do this.',
  notClosedToArchive: 'Only a closed campaign can be archived.',
  notArchived: 'This campaign is not archived.',
  templateUnavailable: 'Choose one of your workspace’s active templates.',
  coverUnavailable: 'This image is not an uploaded campaign cover of your workspace. Upload it again.',
  resultsIdeaNotInCampaign: 'Choose ideas of this campaign that are on its board.',
  keepYourselfOwner: 'You cannot remove yourself from the campaign’s owners. Ask a workspace admin to.',
} as const;

export const ZCampaignTitle = z
  .string()
  .trim()
  .min(1, 'enter a title')
  .max(CAMPAIGN_LIMITS.title, `at most ${CAMPAIGN_LIMITS.title} characters`);

export const ZCampaignBrief = z
  .string()
  .trim()
  .max(CAMPAIGN_LIMITS.brief, `at most ${CAMPAIGN_LIMITS.brief} characters`);

export const ZCampaignCategories = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'a category cannot be empty')
      .max(CAMPAIGN_LIMITS.category, `a category has at most ${CAMPAIGN_LIMITS.category} characters`),
  )
  .max(CAMPAIGN_LIMITS.categories, `at most ${CAMPAIGN_LIMITS.categories} categories`)
  .transform((list) => [...new Map(list.map((c) => [c.toLowerCase(), c])).values()]);

/** A phase's date: the year 2000 to 9999 (what the database keeps and reads back as written). */
const ZPhaseDate = z.coerce
  .date({ message: 'expected a date and time' })
  .min(new Date(Date.UTC(2000, 0, 1)), 'expected a date from the year 2000')
  .max(new Date(Date.UTC(9999, 11, 31)), 'expected a date before the year 10000');

export const ZPhaseInput = z.object({
  kind: z.enum(PHASE_KINDS),
  name: z
    .string()
    .trim()
    .min(1, 'enter a phase name')
    .max(CAMPAIGN_LIMITS.phaseName, `at most ${CAMPAIGN_LIMITS.phaseName} characters`),
  startsAt: ZPhaseDate,
  endsAt: ZPhaseDate,
  allowSubmit: z.boolean(),
  allowVote: z.boolean(),
  allowComment: z.boolean(),
  allowEvaluate: z.boolean(),
  showResults: z.boolean(),
});
export type PhaseInput = z.infer<typeof ZPhaseInput>;

/**
 * The phases as a whole: 1…6, each ending after it starts, each starting when the previous one ends, at least one
 * SUBMISSION. Messages name the phase by position (`phases.1.startsAt: …`) as the form's fields do.
 */
export const ZPhases = z
  .array(ZPhaseInput)
  .min(1, CAMPAIGN_MESSAGES.needsPhase)
  .max(CAMPAIGN_LIMITS.phases, `at most ${CAMPAIGN_LIMITS.phases} phases`)
  .superRefine((phases, ctx) => {
    phases.forEach((p, i) => {
      if (p.endsAt.getTime() <= p.startsAt.getTime())
        ctx.addIssue({ code: 'custom', path: [i, 'endsAt'], message: CAMPAIGN_MESSAGES.phaseEndsBeforeStart });
      const prev = phases[i - 1];
      if (prev && prev.endsAt.getTime() !== p.startsAt.getTime())
        ctx.addIssue({ code: 'custom', path: [i, 'startsAt'], message: CAMPAIGN_MESSAGES.phasesContiguous });
    });
    if (!phases.some((p) => p.kind === 'SUBMISSION'))
      ctx.addIssue({ code: 'custom', path: [], message: CAMPAIGN_MESSAGES.needsSubmissionPhase });
  });

/** Moves phase `index`'s end to `endsAt` and the next phase's start with it (the form's and the server's rule). */
export function movePhaseEnd<P extends { startsAt: Date; endsAt: Date }>(
  phases: P[],
  index: number,
  endsAt: Date,
): P[] {
  return phases.map((p, i) => (i === index ? { ...p, endsAt } : i === index + 1 ? { ...p, startsAt: endsAt } : p));
}
