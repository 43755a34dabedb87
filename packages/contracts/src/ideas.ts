// Ideas (issue 24): stages, sorts, limits, messages and the built-in templates the data service checks and the web
// shows, defined once. The form fields of a template are the shared form module's (forms.ts).
import { z } from 'zod';
import type { IdeaModeration } from './campaigns.ts';
import type { IdeaScore } from './evaluation.ts';
import { type FormField, ZFormDefinition } from './forms.ts';

export const IDEA_STATES = ['DRAFT', 'SUBMITTED'] as const;
export type IdeaState = (typeof IDEA_STATES)[number];

/** The board's columns, in order. A submitted idea starts on NEW; review starts when it leaves NEW. */
export const IDEA_STAGES = ['NEW', 'UNDER_REVIEW', 'SELECTED', 'IN_PROGRESS', 'IMPLEMENTED', 'DECLINED'] as const;
export type IdeaStage = (typeof IDEA_STAGES)[number];

export const IDEA_STAGE_LABELS: Record<IdeaStage, string> = {
  NEW: 'New',
  UNDER_REVIEW: 'Under review',
  SELECTED: 'Selected',
  IN_PROGRESS: 'In progress',
  IMPLEMENTED: 'Implemented',
  DECLINED: 'Declined',
};

/** TOP_SCORED (issue 29): a campaign's board by its reviews' aggregate, for the campaign's owners and moderators. */
export const IDEA_SORTS = ['NEWEST', 'MOST_VOTED', 'MOST_DISCUSSED', 'RECENT_ACTIVITY', 'TOP_SCORED'] as const;
export type IdeaSort = (typeof IDEA_SORTS)[number];

export const IDEA_SORT_LABELS: Record<IdeaSort, string> = {
  NEWEST: 'Newest',
  MOST_VOTED: 'Most voted',
  MOST_DISCUSSED: 'Most discussed',
  RECENT_ACTIVITY: 'Recent activity',
  TOP_SCORED: 'Top scored',
};

export const TEMPLATE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const CO_AUTHOR_STATUSES = ['INVITED', 'ACCEPTED'] as const;
export type CoAuthorStatus = (typeof CO_AUTHOR_STATUSES)[number];

/** My innovations' tabs; INVITATIONS = co-author invitations waiting for my answer (drafts or submitted ideas). */
export const MY_INNOVATIONS_TABS = ['DRAFTS', 'SUBMITTED', 'COAUTHORED', 'FOLLOWING', 'INVITATIONS'] as const;
export type MyInnovationsTab = (typeof MY_INNOVATIONS_TABS)[number];

/**
 * The answers of the ideas domain that the data service builds and the web reads, in one shape. `TTime` is how
 * a time travels: a Date on the server (AWSDateTime when sent), its ISO text on the web.
 */
export interface IdeaCoAuthor {
  userId: string;
  name: string | null;
  status: CoAuthorStatus;
}

export interface IdeaCard<TTime = string> {
  id: string;
  title: string;
  summary: string | null;
  state: IdeaState;
  stage: IdeaStage | null;
  category: string | null;
  tags: string[];
  moderatorTags: string[];
  /** The author's user id; null when the idea is anonymous and the caller may not know its author. */
  owner: string | null;
  /** The author's name ('Anonymous', ANONYMOUS_AUTHOR, when hidden by anonymity). */
  authorName: string | null;
  /** Accepted co-authors (pending ones for the author and invitees); none when hidden by anonymity. */
  coAuthors: IdeaCoAuthor[];
  /** Submitted anonymously in a campaign that allows it. */
  anonymous: boolean;
  /** The campaign the idea answers; null: a workspace idea. */
  campaignId: string | null;
  campaignTitle: string | null;
  moderation: IdeaModeration;
  /** Marked a duplicate of this idea (shown when the caller sees that idea). */
  duplicateOfId: string | null;
  duplicateOfTitle: string | null;
  /** The moderator's note (a rejection's reason), for the idea's authors and moderators. */
  moderationNote: string | null;
  /**
   * Evaluation (issue 29): the reviews' aggregate, for the campaign's owners and moderators, and for its authors
   * once the campaign shows results; null otherwise (and for workspace ideas).
   */
  score: IdeaScore | null;
  /** On the campaign's shortlist (told to its owners and moderators only; false for everyone else). */
  shortlisted: boolean;
  /** Merged into this idea (its page redirects there); null when not merged. */
  mergedIntoId: string | null;
  mergedIntoTitle: string | null;
  voteCount: number;
  commentCount: number;
  followerCount: number;
  votedByMe: boolean;
  followedByMe: boolean;
  templateId: string;
  templateName: string | null;
  version: number;
  createdAt: TTime;
  updatedAt: TTime;
  submittedAt: TTime | null;
  stageChangedAt: TTime | null;
  lastActivityAt: TTime;
}

