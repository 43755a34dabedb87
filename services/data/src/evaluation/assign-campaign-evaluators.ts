// assignCampaignEvaluators: whoever moderates the campaign (its owners and moderators, the workspace's owners and
// admins) asks people to review its ideas: active members named in person (`userIds`) and the active members of
// teams of the workspace at this moment (`teamIds`, the team recorded on their row), with an optional due date in
// the future (none: the end of the campaign's last phase that allows evaluation). Someone already evaluating gets
// the new date (and a new reminder when it moved); each newly assigned person is told. Answers the evaluators.
import { EVALUATION_LIMITS, EVALUATION_MESSAGES } from '@innov/contracts';
import { z } from 'zod';
import { requireCampaignWritable, requireVisibleCampaign } from '../campaigns/campaign-access.ts';
import { requireTeams } from '../campaigns/campaign-input.ts';
import { noticeActor, noticeDate } from '../campaigns/campaign-notices.ts';
import { requireCampaignModerator } from '../campaigns/campaign-writes.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { activeMembers, noteAudit, notedAudit, ZId } from '../teams/team-access.ts';
import { announceMembershipChange } from '../workspaces/workspace-state.ts';
import { effectiveDueSql, requireEvaluationWriter } from './evaluation-access.ts';
import { noticeEvaluators } from './evaluation-notices.ts';
import { type CampaignEvaluator, readCampaignEvaluators } from './evaluation-record.ts';

const ZDueAt = z.coerce
  .date({ message: 'expected a date and time' })
  .max(new Date(Date.UTC(9999, 11, 31)), 'expected a date before the year 10000');

export const ZAssignCampaignEvaluatorsArgs = z.object({
  input: z.object({
    campaignId: ZId,
    userIds: z
      .array(ZId)
      .max(EVALUATION_LIMITS.evaluators, `at most ${EVALUATION_LIMITS.evaluators} people`)
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    teamIds: z
      .array(ZId)
      .max(EVALUATION_LIMITS.teams, `at most ${EVALUATION_LIMITS.teams} teams`)
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    dueAt: ZDueAt.nullish(),
  }),
});

export const assignCampaignEvaluators = defineFunction({
  name: 'assignCampaignEvaluators',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: ZAssignCampaignEvaluatorsArgs,
  audit: (_e: CampaignEvaluator[], args) => notedAudit(args),
  async run(ctx, args): Promise<CampaignEvaluator[]> {
    const { principal, db, deps } = ctx;
    const { campaignId, userIds, teamIds } = args.input;
    const dueAt = args.input.dueAt ?? null;
    const w = await requireEvaluationWriter(principal, 'assignCampaignEvaluators');
    const me = principal.userId as string;
    const found = await requireVisibleCampaign(db.query, w.tenantId, me, campaignId, { lock: true });
    requireCampaignModerator(found, 'assignCampaignEvaluators');
    const c = found.campaign;
    requireCampaignWritable(c);
    if (!userIds.length && !teamIds.length) throw Errors.validation(EVALUATION_MESSAGES.evaluatorsRequired);
    const now = deps.now();
    if (dueAt && dueAt.getTime() <= now.getTime()) throw Errors.validation(EVALUATION_MESSAGES.dueInPast);
    const people = await activeMembers(db.query, w.tenantId, userIds);
    if (people.length !== userIds.length) throw Errors.validation(EVALUATION_MESSAGES.notMember);
    const teams = await requireTeams(db.query, w.tenantId, teamIds);
    // The teams' active members now, each with the first team named that has them; named in person wins.
    const viaTeams = teamIds.length
      ? await db.query<{ user_id: string; team_id: string }>(
          `select distinct on (tm.user_id) tm.user_id, tm.team_id
             from app.team_members tm
             join app.workspace_members m on m.tenant_id = $1 and m.user_id = tm.user_id
             join app.user_profiles p on p.id = tm.user_id and p.tenant_id = $1
            where tm.team_id = any($2::text[]) and not (p.pending_approval and m.role <> 'owner')
            order by tm.user_id, array_position($2::text[], tm.team_id)`,
          [w.tenantId, teamIds],
        )
      : [];
    const assigned = new Map<string, string | null>(viaTeams.map((r) => [r.user_id, r.team_id]));
    for (const id of userIds) assigned.set(id, null);
    if (!assigned.size) throw Errors.validation(EVALUATION_MESSAGES.evaluatorsRequired);
    if (assigned.size > EVALUATION_LIMITS.evaluators)
      throw Errors.validation(`at most ${EVALUATION_LIMITS.evaluators} evaluators at a time`);
    const ids = [...assigned.keys()];
    const before = new Set(
      (
        await db.query<{ user_id: string }>(
          `select user_id from app.campaign_roles where campaign_id = $1 and role = 'EVALUATOR' and user_id = any($2::text[])`,
          [c.id, ids],
        )
      ).map((r) => r.user_id),
    );
    // A new due date clears the reminder sent for the old one.
    await db.query(
      `insert into app.campaign_roles (campaign_id, user_id, role, due_at, team_id, created_at)
       select $1, x.user_id, 'EVALUATOR', $4, x.team_id, $5 from unnest($2::text[], $3::text[]) as x(user_id, team_id)
       on conflict (campaign_id, user_id, role) do update
          set due_at = excluded.due_at, team_id = excluded.team_id,
              reminded_at = case when app.campaign_roles.due_at is distinct from excluded.due_at then null
                                 else app.campaign_roles.reminded_at end`,
      [c.id, ids, ids.map((id) => assigned.get(id) ?? null), dueAt, now],
    );
    const added = ids.filter((id) => !before.has(id));
    const [due] = await db.query<{ due_at: Date | null }>(
      `select ${effectiveDueSql('r', 'r.campaign_id')} as due_at from (select $1::text as campaign_id, $2::timestamptz as due_at) r`,
      [c.id, dueAt],
    );
    const by = due?.due_at ? ` by ${noticeDate(due.due_at)}` : '';
    const notified = await noticeEvaluators(
      ctx,
      added,
      c.id,
      {
        kind: 'evaluation.assigned',
        title: `You were asked to review ideas in “${c.title}”`,
        body: `Score the ideas of the campaign “${c.title}” on its scorecard${by}.`,
        sourceId: (userId) => `campaign:${c.id}:evaluator:${userId}:${now.getTime()}`,
      },
      await noticeActor(ctx),
    );
    // Evaluators see the campaign (a role holder sees even a draft): the cached contexts are told.
    announceMembershipChange(ctx, { tenantId: w.tenantId });
    noteAudit(args, {
      target: `Campaign:${c.id}`,
      tenantId: w.tenantId,
      details: {
        title: c.title,
        evaluators: ids,
        added: added.length,
        teams: teams.map((t) => t.name),
        dueAt: dueAt?.toISOString() ?? null,
        notified,
      },
    });
    return readCampaignEvaluators(db.query, c.id);
  },
});
