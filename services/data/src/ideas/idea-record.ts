// An idea as the API shows it to the caller: the card (board, lists, my innovations) with its author's name,
// co-authors, the caller's vote and follow, and the template's name, read in the statement that finds the idea;
// the details (idea page, create/edit page) add the answers, the fields of the idea's template version, the stage
// history and what the caller may do. Also the Idea model's realtime record (`publishIdea`).

import type { FormField } from '@innov/contracts';
import {
  ANONYMOUS_AUTHOR,
  type IdeaCard as ContractIdeaCard,
  IDEA_MESSAGES,
  type IdeaCoAuthor,
  type IdeaStage,
  MERGE_MESSAGES,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { phaseAllows } from '../campaigns/campaign-access.ts';
import type { DomainContext } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { type ModelRuntime, toRecord } from '../store/repository.ts';
import {
  type CoAuthorStatus,
  type IdeaRow,
  type IdeasWorkspace,
  ideaAuthorSql,
  ideaCampaign,
  isLocked,
  moderatesIdeaSql,
  seesAuthorSql,
  visibleIdeaSql,
} from './idea-access.ts';
import { type IdeaMerge, readIdeaMerges } from './idea-merges.ts';
import { templateNameOf, templateVersion } from './templates.ts';

/** The card as the server builds it (times as Dates; contracts' shape). */
export type IdeaCard = ContractIdeaCard<Date>;
export type { IdeaCoAuthor };

export interface IdeaCardRow extends Omit<IdeaRow, 'content'> {
  author_name: string | null;
  co_authors: IdeaCoAuthor[];
  voted_by_me: boolean;
  followed_by_me: boolean;
  custom_template_name: string | null;
  campaign_title: string | null;
  /** The duplicate's title when the caller sees that idea (else null, and its id is not shown). */
  duplicate_of_title: string | null;
  /** The caller may know the author (not anonymous, their own, or they own or moderate its campaign). */
  sees_author: boolean;
  /** The caller writes or co-authors it. */
  writes: boolean;
  /** The caller moderates it (its campaign's moderators; the workspace's owners and admins). */
  moderates: boolean;
  review_score: number | null;
  review_spread: number | null;
  review_count: number;
  /** The campaign's scale (read only for an idea with reviews). */
  score_scale: 5 | 10 | null;
  /** The caller is its author or an accepted co-author and its campaign shows results (only with reviews). */
  author_sees_score: boolean;
  shortlisted: boolean;
  merged_into: string | null;
  /** The idea it was merged into, when the caller sees it. */
  merged_into_title: string | null;
}

/**
 * The columns of a card for the idea aliased `i` and the caller `me` (a parameter, e.g. `$2`). Accepted co-authors
 * are shown to everyone who sees the idea; pending invitations only to the author and the invitees. The answers
 * (`content`) are the details' only: a page of cards does not carry them.
 */
export const ideaCardColumns = (me: string) => `i.id, i.tenant_id, i.template_id, i.template_version, i.title,
  i.summary, i.state, i.stage, i.category, i.tags, i.moderator_tags, i.owner, i.version, i.vote_count,
  i.comment_count, i.follower_count, i.submitted_at, i.stage_changed_at, i.last_activity_at, i.created_at, i.updated_at,
  (select coalesce(ap.name, ap.email) from app.user_profiles ap where ap.id = i.owner) as author_name,
  coalesce((select json_agg(json_build_object('userId', ca.user_id, 'name', coalesce(cp.name, cp.email), 'status', ca.status)
              order by ca.created_at, ca.user_id)
              from app.idea_coauthors ca left join app.user_profiles cp on cp.id = ca.user_id
             where ca.idea_id = i.id and (ca.status = 'ACCEPTED' or i.owner = ${me} or ca.user_id = ${me})), '[]'::json) as co_authors,
  exists (select 1 from app.idea_votes mv where mv.idea_id = i.id and mv.user_id = ${me}) as voted_by_me,
  exists (select 1 from app.idea_followers mf where mf.idea_id = i.id and mf.user_id = ${me}) as followed_by_me,
  (select it.name from app.idea_templates it where it.id = i.template_id and it.tenant_id = i.tenant_id) as custom_template_name,
  i.campaign_id, i.anonymous, i.moderation, i.duplicate_of, i.moderation_note,
  (select ic.title from app.campaigns ic where ic.id = i.campaign_id) as campaign_title,
  (select d.title from app.ideas d where d.id = i.duplicate_of and ${visibleIdeaSql('d', 'i.tenant_id', me)}) as duplicate_of_title,
  ${seesAuthorSql('i', me)} as sees_author, ${ideaAuthorSql('i', me)} as writes, ${moderatesIdeaSql('i', me)} as moderates,
  i.review_score, i.review_spread, i.review_count, i.shortlisted, i.merged_into,
  case when i.review_count > 0 then (select sc.score_scale from app.campaigns sc where sc.id = i.campaign_id) end as score_scale,
  case when i.review_count > 0 and (i.owner = ${me} or exists (select 1 from app.idea_coauthors sa
    where sa.idea_id = i.id and sa.user_id = ${me} and sa.status = 'ACCEPTED'))
    then app.campaign_shows_results(i.campaign_id) else false end as author_sees_score,
  case when i.merged_into is not null then (select mi.title from app.ideas mi
    where mi.id = i.merged_into and ${visibleIdeaSql('mi', 'i.tenant_id', me)}) end as merged_into_title`;

/** The author is hidden from this caller: an anonymous idea they neither write nor moderate (platform admins see). */
export const hidesAuthor = (row: Pick<IdeaCardRow, 'anonymous' | 'sees_author'>, admin = false) =>
  row.anonymous && !row.sees_author && !admin;

/** The card as the caller sees it; `admin`: a platform admin, who sees the authors of anonymous ideas. */
export function shownIdeaCard(row: IdeaCardRow, admin = false): IdeaCard {
  const hidden = hidesAuthor(row, admin);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    state: row.state,
    stage: row.stage as IdeaStage | null,
    category: row.category,
    tags: row.tags,
    moderatorTags: row.moderator_tags,
    owner: hidden ? null : row.owner,
    authorName: hidden ? ANONYMOUS_AUTHOR : row.author_name,
    coAuthors: hidden ? [] : row.co_authors,
    voteCount: row.vote_count,
    commentCount: row.comment_count,
    followerCount: row.follower_count,
    votedByMe: row.voted_by_me,
    followedByMe: row.followed_by_me,
    templateId: row.template_id,
    templateName: templateNameOf(row.template_id, row.custom_template_name),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    stageChangedAt: row.stage_changed_at,
    lastActivityAt: row.last_activity_at,
    anonymous: row.anonymous,
    campaignId: row.campaign_id,
    campaignTitle: row.campaign_title,
    moderation: row.moderation,
    duplicateOfId: row.duplicate_of_title === null ? null : row.duplicate_of,
    duplicateOfTitle: row.duplicate_of_title,
    moderationNote: row.writes || row.moderates ? row.moderation_note : null,
    score:
      row.review_count > 0 && row.score_scale !== null && (row.moderates || row.author_sees_score)
        ? { average: row.review_score, spread: row.review_spread, reviews: row.review_count, scale: row.score_scale }
        : null,
    shortlisted: row.moderates && row.shortlisted,
    mergedIntoId: row.merged_into,
    mergedIntoTitle: row.merged_into_title,
  };
}

