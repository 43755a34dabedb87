// What every ideas function shares (docs/architecture.md, "Ideas"): the guard's order for reads and writes (the
// plan's `ideas` feature, a membership that is not pending, an ACTIVE workspace to write), who moderates (the
// workspace's owners and admins), which ideas the caller sees (submitted ones of their workspace, drafts they
// write or co-author) as one SQL condition, the idea as the caller sees it, and the tag rules.
import {
  type CoAuthorStatus,
  IDEA_LIMITS,
  IDEA_MESSAGES,
  type IdeaModeration,
  MEMBERSHIP_MESSAGES,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { requireActiveWorkspace, requireEntitlement } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import type { WorkspaceContext } from '../auth/workspace.ts';
import type { CampaignPhaseRow, CampaignRow } from '../campaigns/campaign-access.ts';
import { Errors } from '../errors.ts';

export {
  activeMembers,
  containsPattern,
  displayName,
  noteAudit,
  notedAudit,
  ZId,
  ZLimit,
  ZNextToken,
} from '../teams/team-access.ts';

export type IdeasWorkspace = WorkspaceContext & { tenantId: string };

/**
 * Reads: a member of a workspace whose plan has ideas; a member still waiting for approval sees why, nothing else
 * (the workspace's own state does not matter: pending, rejected and deactivated workspaces read).
 */
export async function requireIdeasReader(principal: Principal, field: string): Promise<IdeasWorkspace> {
  const w = await requireEntitlement(principal, 'ideas', field, 'Query');
  if (w.pendingApproval) throw Errors.workspaceInactive(MEMBERSHIP_MESSAGES.memberPending);
  return w as IdeasWorkspace;
}

/** Writes: the same, in an ACTIVE workspace (requireActiveWorkspace also refuses a member waiting for approval). */
export async function requireIdeasWriter(principal: Principal, field: string): Promise<IdeasWorkspace> {
  await requireEntitlement(principal, 'ideas', field, 'Mutation');
  return (await requireActiveWorkspace(principal, field, 'Mutation')) as IdeasWorkspace;
}

/** Moderators move ideas, set moderator tags and delete any idea or comment: the workspace's owners and admins. */
export const isIdeaModerator = (w: Pick<WorkspaceContext, 'role'>) => w.role === 'owner' || w.role === 'admin';

export function requireIdeaModerator(w: WorkspaceContext, field: string): void {
  if (!isIdeaModerator(w)) throw Errors.unauthorized(field, 'Mutation');
}

/**
 * Whether `me` moderates this idea (moves it, sets its moderator tags, deletes it and its comments): for a campaign's
 * idea its campaign's owners and moderators and the workspace's owners and admins (app.campaign_moderated_by), for
 * a workspace idea the workspace's owners and admins.
 */
export async function moderatesIdea(
  q: RawQuery,
  w: Pick<WorkspaceContext, 'role'>,
  idea: Pick<IdeaRow, 'campaign_id'>,
  me: string,
): Promise<boolean> {
  if (!idea.campaign_id) return isIdeaModerator(w);
  const [row] = await q<{ moderates: boolean }>('select app.campaign_moderated_by($1, $2) as moderates', [
    idea.campaign_id,
    me,
  ]);
  return row?.moderates === true;
}

/** Custom templates: owners and admins of an ACTIVE workspace whose plan has ideas and templates. */
export async function requireTemplateEditor(principal: Principal, field: string): Promise<IdeasWorkspace> {
  await requireEntitlement(principal, 'ideas', field, 'Mutation');
  await requireEntitlement(principal, 'templates', field, 'Mutation');
  const w = (await requireActiveWorkspace(principal, field, 'Mutation')) as IdeasWorkspace;
  if (!isIdeaModerator(w)) throw Errors.unauthorized(field, 'Mutation');
  return w;
}

/** SQL: `me` (an expression) writes or co-authors (invited or accepted) the idea aliased `i`. */
export const ideaAuthorSql = (i: string, me: string) =>
  `(${i}.owner = ${me} or exists (select 1 from app.idea_coauthors vc where vc.idea_id = ${i}.id and vc.user_id = ${me}))`;

/**
 * The ideas `me` may see, as a condition on the idea aliased `i`, with the workspace's id and the caller's id as
 * the statement's parameters (e.g. `visibleIdeaSql('i', '$1', '$2')`; `me` may be a column, `p.id`): the ideas they
 * write or co-author (invited or accepted), whatever their state; the workspace's submitted ideas outside campaigns;
 * and a campaign's submitted ideas when the campaign is visible to them (app.campaign_visible_to) and the idea is
 * VISIBLE, or in any moderation state when they moderate the campaign (app.campaign_moderated_by). Every read of
 * an idea goes through it (docs/architecture.md, "Ideas" and "Campaigns"); out of sight is as missing.
 */
export const visibleIdeaSql = (i: string, tenant: string, me: string) =>
  `(${i}.tenant_id = ${tenant} and (${ideaAuthorSql(i, me)} or (${i}.state = 'SUBMITTED' and (${i}.campaign_id is null
     or (${i}.moderation = 'VISIBLE' and app.campaign_visible_to(${i}.campaign_id, ${me}))
     or app.campaign_moderated_by(${i}.campaign_id, ${me})))))`;

/**
 * SQL: `me` may know who wrote the idea aliased `i`: it is not anonymous, or they write or co-author it, or they own
 * or moderate its campaign (app.campaign_reveals_authors_to; platform admins are told apart in JavaScript).
 */
export const seesAuthorSql = (i: string, me: string) =>
  `(not ${i}.anonymous or ${ideaAuthorSql(i, me)} or (${i}.campaign_id is not null and app.campaign_reveals_authors_to(${i}.campaign_id, ${me})))`;

/** SQL: `me` moderates the idea aliased `i`: its campaign's moderators, or the workspace's owners and admins. */
export const moderatesIdeaSql = (i: string, me: string) =>
  `(case when ${i}.campaign_id is null then exists (select 1 from app.workspace_members wm
      where wm.tenant_id = ${i}.tenant_id and wm.user_id = ${me} and wm.role in ('owner', 'admin'))
    else app.campaign_moderated_by(${i}.campaign_id, ${me}) end)`;

export interface IdeaRow {
  id: string;
  tenant_id: string;
  template_id: string;
  template_version: number;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
  state: 'DRAFT' | 'SUBMITTED';
  stage: string | null;
  category: string | null;
  tags: string[];
  moderator_tags: string[];
  owner: string;
  campaign_id: string | null;
  anonymous: boolean;
  moderation: IdeaModeration;
  duplicate_of: string | null;
  moderation_note: string | null;
  /** Merged into this idea (issue 29): off the boards, its page redirects there; no writes until the merge is undone. */
  merged_into: string | null;
  version: number;
  vote_count: number;
  comment_count: number;
  follower_count: number;
  submitted_at: Date | null;
  stage_changed_at: Date | null;
  last_activity_at: Date;
  created_at: Date;
  updated_at: Date;
}

const IDEA_ROW_COLUMNS = `i.id, i.tenant_id, i.template_id, i.template_version, i.title, i.summary, i.content, i.state,
  i.stage, i.category, i.tags, i.moderator_tags, i.owner, i.campaign_id, i.anonymous, i.moderation, i.duplicate_of,
  i.moderation_note, i.merged_into, i.version, i.vote_count, i.comment_count, i.follower_count, i.submitted_at, i.stage_changed_at,
  i.last_activity_at, i.created_at, i.updated_at`;

/** An idea out of the caller's sight is as one that does not exist (docs/architecture.md, "Records out of sight"). */
export const noSuchIdea = () => Errors.notFound('No idea with this id.');

/** The idea when the caller may see it (undefined otherwise); `lock` takes its row lock for the transaction. */
export async function visibleIdea(
  q: RawQuery,
  tenantId: string,
  me: string,
  ideaId: string,
  opts: { lock?: boolean } = {},
): Promise<IdeaRow | undefined> {
  const [row] = await q<IdeaRow>(
    `select ${IDEA_ROW_COLUMNS} from app.ideas i where i.id = $1 and ${visibleIdeaSql('i', '$2', '$3')}${opts.lock ? ' for update of i' : ''}`,
    [ideaId, tenantId, me],
  );
  return row;
}

/** The same, refused as a missing idea when out of sight. */
export async function requireVisibleIdea(
  q: RawQuery,
  tenantId: string,
  me: string,
  ideaId: string,
  opts: { lock?: boolean } = {},
): Promise<IdeaRow> {
  const row = await visibleIdea(q, tenantId, me, ideaId, opts);
  if (!row) throw noSuchIdea();
  return row;
}

export type { CoAuthorStatus };

/** The caller's co-authorship of the idea, or null. */
export async function coAuthorStatus(q: RawQuery, ideaId: string, userId: string): Promise<CoAuthorStatus | null> {
  const [row] = await q<{ status: CoAuthorStatus }>(
    'select status from app.idea_coauthors where idea_id = $1 and user_id = $2',
    [ideaId, userId],
  );
  return row?.status ?? null;
}

/** The author and the accepted co-authors write an idea's content. */
export async function isIdeaAuthor(q: RawQuery, idea: IdeaRow, userId: string): Promise<boolean> {
  return idea.owner === userId || (await coAuthorStatus(q, idea.id, userId)) === 'ACCEPTED';
}

/** Review has started once a submitted idea left NEW: its content is no longer edited. */
export const isLocked = (idea: Pick<IdeaRow, 'state' | 'stage'>) => idea.state === 'SUBMITTED' && idea.stage !== 'NEW';

export function requireUnlocked(idea: Pick<IdeaRow, 'state' | 'stage'>): void {
  if (isLocked(idea)) throw Errors.ideaLocked(IDEA_MESSAGES.locked);
}

/** Tags: trimmed, lower-cased, each 1..40 characters, duplicates dropped, at most 10. */
export const ZTags = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'a tag cannot be empty')
      .max(IDEA_LIMITS.tag, `a tag has at most ${IDEA_LIMITS.tag} characters`),
  )
  .max(IDEA_LIMITS.tags, `at most ${IDEA_LIMITS.tags} tags`)
  .transform((tags) => [...new Set(tags)]);

