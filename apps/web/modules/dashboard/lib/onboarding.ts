// The onboarding checklist of the overview, computed from the signed-in user's real state.
import { SUBSCRIPTION_HREF } from './navigation.ts';
import type { TWorkspaceProfile } from './workspace.ts';

export interface TOnboardingStep {
  id: 'email' | 'name' | 'mfa' | 'plan' | 'approval';
  title: string;
  description: string;
  done: boolean;
  href?: string;
  action?: string;
}

export interface TOnboardingInput {
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  profile: TWorkspaceProfile | null;
  /** Whether a second factor is on; null while unknown (the step is left out rather than guessed). */
  mfaEnabled: boolean | null;
}

export function onboardingSteps({
  emailVerified,
  givenName,
  familyName,
  profile,
  mfaEnabled,
}: TOnboardingInput): TOnboardingStep[] {
  const steps: TOnboardingStep[] = [
    {
      id: 'email',
      title: 'Confirm your e-mail address',
      description: emailVerified
        ? 'Your e-mail address is confirmed.'
        : 'Enter the code we sent you, so we can reach you and you can reset your password.',
      done: emailVerified,
      href: '/dashboard/account#email',
      action: 'Confirm e-mail',
    },
    {
      id: 'name',
      title: 'Complete your name',
      description: 'Your given and family name show to the people you work with.',
      done: Boolean(givenName.trim() && familyName.trim()),
      href: '/dashboard/account#profile',
      action: 'Edit profile',
    },
    ...(mfaEnabled === null
      ? []
      : [
          {
            id: 'mfa' as const,
            title: 'Turn on two-step verification',
            description: mfaEnabled
              ? 'Signing in asks for a second factor.'
              : 'Protect your account with an authenticator app or text messages.',
            done: mfaEnabled,
            href: '/dashboard/account#security',
            action: 'Set up',
          },
        ]),
    {
      id: 'plan',
      title: 'Choose a plan',
      description: profile?.signupPlanId
        ? 'You chose a plan when you signed up.'
        : 'Compare the plans and pick the one that fits your team.',
      done: Boolean(profile?.signupPlanId),
      href: SUBSCRIPTION_HREF,
      action: 'See plans',
    },
  ];
  if (profile) {
    steps.push({
      id: 'approval',
      title: 'Get your workspace approved',
      description: profile.pendingApproval
        ? profile.isOwner
          ? 'A platform administrator reviews new workspaces (paying for a plan by card approves it at once); we e-mail you when yours is approved.'
          : 'The owner of your workspace approves new members.'
        : 'Your account is approved.',
      done: !profile.pendingApproval,
    });
  }
  return steps;
}
