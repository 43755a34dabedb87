'use client';
// The signed-in user's security activity (listMySecurityActivity), through the data layer, and the words each
// kind of entry is shown with.
import type { SecurityActivityItem } from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';

export type { SecurityActivityItem };

export const SECURITY_ACTIVITY_LIMIT = 20;

export const SecurityActivity = defineFunction<SecurityActivityItem[]>(
  {
    name: 'listMySecurityActivity',
    kind: 'query',
    args: { limit: 'Int' },
    selection: 'id kind outcome detail ipAddress device at',
  },
  'userPool',
);

const TITLES: Record<string, string> = {
  SIGN_IN: 'Signed in',
  SIGN_UP: 'Account created',
  PASSWORD_RESET_REQUESTED: 'Password reset requested',
  PASSWORD_CHANGE: 'Password change',
  CODE_RESENT: 'Confirmation code sent again',
  PASSWORD_CHANGED: 'Password changed',
  MFA_CHANGED: 'Two-step verification changed',
  EMAIL_CHANGED: 'Sign-in e-mail changed',
  DEVICE_CHANGED: 'Remembered devices changed',
  SIGNED_OUT_EVERYWHERE: 'Signed out everywhere',
  SESSION_REVOKED: 'A session was ended',
};

/** The entry's title, with its outcome when it has one ("Sign-in failed"). */
export function activityTitle(item: Pick<SecurityActivityItem, 'kind' | 'outcome'>): string {
  if (item.kind === 'SIGN_IN')
    return item.outcome === 'FAILURE'
      ? 'Sign-in failed'
      : item.outcome === 'IN_PROGRESS'
        ? 'Sign-in not completed'
        : 'Signed in';
  if (item.kind === 'PASSWORD_CHANGE' && item.outcome === 'FAILURE') return 'Password change failed';
  return TITLES[item.kind] ?? item.kind;
}
