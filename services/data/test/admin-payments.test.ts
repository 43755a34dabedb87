// The back-office's payments: the list (filters status, type, workspace and refunded; search by workspace name or
// a provider id; sorted by date or amount; CSV), one payment's page, the refund (platform admins only, with the
// admin's password, never more than what is left, only a paid payment; a real payment refunded through the stripe
// SDK at the local payments service), the overview's revenue per day and subscriptions by tier, and the Bespoke
// grant.
import { ADMIN_MESSAGES, BILLING_MESSAGES } from '@innov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorOf, PASSWORD, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

let h: DataHarness;
let admin: TestUser;
let owner: TestUser;
let tenantId: string;
let otherTenant: string;

const PAYMENT_FIELDS = `id type status provider currency amount refundedAmount refundableAmount refunded providerRefType
  providerRefId paymentIntentId description failureMessage tenantId workspace pricingPlanId planTitle planTier paidAt
  createdAt`;
const LIST = `query ($input: AdminListInput) { adminListPayments(input: $input) { items { ${PAYMENT_FIELDS} }
  total page pageSize } }`;
const GET = `query ($id: ID!) { getAdminPayment(id: $id) { ${PAYMENT_FIELDS} refunds { id amount status } } }`;
const REFUND = `mutation ($input: RefundPaymentInput!) { refundPayment(input: $input) { ${PAYMENT_FIELDS} } }`;
const OVERVIEW = `query ($days: Int) { adminOverview(days: $days) { days series { date revenue } revenue
  subscriptions subscriptionsByTier { tier trialing active pastDue total } } }`;

type Payment = {
  id: string;
  type: string;
  status: string;
  amount: number;
  refundedAmount: number;
  refundableAmount: number;
  refunded: boolean;
  providerRefId: string | null;
  workspace: string | null;
  planTitle: string | null;
  tenantId: string | null;
};

const run = `${process.pid}-${Date.now()}`;
const list = async (input: Record<string, unknown>) =>
  ok(await h.as(admin, LIST, { input: { pageSize: 100, ...input } }), 'adminListPayments').adminListPayments as {
    items: Payment[];
    total: number;
  };
const filters = (f: Record<string, string>) => ({ filters: JSON.stringify(f) });

async function insertPayment(p: {
  tenantId: string;
  status?: string;
  type?: string;
  minor: number;
  refunded?: number;
  ref: string;
  paidAt?: string | null;
  createdAt?: string;
  plan?: string | null;
  intent?: string | null;
}): Promise<string> {
  const [row] = await h.system.database.query<{ id: string }>(
    `insert into app.payments (type, provider, amount, currency, status, provider_ref_type, provider_ref_id, tenant_id,
       amount_minor, refunded_minor, payment_intent_id, pricing_plan_id, paid_at, created_at)
     values ($1, 'STRIPE', $2::int / 100.0, 'GBP', $3, 'invoice', $4, $5, $2, $6, $7, $8, $9::timestamptz,
       coalesce($10::timestamptz, now())) returning id`,
    [
      p.type ?? 'INVOICE',
      p.minor,
      p.status ?? 'PAID',
      p.ref,
      p.tenantId,
      p.refunded ?? 0,
      p.intent ?? null,
      p.plan ?? null,
      p.paidAt === undefined ? new Date().toISOString() : p.paidAt,
      p.createdAt ?? null,
    ],
  );
  return row.id;
}

