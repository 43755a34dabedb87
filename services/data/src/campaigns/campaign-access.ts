// What every campaigns function, and every ideas function touching a campaign's idea, shares (docs/architecture.md,
// "Campaigns"): the guard's order (the plan's `campaigns` feature, a membership that is not pending, an ACTIVE
// workspace to write), who sees, moderates and sees the authors of a campaign (the SQL functions of migration 0021,
// one definition for every statement), the campaign as a row with its active phase, and the phase's rules.
import {
  CAMPAIGN_MESSAGES,
  type CampaignStatus,
  EVALUATION_MESSAGES,
  MEMBERSHIP_MESSAGES,
  type PhaseKind,
  type ScoreScale,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { requireActiveWorkspace, requireEntitlement } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import type { WorkspaceContext } from '../auth/workspace.ts';
import { Errors } from '../errors.ts';

export type CampaignsWorkspace = WorkspaceContext & { tenantId: string };

/** Reads: a member of a workspace whose plan has campaigns, not waiting for approval. */
export async function requireCampaignsReader(principal: Principal, field: string): Promise<CampaignsWorkspace> {
  const w = await requireEntitlement(principal, 'campaigns', field, 'Query');
  if (w.pendingApproval) throw Errors.workspaceInactive(MEMBERSHIP_MESSAGES.memberPending);
  return w as CampaignsWorkspace;
}

/** Writes: the same, in an ACTIVE workspace. */
export async function requireCampaignsWriter(principal: Principal, field: string): Promise<CampaignsWorkspace> {
  await requireEntitlement(principal, 'campaigns', field, 'Mutation');
  return (await requireActiveWorkspace(principal, field, 'Mutation')) as CampaignsWorkspace;
}

/** Workspace owners and admins create campaigns and act as owner and moderator of every campaign. */
export const isWorkspaceManager = (w: Pick<WorkspaceContext, 'role'>) => w.role === 'owner' || w.role === 'admin';

/** SQL: the campaign `campaign` (an expression) is visible to the user `user` (e.g. `'c.id', '$2'`). */
export const campaignVisibleSql = (campaign: string, user: string) => `app.campaign_visible_to(${campaign}, ${user})`;
/** SQL: the user moderates the campaign (its owner and moderators, the workspace's owners and admins). */
export const campaignModeratedSql = (campaign: string, user: string) =>
  `app.campaign_moderated_by(${campaign}, ${user})`;
/** SQL: the user sees the real authors of the campaign's anonymous ideas (its owner and moderators only). */
export const campaignRevealsAuthorsSql = (campaign: string, user: string) =>
  `app.campaign_reveals_authors_to(${campaign}, ${user})`;

export interface CampaignPhaseRow {
  campaign_id: string;
  position: number;
  kind: PhaseKind;
  name: string;
  starts_at: Date;
  ends_at: Date;
  allow_submit: boolean;
  allow_vote: boolean;
  allow_comment: boolean;
  allow_evaluate: boolean;
  show_results: boolean;
}

export interface CampaignRow {
  id: string;
  tenant_id: string;
  title: string;
  brief: string;
  cover_file_id: string | null;
  categories: string[];
  template_id: string;
  audience: 'WORKSPACE' | 'TEAMS' | 'INVITED';
  allow_anonymous: boolean;
  premoderation: boolean;
  /** The scorecard's scale (issue 29): every criterion is scored 1…score_scale. */
  score_scale: ScoreScale;
  status: CampaignStatus;
  active_phase: number | null;
  results_announcement: string | null;
  results_idea_ids: string[];
  results_published_at: Date | null;
  published_at: Date | null;
  opened_at: Date | null;
  closed_at: Date | null;
  archived_at: Date | null;
  reminders_sent: string[];
  created_by: string;
  updated_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A campaign as the caller may use it: the row, its active phase, and what the caller is to it. */
export interface CampaignInSight {
  campaign: CampaignRow;
  /** The active phase while OPEN, else null. */
  phase: CampaignPhaseRow | null;
  moderates: boolean;
  revealsAuthors: boolean;
}

/** The campaign not found or out of sight, told alike (docs/architecture.md, "Records out of sight"). */
export const noSuchCampaign = () => Errors.notFound('No campaign with this id.');

/**
 * The campaign `id` of workspace `tenantId` when `me` may see it (undefined otherwise), with its active phase and
 * the caller's moderation rights; `lock` takes the campaign's row lock for the transaction.
 */
export async function visibleCampaign(
  q: RawQuery,
  tenantId: string,
  me: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CampaignInSight | undefined> {
  const [row] = await q<CampaignRow & { moderates: boolean; reveals_authors: boolean }>(
    `select c.*, ${campaignModeratedSql('c.id', '$3')} as moderates, ${campaignRevealsAuthorsSql('c.id', '$3')} as reveals_authors
       from app.campaigns c
      where c.id = $1 and c.tenant_id = $2 and ${campaignVisibleSql('c.id', '$3')}${opts.lock ? ' for update of c' : ''}`,
    [id, tenantId, me],
  );
  if (!row) return undefined;
  const { moderates, reveals_authors, ...campaign } = row;
  const [phase] =
    campaign.status === 'OPEN' && campaign.active_phase !== null
      ? await q<CampaignPhaseRow>('select * from app.campaign_phases where campaign_id = $1 and position = $2', [
          campaign.id,
          campaign.active_phase,
        ])
      : [];
  return { campaign, phase: phase ?? null, moderates, revealsAuthors: reveals_authors };
}

/** The same, refused as a missing campaign when out of sight. */
export async function requireVisibleCampaign(
  q: RawQuery,
  tenantId: string,
  me: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CampaignInSight> {
  const found = await visibleCampaign(q, tenantId, me, id, opts);
  if (!found) throw noSuchCampaign();
  return found;
}

export type PhaseRule = 'allowSubmit' | 'allowVote' | 'allowComment' | 'allowEvaluate';

const RULE_COLUMN = {
  allowSubmit: 'allow_submit',
  allowVote: 'allow_vote',
  allowComment: 'allow_comment',
  allowEvaluate: 'allow_evaluate',
} as const satisfies Record<PhaseRule, keyof CampaignPhaseRow>;

/** Whether the campaign, as it stands now, allows `rule`: it is OPEN and its active phase allows it. */
export const phaseAllows = (c: Pick<CampaignInSight, 'campaign' | 'phase'>, rule: PhaseRule) =>
  c.campaign.status === 'OPEN' && c.phase !== null && c.phase[RULE_COLUMN[rule]];

const CLOSED_MESSAGE: Record<PhaseRule, string> = {
  allowSubmit: CAMPAIGN_MESSAGES.submissionClosed,
  allowVote: CAMPAIGN_MESSAGES.votingClosed,
  allowComment: CAMPAIGN_MESSAGES.commentsClosed,
  allowEvaluate: EVALUATION_MESSAGES.evaluationClosed,
};

/** Refuses what the campaign's active phase does not allow now (a PhaseClosed error the user reads). */
export function requirePhaseAllows(c: Pick<CampaignInSight, 'campaign' | 'phase'>, rule: PhaseRule): void {
  if (!phaseAllows(c, rule)) throw Errors.phaseClosed(CLOSED_MESSAGE[rule]);
}

/** Whether the campaign takes its authors' content (drafts, edits, attachments): SCHEDULED or OPEN. */
export const campaignRunning = (c: Pick<CampaignRow, 'status'>) => c.status === 'SCHEDULED' || c.status === 'OPEN';

/** Refuses an author's content write to a campaign's idea unless the campaign is SCHEDULED or OPEN. */
export function requireCampaignRunning(c: Pick<CampaignRow, 'status'>): void {
  if (!campaignRunning(c)) throw Errors.phaseClosed(CAMPAIGN_MESSAGES.campaignNotOpen);
}

/**
 * Refuses any write to an ARCHIVED campaign or its ideas (moderation, stages, tags, comments): it is read-only until
 * brought back from the archive, told as updateCampaign tells it.
 */
export function requireCampaignWritable(c: Pick<CampaignRow, 'status'>): void {
  if (c.status === 'ARCHIVED') throw Errors.validation(CAMPAIGN_MESSAGES.archivedReadOnly);
}

/** The link every campaign notice carries. */
export const campaignLink = (campaignId: string) => `/dashboard/campaigns/${campaignId}`;
