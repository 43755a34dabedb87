// Workspace members, invitations, the join link, ownership transfer and deletion through the real clients and
// tokens (issue 23): the roles fixture's workspace, the invitation link's life (single use, expiry on an injected
// clock, resend), the last-owner rule, the transfer's confirmation, a removed member refused at once, and sign-up
// through an invitation's or a join link's metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness } from './harness.ts';
import { buildRolesFixture, ok, type RolesFixture } from './roles-fixture.ts';

let h: DataHarness;
let f: RolesFixture;
const clock = Date.parse('2026-11-01T09:00:00Z');
const realStart = Date.now();
/** The injected clock: real time moving on from a fixed start, plus whatever a test skips ahead. */
const skipped = 0;
const now = () => new Date(clock + (Date.now() - realStart) + skipped);

const MINE = `{ getMyWorkspace { tenantId role status workspace isPrimaryOwner pendingApproval deletedAt purgeAfter
  pendingTransfer { fromUserId toUserId stayOwner } } }`;

beforeAll(async () => {
  h = await startDataHarness({}, { now });
  f = await buildRolesFixture(h);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('the roles fixture', () => {
  it('has a user in every role', async () => {
    const mine = async (role: Parameters<RolesFixture['as']>[0]) => ok(await f.as(role, MINE), role).getMyWorkspace;
    expect(await mine('owner')).toMatchObject({
      tenantId: f.tenantId,
      role: 'owner',
      status: 'ACTIVE',
      isPrimaryOwner: true,
      pendingApproval: false,
      workspace: 'Roles Ltd',
    });
    expect(await mine('admin')).toMatchObject({
      tenantId: f.tenantId,
      role: 'admin',
      isPrimaryOwner: false,
      pendingApproval: false,
    });
    expect(await mine('member')).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: false });
    expect(await mine('lead')).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: false });
    expect(await mine('pending')).toMatchObject({ tenantId: f.tenantId, role: 'member', pendingApproval: true });
    expect(await mine('outsider')).toMatchObject({ tenantId: f.outsiderTenantId, role: 'owner', status: 'ACTIVE' });
  });
});
