// A campaign as the API shows it to the caller: the row with its phases, role holders, audience teams and invitees,
// figures (ideas on its board, participants, ideas waiting for moderation), the caller's roles and what they may do,
// read in the one statement that finds the campaigns (`campaignColumns`); then, per page, its results' idea cards
// (the ideas domain's readers, which apply the ideas' visibility and anonymity) and the cover's signed link.
import {
  type CampaignAudience,
  type CampaignRole,
  type CampaignStatus,
  FILE_LIMITS,
  imageKeyForWidth,
  type PhaseKind,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import type { DomainContext } from '../domain/function.ts';
import { originOf } from '../domain/origin.ts';
import { type IdeaCard, readIdeaCardRows, shownIdeaCard } from '../ideas/idea-record.ts';
import { templateNameOf } from '../ideas/templates.ts';
import {
  type CampaignPhaseRow,
  type CampaignRow,
  type CampaignsWorkspace,
  campaignModeratedSql,
  campaignRevealsAuthorsSql,
  campaignVisibleSql,
  isWorkspaceManager,
  phaseAllows,
} from './campaign-access.ts';

export interface CampaignPhase {
  position: number;
  kind: PhaseKind;
  name: string;
  startsAt: Date;
  endsAt: Date;
  allowSubmit: boolean;
  allowVote: boolean;
  allowComment: boolean;
  allowEvaluate: boolean;
  showResults: boolean;
  active: boolean;
}

export interface Campaign {
  id: string;
  title: string;
  brief: string;
  status: CampaignStatus;
  coverFileId: string | null;
  coverUrl: string | null;
  categories: string[];
  templateId: string;
  templateName: string | null;
  audience: CampaignAudience;
  teams: { id: string; name: string }[];
  invitees: { userId: string; name: string | null }[];
  allowAnonymous: boolean;
  premoderation: boolean;
  phases: CampaignPhase[];
  activePhase: number | null;
  opensAt: Date | null;
  closesAt: Date | null;
  people: { userId: string; name: string | null; role: CampaignRole }[];
  myRoles: CampaignRole[];
  ideaCount: number;
  participantCount: number;
  pendingCount: number;
  canEdit: boolean;
  canModerate: boolean;
  canSubmit: boolean;
  canVote: boolean;
  canComment: boolean;
  seesAuthors: boolean;
  /** The scorecard's scale (issue 29). */
  scoreScale: number;
  criteriaCount: number;
  /** The caller is its evaluator and it takes reviews now (OPEN in a phase that allows evaluation). */
  canReview: boolean;
  /** The caller's effective due date as its evaluator; null when they are not. */
  reviewDueAt: Date | null;
  results: { announcement: string; ideas: IdeaCard[]; publishedAt: Date } | null;
  createdByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  closedAt: Date | null;
}

interface PhaseJson {
  position: number;
  kind: PhaseKind;
  name: string;
  starts_at: string;
  ends_at: string;
  allow_submit: boolean;
  allow_vote: boolean;
  allow_comment: boolean;
  allow_evaluate: boolean;
  show_results: boolean;
}

export interface CampaignListRow extends CampaignRow {
  moderates: boolean;
  reveals_authors: boolean;
  my_roles: CampaignRole[];
  phases: PhaseJson[];
  people: { userId: string; name: string | null; role: CampaignRole }[];
  teams: { id: string; name: string }[];
  invitees: { userId: string; name: string | null }[];
  idea_count: number;
  pending_count: number;
  participant_count: number;
  created_by_name: string | null;
  custom_template_name: string | null;
  cover_key: string | null;
  cover_widths: number[] | null;
  cover_type: string | null;
  criteria_count: number;
  review_due_at: Date | null;
}

/**
 * SQL: the ideas of campaign `c` on its board (submitted, not waiting for or refused moderation, not hidden, not
 * merged into another), aliased `i`; participants, figures, the export's counts and the review queues are of these.
 */
export const boardIdeasOf = (c: string) =>
  `select i.id, i.owner from app.ideas i where i.campaign_id = ${c} and i.state = 'SUBMITTED' and i.moderation = 'VISIBLE' and i.merged_into is null`;

/** SQL: who took part in campaign `c`: authors of its board's ideas, their voters and commenters. */
export const participantsOf = (c: string) => `select bi.owner as user_id from (${boardIdeasOf(c)}) bi
   union select v.user_id from app.idea_votes v join (${boardIdeasOf(c)}) bv on bv.id = v.idea_id
   union select cm.owner from app.idea_comments cm join (${boardIdeasOf(c)}) bc on bc.id = cm.idea_id where cm.deleted_at is null`;

/** The columns of a campaign aliased `c` for the caller `me` (a parameter, e.g. `$2`). */
export const campaignColumns = (me: string) => `c.*,
  ${campaignModeratedSql('c.id', me)} as moderates,
  ${campaignRevealsAuthorsSql('c.id', me)} as reveals_authors,
  coalesce((select array_agg(mr.role order by mr.role) from app.campaign_roles mr
             where mr.campaign_id = c.id and mr.user_id = ${me}), '{}'::text[]) as my_roles,
  coalesce((select json_agg(json_build_object('position', p.position, 'kind', p.kind, 'name', p.name,
              'starts_at', p.starts_at, 'ends_at', p.ends_at, 'allow_submit', p.allow_submit, 'allow_vote', p.allow_vote,
              'allow_comment', p.allow_comment, 'allow_evaluate', p.allow_evaluate, 'show_results', p.show_results)
              order by p.position)
              from app.campaign_phases p where p.campaign_id = c.id), '[]'::json) as phases,
  coalesce((select json_agg(json_build_object('userId', r.user_id, 'name', coalesce(rp.name, rp.email), 'role', r.role)
              order by r.role, lower(coalesce(rp.name, rp.email, '')), r.user_id)
              from app.campaign_roles r left join app.user_profiles rp on rp.id = r.user_id
             where r.campaign_id = c.id), '[]'::json) as people,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
              from app.campaign_teams ct join app.teams t on t.id = ct.team_id
             where ct.campaign_id = c.id), '[]'::json) as teams,
  coalesce((select json_agg(json_build_object('userId', ci.user_id, 'name', coalesce(ip.name, ip.email))
              order by lower(coalesce(ip.name, ip.email, '')), ci.user_id)
              from app.campaign_invitees ci left join app.user_profiles ip on ip.id = ci.user_id
             where ci.campaign_id = c.id), '[]'::json) as invitees,
  (select count(*)::int from (${boardIdeasOf('c.id')}) bx) as idea_count,
  (select count(*)::int from app.ideas pi where pi.campaign_id = c.id and pi.state = 'SUBMITTED' and pi.moderation = 'PENDING') as pending_count,
  (select count(*)::int from (${participantsOf('c.id')}) px) as participant_count,
  (select coalesce(cp.name, cp.email) from app.user_profiles cp where cp.id = c.created_by) as created_by_name,
  (select it.name from app.idea_templates it where it.id = c.template_id and it.tenant_id = c.tenant_id) as custom_template_name,
  (select count(*)::int from app.campaign_criteria cc where cc.campaign_id = c.id) as criteria_count,
  (select coalesce(er.due_at, (select ep.ends_at from app.campaign_phases ep
            where ep.campaign_id = c.id and ep.allow_evaluate order by ep.position desc limit 1))
     from app.campaign_roles er where er.campaign_id = c.id and er.user_id = ${me} and er.role = 'EVALUATOR') as review_due_at,
  cf.key as cover_key, cf.widths as cover_widths, cf.content_type as cover_type`;

/** The FROM of campaign reads: the campaign `c` and its READY cover file. */
export const CAMPAIGN_FROM = `app.campaigns c
  left join app.files cf on cf.id = c.cover_file_id and cf.tenant_id = c.tenant_id and cf.status = 'READY'`;

const toPhase = (p: PhaseJson, active: boolean): CampaignPhase => ({
  position: p.position,
  kind: p.kind,
  name: p.name,
  startsAt: new Date(p.starts_at),
  endsAt: new Date(p.ends_at),
  allowSubmit: p.allow_submit,
  allowVote: p.allow_vote,
  allowComment: p.allow_comment,
  allowEvaluate: p.allow_evaluate,
  showResults: p.show_results,
  active,
});

/** The phase rows of a read campaign (what phaseAllows and the scheduler work on). */
export const phaseRowsOf = (row: Pick<CampaignListRow, 'id' | 'phases'>): CampaignPhaseRow[] =>
  row.phases.map((p) => ({
    ...p,
    campaign_id: row.id,
    starts_at: new Date(p.starts_at),
    ends_at: new Date(p.ends_at),
  }));

/** Whether the caller edits the campaign: the workspace's owners and admins, the campaign's owners. */
export const editsCampaign = (w: Pick<CampaignsWorkspace, 'role'>, myRoles: readonly CampaignRole[]) =>
  isWorkspaceManager(w) || myRoles.includes('OWNER');

/** The campaigns of `rows` as the caller sees them (results' cards and cover links read once for the page). */
export async function shownCampaigns(
  ctx: Pick<DomainContext, 'deps' | 'principal' | 'db'>,
  w: CampaignsWorkspace,
  rows: CampaignListRow[],
): Promise<Campaign[]> {
  const me = ctx.principal.userId as string;
  const resultIds = [...new Set(rows.flatMap((r) => (r.results_published_at ? r.results_idea_ids : [])))];
  const cards = new Map(
    (await readIdeaCardRows(ctx.db.query, w.tenantId, me, resultIds)).map((r) => [
      r.id,
      shownIdeaCard(r, ctx.principal.isAdmin),
    ]),
  );
  const out: Campaign[] = [];
  for (const row of rows) {
    const phases = phaseRowsOf(row);
    const active = row.status === 'OPEN' ? (phases.find((p) => p.position === row.active_phase) ?? null) : null;
    const inSight = { campaign: row, phase: active };
    const canEdit = editsCampaign(w, row.my_roles);
    // Reviews need the plan's evaluation too (evaluation/evaluation-access.ts).
    const evaluates = row.my_roles.includes('EVALUATOR') && w.entitlements.features.includes('evaluation');
    out.push({
      id: row.id,
      title: row.title,
      brief: row.brief,
      status: row.status,
      coverFileId: row.cover_file_id,
      coverUrl: await coverUrlOf(ctx, row),
      categories: row.categories,
      templateId: row.template_id,
      templateName: templateNameOf(row.template_id, row.custom_template_name),
      audience: row.audience,
      teams: row.teams,
      // Who is invited is the editors' to see; the audience sees that it is invited, not the list.
      invitees: canEdit ? row.invitees : [],
      allowAnonymous: row.allow_anonymous,
      premoderation: row.premoderation,
      phases: row.phases.map((p) => toPhase(p, active?.position === p.position)),
      activePhase: active ? active.position : null,
      opensAt: phases[0]?.starts_at ?? null,
      closesAt: phases.at(-1)?.ends_at ?? null,
      people: row.people,
      myRoles: row.my_roles,
      ideaCount: row.idea_count,
      participantCount: row.participant_count,
      pendingCount: row.moderates ? row.pending_count : 0,
      canEdit,
      canModerate: row.moderates,
      canSubmit: phaseAllows(inSight, 'allowSubmit'),
      canVote: phaseAllows(inSight, 'allowVote'),
      canComment: phaseAllows(inSight, 'allowComment'),
      seesAuthors: row.reveals_authors,
      scoreScale: row.score_scale,
      criteriaCount: row.criteria_count,
      canReview: evaluates && phaseAllows(inSight, 'allowEvaluate'),
      reviewDueAt: evaluates ? row.review_due_at : null,
      results:
        row.results_published_at && row.results_announcement !== null
          ? {
              announcement: row.results_announcement,
              ideas: row.results_idea_ids.flatMap((id) => {
                const card = cards.get(id);
                return card ? [card] : [];
              }),
              publishedAt: row.results_published_at,
            }
          : null,
      createdByName: row.created_by_name,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      publishedAt: row.published_at,
      closedAt: row.closed_at,
    });
  }
  return out;
}

/** The cover's signed link (its largest width, inline), as logos are linked. */
async function coverUrlOf(
  ctx: Pick<DomainContext, 'deps' | 'principal'>,
  row: Pick<CampaignListRow, 'cover_key' | 'cover_widths' | 'cover_type'>,
): Promise<string | null> {
  if (!row.cover_key) return null;
  const widths = row.cover_widths ?? [];
  const key = widths.length ? imageKeyForWidth(row.cover_key, Math.max(...widths)) : row.cover_key;
  return ctx.deps.storage.presignGet(key, {
    expiresIn: FILE_LIMITS.downloadUrlSeconds,
    origin: originOf(ctx),
    fileName: 'cover.webp',
    contentType: row.cover_type ?? 'image/webp',
    disposition: 'inline',
  });
}

/** The rows of campaigns `ids` of the workspace that the caller sees (in no particular order). */
export async function readCampaignRows(
  q: RawQuery,
  tenantId: string,
  me: string,
  ids: readonly string[],
): Promise<CampaignListRow[]> {
  if (!ids.length) return [];
  return q<CampaignListRow>(
    `select ${campaignColumns('$3')} from ${CAMPAIGN_FROM}
      where c.id = any($1::text[]) and c.tenant_id = $2 and ${campaignVisibleSql('c.id', '$3')}`,
    [[...ids], tenantId, me],
  );
}

/** One campaign as the caller sees it; undefined when out of sight. */
export async function readCampaign(
  ctx: Pick<DomainContext, 'deps' | 'principal' | 'db'>,
  w: CampaignsWorkspace,
  id: string,
): Promise<Campaign | undefined> {
  const rows = await readCampaignRows(ctx.db.query, w.tenantId, ctx.principal.userId as string, [id]);
  const [shown] = await shownCampaigns(ctx, w, rows);
  return shown;
}

/** The campaign a function has just written (it is the caller's to see). */
export async function requireCampaign(
  ctx: Pick<DomainContext, 'deps' | 'principal' | 'db'>,
  w: CampaignsWorkspace,
  id: string,
): Promise<Campaign> {
  const shown = await readCampaign(ctx, w, id);
  if (!shown) throw new Error('The campaign just written is out of sight.');
  return shown;
}