beforeAll(async () => {
  h = await startDataHarness({}, { services: ['identity', 'data', 'payments'] });
  admin = await h.makeAdmin(await h.newUser('treasurer'));
  ({ owner, tenantId } = await activeWorkspace(h, admin, 'payer', `Payer Works ${run}`));
  ({ tenantId: otherTenant } = await activeWorkspace(h, admin, 'other', `Other Works ${run}`));
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('adminListPayments', () => {
  let paid: string;
  let failed: string;
  let refunded: string;
  let other: string;

  beforeAll(async () => {
    const hour = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
    paid = await insertPayment({
      tenantId,
      minor: 4900,
      ref: `in_paid_${run}`,
      createdAt: hour(3),
      plan: 'plan-collaborate',
    });
    failed = await insertPayment({
      tenantId,
      minor: 900,
      ref: `in_failed_${run}`,
      status: 'ERROR',
      paidAt: null,
      createdAt: hour(2),
    });
    refunded = await insertPayment({
      tenantId,
      minor: 12000,
      refunded: 2000,
      ref: `pi_refunded_${run}`,
      type: 'PAYMENT_INTENT',
      createdAt: hour(1),
    });
    other = await insertPayment({ tenantId: otherTenant, minor: 100, ref: `in_other_${run}` });
  });

  it('lists a workspace’s payments newest first, with its name and plan', async () => {
    const { items, total } = await list(filters({ tenantId }));
    expect(total).toBe(3);
    expect(items.map((p) => p.id)).toEqual([refunded, failed, paid]);
    const first = items.find((p) => p.id === paid);
    expect(first).toMatchObject({
      workspace: `Payer Works ${run}`,
      amount: 49,
      refundedAmount: 0,
      refundableAmount: 49,
      status: 'PAID',
      type: 'INVOICE',
      providerRefId: `in_paid_${run}`,
      tenantId,
    });
    expect(first?.planTitle).toBeTruthy();
    expect(items.find((p) => p.id === refunded)).toMatchObject({
      refundedAmount: 20,
      refundableAmount: 100,
      refunded: true,
    });
    // An ERROR payment has nothing to refund.
    expect(items.find((p) => p.id === failed)?.refundableAmount).toBe(0);
  });

  it('filters by status, type and refunded, and sorts by amount', async () => {
    const ids = async (f: Record<string, string>, extra: Record<string, unknown> = {}) =>
      (await list({ ...filters({ tenantId, ...f }), ...extra })).items.map((p) => p.id);
    expect(await ids({ status: 'ERROR' })).toEqual([failed]);
    expect(await ids({ status: 'PAID' })).toEqual([refunded, paid]);
    expect(await ids({ type: 'PAYMENT_INTENT' })).toEqual([refunded]);
    expect(await ids({ refunded: 'REFUNDED' })).toEqual([refunded]);
    expect(await ids({ refunded: 'NOT_REFUNDED' })).toEqual([failed, paid]);
    expect(await ids({}, { sort: 'amount', direction: 'ASC' })).toEqual([failed, paid, refunded]);
    expect(await ids({}, { sort: 'amount', direction: 'DESC' })).toEqual([refunded, paid, failed]);
    const bad = await h.as(admin, LIST, { input: filters({ refunded: 'SOMETIMES' }) });
    expect(errorOf(bad)?.errorType).toBe('ValidationError');
    expect(errorOf(bad)?.message).toMatch(/^input\.filters\.refunded/);
  });

  it('searches by workspace name or provider id, wildcards taken literally', async () => {
    expect((await list({ search: `Payer Works ${run}` })).items.map((p) => p.id).sort()).toEqual(
      [paid, failed, refunded].sort(),
    );
    expect((await list({ search: `in_other_${run}` })).items.map((p) => p.id)).toEqual([other]);
    expect((await list({ search: `pi_refunded_${run}` })).items.map((p) => p.id)).toEqual([refunded]);
    expect((await list({ search: `Payer%${run}` })).total).toBe(0);
  });

  it('exports the list as CSV', async () => {
    const link = await h.as(
      admin,
      'mutation ($input: CreateAdminExportInput!) { createAdminExport(input: $input) { url } }',
      {
        input: { list: 'payments', query: JSON.stringify({ filters: { tenantId, status: 'PAID' } }) },
      },
    );
    expect(link.errors).toBeUndefined();
    const csv = await (await fetch(new URL(link.data.createAdminExport.url, h.url))).text();
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Created,Paid,Workspace,Plan,Type,Status,Currency,Amount,Refunded,Description,Provider reference,Payment intent,Workspace id,Payment id',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`Payer Works ${run}`);
    expect(csv).toContain(`,PAYMENT_INTENT,PAID,GBP,120.00,20.00,,pi_refunded_${run},`);
    expect(csv).not.toContain(`in_failed_${run}`);
  });

  it('shows one payment, and nothing for an unknown id', async () => {
    const r = ok(await h.as(admin, GET, { id: paid }), 'getAdminPayment').getAdminPayment;
    expect(r).toMatchObject({ id: paid, amount: 49, workspace: `Payer Works ${run}`, refunds: [] });
    expect(ok(await h.as(admin, GET, { id: 'no-such-payment' }), 'getAdminPayment').getAdminPayment).toBeNull();
  });

  it('is for platform admins only', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [GET, { id: paid }],
      [REFUND, { input: { paymentId: paid, password: PASSWORD } }],
    ] as const) {
      expect(errorOf(await h.as(owner, query, variables))?.errorType).toBe('Unauthorized');
    }
  });
});

