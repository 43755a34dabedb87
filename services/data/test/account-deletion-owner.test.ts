// Account deletion (deleteUserData, before the identity's DeleteUser) and the workspace rules of issue 23: the last
// owner of a workspace that has other members is refused as leaving would be (the workspace would be left with a
// primary owner who no longer exists); anyone else leaves their workspace as leaveWorkspace does, and a workspace
// left with nobody is deleted (kept until purged).
import { MEMBERSHIP_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

const INVITE = 'mutation ($input: InviteMembersInput!) { inviteMembers(input: $input) { invited { id } } }';
const ACCEPT = 'mutation ($input: AnswerInvitationInput!) { acceptInvitation(input: $input) { tenantId } }';
const DELETE_DATA =
  'mutation ($input: DeleteUserDataInput!) { deleteUserData(input: $input) { userName deletedItems } }';

let h: DataHarness;
let platformAdmin: TestUser;

beforeAll(async () => {
  h = await startDataHarness();
  platformAdmin = await h.makeAdmin(await h.newUser('platform'));
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const tenantOf = async (tenantId: string) =>
  (
    await h.system.database.query<{ owner: string; deleted_at: Date | null }>(
      'select owner, deleted_at from app.tenants where id = $1',
      [tenantId],
    )
  )[0];

describe('deleteUserData and the workspace', () => {
  it('the last owner of a workspace with members is refused; once alone, deleting the account deletes the workspace', async () => {
    const { owner, tenantId } = await activeWorkspace(h, platformAdmin, 'del-owner', 'Del Owner Ltd');
    const member = await h.newUser('del-member');
    const id = ok(await h.as(owner, INVITE, { input: { emails: [member.email], role: 'member' } }), 'invite')
      .inviteMembers.invited[0].id;
    ok(await h.as(member, ACCEPT, { input: { id } }), 'accept');

    const refused = await h.as(owner, DELETE_DATA, { input: { userName: owner.username } });
    expect(refused.errors?.[0]?.errorType).toBe('ValidationError');
    expect(refused.errors?.[0]?.message).toContain(MEMBERSHIP_MESSAGES.lastOwner);
    expect(
      await h.system.database.query('select id from app.user_profiles where id = $1', [owner.username]),
    ).toHaveLength(1);

    // The member goes: out of the workspace (its count follows), the owner stays its owner.
    ok(await h.as(member, DELETE_DATA, { input: { userName: member.username } }), 'member deletes');
    expect(await tenantOf(tenantId)).toMatchObject({ owner: owner.username, deleted_at: null });

    ok(await h.as(owner, DELETE_DATA, { input: { userName: owner.username } }), 'owner deletes');
    expect((await tenantOf(tenantId))?.deleted_at).not.toBeNull();
  }, 60_000);
});
