// Workspace lifecycle, plans and the audit log through the real clients: a new workspace waits for approval on
// the Connect plan; the guard refuses what its state or plan does not allow, with the messages users read; a
// platform admin approves, rejects, deactivates and sets the plan; the owner resubmits; every change leaves one
// audit row and a failed one leaves none.

import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_MESSAGES, REQUEST_LIMIT_MESSAGE, WORKSPACE_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireActiveWorkspace, requireEntitlement, requireRole } from '../src/auth/guard.ts';
import { type DataHarness, errorTypes, PASSWORD, startDataHarness, type TestUser, uniqueEmail } from './harness.ts';

let h: DataHarness;
let owner: TestUser;
let admin: TestUser;
let tenantId: string;

const MINE = `query { getMyWorkspace { tenantId role status tier rejectionReason
  entitlements { features seats storageGb teams activeCampaigns }
  workspace isPrimaryOwner pendingApproval deletedAt purgeAfter pendingTransfer { toUserId } } }`;
const REVIEW = `mutation ($input: ReviewWorkspaceInput!) { reviewWorkspace(input: $input) { tenantId status tier rejectionReason } }`;
const PLAN = `mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId status tier } }`;
const SUBMIT = `mutation ($input: SubmitWorkspaceInput!) { submitWorkspace(input: $input) { tenantId status } }`;

/** The principal the guard sees for a user's request, as the GraphQL endpoint builds it. */
async function principalOf(user: TestUser) {
  const engine = h.system.data?.engine;
  if (!engine) throw new Error('no data service');
  return engine.authenticate({
    headers: { authorization: user.accessToken },
    method: 'POST',
    path: '/graphql',
    body: Buffer.alloc(0),
    ip: '127.0.0.1',
  });
}

async function auditRows(target: string) {
  return h.system.database.query<{
    actor: string;
    action: string;
    tenant_id: string | null;
    ip: string | null;
    request_id: string | null;
    details: Record<string, unknown>;
  }>(
    'select actor, action, tenant_id, ip, request_id, details from app.audit_log where target = $1 order by created_at',
    [target],
  );
}

const appMessage = (r: { errors?: { message: string }[] }) => {
  const m = r.errors?.[0]?.message ?? '';
  try {
    return (JSON.parse(m) as { message: string }).message;
  } catch {
    return m;
  }
};

beforeAll(async () => {
  h = await startDataHarness();
  owner = await h.newUser('wsowner', { workspace: 'Northwind Labs' });
  admin = await h.makeAdmin(await h.newUser('wsadmin'));
  tenantId = (await h.as(owner, MINE)).data.getMyWorkspace.tenantId;
});
afterAll(async () => {
  await h?.close();
});

describe('a new workspace', () => {
  it('waits for approval on the Connect plan, with its owner as owner', async () => {
    const r = await h.as(owner, MINE);
    expect(r.errors).toBeUndefined();
    expect(r.data.getMyWorkspace).toMatchObject({
      tenantId: expect.any(String),
      role: 'owner',
      status: 'PENDING',
      tier: 'CONNECT',
      entitlements: { features: ['workspace', 'members', 'profile', 'directory'], seats: 3, storageGb: 1, teams: 0 },
      workspace: 'Northwind Labs',
      isPrimaryOwner: true,
      // The owner's own flag means the workspace waits, not their membership.
      pendingApproval: false,
      deletedAt: null,
      purgeAfter: null,
      pendingTransfer: null,
    });
    const created = await auditRows(`Tenant:${tenantId}`);
    expect(created.map((a) => a.action)).toEqual(['createWorkspace']);
    expect(created[0].actor).toBe(owner.username);
  });

  it('the guard refuses workspace writes while pending, and features outside the plan with the plan that unlocks them', async () => {
    const p = await principalOf(owner);
    await expect(requireActiveWorkspace(p, 'createTeam')).rejects.toThrow(WORKSPACE_MESSAGES.pending);
    await expect(requireEntitlement(p, 'teams', 'createTeam')).rejects.toThrow('Teams need the Collaborate plan.');
    await expect(requireEntitlement(p, 'campaigns', 'createCampaign')).rejects.toThrow(
      'Campaigns need the Campaign plan.',
    );
    await expect(requireRole(p, ['owner'], 'updateCompany')).resolves.toMatchObject({ role: 'owner' });
    await expect(requireRole(p, ['admin'], 'inviteAdmin')).rejects.toThrow(
      'Not Authorized to access inviteAdmin on type Mutation',
    );
  });
});

