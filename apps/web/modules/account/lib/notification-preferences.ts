// The account page's notification preferences as one form: for each type (SECURITY, PRODUCT, MARKETING) the
// automated channels E-mail, Push and SMS; PRODUCT's daily digest and the time zone it goes out in; and PHONE,
// the contact preference the team sees. Where each lives:
// - the Notification records (one per type, its channels; PRODUCT's `digest`), with the server's rules: SECURITY
//   always e-mails; a type without a record has the defaults (SECURITY and PRODUCT e-mail, MARKETING e-mail
//   with consent);
// - MARKETING's e-mail is identity's `custom:marketing_update` (the marketing consent), which the data side
//   follows: one setting, not two;
// - the time zone is the profile's `timeZone`, the browser's when it has none.
// Pure: what the form starts from, and what a save must change.
import { NOTIFICATION_TYPES, type NotificationChannel, type NotificationType } from '@innov/contracts';
import { isTimeZoneName } from '@innov/contracts/notifications';
import { z } from 'zod';

export const MARKETING_ATTRIBUTE = 'custom:marketing_update';

const zChannels = z.object({ email: z.boolean(), push: z.boolean(), sms: z.boolean() });

export const ZNotificationPreferences = z.object({
  SECURITY: zChannels,
  PRODUCT: zChannels,
  MARKETING: zChannels,
  /** PRODUCT e-mail once a day, at 08:00 in `timeZone`. */
  digest: z.boolean(),
  /** The team may phone the user (PHONE on every type): a contact preference, not an automated channel. */
  phone: z.boolean(),
  timeZone: z.string().refine(isTimeZoneName, 'Choose a time zone from the list.'),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export type TChannelSwitches = z.infer<typeof zChannels>;

export interface TPreferenceRecord {
  id: string;
  type: NotificationType;
  channels: readonly NotificationChannel[] | null;
  digest?: boolean | null;
}

const DEFAULT_CHANNELS: Record<NotificationType, NotificationChannel[]> = {
  SECURITY: ['EMAIL'],
  PRODUCT: ['EMAIL'],
  MARKETING: [],
};

/** The browser's time zone (Intl), or UTC when it names none this runtime knows. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZoneName(zone) ? zone : 'UTC';
}

/** The zones to choose from: the runtime's IANA list, with `current` in it even when the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', current];
  const all = new Set(supported);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}

function recordOf(records: readonly TPreferenceRecord[], type: NotificationType) {
  return records.find((r) => r.type === type);
}

function channelsOf(records: readonly TPreferenceRecord[], type: NotificationType): NotificationChannel[] {
  const record = recordOf(records, type);
  return [...(record?.channels ?? DEFAULT_CHANNELS[type])];
}

/** The form's starting values from what the services hold. */
export function preferencesFrom(input: {
  records: readonly TPreferenceRecord[];
  marketingConsent: boolean;
  timeZone: string | null | undefined;
  fallbackTimeZone: string;
}): TNotificationPreferences {
  const switches = (type: NotificationType): TChannelSwitches => {
    const channels = channelsOf(input.records, type);
    return { email: channels.includes('EMAIL'), push: channels.includes('PUSH'), sms: channels.includes('SMS') };
  };
  return {
    SECURITY: { ...switches('SECURITY'), email: true },
    PRODUCT: switches('PRODUCT'),
    MARKETING: { ...switches('MARKETING'), email: input.marketingConsent },
    digest: recordOf(input.records, 'PRODUCT')?.digest === true,
    phone: NOTIFICATION_TYPES.some((type) => channelsOf(input.records, type).includes('PHONE')),
    timeZone: input.timeZone || input.fallbackTimeZone,
  };
}

/** A type's channels as the form sets them (E-mail kept out of MARKETING: the consent carries it). */
export function channelsFor(type: NotificationType, values: TNotificationPreferences): NotificationChannel[] {
  const s = values[type];
  const channels: NotificationChannel[] = [];
  if (type === 'SECURITY' || (type === 'PRODUCT' && s.email)) channels.push('EMAIL');
  if (s.push) channels.push('PUSH');
  if (s.sms) channels.push('SMS');
  if (values.phone) channels.push('PHONE');
  return channels;
}

export interface TPreferenceChanges {
  /** Notification records to write: `id` updates the type's record, none creates it. */
  records: { id?: string; type: NotificationType; channels: NotificationChannel[]; digest?: boolean }[];
  /** The marketing consent to store, when it changed. */
  marketingConsent?: boolean;
  /** The profile's time zone to store, when it changed. */
  timeZone?: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** What a save writes to get from `before` (as the services hold it) to `after`: nothing that did not change. */
export function preferenceChanges(
  records: readonly TPreferenceRecord[],
  before: TNotificationPreferences,
  after: TNotificationPreferences,
  storedTimeZone: string | null | undefined,
): TPreferenceChanges {
  const out: TPreferenceChanges = { records: [] };
  for (const type of NOTIFICATION_TYPES) {
    const wanted = channelsFor(type, after);
    const had = channelsFor(type, before);
    // MARKETING's stored e-mail follows the consent on the server: compare the rest.
    const changed = !sameSet(wanted, had);
    const digestChanged = type === 'PRODUCT' && after.digest !== before.digest;
    if (!changed && !digestChanged) continue;
    const record = recordOf(records, type);
    out.records.push({
      ...(record ? { id: record.id } : {}),
      type,
      channels: wanted,
      ...(type === 'PRODUCT' ? { digest: after.digest } : {}),
    });
  }
  if (after.MARKETING.email !== before.MARKETING.email) out.marketingConsent = after.MARKETING.email;
  if (after.timeZone !== (storedTimeZone ?? '')) out.timeZone = after.timeZone;
  return out;
}

/** Whether any type has Push on (the browser's permission then matters). */
export function anyPush(values: Pick<TNotificationPreferences, NotificationType>): boolean {
  return NOTIFICATION_TYPES.some((type) => values[type].push);
}
