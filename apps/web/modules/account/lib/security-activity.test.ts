import { describe, expect, it } from 'vitest';
import { activityTitle } from './security-activity.ts';

describe('activityTitle', () => {
  it('says how a sign-in ended', () => {
    expect(activityTitle({ kind: 'SIGN_IN', outcome: 'SUCCESS' })).toBe('Signed in');
    expect(activityTitle({ kind: 'SIGN_IN', outcome: 'FAILURE' })).toBe('Sign-in failed');
    expect(activityTitle({ kind: 'SIGN_IN', outcome: 'IN_PROGRESS' })).toBe('Sign-in not completed');
  });

  it('names the security changes, and a failed password change', () => {
    expect(activityTitle({ kind: 'PASSWORD_CHANGED', outcome: null })).toBe('Password changed');
    expect(activityTitle({ kind: 'PASSWORD_CHANGE', outcome: 'FAILURE' })).toBe('Password change failed');
    expect(activityTitle({ kind: 'MFA_CHANGED', outcome: null })).toBe('Two-step verification changed');
    expect(activityTitle({ kind: 'SOMETHING_NEW', outcome: null })).toBe('SOMETHING_NEW');
  });
});
