// The signed-in user's Notification records as the data service keeps them: one per notification type
// (MARKETING, SECURITY, PRODUCT) with the channels it goes to (EMAIL, PUSH, SMS, PHONE). The service lets a
// user see and change only their own records (owner rule), so lists need no owner filter.
//
// Usage: const list = Notifications.useList({ args: { limit: PAGE_SIZE } });
import type { NotificationChannel, NotificationType } from '@innov/contracts';
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

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  EMAIL: 'E-mail',
  PUSH: 'Push',
  SMS: 'SMS',
  PHONE: 'Phone',
};

/** Newest change first (then newest created), so what just changed is on top. */
export function newestFirst(items: readonly Notification[]): Notification[] {
  return [...items].sort(
    (a, b) =>
      b.updatedAt.localeCompare(a.updatedAt) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  );
}

export function channelsText(channels: readonly NotificationChannel[] | null): string {
  if (!channels || channels.length === 0) return 'No channels';
  return channels.map((c) => CHANNEL_LABELS[c] ?? c).join(', ');
}
