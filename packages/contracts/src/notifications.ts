// A user's notification settings as the dashboard's form sends them (a Notification record's type and channels):
// the type is required, the channels may be none (the type kept, nothing sent). And the notification centre's
// rules both sides read: how long events are kept, when the PRODUCT digest goes out, what a time zone is.
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './enums.ts';

export const ZNotificationSettings = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: 'Choose a notification type' }),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** PRODUCT only: e-mail once a day instead of at once. */
  digest: z.boolean().optional(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** Notification events older than this are deleted (the notification-prune job). */
export const NOTIFICATION_RETENTION_DAYS = 90;
/** The PRODUCT digest goes out once the user's local time has passed this hour. */
export const NOTIFICATION_DIGEST_HOUR = 8;
/** Where a security notification leads: the account page's security section. */
export const SECURITY_NOTIFICATION_LINK = '/dashboard/account#security';

// An IANA zone name (Europe/London, America/Argentina/Buenos_Aires, UTC, Etc/GMT+5), not an offset like +01:00.
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]{0,31}(?:\/[A-Za-z0-9_+-]{1,32}){0,2}$/;

/** True for a time zone name this runtime's Intl knows (a browser's resolvedOptions().timeZone, for instance). */
export function isTimeZoneName(value: string): boolean {
  if (!TIME_ZONE_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().refine(isTimeZoneName, { error: 'expected a time zone name like Europe/London' });
