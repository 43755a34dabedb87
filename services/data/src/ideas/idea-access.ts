// What every ideas function shares (docs/architecture.md, "Ideas"): the guard's order for reads and writes (the
// plan's `ideas` feature, a membership that is not pending, an ACTIVE workspace to write), who moderates (the
// workspace's owners and admins), which ideas the caller sees (submitted ones of their workspace, drafts they
// write or co-author) as one SQL condition, the idea as the caller sees it, and the tag rules.
import { type CoAuthorStatus, IDEA_LIMITS, IDEA_MESSAGES, MEMBERSHIP_MESSAGES } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { requireActiveWorkspace, requireEntitlement } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';
import type { WorkspaceContext } from '../auth/workspace.ts';
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

/** Custom templates: owners and admins of an ACTIVE workspace whose plan has ideas and templates. */
export async function requireTemplateEditor(principal: Principal, field: string): Promise<IdeasWorkspace> {
  await requireEntitlement(principal, 'ideas', field, 'Mutation');
  await requireEntitlement(principal, 'templates', field, 'Mutation');
  const w = (await requireActiveWorkspace(principal, field, 'Mutation')) as IdeasWorkspace;
  if (!isIdeaModerator(w)) throw Errors.unauthorized(field, 'Mutation');
  return w;
}

/**
 * The ideas `me` may see, as a condition on the idea aliased `i`, with the workspace's id and the caller's id as
 * the statement's parameters (e.g. `visibleIdeaSql('i', '$1', '$2')`): the workspace's submitted ideas, and the
 * drafts the caller writes or co-authors (invited or accepted). Every read of an idea goes through it.
 */
export const visibleIdeaSql = (i: string, tenant: string, me: string) =>
  `(${i}.tenant_id = ${tenant} and (${i}.state = 'SUBMITTED' or ${i}.owner = ${me} or exists (select 1 from app.idea_coauthors vc where vc.idea_id = ${i}.id and vc.user_id = ${me})))`;

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
  i.stage, i.category, i.tags, i.moderator_tags, i.owner, i.version, i.vote_count, i.comment_count, i.follower_count,
  i.submitted_at, i.stage_changed_at, i.last_activity_at, i.created_at, i.updated_at`;

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

/** The link every idea notice carries. */
export const ideaLink = (ideaId: string) => `/dashboard/ideation/ideas/${ideaId}`;
