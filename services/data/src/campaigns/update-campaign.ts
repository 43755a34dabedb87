// updateCampaign: an editor (workspace owner or admin, campaign owner) changes what is given: details, template,
// cover (null removes it), audience with its teams or invitees, role lists (each list given replaces its holders; a
// campaign always has an owner) and phases. Phases follow the campaign's state: a draft's and a scheduled campaign's
// change freely (contiguous, ZPhases); an open campaign's ended phases stay as they were and its active phase keeps
// its start; a closed campaign's stay. A live campaign's new dates apply at once (it may open, move or close).
// An archived campaign does not change.
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { dropFiles } from '../files/file-access.ts';
import { noteAudit, notedAudit } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { type CampaignPhaseRow, isWorkspaceManager } from './campaign-access.ts';
import {
  requireAudienceMembers,
  requireCover,
  requireMembers,
  requireTeams,
  requireUsableTemplate,
  writeInvitees,
  writePhases,
  writeRole,
  writeTeams,
  ZUpdateCampaignInput,
} from './campaign-input.ts';
import { noticeActor } from './campaign-notices.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';
import { campaignPhases, checkPhaseChange, samePhase, settleCampaign } from './campaign-states.ts';
import { editableCampaign } from './campaign-writes.ts';

export const updateCampaign = defineFunction({
  name: 'updateCampaign',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 60 },
  input: z.object({ input: ZUpdateCampaignInput }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const { w, campaign: c } = await editableCampaign(ctx, 'updateCampaign', input.id);
    if (c.status === 'ARCHIVED') throw Errors.validation(CAMPAIGN_MESSAGES.archivedReadOnly);
    const changed: string[] = [];
    const now = deps.now();

    if (input.templateId && input.templateId !== c.template_id) {
      await requireUsableTemplate(db.query, w.tenantId, input.templateId);
      changed.push('templateId');
    }
    if (input.coverFileId && input.coverFileId !== c.cover_file_id)
      await requireCover(db.query, w.tenantId, input.coverFileId);
    const cover = input.coverFileId === undefined ? c.cover_file_id : input.coverFileId;
    if (cover !== c.cover_file_id) changed.push('cover');

    // The audience as it will be, its teams and invitees checked as a whole.
    const audience = input.audience ?? c.audience;
    const [teamRows, inviteeRows] = await Promise.all([
      db.query<{ team_id: string }>('select team_id from app.campaign_teams where campaign_id = $1', [c.id]),
      db.query<{ user_id: string }>('select user_id from app.campaign_invitees where campaign_id = $1', [c.id]),
    ]);
    const teamIds = audience === 'TEAMS' ? (input.teamIds ?? teamRows.map((r) => r.team_id)) : [];
    const inviteeIds = audience === 'INVITED' ? (input.inviteeIds ?? inviteeRows.map((r) => r.user_id)) : [];
    requireAudienceMembers(audience, teamIds, inviteeIds);
    const audienceChanged =
      audience !== c.audience ||
      input.teamIds != null ||
      input.inviteeIds != null ||
      (audience !== 'TEAMS' && teamRows.length > 0) ||
      (audience !== 'INVITED' && inviteeRows.length > 0);
    if (audienceChanged) {
      await requireTeams(db.query, w.tenantId, teamIds);
      await requireMembers(db.query, w.tenantId, 'inviteeIds', inviteeIds);
      changed.push('audience');
    }

    if (input.ownerIds) {
      if (!input.ownerIds.length) throw Errors.validation(`input.ownerIds: ${CAMPAIGN_MESSAGES.ownerRequired}`);
      // A campaign owner who is not a workspace admin would lose the campaign they are editing.
      if (!isWorkspaceManager(w) && !input.ownerIds.includes(me))
        throw Errors.validation(`input.ownerIds: ${CAMPAIGN_MESSAGES.keepYourselfOwner}`);
      await requireMembers(db.query, w.tenantId, 'ownerIds', input.ownerIds);
    }
    if (input.moderatorIds) await requireMembers(db.query, w.tenantId, 'moderatorIds', input.moderatorIds);
    if (input.evaluatorIds) await requireMembers(db.query, w.tenantId, 'evaluatorIds', input.evaluatorIds);

    let phases = await campaignPhases(db.query, c.id);
    if (input.phases) {
      checkPhaseChange(c.status, c.active_phase, input.phases, phases, now);
      if (
        !(
          input.phases.length === phases.length &&
          input.phases.every((p, i) => samePhase(p, phases[i] as CampaignPhaseRow))
        )
      ) {
        await writePhases(db.query, c.id, input.phases);
        phases = await campaignPhases(db.query, c.id);
        changed.push('phases');
      }
    }

    const fields = {
      title: c.title,
      brief: c.brief,
      categories: c.categories,
      allowAnonymous: c.allow_anonymous,
      premoderation: c.premoderation,
    };
    for (const [key, was] of Object.entries(fields))
      if (
        input[key as keyof typeof fields] != null &&
        JSON.stringify(input[key as keyof typeof fields]) !== JSON.stringify(was)
      )
        changed.push(key);
    await db.query(
      `update app.campaigns set title = $2, brief = $3, categories = $4, template_id = $5, cover_file_id = $6,
              audience = $7, allow_anonymous = $8, premoderation = $9, updated_by = $10, updated_at = $11
        where id = $1`,
      [
        c.id,
        input.title ?? c.title,
        input.brief ?? c.brief,
        input.categories ?? c.categories,
        input.templateId ?? c.template_id,
        cover,
        audience,
        input.allowAnonymous ?? c.allow_anonymous,
        input.premoderation ?? c.premoderation,
        me,
        now,
      ],
    );
    if (audienceChanged) {
      await writeTeams(db.query, c.id, teamIds);
      await writeInvitees(db.query, c.id, inviteeIds, me);
    }
    if (input.ownerIds) await writeRole(db.query, c.id, 'OWNER', input.ownerIds);
    if (input.moderatorIds) await writeRole(db.query, c.id, 'MODERATOR', input.moderatorIds);
    if (input.evaluatorIds) await writeRole(db.query, c.id, 'EVALUATOR', input.evaluatorIds);
    if (input.ownerIds || input.moderatorIds || input.evaluatorIds) changed.push('roles');
    // The previous cover goes with its objects (no other campaign uses it).
    if (c.cover_file_id && cover !== c.cover_file_id)
      await dropFiles(
        ctx,
        `f.id = $1 and f.purpose = 'CAMPAIGN_COVER' and not exists (select 1 from app.campaigns oc where oc.cover_file_id = f.id)`,
        [c.cover_file_id],
      );
    // New dates of a live campaign apply at once.
    const move =
      changed.includes('phases') && (c.status === 'SCHEDULED' || c.status === 'OPEN')
        ? await settleCampaign(ctx, { ...c, title: input.title ?? c.title }, phases, now, await noticeActor(ctx))
        : null;
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: {
        title: input.title ?? c.title,
        changed,
        ...(move ? { status: move.to.status, phase: move.phaseName } : {}),
      },
    });
    return requireCampaign(ctx, w, c.id);
  },
});
