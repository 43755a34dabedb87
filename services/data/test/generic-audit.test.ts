// The generated model mutations are audited like the domain functions: a change leaves one row naming the actor,
// the record (`Model:id`), its workspace and the fields written (never their values); a refused change leaves none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
let owner: TestUser;
let stranger: TestUser;
let tenantId: string;

const UPDATE_TENANT = `mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id } }`;
const UPDATE_PROFILE = `mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id name } }`;

async function rows(target: string) {
  return h.system.database.query<{ actor: string; action: string; tenant_id: string | null; details: unknown }>(
    'select actor, action, tenant_id, details from app.audit_log where target = $1 order by created_at',
    [target],
  );
}

beforeAll(async () => {
  h = await startDataHarness();
  owner = await h.newUser('audited');
  stranger = await h.newUser('stranger');
  const [t] = await h.system.database.query<{ tenant_id: string }>(
    'select tenant_id from app.user_profiles where id = $1',
    [owner.username],
  );
  tenantId = t.tenant_id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('generic model mutations', () => {
  it('leave one audit row per change, with the fields written and not their values', async () => {
    const result = await h.as(owner, UPDATE_TENANT, {
      input: { id: tenantId, companyInformation: { name: 'Audited Ltd', website: 'https://audited.example' } },
    });
    expect(result.errors).toBeUndefined();
    const [row, ...more] = (await rows(`Tenant:${tenantId}`)).filter((r) => r.action === 'updateTenant');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ actor: owner.username, action: 'updateTenant', tenant_id: tenantId });
    expect(row.details).toEqual({ fields: ['companyInformation'] });
    expect(JSON.stringify(row.details)).not.toContain('Audited Ltd');

    await h.as(owner, UPDATE_PROFILE, { input: { id: owner.username, name: 'Ada Audited' } });
    const [profileRow] = (await rows(`UserProfile:${owner.username}`)).filter((r) => r.action === 'updateUserProfile');
    expect(profileRow).toMatchObject({ actor: owner.username, action: 'updateUserProfile' });
  });

  it('leave none when the change is refused', async () => {
    const before = await rows(`Tenant:${tenantId}`);
    const refused = await h.as(stranger, UPDATE_TENANT, { input: { id: tenantId, companyInformation: { name: 'X' } } });
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect(await rows(`Tenant:${tenantId}`)).toHaveLength(before.length);
  });
});