export const ZTitle = z
  .string()
  .trim()
  .min(1, 'enter a title')
  .max(IDEA_LIMITS.title, `at most ${IDEA_LIMITS.title} characters`);
export const ZSummary = z
  .string()
  .trim()
  .max(IDEA_LIMITS.summary, `at most ${IDEA_LIMITS.summary} characters`)
  .nullish()
  .transform((v) => v || null);
export const ZCategory = z
  .string()
  .trim()
  .max(IDEA_LIMITS.category, `at most ${IDEA_LIMITS.category} characters`)
  .nullish()
  .transform((v) => v || null);

/**
 * The campaign of a campaign's idea, with its active phase (OPEN only), whatever the caller sees of the campaign: what
 * the idea may do now (phaseAllows). Undefined for a workspace idea.
 */
export async function ideaCampaign(
  q: RawQuery,
  idea: Pick<IdeaRow, 'campaign_id'>,
): Promise<{ campaign: CampaignRow; phase: CampaignPhaseRow | null } | undefined> {
  if (!idea.campaign_id) return undefined;
  const [campaign] = await q<CampaignRow>('select * from app.campaigns where id = $1', [idea.campaign_id]);
  if (!campaign) return undefined;
  const [phase] =
    campaign.status === 'OPEN' && campaign.active_phase !== null
      ? await q<CampaignPhaseRow>('select * from app.campaign_phases where campaign_id = $1 and position = $2', [
          campaign.id,
          campaign.active_phase,
        ])
      : [];
  return { campaign, phase: phase ?? null };
}

/** The link every idea notice carries. */
export const ideaLink = (ideaId: string) => `/dashboard/ideation/ideas/${ideaId}`;