export interface IdeaStageCount {
  stage: IdeaStage;
  count: number;
}

/** listIdeas and listMyInnovations: a page, the total the filters match and the count per stage. */
export interface IdeaPage<TTime = string> {
  items: IdeaCard<TTime>[];
  nextToken: string | null;
  total: number;
  stageCounts: IdeaStageCount[];
}

export interface MyInnovationsCounts {
  drafts: number;
  submitted: number;
  coauthored: number;
  following: number;
  invitations: number;
}

/** findSimilarIdeas: an idea whose title or summary shares the words typed. */
export interface SimilarIdea {
  id: string;
  title: string;
  stage: IdeaStage | null;
  voteCount: number;
}

/** listIdeaPeople: someone who can see the idea (mentions, co-authors). */
export interface IdeaPerson {
  userId: string;
  name: string | null;
}

export const IDEA_LIMITS = {
  /** An idea's title (required, also for drafts). */
  title: 150,
  summary: 500,
  category: 60,
  /** Free tags (and, separately, moderator tags) per idea, each 1..tag characters, lower-cased. */
  tags: 10,
  tag: 40,
  coAuthors: 10,
  comment: 5000,
  templateName: 80,
  templateDescription: 500,
  /** moveIdeas moves at most this many ideas at once. */
  bulkMove: 100,
  stageNote: 500,
  /** findSimilarIdeas looks only when the title has at least this many characters; it returns at most `similar`. */
  similarMinTitle: 3,
  similar: 5,
  /** Write limits per user and minute. */
  draftSavesPerMinute: 60,
  commentsPerMinute: 30,
} as const;

/** The title a draft gets until its author types one. */
export const UNTITLED_IDEA = 'Untitled idea';

export const IDEA_MESSAGES = {
  locked: 'This idea is under review and can no longer be edited.',
  ownVote: 'You cannot vote for your own idea.',
  declinedVote: 'Declined ideas no longer take votes.',
  notDraft: 'This idea has already been submitted.',
  draftOnly: 'Only submitted ideas can do this.',
  templateArchived: 'This template is archived. Choose another template.',
  templateNameTaken: 'A template with this name already exists in your workspace.',
  builtInTemplate: 'Built-in templates cannot be changed. Make a custom template instead.',
  tooManyCoAuthors: 'An idea can have at most 10 co-authors.',
  coAuthorNotMember: 'Co-authors must be active members of your workspace.',
  coAuthorSelf: 'You are already the author of this idea.',
  noInvitation: 'There is no co-author invitation for you on this idea.',
  authorOnly: 'Only the author of this idea can do this.',
  moderatorOnly: 'Only workspace owners and admins can do this.',
  duplicateVote: 'This idea is a duplicate of another idea. Vote for that one instead.',
  notOnBoard: 'This idea is not on the board.',
} as const;

/** A custom template's name, description and fields: the builder's form and createIdeaTemplate check the same. */
export const ZIdeaTemplateName = z
  .string()
  .trim()
  .min(1, 'enter a template name')
  .max(IDEA_LIMITS.templateName, `at most ${IDEA_LIMITS.templateName} characters`);
export const ZIdeaTemplateDescription = z
  .string()
  .trim()
  .max(IDEA_LIMITS.templateDescription, `at most ${IDEA_LIMITS.templateDescription} characters`)
  .nullish()
  .transform((v) => v || null);
export const ZIdeaTemplateDetails = z.object({
  name: ZIdeaTemplateName,
  description: ZIdeaTemplateDescription,
  fields: ZFormDefinition,
});

/** A built-in template: the same for every workspace, version 1 forever (a change would be a new template). */
export interface BuiltInTemplate {
  id: string;
  name: string;
  description: string;
  version: 1;
  fields: FormField[];
}

const long = (id: string, label: string, help: string, required = true): FormField => ({
  id,
  type: 'LONG_TEXT',
  label,
  help,
  required,
  maxLength: 5000,
});

