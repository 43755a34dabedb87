// The back-office's users: platform admins need two-step verification (the `admins` group alone is not enough),
// and the principal cache follows the identity events that change it; destructive actions confirm the admin's
// password.

import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorOf, startDataHarness } from './harness.ts';

let h: DataHarness;
let userPoolId: string;

const REVIEW = `mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { tenantId } }`;
/** An admin-only call that answers an admin NotFound (no such workspace), anyone else Unauthorized. */
const adminProbe = { input: { tenantId: 'no-such-workspace', decision: 'APPROVE' } };

beforeAll(async () => {
  h = await startDataHarness();
  userPoolId = h.amplifyConfig.Auth.Cognito.userPoolId;
});

afterAll(async () => {
  await h?.close();
});

describe('platform admins need two-step verification', () => {
  it('a member of admins without it is refused; turning it on makes the same token an admin; leaving the group ends it at once', async () => {
    const user = await h.newUser('no-mfa-admin');
    await h.idp.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'admins' }),
    );
    // Signed in again after joining, so the token names the group.
    const token = await h.signIn(user.email);
    expect(errorOf(await h.as(token, REVIEW, adminProbe))?.errorType).toBe('Unauthorized');

    // MfaChanged: the principal cache forgets the token at once, and the next request finds an admin.
    await h.turnOnSmsMfa(user);
    expect(errorOf(await h.as(token, REVIEW, adminProbe))?.errorType).toBe('NotFound');

    // GroupsChanged: out of the group, the same token is refused at once.
    await h.idp.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'admins' }),
    );
    expect(errorOf(await h.as(token, REVIEW, adminProbe))?.errorType).toBe('Unauthorized');
  });

  it('the harness’s admins sign in through the SMS code and are admins', async () => {
    const admin = await h.makeAdmin(await h.newUser('harness-admin'));
    expect(errorOf(await h.as(admin, REVIEW, adminProbe))?.errorType).toBe('NotFound');
    // Signing in again asks for the texted code, which the harness reads from the outbox.
    const again = await h.signIn(admin.email);
    expect(errorOf(await h.as(again, REVIEW, adminProbe))?.errorType).toBe('NotFound');
  });
});
