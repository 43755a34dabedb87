import { describe, expect, it } from 'vitest';
import { onboardingSteps } from './onboarding.ts';
import { readProfile, workspaceName } from './workspace.ts';

describe('onboardingSteps', () => {
  it('marks what the user has done', () => {
    const steps = onboardingSteps({
      emailVerified: true,
      givenName: 'Ada',
      familyName: '',
      profile: readProfile({ pendingApproval: true, isOwner: true, signupPlanId: 'plan-1' }),
      mfaEnabled: null,
    });
    expect(steps.map((s) => [s.id, s.done])).toEqual([
      ['email', true],
      ['name', false],
      ['plan', true],
      ['approval', false],
    ]);
    expect(steps[3]?.description).toMatch(/platform administrator/);
    // Plans are chosen (and paid) on the subscription page.
    expect(steps[2]).toMatchObject({ href: '/dashboard/subscription', action: 'See plans' });
  });

  it('leaves the approval step out without a profile', () => {
    const steps = onboardingSteps({
      emailVerified: false,
      givenName: 'A',
      familyName: 'B',
      profile: null,
      mfaEnabled: true,
    });
    expect(steps.map((s) => s.id)).toEqual(['email', 'name', 'mfa', 'plan']);
    expect(steps.find((s) => s.id === 'mfa')?.done).toBe(true);
    expect(steps.find((s) => s.id === 'name')?.done).toBe(true);
  });
});

describe('claims', () => {
  it('reads the workspace name and the profile leniently', () => {
    expect(workspaceName({ workspace: ' Acme ' })).toBe('Acme');
    expect(workspaceName({ workspace: 3 })).toBeNull();
    expect(workspaceName(null)).toBeNull();
    expect(readProfile({ pendingApproval: 'yes' })).toEqual({
      pendingApproval: false,
      isOwner: false,
      isOnboarded: false,
      signupPlanId: null,
    });
    expect(readProfile(null)).toBeNull();
  });
});
