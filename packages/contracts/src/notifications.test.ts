import { describe, expect, it } from 'vitest';
import { isTimeZoneName, ZNotificationSettings, ZTimeZone } from './notifications.ts';

describe('notification settings', () => {
  it('needs a type, with the form message, and takes any of the channels or none', () => {
    expect(ZNotificationSettings.safeParse({ type: 'SECURITY', channels: [] }).success).toBe(true);
    expect(ZNotificationSettings.safeParse({ type: 'PRODUCT', channels: ['EMAIL', 'PUSH'] }).success).toBe(true);
    const missing = ZNotificationSettings.safeParse({ type: undefined, channels: [] });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['type'], message: 'Choose a notification type' });
    expect(ZNotificationSettings.safeParse({ type: 'SECURITY', channels: ['FAX'] }).success).toBe(false);
  });
});

describe('time zone names', () => {
  it('takes IANA names and refuses offsets, unknown names and junk', () => {
    for (const ok of ['Europe/London', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5', 'Asia/Kolkata'])
      expect(isTimeZoneName(ok), ok).toBe(true);
    for (const bad of ['+01:00', 'Nowhere/Zone', '', 'Europe/London\u0000', '../etc/passwd', 'x'.repeat(200)])
      expect(isTimeZoneName(bad), bad).toBe(false);
    expect(ZTimeZone.safeParse('Mars/Olympus').error?.issues[0].message).toBe(
      'expected a time zone name like Europe/London',
    );
  });
});
