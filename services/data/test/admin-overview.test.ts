// The back-office's own lists and figures: the overview's daily series (UTC days, today last) and counts as they
// stand; the audit log's filters (actor by id or e-mail, action with its decisions, target exactly or by model,
// dates, search; LIKE wildcards taken literally), with names, workspace and details summarised; the workspaces
// list's plan filter and sorts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorOf, startDataHarness, type TestUser, uniqueEmail } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

let h: DataHarness;
let admin: TestUser;

const OVERVIEW = `query ($days: Int) { adminOverview(days: $days) {
  days from to series { date signUps workspaces enquiries newsletter } signUps workspacesCreated enquiriesReceived
  newsletterConfirmed users workspaces { pending active rejected deactivated deleted } openEnquiries
  newsletter { pending confirmed unsubscribed } } }`;
const AUDIT = `query ($input: AdminListInput) { adminListAudit(input: $input) {
  items { id createdAt actor actorName actorEmail action target tenantId workspace ip requestId details summary }
  total page pageSize } }`;
const WORKSPACES = `query ($input: AdminListInput) { adminListWorkspaces(input: $input) {
  items { tenantId workspace tier memberCount createdAt } total } }`;
const MAKE_ENQUIRY = 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }';

type Overview = {
  days: number;
  series: { date: string; signUps: number; workspaces: number; enquiries: number; newsletter: number }[];
  signUps: number;
  workspacesCreated: number;
  enquiriesReceived: number;
  newsletterConfirmed: number;
  users: number;
  workspaces: Record<string, number>;
  openEnquiries: number;
  newsletter: Record<string, number>;
};
type AuditEntry = {
  actor: string;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  tenantId: string | null;
  workspace: string | null;
  details: string;
  summary: string;
};

const overview = async (days?: number) =>
  ok(await h.as(admin, OVERVIEW, days === undefined ? {} : { days }), 'adminOverview').adminOverview as Overview;
const audit = async (input: Record<string, unknown>) =>
  ok(await h.as(admin, AUDIT, { input: { pageSize: 100, ...input } }), 'adminListAudit').adminListAudit as {
    items: AuditEntry[];
    total: number;
  };
const filters = (f: Record<string, string>) => ({ filters: JSON.stringify(f) });
const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await startDataHarness();
  admin = await h.makeAdmin(await h.newUser('overseer'));
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('adminOverview', () => {
  it('counts by UTC day over the period, today last, and the counts as they stand', async () => {
    const before = await overview(7);
    expect(before.days).toBe(7);
    expect(before.series.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => utcDay(-n)));

    // Today: a sign-up with its workspace (pending), an enquiry, a confirmed subscription.
    await h.newUser('founder', { workspace: 'Overview Works' });
    ok(
      await h.as('apiKey', MAKE_ENQUIRY, {
        input: { type: 'GENERAL_ENQUIRY', name: 'Ada', email: uniqueEmail('ada'), message: 'Hello', consent: true },
      }),
      'makeEnquiry',
    );
    const q = h.system.database.query;
    await q(`insert into app.newsletter_subscriptions (email, status, confirmed_at) values ($1, 'CONFIRMED', now())`, [
      uniqueEmail('reader'),
    ]);
    // Three days ago an enquiry, answered since; ten days ago another (outside the week, inside the month).
    await q(
      `insert into app.enquiries (type, name, email, message, status, created_at)
       values ('GENERAL_ENQUIRY', 'Old', 'old@example.com', 'Hi', 'ANSWERED', now() - interval '3 days'),
              ('GENERAL_ENQUIRY', 'Older', 'older@example.com', 'Hi', 'NEW', now() - interval '10 days')`,
    );

    const after = await overview(7);
    const today = (o: Overview) => o.series[6];
    expect(today(after).signUps - today(before).signUps).toBe(1);
    expect(today(after).workspaces - today(before).workspaces).toBe(1);
    expect(today(after).enquiries - today(before).enquiries).toBe(1);
    expect(today(after).newsletter - today(before).newsletter).toBe(1);
    expect(after.series[3].enquiries - before.series[3].enquiries).toBe(1);
    expect(after.enquiriesReceived - before.enquiriesReceived).toBe(2);
    expect(after.signUps).toBe(after.series.reduce((n, d) => n + d.signUps, 0));
    expect(after.users - before.users).toBe(1);
    expect(after.workspaces.pending - before.workspaces.pending).toBe(1);
    // Open: new or in progress, not archived (the answered one is not; the ten-day-old one is).
    expect(after.openEnquiries - before.openEnquiries).toBe(2);
    expect(after.newsletter.confirmed - before.newsletter.confirmed).toBe(1);

    // The month holds the ten-day-old enquiry too; 30 days is the default.
    const month = await overview();
    expect(month.days).toBe(30);
    expect(month.series).toHaveLength(30);
    expect(month.enquiriesReceived - after.enquiriesReceived).toBe(1);
  });

  it('takes 1 to 365 days', async () => {
    expect(errorOf(await h.as(admin, OVERVIEW, { days: 0 }))?.message).toBe('days: expected 1 or more');
    expect(errorOf(await h.as(admin, OVERVIEW, { days: 366 }))?.message).toBe('days: at most 365');
    expect((await overview(365)).series).toHaveLength(365);
  });
});

