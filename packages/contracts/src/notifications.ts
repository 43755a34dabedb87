// A user's notification settings as the dashboard's form sends them (a Notification record's type and channels):
// the type is required, the channels may be none (the type kept, nothing sent).
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './enums.ts';

export const ZNotificationSettings = z.object({
  type: z.enum(NOTIFICATION_TYPES, { error: 'Choose a notification type' }),
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