describe('a user an administrator created (AdminCreateUser: no PostConfirmation)', () => {
  it('gets a profile and a workspace of their own at their first sign-in, as a sign-up does, and their token says so', async () => {
    const email = uniqueEmail('admincreated');
    const UserPoolId = h.amplifyConfig.Auth.Cognito.userPoolId;
    await h.idp.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: 'Kay' },
          { Name: 'family_name', Value: 'Admin' },
        ],
      }),
    );
    await h.idp.send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
    );
    const user = await h.signIn(email);
    const claims = JSON.parse(Buffer.from(user.idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(JSON.parse(claims.profile)).toMatchObject({ id: user.username, name: 'Kay Admin', isOwner: true });
    expect(JSON.parse(claims.tenant)).toMatchObject({ workspace: "Kay Admin's workspace", owner: user.username });
    const mine = (await h.as(user, MINE)).data.getMyWorkspace;
    expect(mine).toMatchObject({ role: 'owner', status: 'PENDING', workspace: "Kay Admin's workspace" });
    // Their default notification preferences exist, as a sign-up's do.
    const [{ n }] = await h.system.database.query<{ n: number }>(
      'select count(*)::int as n from app.notifications where owner = $1',
      [user.username],
    );
    expect(n).toBe(3);
    // A second sign-in creates nothing more.
    await h.signIn(email);
    const [{ t }] = await h.system.database.query<{ t: number }>(
      'select count(*)::int as t from app.tenants where owner = $1',
      [user.username],
    );
    expect(t).toBe(1);
  });
});

