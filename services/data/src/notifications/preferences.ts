// A user's notification preferences (the Notification model: one record per type with its channels) and the
// server's rules over them (docs/architecture.md, "Notifications"): SECURITY always includes EMAIL; MARKETING's
// EMAIL follows identity's custom:marketing_update, kept on the profile as `marketing_consent` (a client edits
// MARKETING's PUSH and SMS only); `digest` is PRODUCT's alone. A type without a record has the defaults:
// SECURITY [EMAIL], PRODUCT [EMAIL], MARKETING [EMAIL] with consent, else none.
import type { NotificationChannel, NotificationType } from '@innov/contracts';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';

export interface Preference {
  channels: NotificationChannel[];
  digest: boolean;
}

/** The channels as the rules allow them: SECURITY with EMAIL, MARKETING with EMAIL exactly when consented. */
export function ruledChannels(
  type: NotificationType,
  channels: readonly NotificationChannel[],
  marketingConsent: boolean,
): NotificationChannel[] {
  const out = new Set(channels);
  if (type === 'SECURITY') out.add('EMAIL');
  if (type === 'MARKETING') {
    if (marketingConsent) out.add('EMAIL');
    else out.delete('EMAIL');
  }
  return [...out];
}

/** The preference for `type` from the user's record, or the default when there is none. */
export function preferenceOf(
  type: NotificationType,
  record: { channels?: unknown; digest?: unknown } | undefined,
  marketingConsent: boolean,
): Preference {
  const stored = Array.isArray(record?.channels) ? (record.channels as NotificationChannel[]) : undefined;
  const fallback: NotificationChannel[] = type === 'MARKETING' ? [] : ['EMAIL'];
  return {
    channels: ruledChannels(type, stored ?? fallback, marketingConsent),
    digest: type === 'PRODUCT' && record?.digest === true,
  };
}

export async function marketingConsent(q: RawQuery, owner: string): Promise<boolean> {
  const [row] = await q<{ marketing_consent: boolean }>(
    'select marketing_consent from app.user_profiles where id = $1',
    [owner],
  );
  return row?.marketing_consent === true;
}

/** The Notification model's `enforce`: the rules above on every generic create and update. */
export async function enforcePreferenceRules(
  values: Record<string, unknown>,
  current: Record<string, unknown> | null,
  { query }: { query: RawQuery },
): Promise<void> {
  const type = (values.type ?? current?.type) as NotificationType;
  if (values.digest === true && type !== 'PRODUCT')
    throw Errors.validation('input.digest: only PRODUCT e-mail can come as a daily digest');
  if (values.channels === undefined && values.type === undefined && current) return;
  const owner = String(values.owner ?? current?.owner ?? '');
  const channels = (values.channels ?? current?.channels ?? []) as NotificationChannel[];
  const consent = type === 'MARKETING' && (await marketingConsent(query, owner));
  values.channels = ruledChannels(type, channels, consent);
}
