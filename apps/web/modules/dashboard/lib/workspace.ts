// What the dashboard reads from the ID token's `profile` and `tenant` claims (JSON objects written by the data
// service's PreTokenGeneration trigger). Lenient: a missing or odd field reads as unknown, never as a crash.

export interface TWorkspaceProfile {
  pendingApproval: boolean;
  isOwner: boolean;
  isOnboarded: boolean;
  signupPlanId: string | null;
}

export function workspaceName(tenant: Record<string, unknown> | null | undefined): string | null {
  const name = tenant?.workspace;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

export function readProfile(profile: Record<string, unknown> | null | undefined): TWorkspaceProfile | null {
  if (!profile) return null;
  return {
    pendingApproval: profile.pendingApproval === true,
    isOwner: profile.isOwner === true,
    isOnboarded: profile.isOnboarded === true,
    signupPlanId: typeof profile.signupPlanId === 'string' && profile.signupPlanId ? profile.signupPlanId : null,
  };
}
