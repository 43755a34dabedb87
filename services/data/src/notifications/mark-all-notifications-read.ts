// markAllNotificationsRead: every unread notification of the caller becomes read at once; each one marked is
// published on onUpdateNotificationEvent, so the user's other browsers follow. Answers how many it marked.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { toRecord } from '../store/repository.ts';

export const markAllNotificationsRead = defineFunction({
  name: 'markAllNotificationsRead',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({}),
  audit: (marked: number) => ({ details: { marked } }),
  async run(ctx): Promise<number> {
    const { principal, db, deps } = ctx;
    if (!principal.userId) return 0;
    const rt = runtime(ctx, 'NotificationEvent');
    const rows = await db.query<Record<string, unknown>>(
      `update app.notification_events set read_at = $2, updated_at = $2
        where owner = $1 and read_at is null returning ${rt.selectList}`,
      [principal.userId, deps.now()],
    );
    for (const row of rows) ctx.publish('onUpdateNotificationEvent', toRecord(rt, row));
    return rows.length;
  },
});
