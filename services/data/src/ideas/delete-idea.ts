// deleteIdea: the author deletes their draft, or their submitted idea while it is still NEW (IdeaLocked after);
// a moderator (owner, admin; a campaign's moderators its ideas) deletes any submitted idea. Votes, comments, follows, versions and co-authors go with
// it, and its attachments; everyone looking sees it leave (onDeleteIdea). The ideas merged into it go with it: their
// comments and followers moved to it, and a merge whose target is gone cannot be undone (issue 29).
import { MERGE_MESSAGES } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { dropFiles } from '../files/file-access.ts';
import {
  moderatesIdea,
  noteAudit,
  notedAudit,
  requireIdeasWriter,
  requireUnlocked,
  requireVisibleIdea,
  ZId,
} from './idea-access.ts';
import { ideaCountsChanged } from './idea-counts.ts';
import { requireNotMerged } from './idea-merges.ts';
import { actsAnonymously } from './idea-notices.ts';
import { ideaRecord } from './idea-record.ts';

/** Locks the rows of `ids` in id order (as lockVisibleIdeas and moveIdeas do). */
async function lockIdeas(q: RawQuery, ids: readonly string[]): Promise<void> {
  if (ids.length) await q('select id from app.ideas where id = any($1::text[]) order by id for update', [[...ids]]);
}

export const deleteIdea = defineFunction({
  name: 'deleteIdea',
  type: 'Mutation',
  allow: 'signedIn',
  writeLimit: { perMinute: 30 },
  input: z.object({ input: z.object({ id: ZId }) }),
  audit: (_deleted: boolean, args) => notedAudit(args),
  async run(ctx, args): Promise<boolean> {
    const { principal, db } = ctx;
    const me = principal.userId as string;
    const w = await requireIdeasWriter(principal, 'deleteIdea');
    // The ideas merged into it go with it. Rows are locked in id order, as merges lock them: the idea and those
    // merged into it, then any merged into it before the idea's lock was ours (none can be after).
    const seen = await requireVisibleIdea(db.query, w.tenantId, me, args.input.id);
    const mergedInto = async () =>
      (await db.query<{ id: string }>('select id from app.ideas where merged_into = $1 order by id', [seen.id])).map(
        (r) => r.id,
      );
    await lockIdeas(db.query, [seen.id, ...(await mergedInto())]);
    const idea = await requireVisibleIdea(db.query, w.tenantId, me, seen.id, { lock: true });
    const merged = await mergedInto();
    await lockIdeas(db.query, merged);
    const moderates = idea.state === 'SUBMITTED' && (await moderatesIdea(db.query, w, idea, me));
    if (!moderates) {
      if (idea.owner !== me) throw Errors.unauthorized('deleteIdea', 'Mutation');
      // A merged idea is its moderators' to delete (its merge goes with it, and with it the way back), and so is an
      // idea others were merged into (they would go with it).
      requireNotMerged(idea);
      if (merged.length) throw Errors.validation(MERGE_MESSAGES.deleteHasMerges);
      requireUnlocked(idea);
    }
    const ids = [idea.id, ...merged];
    const records: Record<string, unknown>[] = [];
    for (const id of ids) {
      const record = await ideaRecord(ctx, id);
      if (record) records.push(record);
    }
    // Asked before the delete takes its co-authors: the row is written once the idea is gone, and an anonymous
    // idea's author or co-author deleting it stays anonymous.
    const anonymousActor = await actsAnonymously(db.query, idea, me);
    await db.query('delete from app.ideas where id = any($1::text[])', [ids]);
    // Their attachments: rows now, objects once this commits.
    await dropFiles(ctx, `f.record_type = 'IDEA' and f.record_id = any($1::text[])`, [ids]);
    for (const record of records) ctx.publish('onDeleteIdea', record);
    if (idea.state === 'SUBMITTED') ideaCountsChanged(ctx, w.tenantId);
    noteAudit(args, {
      target: `Idea:${idea.id}`,
      tenantId: w.tenantId,
      details: {
        title: idea.title,
        state: idea.state,
        stage: idea.stage,
        ...(merged.length ? { mergedIdeas: merged } : {}),
        ...(anonymousActor ? { anonymousActor } : {}),
      },
    });
    return true;
  },
});