describe('a platform admin', () => {
  it('is the only one who reviews workspaces and sets plans', async () => {
    expect(errorTypes(await h.as(owner, REVIEW, { input: { tenantId, decision: 'APPROVE' } }))).toEqual([
      'Unauthorized',
    ]);
    expect(errorTypes(await h.as(owner, PLAN, { input: { tenantId, tier: 'AVALANCHE' } }))).toEqual(['Unauthorized']);
    expect((await h.as(owner, MINE)).data.getMyWorkspace.status).toBe('PENDING');
  });

  it('rejects with a reason the owner reads; the owner resubmits; then approves, and the guard lets the workspace act at once', async () => {
    const noReason = await h.as(admin, REVIEW, { input: { tenantId, decision: 'REJECT' } });
    expect(appMessage(noReason)).toBe('input.reason: say why the workspace is not approved');
    const rejected = await h.as(admin, REVIEW, {
      input: { tenantId, decision: 'REJECT', reason: 'Add your company website.' },
    });
    expect(rejected.data.reviewWorkspace).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Add your company website.',
    });
    expect((await h.as(owner, MINE)).data.getMyWorkspace).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Add your company website.',
    });
    await expect(requireActiveWorkspace(await principalOf(owner), 'createTeam')).rejects.toThrow(
      WORKSPACE_MESSAGES.rejected,
    );
    const mail = await h.outbox(owner.email);
    expect(mail[0].text).toContain('Add your company website.');

    const resubmitted = await h.as(owner, SUBMIT, { input: { tenantId } });
    expect(resubmitted.data.submitWorkspace.status).toBe('PENDING');

    const approved = await h.as(admin, REVIEW, { input: { tenantId, decision: 'APPROVE' } });
    expect(approved.data.reviewWorkspace.status).toBe('ACTIVE');
    // No waiting for a cache: the approval is announced to every process.
    await expect(requireActiveWorkspace(await principalOf(owner), 'createTeam')).resolves.toMatchObject({
      status: 'ACTIVE',
    });
    const profile = await h.as(owner, 'query ($id: ID!) { getUserProfile(id: $id) { pendingApproval } }', {
      id: owner.username,
    });
    expect(profile.data.getUserProfile.pendingApproval).toBe(false);
  });

  it('answers a resubmission made straight after the rejection, before anything read the workspace again', async () => {
    const other = await h.newUser('resubmit', { workspace: 'Quick Return Ltd' });
    const otherTenant = (await h.as(other, MINE)).data.getMyWorkspace.tenantId as string;
    await h.as(admin, REVIEW, { input: { tenantId: otherTenant, decision: 'REJECT', reason: 'Say more.' } });
    // The rejection evicted the owner's workspace from the guard's cache: the submission's own role check loads
    // it while the submission's transaction is open (on the embedded database, one connection).
    const resubmitted = await h.as(other, SUBMIT, { input: { tenantId: otherTenant } });
    expect(resubmitted.data.submitWorkspace.status).toBe('PENDING');
  }, 20_000);

  it('sets the plan, which unlocks its features at once', async () => {
    const p = await principalOf(owner);
    await expect(requireEntitlement(p, 'teams', 'createTeam')).rejects.toThrow('Teams need the Collaborate plan.');
    const set = await h.as(admin, PLAN, { input: { tenantId, tier: 'COLLABORATE' } });
    expect(set.data.setWorkspacePlan).toMatchObject({ tier: 'COLLABORATE', status: 'ACTIVE' });
    await expect(requireEntitlement(await principalOf(owner), 'teams', 'createTeam')).resolves.toMatchObject({
      tier: 'COLLABORATE',
    });
    await expect(requireEntitlement(await principalOf(owner), 'campaigns', 'createCampaign')).rejects.toThrow(
      'Campaigns need the Campaign plan.',
    );
    const bespoke = await h.as(admin, PLAN, {
      input: { tenantId, tier: 'CAMPAIGN', entitlements: JSON.stringify({ seats: 99 }) },
    });
    expect(appMessage(bespoke)).toBe('input.entitlements: only a Bespoke plan is granted entitlements');
    const granted = await h.as(admin, PLAN, {
      input: {
        tenantId,
        tier: 'BESPOKE_USER_PRICING',
        entitlements: JSON.stringify({ features: ['campaigns'], seats: 75 }),
      },
    });
    expect(granted.errors).toBeUndefined();
    const mine = (await h.as(owner, MINE)).data.getMyWorkspace;
    expect(mine.tier).toBe('BESPOKE_USER_PRICING');
    expect(mine.entitlements.seats).toBe(75);
    expect(mine.entitlements.features).toContain('campaigns');
    expect(mine.entitlements.features).not.toContain('teams');
  });

  it('deactivates with the admin’s password confirmed: members read but do not act; reactivates', async () => {
    // A destructive action: without the admin's password, or with a wrong one, nothing changes.
    const without = await h.as(admin, REVIEW, { input: { tenantId, decision: 'DEACTIVATE' } });
    expect(appMessage(without)).toBe(`input.password: ${ADMIN_MESSAGES.passwordRequired}`);
    const wrong = await h.as(admin, REVIEW, { input: { tenantId, decision: 'DEACTIVATE', password: 'Wr0ng-Horse!' } });
    expect(appMessage(wrong)).toBe(`input.password: ${ADMIN_MESSAGES.passwordIncorrect}`);
    expect((await h.as(owner, MINE)).data.getMyWorkspace.status).toBe('ACTIVE');
    const done = await h.as(admin, REVIEW, { input: { tenantId, decision: 'DEACTIVATE', password: PASSWORD } });
    expect(done.errors).toBeUndefined();
    await expect(requireActiveWorkspace(await principalOf(owner), 'createTeam')).rejects.toThrow(
      WORKSPACE_MESSAGES.deactivated,
    );
    expect((await h.as(owner, MINE)).data.getMyWorkspace.status).toBe('DEACTIVATED');
    const again = await h.as(admin, REVIEW, { input: { tenantId, decision: 'DEACTIVATE', password: PASSWORD } });
    expect(appMessage(again)).toBe('input.decision: a DEACTIVATED workspace cannot be deactivated');
    await h.as(admin, REVIEW, { input: { tenantId, decision: 'REACTIVATE' } });
    expect((await h.as(owner, MINE)).data.getMyWorkspace.status).toBe('ACTIVE');
  });
});