/** The card rows of the ideas `ids` the caller sees (in no particular order). */
export async function readIdeaCardRows(
  q: RawQuery,
  tenantId: string,
  me: string,
  ids: readonly string[],
): Promise<IdeaCardRow[]> {
  if (ids.length === 0) return [];
  return q<IdeaCardRow>(
    `select ${ideaCardColumns('$3')} from app.ideas i where i.id = any($1::text[]) and ${visibleIdeaSql('i', '$2', '$3')}`,
    [[...ids], tenantId, me],
  );
}

/** One idea's card as the caller sees it; undefined when out of sight. */
export async function readIdeaCard(
  q: RawQuery,
  tenantId: string,
  me: string,
  ideaId: string,
  admin = false,
): Promise<IdeaCard | undefined> {
  const [row] = await readIdeaCardRows(q, tenantId, me, [ideaId]);
  return row ? shownIdeaCard(row, admin) : undefined;
}

export interface IdeaStageEvent {
  id: string;
  fromStage: IdeaStage | null;
  toStage: IdeaStage;
  actorName: string | null;
  note: string | null;
  createdAt: Date;
}

export interface IdeaDetails {
  idea: IdeaCard;
  content: Record<string, unknown>;
  templateVersion: number;
  fields: FormField[];
  latestTemplateVersion: number;
  stageHistory: IdeaStageEvent[];
  canEdit: boolean;
  canModerate: boolean;
  canVote: boolean;
  canComment: boolean;
  seesAuthor: boolean;
  myCoAuthorStatus: CoAuthorStatus | null;
  editLockedReason: string | null;
  /** A merged idea's merge (its page redirects to the idea it was merged into). */
  merge: IdeaMerge | null;
  /** The merges into this idea not undone, newest first. */
  mergedFrom: IdeaMerge[];
}

/**
 * Whether `me` may vote for the idea: a submitted idea not DECLINED nor merged, not written by them (its author and
 * its co-authors, invited ones too, do not vote for it). voteIdea refuses what this says no to.
 */
export const canVoteFor = (
  idea: Pick<IdeaRow, 'state' | 'stage' | 'owner' | 'moderation' | 'duplicate_of' | 'merged_into'>,
  me: string,
  myCoAuthorStatus: CoAuthorStatus | null,
) =>
  idea.state === 'SUBMITTED' &&
  idea.moderation === 'VISIBLE' &&
  idea.duplicate_of === null &&
  idea.merged_into === null &&
  idea.stage !== 'DECLINED' &&
  idea.owner !== me &&
  myCoAuthorStatus === null;

/**
 * The idea page's record, or null when the caller may not see the idea; `now` (the service's clock) tells whether
 * a merge can still be undone.
 */
