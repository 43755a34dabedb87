// An invitation to become an owner is the owners' business: an admin neither sends it (inviteMembers), nor sends it
// again (resendInvitation), nor withdraws it (revokeInvitation). Each is refused with Unauthorized and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, uniqueEmail } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

const INVITE = 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }';
const ACCEPT = 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId } }';
const REVOKE = 'mutation ($input: InvitationIdInput!) { revokeInvitation(input: $input) { id status } }';
const RESEND = 'mutation ($input: InvitationIdInput!) { resendInvitation(input: $input) { id status } }';

let h: DataHarness;

beforeAll(async () => {
  h = await startDataHarness();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('owner invitations and admins', () => {
  it('an admin cannot revoke or resend an invitation to become an owner', async () => {
    const platformAdmin = await h.makeAdmin(await h.newUser('platform'));
    const { owner } = await activeWorkspace(h, platformAdmin, 'oi-owner', 'Owner Invites Ltd');
    const admin = await h.newUser('oi-admin');
    const adminInvite = ok(await h.as(owner, INVITE, { input: { emails: [admin.email], role: 'admin' } }), 'invite')
      .inviteMembers.invited[0].id;
    ok(await h.as(admin, ACCEPT, { input: { id: adminInvite } }), 'accept');
    const id = ok(await h.as(owner, INVITE, { input: { emails: [uniqueEmail('oi-co')], role: 'owner' } }), 'invite')
      .inviteMembers.invited[0].id;
    for (const mutation of [REVOKE, RESEND]) {
      const r = await h.as(admin, mutation, { input: { id } });
      expect(r.errors?.[0]?.errorType).toBe('Unauthorized');
    }
    const [row] = await h.system.database.query<{ status: string }>(
      'select status from app.invitations where id = $1',
      [id],
    );
    expect(row?.status).toBe('PENDING');
  }, 60_000);
});
