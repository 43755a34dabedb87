// A record the caller may not see answers exactly as a record that does not exist: gets are null, updates and
// deletes fail their condition (AppSync's ConditionalCheckFailedException), so an id in another workspace cannot
// be told from an id nobody holds. Operations the caller may not perform on a model at all stay Unauthorized
// (that says nothing about any record), and so does a write to a record the caller may see but not change.
import { generateClient } from 'aws-amplify/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorTypes, type GqlResult, settle, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let alice: TestUser;
let bob: TestUser;
let colleague: TestUser;
let aliceTenant: string;
let aliceNote: string;

const MISSING = 'no-such-record-0000';
const GET_TENANT = 'query ($id: ID!) { getTenant(id: $id) { id workspace } }';
const UPDATE_TENANT = `mutation ($id: ID!) { updateTenant(input: { id: $id, workspace: "Taken over" }) { id workspace } }`;
const GET_NOTE = 'query ($id: ID!) { getNotification(id: $id) { id channels } }';
const UPDATE_NOTE = 'mutation ($id: ID!) { updateNotification(input: { id: $id, channels: [EMAIL] }) { id } }';
const DELETE_NOTE = 'mutation ($id: ID!) { deleteNotification(input: { id: $id }) { id } }';

beforeAll(async () => {
  h = await startDataHarness();
  alice = await h.newUser('oracle-alice', { workspace: 'Alice Works' });
  bob = await h.newUser('oracle-bob', { workspace: 'Bob Works' });
  colleague = await h.newUser('oracle-colleague');
  const profile = await h.as(alice, 'query ($id: ID!) { getUserProfile(id: $id) { tenantId } }', {
    id: alice.username,
  });
  aliceTenant = profile.data.getUserProfile.tenantId;
  const notes = await h.as(alice, '{ listNotifications { items { id } } }');
  aliceNote = notes.data.listNotifications.items[0].id;
  // The colleague joins Alice's workspace (an admin's move: tenantId is admin-only).
  const admin = await h.makeAdmin(await h.newUser('oracle-admin'));
  const joined = await h.as(
    admin,
    'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }',
    { input: { id: colleague.username, tenantId: aliceTenant } },
  );
  expect(joined.errors).toBeUndefined();
});
afterAll(async () => {
  await h?.close();
});

/** Bob's answer for Alice's record and for an id nobody holds: they must be the same, word for word. */
async function bothWays(query: string): Promise<[GqlResult, GqlResult]> {
  return [
    await h.as(bob, query, { id: query.includes('Tenant') ? aliceTenant : aliceNote }),
    await h.as(bob, query, { id: MISSING }),
  ];
}

describe('another workspace’s record answers as a missing one', () => {
  it('updates and deletes fail their condition alike; nothing changes', async () => {
    for (const query of [UPDATE_TENANT, UPDATE_NOTE, DELETE_NOTE]) {
      const [theirs, missing] = await bothWays(query);
      expect(errorTypes(theirs), query).toEqual(['ConditionalCheckFailedException']);
      expect(theirs, query).toEqual(missing);
    }
    const tenant = await h.as(alice, GET_TENANT, { id: aliceTenant });
    expect(tenant.data.getTenant.workspace).toBe('Alice Works');
    const note = await h.as(alice, GET_NOTE, { id: aliceNote });
    expect(note.data.getNotification.id).toBe(aliceNote);
  });

  it('gets answer null alike', async () => {
    for (const query of [GET_TENANT, GET_NOTE]) {
      const [theirs, missing] = await bothWays(query);
      expect(theirs.errors, query).toBeUndefined();
      expect(theirs, query).toEqual(missing);
      expect(Object.values(theirs.data)).toEqual([null]);
    }
  });

  it('still refuses as Unauthorized what the caller may not do to the model at all, or to a record they see', async () => {
    // A guest may not update workspaces, whichever id they name.
    const guest = generateClient();
    const asGuest = (id: string) =>
      settle(guest.graphql({ query: UPDATE_TENANT, variables: { id }, authMode: 'iam' } as never));
    expect(errorTypes(await asGuest(aliceTenant))).toEqual(['Unauthorized']);
    expect(errorTypes(await asGuest(MISSING))).toEqual(['Unauthorized']);
    // A signed-in user may not delete resources at all.
    const resource = await h.as(bob, 'mutation ($id: ID!) { deleteResource(input: { id: $id }) { id } }', {
      id: MISSING,
    });
    expect(errorTypes(resource)).toEqual(['Unauthorized']);
    // Alice's colleague sees the workspace but may not edit it: nothing to hide, so Unauthorized.
    expect((await h.as(colleague, GET_TENANT, { id: aliceTenant })).data.getTenant.id).toBe(aliceTenant);
    const edit = await h.as(colleague, UPDATE_TENANT, { id: aliceTenant });
    expect(errorTypes(edit)).toEqual(['Unauthorized']);
    expect(edit.errors?.[0].message).toBe('Not Authorized to access updateTenant on type Mutation');
  });
});
