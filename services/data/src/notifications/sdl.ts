// The notifications domain's GraphQL: notification types and channels, the centre's page of events with the
// unread count, and the read state.
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const notificationsSdl: SdlFragment = {
  enums: { NotificationType: NOTIFICATION_TYPES, NotificationChannel: NOTIFICATION_CHANNELS },
  sdl: /* GraphQL */ `
type MyNotifications { items: [NotificationEvent!]! nextToken: String unreadCount: Int! }
extend type Query {
  "The signed-in user's notifications, newest first; unreadCount counts all their unread ones."
  listMyNotifications(unreadOnly: Boolean, limit: Int, nextToken: String): MyNotifications!
}
extend type Mutation {
  "Marks one of the caller's notifications read (idempotent); null when the caller has none with this id."
  markNotificationRead(id: ID!): NotificationEvent
  "Marks every unread notification of the caller read; answers how many it marked."
  markAllNotificationsRead: Int!
}
`,
};
