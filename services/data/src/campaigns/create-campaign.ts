// createCampaign: a workspace owner or admin (plan with campaigns, ACTIVE workspace) makes a DRAFT campaign: its
// details, template, audience, roles (the creator is its owner unless `ownerIds` names others) and contiguous
// phases (contracts' ZPhases). Nobody else sees a draft but its role holders and the workspace's owners and admins.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { noteAudit, notedAudit } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { isWorkspaceManager, requireCampaignsWriter } from './campaign-access.ts';
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
  ZCreateCampaignInput,
} from './campaign-input.ts';
import { type Campaign, requireCampaign } from './campaign-record.ts';

export const createCampaign = defineFunction({
  name: 'createCampaign',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 20 },
  input: z.object({ input: ZCreateCampaignInput }),
  audit: (_c: Campaign, args) => notedAudit(args),
  async run(ctx, args): Promise<Campaign> {
    const { principal, db, deps } = ctx;
    const { input } = args;
    const me = principal.userId as string;
    const w = await requireCampaignsWriter(principal, 'createCampaign');
    if (!isWorkspaceManager(w)) throw Errors.unauthorized('createCampaign', 'Mutation');
    await requireUsableTemplate(db.query, w.tenantId, input.templateId);
    if (input.coverFileId) await requireCover(db.query, w.tenantId, input.coverFileId);
    const teamIds = input.audience === 'TEAMS' ? (input.teamIds ?? []) : [];
    const inviteeIds = input.audience === 'INVITED' ? (input.inviteeIds ?? []) : [];
    requireAudienceMembers(input.audience, teamIds, inviteeIds);
    const teams = await requireTeams(db.query, w.tenantId, teamIds);
    await requireMembers(db.query, w.tenantId, 'inviteeIds', inviteeIds);
    const ownerIds = input.ownerIds?.length ? input.ownerIds : [me];
    await requireMembers(db.query, w.tenantId, 'ownerIds', ownerIds);
    const moderatorIds = input.moderatorIds ?? [];
    await requireMembers(db.query, w.tenantId, 'moderatorIds', moderatorIds);
    const evaluatorIds = input.evaluatorIds ?? [];
    await requireMembers(db.query, w.tenantId, 'evaluatorIds', evaluatorIds);

    const now = deps.now();
    const [row] = await db.query<{ id: string }>(
      `insert into app.campaigns (tenant_id, title, brief, cover_file_id, categories, template_id, audience,
         allow_anonymous, premoderation, status, created_by, updated_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'DRAFT', $10, $10, $11, $11) returning id`,
      [
        w.tenantId,
        input.title,
        input.brief ?? '',
        input.coverFileId ?? null,
        input.categories ?? [],
        input.templateId,
        input.audience,
        input.allowAnonymous ?? false,
        input.premoderation ?? false,
        me,
        now,
      ],
    );
    await writePhases(db.query, row.id, input.phases);
    await writeRole(db.query, row.id, 'OWNER', ownerIds);
    await writeRole(db.query, row.id, 'MODERATOR', moderatorIds);
    await writeRole(db.query, row.id, 'EVALUATOR', evaluatorIds);
    await writeTeams(db.query, row.id, teamIds);
    await writeInvitees(db.query, row.id, inviteeIds, me);
    // Role holders see the draft: the workspace contexts that cache who sees what are told.
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${row.id}`,
      tenantId: w.tenantId,
      details: {
        title: input.title,
        audience: input.audience,
        teams: teams.map((t) => t.name),
        invitees: inviteeIds.length,
        owners: ownerIds,
        moderators: moderatorIds,
        evaluators: evaluatorIds,
        phases: input.phases.length,
      },
    });
    return requireCampaign(ctx, w, row.id);
  },
});