export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  {
    id: 'problem-statement',
    name: 'Problem statement',
    description:
      'Describe a problem worth solving before jumping to a solution: who has it, how it shows, and what solving it is worth.',
    version: 1,
    fields: [
      long(
        'problem',
        'What is the problem?',
        'Describe the problem in one or two sentences, without proposing a solution yet.',
      ),
      long('affected', 'Who is affected?', 'The people, customers or teams who run into this problem, and how often.'),
      long(
        'evidence',
        'How do we know?',
        'Data, complaints, observations or examples that show the problem is real.',
        false,
      ),
      long(
        'impact',
        'Why does it matter?',
        'What the problem costs today (time, money, customers, risk) and what solving it would be worth.',
      ),
      long('idea', 'Proposed solution', 'If you already have a solution in mind, sketch it here.', false),
    ],
  },
  {
    id: 'lean-canvas',
    name: 'Lean canvas',
    description:
      'A one-page business plan for a new product or venture, after Ash Maurya: problem, customers, solution and the numbers behind them.',
    version: 1,
    fields: [
      long('problem', 'Problem', 'The top one to three problems your customers have.'),
      long(
        'customerSegments',
        'Customer segments',
        'Who your customers are; name the early adopters who feel the problem most.',
      ),
      long(
        'uniqueValueProposition',
        'Unique value proposition',
        'A single, clear message that says why you are different and worth paying attention to.',
      ),
      long('solution', 'Solution', 'The simplest features that solve each problem.'),
      long('channels', 'Channels', 'How you will reach your customers.', false),
      long(
        'revenueStreams',
        'Revenue streams',
        'How you will make money: pricing, revenue model, lifetime value.',
        false,
      ),
      long(
        'costStructure',
        'Cost structure',
        'The costs to build, launch and run it: people, tools, acquisition.',
        false,
      ),
      long('keyMetrics', 'Key metrics', 'The few numbers that tell you whether it works.', false),
      long('unfairAdvantage', 'Unfair advantage', 'What cannot easily be copied or bought.', false),
    ],
  },
  {
    id: 'business-model-canvas',
    name: 'Business model canvas',
    description:
      'The nine building blocks of a business model, after Osterwalder and Pigneur: how an idea creates, delivers and captures value.',
    version: 1,
    fields: [
      long('customerSegments', 'Customer segments', 'The groups of people or organisations you aim to serve.'),
      long(
        'valuePropositions',
        'Value propositions',
        'The products and services that create value for each customer segment.',
      ),
      long('channels', 'Channels', 'How you reach customers and deliver the value proposition.', false),
      long(
        'customerRelationships',
        'Customer relationships',
        'The kind of relationship each segment expects: self-service, personal help, community…',
        false,
      ),
      long('revenueStreams', 'Revenue streams', 'What customers pay for, and how.', false),
      long('keyResources', 'Key resources', 'The assets the model needs most: people, technology, brand, data.', false),
      long('keyActivities', 'Key activities', 'The most important things you must do to make the model work.', false),
      long('keyPartnerships', 'Key partnerships', 'The partners and suppliers the model relies on.', false),
      long('costStructure', 'Cost structure', 'The most important costs of running the model.', false),
    ],
  },
  {
    id: 'value-proposition',
    name: 'Value proposition',
    description:
      "Fit what you offer to what a customer needs, after the value proposition canvas: the customer's jobs, pains and gains, and how you answer them.",
    version: 1,
    fields: [
      {
        id: 'customer',
        type: 'SHORT_TEXT',
        label: 'Customer',
        help: 'The customer segment this proposition is for.',
        required: true,
        maxLength: 200,
      },
      long(
        'customerJobs',
        'Customer jobs',
        'What the customer is trying to get done: tasks, problems to solve, needs to satisfy.',
      ),
      long('pains', 'Pains', 'What annoys the customer before, during or after the job, or stops them doing it.'),
      long('gains', 'Gains', 'The outcomes and benefits the customer wants.', false),
      long('productsServices', 'Products and services', 'What you offer to help the customer get the job done.'),
      long('painRelievers', 'Pain relievers', 'How your offer removes or reduces the pains.', false),
      long('gainCreators', 'Gain creators', 'How your offer produces the gains.', false),
    ],
  },
];

/** The built-in template with this id, or undefined (a custom template's id is a uuid). */
export function builtInTemplate(id: string): BuiltInTemplate | undefined {
  return BUILT_IN_TEMPLATES.find((t) => t.id === id);
}
