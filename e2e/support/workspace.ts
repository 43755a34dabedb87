// Workspaces for the journeys, set up as the back-office and the people in them would, through the data API
// rather than the pages under test: an owner signs up (their new workspace), a platform admin's trusted caller
// (the server's DATA_API_KEY) approves it and puts it on a plan, the owner invites colleagues, who accept from
// their own session. Members' roles change as an owner's data calls change them.
import type { APIRequestContext } from '@playwright/test';
import { graphql } from './notifications.ts';
import { uniqueEmail, waitForLink } from './outbox.ts';
import { passwordSignIn, type SessionTokens, signUpConfirmed } from './sign-in.ts';

function apiKey(): string {
  const key = process.env.E2E_DATA_API_KEY;
  if (!key) throw new Error("Set E2E_DATA_API_KEY to the server's DATA_API_KEY: workspace decisions need it");
  return key;
}

/** A call as the back-office makes it (the data service's API key: trusted, platform admin). */
export async function adminGraphql<T = Record<string, unknown>>(
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey() },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export interface TPerson {
  email: string;
  name: string;
  tokens: SessionTokens;
  userId: string;
}

function subOf(tokens: SessionTokens): string {
  const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return claims.sub;
}

export interface TWorkspaceSetup {
  tenantId: string;
  owner: TPerson;
}

/**
 * An owner who signed up with `workspace`, approved by a platform admin and put on `tier` (Collaborate: the
 * first plan with teams).
 */
export async function approvedWorkspace(
  request: APIRequestContext,
  baseURL: string,
  options: { workspace: string; label?: string; givenName?: string; familyName?: string; tier?: string },
): Promise<TWorkspaceSetup> {
  const email = uniqueEmail(options.label ?? 'owner');
  const givenName = options.givenName ?? 'Grace';
  const familyName = options.familyName ?? 'Hopper';
  await signUpConfirmed(request, baseURL, email, { workspace: options.workspace, givenName, familyName });
  const tokens = await passwordSignIn(baseURL, email);
  const mine = await graphql<{ getMyWorkspace: { tenantId: string } }>(
    baseURL,
    tokens.accessToken,
    'query { getMyWorkspace { tenantId } }',
  );
  const tenantId = mine.getMyWorkspace.tenantId;
  await adminGraphql(
    baseURL,
    'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }',
    { input: { tenantId, decision: 'APPROVE' } },
  );
  await adminGraphql(
    baseURL,
    'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }',
    { input: { tenantId, tier: options.tier ?? 'COLLABORATE' } },
  );
  return { tenantId, owner: { email, name: `${givenName} ${familyName}`, tokens, userId: subOf(tokens) } };
}

/**
 * A colleague invited by the owner with `role`, who joins by accepting the invitation from the link in its
 * e-mail, signed in with their own session (leaving the solo workspace their sign-up made, deactivated once
 * empty). They sign up through the SDK: a user created through the admin path has no profile yet, and the data
 * service cannot move them into a workspace (ws-contract.md, Deviations).
 */
export async function joinedMember(
  request: APIRequestContext,
  baseURL: string,
  setup: TWorkspaceSetup,
  options: { label?: string; givenName: string; familyName: string; role?: 'member' | 'admin' },
): Promise<TPerson> {
  const email = uniqueEmail(options.label ?? 'member');
  await signUpConfirmed(request, baseURL, email, { givenName: options.givenName, familyName: options.familyName });
  const since = new Date();
  await graphql(
    baseURL,
    setup.owner.tokens.accessToken,
    'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }',
    { input: { emails: [email], role: options.role ?? 'member' } },
  );
  const link = await waitForLink(request, email, /\/invitations\//, since);
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const tokens = await passwordSignIn(baseURL, email);
  await graphql(
    baseURL,
    tokens.accessToken,
    'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId role } }',
    { input: { token } },
  );
  // New tokens: the ID token's claims name the workspace joined.
  const fresh = await passwordSignIn(baseURL, email);
  return { email, name: `${options.givenName} ${options.familyName}`, tokens: fresh, userId: subOf(fresh) };
}

/** An owner's (or admin's) change of a member's workspace role, as the company page makes it. */
export async function changeMemberRole(
  baseURL: string,
  by: TPerson,
  userId: string,
  role: 'owner' | 'admin' | 'member',
): Promise<void> {
  await graphql(
    baseURL,
    by.tokens.accessToken,
    'mutation ($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { userId role } }',
    { input: { userId, role } },
  );
}