export async function readIdeaDetails(
  q: RawQuery,
  w: IdeasWorkspace,
  me: string,
  ideaId: string,
  now: Date,
  admin = false,
): Promise<IdeaDetails | null> {
  const [row] = await q<IdeaCardRow & { content: Record<string, unknown> }>(
    `select ${ideaCardColumns('$3')}, i.content from app.ideas i where i.id = $1 and ${visibleIdeaSql('i', '$2', '$3')}`,
    [ideaId, w.tenantId, me],
  );
  if (!row) return null;
  const template = await templateVersion(q, w.tenantId, row.template_id, row.template_version);
  const latest = await templateVersion(q, w.tenantId, row.template_id);
  const hidden = hidesAuthor(row, admin);
  const history = await q<{
    id: string;
    from_stage: IdeaStage | null;
    to_stage: IdeaStage;
    actor_name: string | null;
    by_author: boolean;
    note: string | null;
    created_at: Date;
  }>(
    `select e.id, e.from_stage, e.to_stage, coalesce(p.name, p.email) as actor_name, e.note, e.created_at,
            (e.actor = $2 or exists (select 1 from app.idea_coauthors c where c.idea_id = e.idea_id and c.user_id = e.actor)) as by_author
       from app.idea_stage_events e left join app.user_profiles p on p.id = e.actor
      where e.idea_id = $1 order by e.created_at, e.id`,
    [ideaId, row.owner],
  );
  const mine = row.co_authors.find((c) => c.userId === me)?.status ?? null;
  const author = row.owner === me || mine === 'ACCEPTED';
  // A campaign's idea follows the campaign's active phase: votes and comments only where it allows them.
  const inCampaign = (await ideaCampaign(q, row)) ?? null;
  const allows = (rule: 'allowVote' | 'allowComment') =>
    !row.campaign_id || (inCampaign !== null && phaseAllows(inCampaign, rule));
  // A merged idea takes no writes until its merge is undone (idea-merges.ts).
  const merged = row.merged_into !== null;
  const { merge, mergedFrom } = await readIdeaMerges(q, w.tenantId, me, row, now);
  return {
    idea: shownIdeaCard(row, admin),
    content: row.content,
    templateVersion: row.template_version,
    fields: template?.fields ?? [],
    latestTemplateVersion: latest?.latestVersion ?? row.template_version,
    stageHistory: history.map((h) => ({
      id: h.id,
      fromStage: h.from_stage,
      toStage: h.to_stage,
      actorName: hidden && h.by_author ? ANONYMOUS_AUTHOR : h.actor_name,
      note: h.note,
      createdAt: h.created_at,
    })),
    canEdit: author && !isLocked(row) && !merged,
    canModerate: row.moderates && row.state === 'SUBMITTED' && !merged,
    canVote: canVoteFor(row, me, mine) && allows('allowVote'),
    canComment: row.state === 'SUBMITTED' && row.moderation === 'VISIBLE' && !merged && allows('allowComment'),
    seesAuthor: !hidden,
    myCoAuthorStatus: mine,
    editLockedReason: author && merged ? MERGE_MESSAGES.merged : author && isLocked(row) ? IDEA_MESSAGES.locked : null,
    merge,
    mergedFrom,
  };
}

/** The details of an idea the function has just written (it is the caller's to see). */
export async function requireIdeaDetails(
  q: RawQuery,
  w: IdeasWorkspace,
  me: string,
  ideaId: string,
  now: Date,
): Promise<IdeaDetails> {
  const details = await readIdeaDetails(q, w, me, ideaId, now);
  if (!details) throw new Error('The idea just written is out of sight.');
  return details;
}

/**
 * Queues the Idea model's realtime event (`onCreateIdea` | `onUpdateIdea` | `onDeleteIdea`) with the idea as it is
 * in this transaction; for a delete, read the record before deleting (`ideaRecord`) and publish that.
 */
export async function publishIdea(
  ctx: Pick<DomainContext, 'db' | 'runtimes' | 'publish'>,
  topic: 'onCreateIdea' | 'onUpdateIdea' | 'onDeleteIdea',
  ideaId: string,
): Promise<void> {
  const record = await ideaRecord(ctx, ideaId);
  if (record) ctx.publish(topic, record);
}

/**
 * An Idea model record as its realtime events carry it: everyone subscribed receives the same record, so an
 * anonymous idea's carries no owner (docs/architecture.md, "Campaigns": anonymity).
 */
export function ideaEventRecord(rt: ModelRuntime, row: Record<string, unknown>): Record<string, unknown> {
  const record = toRecord(rt, row);
  return record.anonymous === true ? { ...record, owner: null } : record;
}

/** The Idea model's record of an idea (the realtime events' shape), or null. */
export async function ideaRecord(
  ctx: Pick<DomainContext, 'db' | 'runtimes'>,
  ideaId: string,
): Promise<Record<string, unknown> | null> {
  const rt = runtime(ctx, 'Idea');
  const [row] = await ctx.db.query<Record<string, unknown>>(`select ${rt.selectList} from ${rt.table} where id = $1`, [
    ideaId,
  ]);
  return row ? ideaEventRecord(rt, row) : null;
}
