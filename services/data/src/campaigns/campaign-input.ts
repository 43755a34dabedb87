// What createCampaign and updateCampaign share: the input's schema (contracts' rules, the web form's), the checks
// only the database answers (the template, the cover, the teams and the people named), and the writes of the
// campaign's phases, roles, teams and invitees.
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  type CampaignRole,
  type PhaseInput,
  ZCampaignBrief,
  ZCampaignCategories,
  ZCampaignTitle,
  ZPhases,
} from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { Errors } from '../errors.ts';
import { templateVersion } from '../ideas/templates.ts';
import { activeMembers, ZId } from '../teams/team-access.ts';

const ZPeople = z
  .array(ZId)
  .max(CAMPAIGN_LIMITS.people, `at most ${CAMPAIGN_LIMITS.people} people`)
  .transform((ids) => [...new Set(ids)]);
const ZTeamIds = z
  .array(ZId)
  .max(CAMPAIGN_LIMITS.teams, `at most ${CAMPAIGN_LIMITS.teams} teams`)
  .transform((ids) => [...new Set(ids)]);

/** The fields createCampaign takes, every one optional but the id for updateCampaign. */
export const campaignFields = {
  title: ZCampaignTitle,
  brief: ZCampaignBrief.nullish(),
  categories: ZCampaignCategories.nullish(),
  templateId: ZId,
  coverFileId: ZId.nullish(),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  teamIds: ZTeamIds.nullish(),
  inviteeIds: ZPeople.nullish(),
  allowAnonymous: z.boolean().nullish(),
  premoderation: z.boolean().nullish(),
  ownerIds: ZPeople.nullish(),
  moderatorIds: ZPeople.nullish(),
  evaluatorIds: ZPeople.nullish(),
  phases: ZPhases,
};

export const ZCreateCampaignInput = z.object(campaignFields);
export const ZUpdateCampaignInput = z.object({
  id: ZId,
  ...campaignFields,
  title: ZCampaignTitle.nullish(),
  templateId: ZId.nullish(),
  audience: z.enum(CAMPAIGN_AUDIENCES).nullish(),
  phases: ZPhases.nullish(),
});

/** The template campaigns' ideas will use: built in, or the workspace's own and active. */
export async function requireUsableTemplate(q: RawQuery, tenantId: string, templateId: string): Promise<void> {
  const t = await templateVersion(q, tenantId, templateId);
  if (t?.status !== 'ACTIVE') throw Errors.validation(`input.templateId: ${CAMPAIGN_MESSAGES.templateUnavailable}`);
}

/** The cover: a READY CAMPAIGN_COVER file of the workspace. */
export async function requireCover(q: RawQuery, tenantId: string, fileId: string): Promise<void> {
  const [f] = await q<{ id: string }>(
    `select id from app.files where id = $1 and tenant_id = $2 and purpose = 'CAMPAIGN_COVER' and status = 'READY'`,
    [fileId, tenantId],
  );
  if (!f) throw Errors.validation(`input.coverFileId: ${CAMPAIGN_MESSAGES.coverUnavailable}`);
}

/** Teams of the workspace; the first that is not answers "No team with this id in your workspace." */
export async function requireTeams(
  q: RawQuery,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (!ids.length) return [];
  const rows = await q<{ id: string; name: string }>(
    'select id, name from app.teams where tenant_id = $1 and id = any($2::text[])',
    [tenantId, [...ids]],
  );
  if (rows.length !== ids.length) throw Errors.validation(`input.teamIds: ${CAMPAIGN_MESSAGES.teamNotInWorkspace}`);
  return rows;
}

/** Active members of the workspace, or "Everyone named must be an active member of your workspace." */
export async function requireMembers(
  q: RawQuery,
  tenantId: string,
  field: string,
  ids: readonly string[],
): Promise<{ userId: string; name: string | null }[]> {
  const members = await activeMembers(q, tenantId, ids);
  if (members.length !== ids.length) throw Errors.validation(`input.${field}: ${CAMPAIGN_MESSAGES.notMember}`);
  return members.map((m) => ({ userId: m.user_id, name: m.name || m.email }));
}

/** The audience's rule: TEAMS needs a team, INVITED a person. */
export function requireAudienceMembers(audience: string, teamIds: readonly string[], inviteeIds: readonly string[]) {
  if (audience === 'TEAMS' && !teamIds.length)
    throw Errors.validation(`input.teamIds: ${CAMPAIGN_MESSAGES.teamsRequired}`);
  if (audience === 'INVITED' && !inviteeIds.length)
    throw Errors.validation(`input.inviteeIds: ${CAMPAIGN_MESSAGES.inviteesRequired}`);
}

/** Replaces the campaign's phases. */
export async function writePhases(q: RawQuery, campaignId: string, phases: readonly PhaseInput[]): Promise<void> {
  await q('delete from app.campaign_phases where campaign_id = $1', [campaignId]);
  await q(
    `insert into app.campaign_phases (campaign_id, position, kind, name, starts_at, ends_at, allow_submit, allow_vote,
       allow_comment, allow_evaluate, show_results)
     select $1, p.position, p.kind, p.name, p.starts_at, p.ends_at, p.allow_submit, p.allow_vote, p.allow_comment,
            p.allow_evaluate, p.show_results
       from jsonb_to_recordset($2::jsonb)
         as p(position int, kind text, name text, starts_at timestamptz, ends_at timestamptz, allow_submit boolean,
              allow_vote boolean, allow_comment boolean, allow_evaluate boolean, show_results boolean)`,
    [
      campaignId,
      JSON.stringify(
        phases.map((p, position) => ({
          position,
          kind: p.kind,
          name: p.name,
          starts_at: p.startsAt.toISOString(),
          ends_at: p.endsAt.toISOString(),
          allow_submit: p.allowSubmit,
          allow_vote: p.allowVote,
          allow_comment: p.allowComment,
          allow_evaluate: p.allowEvaluate,
          show_results: p.showResults,
        })),
      ),
    ],
  );
}

/**
 * Makes `userIds` the holders of `role`: the others lose it, the new ones get it, and those who keep it keep their
 * row (an evaluator's due date, team and reminder).
 */
export async function writeRole(q: RawQuery, campaignId: string, role: CampaignRole, userIds: readonly string[]) {
  await q('delete from app.campaign_roles where campaign_id = $1 and role = $2 and not (user_id = any($3::text[]))', [
    campaignId,
    role,
    [...userIds],
  ]);
  if (userIds.length)
    await q(
      `insert into app.campaign_roles (campaign_id, user_id, role) select $1, unnest($2::text[]), $3
       on conflict do nothing`,
      [campaignId, [...userIds], role],
    );
}

export async function writeTeams(q: RawQuery, campaignId: string, teamIds: readonly string[]) {
  await q('delete from app.campaign_teams where campaign_id = $1', [campaignId]);
  if (teamIds.length)
    await q('insert into app.campaign_teams (campaign_id, team_id) select $1, unnest($2::text[])', [
      campaignId,
      [...teamIds],
    ]);
}

export async function writeInvitees(q: RawQuery, campaignId: string, userIds: readonly string[], by: string) {
  await q('delete from app.campaign_invitees where campaign_id = $1 and not (user_id = any($2::text[]))', [
    campaignId,
    [...userIds],
  ]);
  if (userIds.length)
    await q(
      `insert into app.campaign_invitees (campaign_id, user_id, invited_by) select $1, unnest($2::text[]), $3
       on conflict do nothing`,
      [campaignId, [...userIds], by],
    );
}
