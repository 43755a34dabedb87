import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  preferenceChanges,
  preferencesFrom,
  type TPreferenceRecord,
  timeZoneOptions,
  ZNotificationPreferences,
} from './notification-preferences.ts';

const records: TPreferenceRecord[] = [
  { id: 'p', type: 'PRODUCT', channels: ['EMAIL', 'PUSH'], digest: false },
  { id: 'm', type: 'MARKETING', channels: ['EMAIL', 'SMS'] },
];

describe('notification preferences', () => {
  it('start from the records, the defaults where there is none, and the consent for marketing e-mail', () => {
    const values = preferencesFrom({
      records,
      marketingConsent: false,
      timeZone: null,
      fallbackTimeZone: 'Europe/Paris',
    });
    expect(values).toEqual({
      SECURITY: { email: true, push: false, sms: false },
      PRODUCT: { email: true, push: true, sms: false },
      // The stored EMAIL does not count: the consent (identity's attribute) is the setting.
      MARKETING: { email: false, push: false, sms: true },
      digest: false,
      phone: false,
      timeZone: 'Europe/Paris',
    });
    const none = preferencesFrom({
      records: [],
      marketingConsent: true,
      timeZone: 'Asia/Tokyo',
      fallbackTimeZone: 'UTC',
    });
    expect(none.PRODUCT.email).toBe(true);
    expect(none.MARKETING.email).toBe(true);
    expect(none.timeZone).toBe('Asia/Tokyo');
  });

  it('security always e-mails; marketing e-mail is left to the consent; phone goes on every type', () => {
    const values = preferencesFrom({ records, marketingConsent: true, timeZone: 'UTC', fallbackTimeZone: 'UTC' });
    values.SECURITY.email = false;
    values.phone = true;
    expect(channelsFor('SECURITY', values)).toEqual(['EMAIL', 'PHONE']);
    expect(channelsFor('MARKETING', values)).toEqual(['SMS', 'PHONE']);
    expect(channelsFor('PRODUCT', values)).toEqual(['EMAIL', 'PUSH', 'PHONE']);
  });

  it('a save writes only what changed: the record of a changed type, the consent, the time zone', () => {
    const before = preferencesFrom({ records, marketingConsent: false, timeZone: 'UTC', fallbackTimeZone: 'UTC' });
    expect(preferenceChanges(records, before, before, 'UTC')).toEqual({ records: [] });

    const after = structuredClone(before);
    after.SECURITY.push = true;
    after.PRODUCT.email = false;
    after.digest = true;
    after.MARKETING.email = true;
    after.timeZone = 'Europe/London';
    expect(preferenceChanges(records, before, after, 'UTC')).toEqual({
      records: [
        { type: 'SECURITY', channels: ['EMAIL', 'PUSH'] },
        { id: 'p', type: 'PRODUCT', channels: ['PUSH'], digest: true },
      ],
      marketingConsent: true,
      timeZone: 'Europe/London',
    });
  });

  it('stores the browser time zone the form starts with when the profile has none', () => {
    const before = preferencesFrom({
      records,
      marketingConsent: false,
      timeZone: null,
      fallbackTimeZone: 'Europe/Paris',
    });
    expect(preferenceChanges(records, before, before, null)).toEqual({ records: [], timeZone: 'Europe/Paris' });
  });

  it('accepts IANA zone names only, and lists the runtime zones with the current one', () => {
    const base = preferencesFrom({ records: [], marketingConsent: false, timeZone: 'UTC', fallbackTimeZone: 'UTC' });
    expect(ZNotificationPreferences.safeParse({ ...base, timeZone: 'Europe/London' }).success).toBe(true);
    const bad = ZNotificationPreferences.safeParse({ ...base, timeZone: '+01:00' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Choose a time zone from the list.');
    const zones = timeZoneOptions('Europe/London');
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('America/New_York');
    expect(zones).toEqual([...zones].sort((a, b) => a.localeCompare(b)));
  });
});