describe('refundPayment (rules checked before the provider is asked)', () => {
  it('asks for the password, refuses what is not paid or too much', async () => {
    const id = await insertPayment({
      tenantId,
      minor: 5000,
      refunded: 1000,
      ref: `pi_rules_${run}`,
      intent: `pi_rules_${run}`,
    });
    const none = await h.as(admin, REFUND, { input: { paymentId: id } });
    expect(errorOf(none)?.message).toBe(`input.password: ${ADMIN_MESSAGES.passwordRequired}`);
    const wrong = await h.as(admin, REFUND, { input: { paymentId: id, password: 'Wr0ng-Password!' } });
    expect(errorOf(wrong)?.message).toBe(`input.password: ${ADMIN_MESSAGES.passwordIncorrect}`);
    const tooMuch = await h.as(admin, REFUND, { input: { paymentId: id, amount: 40.01, password: PASSWORD } });
    expect(errorOf(tooMuch)).toEqual({
      errorType: 'ValidationError',
      message: `input.amount: ${BILLING_MESSAGES.refundTooLarge}`,
    });
    const negative = await h.as(admin, REFUND, { input: { paymentId: id, amount: -1, password: PASSWORD } });
    expect(errorOf(negative)?.message).toBe('input.amount: expected more than 0');

    const failed = await insertPayment({
      tenantId,
      minor: 5000,
      ref: `pi_failed_${run}`,
      intent: `pi_failed_${run}`,
      status: 'ERROR',
      paidAt: null,
    });
    const notPaid = await h.as(admin, REFUND, { input: { paymentId: failed, password: PASSWORD } });
    expect(errorOf(notPaid)).toEqual({ errorType: 'ValidationError', message: BILLING_MESSAGES.notRefundable });
    const all = await insertPayment({
      tenantId,
      minor: 5000,
      refunded: 5000,
      ref: `pi_all_${run}`,
      intent: `pi_all_${run}`,
    });
    const nothingLeft = await h.as(admin, REFUND, { input: { paymentId: all, amount: 1, password: PASSWORD } });
    expect(errorOf(nothingLeft)?.message).toBe(`input.amount: ${BILLING_MESSAGES.refundTooLarge}`);
    const missing = await h.as(admin, REFUND, { input: { paymentId: 'no-such-payment', password: PASSWORD } });
    expect(errorOf(missing)?.errorType).toBe('NotFound');

    // Nothing changed, nothing audited.
    const [row] = await h.system.database.query<{ refunded_minor: number }>(
      'select refunded_minor from app.payments where id = $1',
      [id],
    );
    expect(row.refunded_minor).toBe(1000);
    const audits = await h.system.database.query('select 1 from app.audit_log where target = $1', [`Payment:${id}`]);
    expect(audits).toHaveLength(0);
  });
});

