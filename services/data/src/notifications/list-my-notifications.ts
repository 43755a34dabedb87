// listMyNotifications: the notification centre's page of the caller's events, newest first (the unread ones
// alone with `unreadOnly`), paged by nextToken like every list of the service, with the count of all their
// unread events for the bell.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { runtime } from '../graphql/context.ts';
import { QUERY_LIMITS } from '../graphql/limits.ts';
import { type DbRecord, listRecords } from '../store/repository.ts';
import { NOTIFICATIONS_BY_OWNER } from './models.ts';

export interface MyNotifications {
  items: DbRecord[];
  nextToken: string | null;
  unreadCount: number;
}

export const listMyNotifications = defineFunction({
  name: 'listMyNotifications',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({
    unreadOnly: z.boolean().nullish(),
    limit: z
      .number()
      .int()
      .min(1, 'expected a positive integer')
      .max(QUERY_LIMITS.maxPage, `at most ${QUERY_LIMITS.maxPage}`)
      .nullish(),
    nextToken: z.string().max(2_048, 'Invalid nextToken: it is not a token this query issued.').nullish(),
  }),
  async run(ctx, { unreadOnly, limit, nextToken }): Promise<MyNotifications> {
    const { principal, deps, db } = ctx;
    const owner = principal.userId;
    if (!owner) return { items: [], nextToken: null, unreadCount: 0 };
    const page = await listRecords(
      db.query,
      runtime(ctx, 'NotificationEvent'),
      {
        index: NOTIFICATIONS_BY_OWNER,
        partitionValue: owner,
        filter: unreadOnly ? { readAt: { attributeExists: false } } : null,
        // The partition is the caller: their own events, which the model's owner rule allows.
        scope: null,
        limit: limit ?? QUERY_LIMITS.defaultPage,
        nextToken,
        sortDirection: 'DESC',
      },
      deps.tokens,
    );
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from app.notification_events where owner = $1 and read_at is null',
      [owner],
    );
    return { ...page, unreadCount: count?.n ?? 0 };
  },
});
