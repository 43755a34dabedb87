// markNotificationRead: the caller opened one of their notifications. Idempotent (a read one keeps its first
// read time); an id the caller has no notification under, another user's included, answers null, as a missing
// record does. Every browser of the user follows through onUpdateNotificationEvent.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { type DbRecord, toRecord } from '../store/repository.ts';

export const ZNotificationId = z.string().regex(/^[A-Za-z0-9_.:@-]{1,128}$/, 'not a valid id');

export const markNotificationRead = defineFunction({
  name: 'markNotificationRead',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ id: ZNotificationId }),
  audit: (record: DbRecord | null, input) => ({ target: `NotificationEvent:${record?.id ?? input.id}` }),
  async run(ctx, { id }): Promise<DbRecord | null> {
    const { principal, db, deps } = ctx;
    if (!principal.userId) return null;
    const rt = runtime(ctx, 'NotificationEvent');
    const [changed] = await db.query<Record<string, unknown>>(
      `update app.notification_events set read_at = $3, updated_at = $3
        where id = $1 and owner = $2 and read_at is null returning ${rt.selectList}`,
      [id, principal.userId, deps.now()],
    );
    if (changed) {
      const record = toRecord(rt, changed);
      ctx.publish('onUpdateNotificationEvent', record);
      return record;
    }
    const [row] = await db.query<Record<string, unknown>>(
      `select ${rt.selectList} from app.notification_events where id = $1 and owner = $2`,
      [id, principal.userId],
    );
    return row ? toRecord(rt, row) : null;
  },
});
