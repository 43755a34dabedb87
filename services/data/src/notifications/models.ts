// The notifications domain's models: a user's preferences (Notification: one record per type with its channels,
// under the server's rules of preferences.ts) and what happened to them (NotificationEvent), written only by
// notify() in the transaction of the change that caused it. Clients read their own events (getNotificationEvent,
// the subscriptions; the list and the read state go through listMyNotifications and markNotificationRead), never
// create or delete one.
import { schema } from '@innov/db';
import { bool, e, json, own, s, time } from '../models/fields.ts';
import type { IndexDef, ModelDef } from '../models/types.ts';
import { enforcePreferenceRules } from './preferences.ts';

/** The recipient's events, newest first: listMyNotifications pages through it. */
export const NOTIFICATIONS_BY_OWNER: IndexDef = {
  query: 'notificationEventsByOwnerAndCreatedAt',
  partition: 'owner',
  sort: 'createdAt',
  internal: true,
};

export const notificationEventModel: ModelDef = {
  name: 'NotificationEvent',
  table: schema.notificationEvents,
  fields: {
    type: e('NotificationType!', { readOnly: true }),
    kind: s('String!', { readOnly: true }),
    title: s('String!', { readOnly: true }),
    body: s('String', { readOnly: true }),
    link: s('String', { readOnly: true }),
    actorName: s('String', { readOnly: true }),
    owner: s('String', { readOnly: true }),
    push: bool({ readOnly: true }),
    readAt: time({ readOnly: true }),
  },
  indexes: [NOTIFICATIONS_BY_OWNER],
  // Amplify's owner rule: the recipient reads their own, in lists, gets and subscription events alike.
  rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
  expose: { get: true, subscribe: true },
  ownerField: 'owner',
};

export const notificationModel: ModelDef = {
  name: 'Notification',
  table: schema.notifications,
  fields: {
    type: e('NotificationType!', { required: true }),
    owner: s('String', { readOnly: true }),
    userProfileId: s('ID', { readOnly: true }),
    channels: json('[NotificationChannel!]', { input: '[NotificationChannel!]' }),
    digest: bool(),
  },
  indexes: [{ query: 'notificationsByUserProfileIdAndType', partition: 'userProfileId', sort: 'type', internal: true }],
  rules: [{ allow: 'signedIn', ops: ['read', 'create', 'update', 'delete'], where: own }],
  expose: { get: true, list: true, create: true, update: true, delete: true, subscribe: true },
  ownerField: 'owner',
  onCreate(values, p) {
    values.userProfileId = p.userId ?? values.userProfileId ?? null;
  },
  enforce: enforcePreferenceRules,
  // A member's own notification preferences, as their profile.
  whileNotActive: 'personal',
};