describe('adminListAudit', () => {
  let tenantId: string;
  let owner: TestUser;

  beforeAll(async () => {
    ({ owner, tenantId } = await activeWorkspace(h, admin, 'audited', 'Audited Works'));
  });

  it('finds a review by action, with who made it, where, and what it recorded', async () => {
    const { items } = await audit({ ...filters({ action: 'reviewWorkspace', target: `Tenant:${tenantId}` }) });
    expect(items).toHaveLength(1);
    const [review] = items;
    expect(review).toMatchObject({
      actor: admin.username,
      actorName: 'overseer Tester',
      actorEmail: admin.email,
      action: 'reviewWorkspace:APPROVE',
      target: `Tenant:${tenantId}`,
      tenantId,
      workspace: 'Audited Works',
      summary: 'status: ACTIVE',
    });
    // The log's own bookkeeping stays out.
    expect(JSON.parse(review?.details ?? '')).toEqual({ status: 'ACTIVE' });
    // Exactly that action too; a part of a name is not an action.
    expect((await audit(filters({ action: 'reviewWorkspace:APPROVE', target: `Tenant:${tenantId}` }))).total).toBe(1);
    expect((await audit(filters({ action: 'review', target: `Tenant:${tenantId}` }))).total).toBe(0);
  });

  it('filters by actor id or e-mail, target or model, and UTC days', async () => {
    const byEmail = await audit(filters({ actor: admin.email.toUpperCase() }));
    expect(byEmail.total).toBeGreaterThan(0);
    expect(byEmail.items.every((e) => e.actor === admin.username)).toBe(true);
    expect((await audit(filters({ actor: admin.username }))).total).toBe(byEmail.total);

    const tenant = await audit(filters({ target: `Tenant:${tenantId}` }));
    expect(tenant.items.map((e) => e.action).sort()).toEqual(
      ['createWorkspace', 'reviewWorkspace:APPROVE', 'setWorkspacePlan'].sort(),
    );
    const everyTenant = await audit(filters({ target: 'Tenant:' }));
    expect(everyTenant.total).toBeGreaterThan(tenant.total);
    expect(everyTenant.items.every((e) => e.target?.startsWith('Tenant:'))).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await audit(filters({ target: 'T%:' }))).total).toBe(0);
    expect((await audit(filters({ target: '_enant:' }))).total).toBe(0);

    const at = `Tenant:${tenantId}`;
    expect((await audit(filters({ target: at, from: utcDay(), to: utcDay() }))).total).toBe(tenant.total);
    expect((await audit(filters({ target: at, from: utcDay(1) }))).total).toBe(0);
    expect((await audit(filters({ target: at, to: utcDay(-1) }))).total).toBe(0);
    const badDate = await h.as(admin, AUDIT, { input: filters({ from: '26/11/2026' }) });
    expect(errorOf(badDate)?.message).toBe('input.filters.from: expected a date like 2026-01-31');
    // A day that does not exist is the caller's mistake too, not a failure of ours.
    const noSuchDay = await h.as(admin, AUDIT, { input: filters({ from: '2026-13-01' }) });
    expect(errorOf(noSuchDay)?.message).toBe('input.filters.from: expected a date like 2026-01-31');
  });

  it('searches the actor’s name and e-mail, action and target; newest first, paged', async () => {
    const found = await audit({ search: 'audited Tester', ...filters({ target: `Tenant:${tenantId}` }) });
    expect(found.items.map((e) => e.action)).toEqual(['createWorkspace']);
    expect(found.items[0]?.actorEmail).toBe(owner.email);

    const all = await audit({});
    const first = ok(await h.as(admin, AUDIT, { input: { pageSize: 10 } }), 'adminListAudit').adminListAudit;
    expect(first.total).toBe(all.total);
    expect(first.items).toEqual(all.items.slice(0, 10));
    const when = all.items.map((e) => (e as unknown as { createdAt: string }).createdAt);
    expect(when).toEqual([...when].sort().reverse());
  });
});

describe('adminListWorkspaces', () => {
  it('filters by plan and sorts by name and members', async () => {
    const { tenantId } = await activeWorkspace(h, admin, 'collab', 'Aardvark Collaborators');
    const collaborate = ok(
      await h.as(admin, WORKSPACES, { input: { pageSize: 100, ...filters({ tier: 'COLLABORATE' }) } }),
      'adminListWorkspaces',
    ).adminListWorkspaces;
    expect(collaborate.items.map((w: { tenantId: string }) => w.tenantId)).toContain(tenantId);
    expect(collaborate.items.every((w: { tier: string }) => w.tier === 'COLLABORATE')).toBe(true);

    const byName = ok(
      await h.as(admin, WORKSPACES, { input: { pageSize: 100, sort: 'workspace', direction: 'ASC' } }),
      'adminListWorkspaces',
    ).adminListWorkspaces.items.map((w: { workspace: string }) => w.workspace.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byMembers = ok(
      await h.as(admin, WORKSPACES, { input: { pageSize: 100, sort: 'memberCount', direction: 'DESC' } }),
      'adminListWorkspaces',
    ).adminListWorkspaces.items.map((w: { memberCount: number }) => w.memberCount);
    expect(byMembers).toEqual([...byMembers].sort((a, b) => b - a));
    const badTier = await h.as(admin, WORKSPACES, { input: filters({ tier: 'GOLD' }) });
    expect(errorOf(badTier)?.errorType).toBe('ValidationError');
  });
});