describe('the audit log', () => {
  it('has one row per change, with who, what, which record, when, from where and the request id', async () => {
    const rows = await auditRows(`Tenant:${tenantId}`);
    expect(rows.map((r) => r.action)).toEqual([
      'createWorkspace',
      'reviewWorkspace:REJECT',
      'submitWorkspace',
      'reviewWorkspace:APPROVE',
      'setWorkspacePlan',
      'setWorkspacePlan',
      'reviewWorkspace:DEACTIVATE',
      'reviewWorkspace:REACTIVATE',
    ]);
    const reject = rows[1];
    expect(reject).toMatchObject({
      actor: admin.username,
      tenant_id: tenantId,
      details: expect.objectContaining({ reason: 'Add your company website.' }),
    });
    expect(reject.ip).toMatch(/127\.0\.0\.1/);
    expect(reject.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[2].actor).toBe(owner.username);
  });

  it('a domain function that fails leaves no row and no change', async () => {
    const before = await h.system.database.query<{ n: number }>('select count(*)::int as n from app.audit_log');
    const enquiries = await h.system.database.query<{ n: number }>('select count(*)::int as n from app.enquiries');
    const bad = await h.as('apiKey', 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }', {
      input: {
        type: 'GENERAL_ENQUIRY',
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello',
        referralCode: 'NO-SUCH-CODE',
      },
    });
    expect(appMessage(bad)).toBe('input.referralCode: this referral code cannot be used with an enquiry');
    const refused = await h.as(admin, REVIEW, { input: { tenantId, decision: 'APPROVE' } });
    expect(appMessage(refused)).toBe('input.decision: a ACTIVE workspace cannot be approved');
    const after = await h.system.database.query<{ n: number }>('select count(*)::int as n from app.audit_log');
    expect(after[0].n).toBe(before[0].n);
    expect((await h.system.database.query<{ n: number }>('select count(*)::int as n from app.enquiries'))[0].n).toBe(
      enquiries[0].n,
    );
    const good = await h.as('apiKey', 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }', {
      input: { type: 'GENERAL_ENQUIRY', name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    });
    const rows = await auditRows(`Enquiry:${good.data.makeEnquiry.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'makeEnquiry', actor: 'service:api-key' });
  });
});

describe('the per-user write limit', () => {
  it('refuses an owner who submits again and again, with the seed words, after a few tries a minute', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 10 && messages.at(-1) !== REQUEST_LIMIT_MESSAGE; i++)
      messages.push(appMessage(await h.as(owner, SUBMIT, { input: { tenantId } })));
    // The workspace is active, so each try before the limit is refused for that; then the limit answers.
    expect(messages.at(-1)).toBe(REQUEST_LIMIT_MESSAGE);
    expect(messages.length).toBeLessThanOrEqual(6);
    expect(messages.slice(0, -1).every((m) => m.includes('only a rejected workspace is submitted again'))).toBe(true);
  });
});

describe('generic writes follow the workspace lifecycle', () => {
  const TENANT = 'query ($id: ID!) { getTenant(id: $id) { workspace companyInformation { name } } }';
  const UPDATE_TENANT = 'mutation ($input: UpdateTenantInput!) { updateTenant(input: $input) { id } }';
  const UPDATE_PROFILE = 'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }';
  const NOTIFICATIONS = '{ listNotifications { items { id } } }';
  const UPDATE_NOTIFICATION =
    'mutation ($input: UpdateNotificationInput!) { updateNotification(input: $input) { id } }';
  let founder: TestUser;
  let colleague: TestUser;
  let id: string;
  const company = (name: string) => ({ input: { id, companyInformation: { name } } });
  const rename = (workspace: string) => ({ input: { id, workspace } });
  const refusal = (r: { errors?: { message: string; errorType?: string }[] }) => [
    r.errors?.[0]?.errorType,
    appMessage(r),
  ];

  beforeAll(async () => {
    founder = await h.newUser('founder', { workspace: 'Founders Ltd' });
    id = (await h.as(founder, MINE)).data.getMyWorkspace.tenantId;
    colleague = await h.newUser('colleague');
    // A colleague joins the workspace (a platform admin's move, until invitations exist).
    const moved = await h.as(admin, UPDATE_PROFILE, { input: { id: colleague.username, tenantId: id } });
    expect(moved.errors).toBeUndefined();
  });

  it('while pending: the owner edits the company information and their own records, nothing else', async () => {
    expect((await h.as(founder, UPDATE_TENANT, company('Founders Limited'))).errors).toBeUndefined();
    expect(refusal(await h.as(founder, UPDATE_TENANT, rename('Renamed')))).toEqual([
      'WorkspaceInactive',
      WORKSPACE_MESSAGES.pending,
    ]);
    expect(
      refusal(await h.as(founder, UPDATE_TENANT, { input: { id, companyInformation: { name: 'x' }, workspace: 'y' } })),
    ).toEqual(['WorkspaceInactive', WORKSPACE_MESSAGES.pending]);
    expect((await h.as(founder, TENANT, { id })).data.getTenant).toEqual({
      workspace: 'Founders Ltd',
      companyInformation: { name: 'Founders Limited' },
    });
    expect(
      (await h.as(founder, UPDATE_PROFILE, { input: { id: founder.username, name: 'Fran' } })).errors,
    ).toBeUndefined();
    const [note] = (await h.as(founder, NOTIFICATIONS)).data.listNotifications.items;
    expect(
      (await h.as(founder, UPDATE_NOTIFICATION, { input: { id: note.id, channels: ['EMAIL'] } })).errors,
    ).toBeUndefined();
    // Whoever may not touch the workspace is not told where it stands: a colleague, who sees it, is refused;
    // another workspace's owner, who may not even see it, is answered as for a workspace that does not exist.
    expect(errorTypes(await h.as(owner, UPDATE_TENANT, company('Hijacked')))).toEqual([
      'ConditionalCheckFailedException',
    ]);
    expect(errorTypes(await h.as(colleague, UPDATE_TENANT, company('Hijacked')))).toEqual(['Unauthorized']);
  });

  it('while rejected: the same, with the rejection words; once active, the rest', async () => {
    await h.as(admin, REVIEW, { input: { tenantId: id, decision: 'REJECT', reason: 'Tell us more.' } });
    expect((await h.as(founder, UPDATE_TENANT, company('Founders Limited, Leeds'))).errors).toBeUndefined();
    expect(refusal(await h.as(founder, UPDATE_TENANT, rename('Renamed')))).toEqual([
      'WorkspaceInactive',
      WORKSPACE_MESSAGES.rejected,
    ]);
    await h.as(founder, SUBMIT, { input: { tenantId: id } });
    await h.as(admin, REVIEW, { input: { tenantId: id, decision: 'APPROVE' } });
    expect((await h.as(founder, UPDATE_TENANT, rename('Founders & Co'))).errors).toBeUndefined();
  });

  it('once deactivated: members read but write nothing through the generic mutations; platform admins still do', async () => {
    await h.as(admin, REVIEW, { input: { tenantId: id, decision: 'DEACTIVATE', password: PASSWORD } });
    const deactivated = ['WorkspaceInactive', WORKSPACE_MESSAGES.deactivated];
    expect(refusal(await h.as(founder, UPDATE_TENANT, company('Still here')))).toEqual(deactivated);
    expect(refusal(await h.as(founder, UPDATE_TENANT, rename('Still here')))).toEqual(deactivated);
    expect(refusal(await h.as(founder, UPDATE_PROFILE, { input: { id: founder.username, name: 'F' } }))).toEqual(
      deactivated,
    );
    expect(refusal(await h.as(colleague, UPDATE_PROFILE, { input: { id: colleague.username, name: 'C' } }))).toEqual(
      deactivated,
    );
    const [note] = (await h.as(colleague, NOTIFICATIONS)).data.listNotifications.items;
    expect(refusal(await h.as(colleague, UPDATE_NOTIFICATION, { input: { id: note.id, channels: [] } }))).toEqual(
      deactivated,
    );
    expect(
      refusal(
        await h.as(colleague, 'mutation ($id: ID!) { deleteNotification(input: { id: $id }) { id } }', { id: note.id }),
      ),
    ).toEqual(deactivated);
    expect((await h.as(colleague, NOTIFICATIONS)).data.listNotifications.items).toHaveLength(3);
    const read = await h.as(founder, TENANT, { id });
    expect(read.data.getTenant).toEqual({
      workspace: 'Founders & Co',
      companyInformation: { name: 'Founders Limited, Leeds' },
    });
    expect((await h.as(admin, UPDATE_TENANT, rename('Founders (closed)'))).errors).toBeUndefined();
    await h.as(admin, REVIEW, { input: { tenantId: id, decision: 'REACTIVATE' } });
    expect(
      (await h.as(founder, UPDATE_PROFILE, { input: { id: founder.username, name: 'Fran' } })).errors,
    ).toBeUndefined();
  });
});