describe('adminOverview: revenue and subscriptions', () => {
  it('counts PAID payments less refunds by paid day, in pounds, and subscriptions by tier', async () => {
    const before = ok(await h.as(admin, OVERVIEW, { days: 7 }), 'adminOverview').adminOverview;
    const day = (o: typeof before, n: number) => o.series[6 - n].revenue as number;
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await insertPayment({ tenantId: otherTenant, minor: 2550, ref: `in_rev1_${run}`, paidAt: daysAgo(0) });
    await insertPayment({
      tenantId: otherTenant,
      minor: 10000,
      refunded: 2500,
      ref: `in_rev2_${run}`,
      paidAt: daysAgo(2),
    });
    // Not revenue: failed, pending, paid outside the week.
    await insertPayment({
      tenantId: otherTenant,
      minor: 7000,
      ref: `in_rev3_${run}`,
      status: 'ERROR',
      paidAt: daysAgo(1),
    });
    await insertPayment({ tenantId: otherTenant, minor: 7000, ref: `in_rev4_${run}`, status: 'PENDING', paidAt: null });
    await insertPayment({ tenantId: otherTenant, minor: 7000, ref: `in_rev5_${run}`, paidAt: daysAgo(9) });
    const q = h.system.database.query;
    const sub = (id: string, tier: string, status: string) =>
      q(
        `insert into app.subscriptions (id, tenant_id, customer_id, status, tier) values ($1, $2, 'cus_test', $3, $4)`,
        [`sub_${id}_${run}`, otherTenant, status, tier],
      );
    await sub('a', 'COLLABORATE', 'active');
    await sub('b', 'COLLABORATE', 'trialing');
    await sub('c', 'CAMPAIGN', 'past_due');
    await sub('d', 'CAMPAIGN', 'canceled');
    await sub('e', 'AVALANCHE', 'incomplete');

    const after = ok(await h.as(admin, OVERVIEW, { days: 7 }), 'adminOverview').adminOverview;
    expect(day(after, 0) - day(before, 0)).toBeCloseTo(25.5, 5);
    expect(day(after, 2) - day(before, 2)).toBeCloseTo(75, 5);
    expect(day(after, 1) - day(before, 1)).toBe(0);
    expect(after.revenue - before.revenue).toBeCloseTo(100.5, 5);
    expect(after.revenue).toBeCloseTo(
      after.series.reduce((n: number, d: { revenue: number }) => n + d.revenue, 0),
      5,
    );
    const tier = (o: typeof before, t: string) => o.subscriptionsByTier.find((x: { tier: string }) => x.tier === t);
    expect(after.subscriptionsByTier.map((t: { tier: string }) => t.tier)).toEqual([
      'CONNECT',
      'COLLABORATE',
      'CAMPAIGN',
      'AVALANCHE',
      'BESPOKE_USER_PRICING',
    ]);
    const diff = (t: string, k: string) => tier(after, t)[k] - tier(before, t)[k];
    expect([diff('COLLABORATE', 'active'), diff('COLLABORATE', 'trialing'), diff('COLLABORATE', 'total')]).toEqual([
      1, 1, 2,
    ]);
    expect([diff('CAMPAIGN', 'pastDue'), diff('CAMPAIGN', 'total')]).toEqual([1, 1]);
    expect(diff('AVALANCHE', 'total')).toBe(0);
    expect(after.subscriptions - before.subscriptions).toBe(3);
  });
});

describe('the Bespoke grant (setWorkspacePlan)', () => {
  it('grants a workspace its own limits and features, shows its tier, and is audited', async () => {
    const { owner: bespokeOwner, tenantId: bespoke } = await activeWorkspace(
      h,
      admin,
      'bespoke',
      `Bespoke Works ${run}`,
    );
    const grant = { features: ['ideas', 'campaigns'], seats: 25, storageGb: null, teams: 4, activeCampaigns: 2 };
    ok(
      await h.as(admin, 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }', {
        input: { tenantId: bespoke, tier: 'BESPOKE_USER_PRICING', entitlements: JSON.stringify(grant) },
      }),
      'setWorkspacePlan',
    );
    const listed = ok(
      await h.as(
        admin,
        `query ($input: AdminListInput) { adminListWorkspaces(input: $input) { items { tenantId tier
          entitlements { features seats storageGb teams activeCampaigns } } } }`,
        { input: { search: `Bespoke Works ${run}` } },
      ),
      'adminListWorkspaces',
    ).adminListWorkspaces.items;
    expect(listed).toHaveLength(1);
    expect(listed[0].tier).toBe('BESPOKE_USER_PRICING');
    expect(listed[0].entitlements).toMatchObject({ seats: 25, storageGb: null, teams: 4, activeCampaigns: 2 });
    expect(listed[0].entitlements.features).toEqual(expect.arrayContaining(['workspace', 'ideas', 'campaigns']));

    const mine = ok(
      await h.as(bespokeOwner, '{ getMyWorkspace { tier entitlements { features seats storageGb teams } } }'),
      'getMyWorkspace',
    ).getMyWorkspace;
    expect(mine).toMatchObject({
      tier: 'BESPOKE_USER_PRICING',
      entitlements: { seats: 25, storageGb: null, teams: 4 },
    });

    const [audit] = await h.system.database.query<{ action: string; details: Record<string, unknown> }>(
      `select action, details from app.audit_log where target = $1 and action = 'setWorkspacePlan'
        order by created_at desc limit 1`,
      [`Tenant:${bespoke}`],
    );
    expect(audit.details).toMatchObject({ tier: 'BESPOKE_USER_PRICING', entitlements: grant });

    // Other plans take no grant.
    const refused = await h.as(
      admin,
      'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tier } }',
      {
        input: { tenantId: bespoke, tier: 'CAMPAIGN', entitlements: JSON.stringify(grant) },
      },
    );
    expect(errorOf(refused)?.errorType).toBe('ValidationError');
  });
});

