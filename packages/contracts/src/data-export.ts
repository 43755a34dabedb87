// Export my data (issue 30): a user's download of everything the system holds about them, made by a job and kept
// for a day. The statuses, limits, messages and the state the data service answers, shared by the data service's
// account-export domain and the account page's "Export your data" section.
import { z } from 'zod';
import { SETTINGS_OPTIONS } from './settings.ts';

/** PENDING (the job is making it), READY (downloadable until it expires), EXPIRED (its file removed), FAILED. */
export const DATA_EXPORT_STATUSES = ['PENDING', 'READY', 'EXPIRED', 'FAILED'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_LIMITS = {
  /** How long a ready export (its file and its download link) lives. */
  keepHours: 24,
  /** At most one export in this many minutes per user (a failed one does not count). */
  everyMinutes: 60,
  /** How often the account page asks again while an export is being made. */
  pollSeconds: 3,
} as const;

/** Where the account page's section is: the e-mail and the notification link there. */
export const DATA_EXPORT_PATH = '/dashboard/account#data-export';

/** The latest export of the signed-in user, as `getMyDataExport` answers it (times as ISO text on the wire). */
export interface DataExportState<T = string> {
  id: string;
  status: DataExportStatus;
  createdAt: T;
  readyAt: T | null;
  expiresAt: T | null;
  /** The ZIP's size in bytes, once ready. */
  size: number | null;
  /** READY and unexpired only: a signed link that stops working at `expiresAt`. */
  url: string | null;
  /** When the user may ask for the next export; null when they may now. */
  nextRequestAt: T | null;
}

/** What the export holds, in the order the account page explains it. */
export const DATA_EXPORT_CONTENTS = [
  'Your profile and your sign-in account’s attributes and devices',
  'Your preferences: notification settings, time zone and this browser’s display settings',
  'Your notifications',
  'Your sign-in history and security changes',
  'The activity log entries of what you did, and of what was done to your account',
  'Your workspace and team memberships',
  'The ideas and comments you wrote, your co-authorships, votes and follows, and the files you uploaded',
  'Your survey answers and the payments you made',
] as const;

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

export const DATA_EXPORT_MESSAGES = {
  /** A second request within the hour. */
  tooSoon: (waitMinutes: number) =>
    `You can request one export an hour. You can request the next one in ${minutes(waitMinutes)}.`,
  readyTitle: 'Your data export is ready',
  readyBody: (expires: string) =>
    `The export of your data you asked for is ready to download from your account page until ${expires}. After that it is deleted; you can request a new one at any time.`,
  failed: 'Your export could not be made. Request it again.',
} as const;

const option = <T extends readonly (string | boolean)[]>(values: T) => z.literal([...values] as T[number][]).optional();

/** The display settings the browser keeps (`app.settings`), sent with the request so the export holds them. */
export const ZDisplaySettings = z
  .object({
    colorPreset: option(SETTINGS_OPTIONS.colorPreset),
    contrast: option(SETTINGS_OPTIONS.contrast),
    direction: option(SETTINGS_OPTIONS.direction),
    layout: option(SETTINGS_OPTIONS.layout),
    navColor: option(SETTINGS_OPTIONS.navColor),
    paletteMode: option(SETTINGS_OPTIONS.paletteMode),
    responsiveFontSizes: option(SETTINGS_OPTIONS.responsiveFontSizes),
    stretch: option(SETTINGS_OPTIONS.stretch),
  })
  .strict();
export type TDisplaySettings = z.infer<typeof ZDisplaySettings>;
