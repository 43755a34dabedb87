// moveIdeas: moderators (the workspace's owners and admins; a campaign's moderators its ideas) move submitted ideas to a stage, one (a drag on the
// kanban) or up to 100 at once (bulk). Each idea that changes stage gets its stage event, its audit row, a notice to
// its authors, co-authors and followers, and its realtime update; one already in the stage is left as it is. An id
// the caller cannot see (another workspace's, a draft) fails the whole move as a missing idea; an archived
// campaign's idea fails it as read-only.
import { type CampaignStatus, IDEA_LIMITS, IDEA_STAGE_LABELS, IDEA_STAGES, type IdeaStage } from '@innov/contracts';
import { z } from 'zod';
import { writeAudit } from '../audit/write-audit.ts';
import { requireCampaignWritable } from '../campaigns/campaign-access.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import {
  type IdeaRow,
  moderatesIdeaSql,
  noSuchIdea,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  visibleIdeaSql,
  ZId,
} from './idea-access.ts';
import { concernedViewers } from './idea-audience.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actorName, noticeIdea } from './idea-notices.ts';
import { type IdeaCard, ideaEventRecord, readIdeaCardRows, shownIdeaCard } from './idea-record.ts';

export const ZMoveIdeasArgs = z.object({
  input: z.object({
    ids: z
      .array(ZId)
      .min(1, 'choose at least one idea')
      .max(IDEA_LIMITS.bulkMove, `at most ${IDEA_LIMITS.bulkMove} ideas at once`)
      .transform((ids) => [...new Set(ids)]),
    stage: z.enum(IDEA_STAGES),
    note: z
      .string()
      .trim()
      .max(IDEA_LIMITS.stageNote, `at most ${IDEA_LIMITS.stageNote} characters`)
      .nullish()
      .transform((v) => v || null),
  }),
});

export const moveIdeas = defineFunction({
  name: 'moveIdeas',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 60 },
  input: ZMoveIdeasArgs,
  audit: (_cards: IdeaCard[], args) => notedAudit(args),
  async run(ctx, args): Promise<IdeaCard[]> {
    const { principal, db, deps, request } = ctx;
    const { ids, stage, note } = args.input;
    const w = await requireIdeasWriter(principal, 'moveIdeas');
    const me = principal.userId as string;
    // Locked in id order, so two bulk moves over the same ideas wait for each other instead of deadlocking.
    const ideas = await db.query<
      Pick<IdeaRow, 'id' | 'tenant_id' | 'title' | 'stage' | 'owner' | 'merged_into'> & {
        moderates: boolean;
        campaign_status: CampaignStatus | null;
      }
    >(
      `select i.id, i.tenant_id, i.title, i.stage, i.owner, i.merged_into, ${moderatesIdeaSql('i', '$3')} as moderates,
              (select c.status from app.campaigns c where c.id = i.campaign_id) as campaign_status
         from app.ideas i
        where i.id = any($1::text[]) and i.state = 'SUBMITTED' and ${visibleIdeaSql('i', '$2', '$3')}
        order by i.id for update of i`,
      [ids, w.tenantId, me],
    );
    if (ideas.length !== ids.length) throw noSuchIdea();
    // Each idea's moderators move it: a campaign's, or the workspace's owners and admins.
    if (ideas.some((i) => !i.moderates)) throw Errors.unauthorized('moveIdeas', 'Mutation');
    for (const i of ideas) {
      if (i.campaign_status) requireCampaignWritable({ status: i.campaign_status });
      requireNotMerged(i);
    }
    const rt = runtime(ctx, 'Idea');
    const now = deps.now();
    const moved: { id: string; title: string; from: string | null }[] = [];
    const by = await actorName(ctx);
    for (const idea of ideas) {
      if (idea.stage === stage) continue;
      const [row] = await db.query<Record<string, unknown>>(
        `update app.ideas set stage = $2, stage_changed_at = $3, last_activity_at = $3, updated_at = $3
          where id = $1 returning ${rt.selectList}`,
        [idea.id, stage, now],
      );
      await db.query(
        `insert into app.idea_stage_events (idea_id, from_stage, to_stage, actor, note, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [idea.id, idea.stage, stage, me, note, now],
      );
      ctx.publish('onUpdateIdea', ideaEventRecord(rt, row as Record<string, unknown>));
      const from = idea.stage ? IDEA_STAGE_LABELS[idea.stage as IdeaStage] : null;
      const to = IDEA_STAGE_LABELS[stage];
      await noticeIdea(
        ctx,
        (await concernedViewers(db.query, idea)).map((p) => p.user_id),
        idea.id,
        {
          kind: 'idea.stageChanged',
          title: `"${idea.title}" is now ${to.toLowerCase()}`,
          body: `${by ?? 'A moderator'} moved "${idea.title}"${from ? ` from ${from}` : ''} to ${to}.${note ? `\n\n${note}` : ''}`,
        },
        by,
      );
      moved.push({ id: idea.id, title: idea.title, from: idea.stage });
    }
    // One audit row per idea moved, so each idea's trail shows its move: the function's own row is the first's,
    // the others are written here in the same transaction.
    const entry = (m: { id: string; title: string; from: string | null }) => ({
      action: 'moveIdeas',
      target: `Idea:${m.id}`,
      tenantId: w.tenantId,
      details: {
        title: m.title,
        from: m.from,
        to: stage,
        ...(note ? { note } : {}),
        ...(ids.length > 1 ? { bulk: ids.length } : {}),
      },
    });
    const [first, ...rest] = moved;
    for (const m of rest) await writeAudit(db.query, principal, request, entry(m), now);
    noteAudit(
      args,
      first
        ? entry(first)
        : // Nothing moved (every idea was in the stage already): no idea's trail has anything to show.
          { target: null, tenantId: w.tenantId, details: { to: stage, unchanged: ids.length } },
    );
    if (moved.length) ideaCountsChanged(ctx, w.tenantId);
    const cards = new Map(
      (await readIdeaCardRows(db.query, w.tenantId, me, ids)).map((r) => [r.id, shownIdeaCard(r, principal.isAdmin)]),
    );
    return ids.map((id) => cards.get(id)).filter((c): c is IdeaCard => Boolean(c));
  },
});
