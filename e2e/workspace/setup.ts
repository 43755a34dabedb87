// What the workspace journeys share beyond e2e/support/workspace.ts: a platform admin (the user pool group
// `admins`, joined through the admin path, with two-step verification on) and an owner whose new workspace still
// waits for approval.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { createPlatformAdmin } from '../support/admin.ts';
import { graphql } from '../support/notifications.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { passwordSignIn, signUpConfirmed } from '../support/sign-in.ts';

/**
 * A platform admin: created through the admin path, put in the `admins` group and given two-step verification
 * (texted codes, which passwordSignIn and signInContext answer from the outbox). Answers the e-mail.
 */
export async function platformAdmin(baseURL: string): Promise<string> {
  return (await createPlatformAdmin(baseURL, { email: uniqueEmail('platform-admin') })).email;
}

/** An owner who just signed up with `workspace`: the workspace waits for a platform admin. */
export async function pendingWorkspace(request: APIRequestContext, baseURL: string, workspace: string) {
  const email = uniqueEmail('new-owner');
  await signUpConfirmed(request, baseURL, email, { workspace, givenName: 'Nora', familyName: 'Newcomer' });
  const tokens = await passwordSignIn(baseURL, email);
  const { getMyWorkspace } = await graphql<{ getMyWorkspace: { tenantId: string; status: string } }>(
    baseURL,
    tokens.accessToken,
    'query { getMyWorkspace { tenantId status } }',
  );
  return { email, tokens, tenantId: getMyWorkspace.tenantId, status: getMyWorkspace.status };
}

/** A name no other journey's workspace has (the admin list is shared by every journey of a run). */
export function uniqueWorkspaceName(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
}

/** A toast a person reads, then waits out: axe runs once it has gone, not while it fades. */
export async function readToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
}
