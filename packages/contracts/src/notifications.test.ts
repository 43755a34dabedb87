import { describe, expect, it } from 'vitest';
import { ZNotificationSettings } from './notifications.ts';

describe('notification settings', () => {
  it('needs a type, with the form message, and takes any of the channels or none', () => {
    expect(ZNotificationSettings.safeParse({ type: 'SECURITY', channels: [] }).success).toBe(true);
    expect(ZNotificationSettings.safeParse({ type: 'PRODUCT', channels: ['EMAIL', 'PUSH'] }).success).toBe(true);
    const missing = ZNotificationSettings.safeParse({ type: undefined, channels: [] });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['type'], message: 'Choose a notification type' });
    expect(ZNotificationSettings.safeParse({ type: 'SECURITY', channels: ['FAX'] }).success).toBe(false);
  });
});
