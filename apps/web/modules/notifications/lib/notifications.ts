// The signed-in user's notification preferences as the data service keeps them (the Notification model): one
// record per notification type (MARKETING, SECURITY, PRODUCT) with the channels it goes to (EMAIL, PUSH, SMS,
// PHONE) and PRODUCT's daily digest. The service lets a user see and change only their own records (owner
// rule), so lists need no owner filter. What happened (the notifications themselves) is notification-events.ts.
//
// Usage: const list = Notifications.useList({ args: { limit: PAGE_SIZE } });
import type { NotificationType } from '@innov/contracts';
import { MODEL_SPECS, type NotificationRecord } from '@innov/contracts/generated/models';
import { defineModel } from '../../data/lib/model.ts';
import type { ModelSpec } from '../../data/lib/requests.ts';

/** A Notification record as the data service defines it (generated from its model). */
export type Notification = NotificationRecord;

export const NotificationModel: ModelSpec = MODEL_SPECS.Notification;

export const Notifications = defineModel<Notification>(NotificationModel, 'userPool');

export const TYPE_LABELS: Record<NotificationType, string> = {
  MARKETING: 'Marketing',
  SECURITY: 'Security',
  PRODUCT: 'Product',
};
