// The plan's seats and invitations that expired: an expired invitation frees its seat, so sending it again takes a
// seat like a new one (else expired invitations, resent, would carry a workspace past its plan's seats).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, uniqueEmail } from './harness.ts';
import { ok } from './roles-fixture.ts';

const MINE = '{ getMyWorkspace { tenantId entitlements { seats } } }';
const REVIEW = 'mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { status } }';
const INVITE =
  'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id email } skipped { email } } }';
const RESEND = 'mutation ($input: InvitationIdInput!) { resendInvitation(input: $input) { id status expiresAt } }';

let h: DataHarness;

beforeAll(async () => {
  h = await startDataHarness();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('seats and expired invitations', () => {
  it('resending an expired invitation when the seats are taken is refused with PlanLimitReached', async () => {
    const admin = await h.makeAdmin(await h.newUser('seats-admin'));
    const owner = await h.newUser('seats-owner', { workspace: 'Seats Ltd' });
    const mine = ok(await h.as(owner, MINE), 'mine').getMyWorkspace;
    ok(await h.as(admin, REVIEW, { input: { tenantId: mine.tenantId, decision: 'APPROVE' } }), 'approve');
    const seats = mine.entitlements.seats as number;
    const invite = async (n: number) =>
      ok(
        await h.as(owner, INVITE, {
          input: { emails: Array.from({ length: n }, () => uniqueEmail('seat')), role: 'member' },
        }),
        'invite',
      ).inviteMembers.invited as { id: string }[];
    // The owner and seats - 1 invitations fill the plan; those expire, and new ones fill it again.
    const first = await invite(seats - 1);
    await h.system.database.query(
      "update app.invitations set expires_at = now() - interval '1 day' where tenant_id = $1",
      [mine.tenantId],
    );
    await invite(seats - 1);
    const r = await h.as(owner, RESEND, { input: { id: first[0].id } });
    expect(r.errors?.[0]?.errorType).toBe('PlanLimitReached');
    const [row] = await h.system.database.query<{ expires_at: Date }>(
      'select expires_at from app.invitations where id = $1',
      [first[0].id],
    );
    expect(new Date(row.expires_at).getTime()).toBeLessThan(Date.now());
  }, 60_000);
});