describe('refundPayment through the provider', () => {
  it('refunds part, then the rest: recorded at once, held by the provider, audited, never more', async () => {
    // A real paid payment at the local payments service (the SDK the app uses), recorded as the webhook records it.
    const stripe = h.system.data!.deps.stripe.client();
    const customer = await stripe.customers.create({ name: `Payer Works ${run}`, metadata: { tenantId } });
    const intent = await stripe.paymentIntents.create({
      amount: 4900,
      currency: 'gbp',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
    const id = await insertPayment({
      tenantId,
      minor: 4900,
      ref: intent.id,
      type: 'PAYMENT_INTENT',
      intent: intent.id,
    });
    const refundedMinor = async () =>
      (
        await h.system.database.query<{ refunded_minor: number }>(
          'select refunded_minor from app.payments where id = $1',
          [id],
        )
      )[0]?.refunded_minor;
    // The app's webhook endpoint paused: what the page shows is the function's own record, not charge.refunded's.
    await stripe.webhookEndpoints.update('we_app', { disabled: true });
    try {
      const first = ok(
        await h.as(admin, REFUND, {
          input: { paymentId: id, amount: 20, reason: 'requested_by_customer', password: PASSWORD },
        }),
        'refundPayment',
      ).refundPayment;
      expect(first).toMatchObject({ id, refundedAmount: 20, refundableAmount: 29, refunded: true });
      expect(await refundedMinor()).toBe(2000);
      // No amount: what is left.
      const rest = ok(
        await h.as(admin, REFUND, { input: { paymentId: id, password: PASSWORD } }),
        'refundPayment',
      ).refundPayment;
      expect(rest).toMatchObject({ refundedAmount: 49, refundableAmount: 0 });
      expect(await refundedMinor()).toBe(4900);

      const atProvider = await stripe.refunds.list({ payment_intent: intent.id });
      expect(atProvider.data.map((r) => r.amount).sort((a, b) => a - b)).toEqual([2000, 2900]);
      const page = ok(await h.as(admin, GET, { id }), 'getAdminPayment').getAdminPayment;
      expect(page.refunds.map((r: { amount: number }) => r.amount).sort((a: number, b: number) => a - b)).toEqual([
        20, 29,
      ]);

      const again = await h.as(admin, REFUND, { input: { paymentId: id, amount: 1, password: PASSWORD } });
      expect(errorOf(again)?.message).toBe(`input.amount: ${BILLING_MESSAGES.refundTooLarge}`);
      expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(2);

      const audits = await h.system.database.query<{ action: string; details: { amount: number; refunded: number } }>(
        `select action, details from app.audit_log where target = $1 order by created_at, id`,
        [`Payment:${id}`],
      );
      expect(
        audits.filter((a) => a.action === 'refundPayment').map((a) => [a.details.amount, a.details.refunded]),
      ).toEqual([
        [20, 20],
        [29, 49],
      ]);
    } finally {
      await stripe.webhookEndpoints.update('we_app', { disabled: false });
    }
  });
});
