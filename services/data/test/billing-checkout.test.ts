// Billing end to end with the real stripe SDK against the local payments service (issue 27): a checkout through
// the hosted page with 4242… approves a waiting workspace and opens its plan's features (checked through the
// guard), a declined card grants nothing; the webhook refuses a tampered signature, records each event once and
// re-reads the subscription so a late, stale event changes nothing; the proration preview equals the invoice
// the change makes; of two checkouts racing for a referral code's last use exactly one wins and the use is booked
// once; members read but do not manage; a past-due workspace keeps its plan for the grace, then has Connect's.
import { BILLING_MESSAGES, PAST_DUE_GRACE_DAYS } from '@innov/contracts';
import { localPaymentsKeys } from '@innov/platform';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlan, type PlanRow, syncPlanPrice } from '../src/billing/plans.ts';
import { type DataHarness, errorOf, startDataHarness, type TestUser } from './harness.ts';
import { ok } from './roles-fixture.ts';

let h: DataHarness;
let stripe: Stripe;
let webhookSecret: string;
const run = `${process.pid}-${Date.now()}`;

const MINE = '{ getMyWorkspace { tenantId status tier entitlements { features } } }';
const SUBSCRIPTION = `{ getMySubscription { tenantId tier status canManage trialAvailable cancelAtPeriodEnd
  currentPeriodEnd pastDueSince graceEndsAt entitlements card { brand last4 } billingDetails { companyName }
  plan { id title tier } usage { seats teams storageBytes activeCampaigns } discount { code }
  pendingPlan { id } pendingReferralCode } }`;
const CHECKOUT = 'mutation ($input: StartCheckoutInput!) { startCheckout(input: $input) { url } }';
const IDEAS = '{ listIdeaCategories }';
const PAYMENTS =
  '{ listMyPayments { items { id type status amount currency description failureMessage invoiceId paidAt } } }';
const INVOICES = '{ listMyInvoices { items { id total amountPaid status lines { amount proration } } hasMore } }';
const PREVIEW = `query ($input: PlanChangeInput!) { previewPlanChange(input: $input) { amountDue prorationDate
  lines { description amount proration } } }`;
const CHANGE = 'mutation ($input: PlanChangeInput!) { changePlan(input: $input) { plan { id } status } }';

const db = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  h.system.database.query<T>(sql, params);

async function owner(tag: string) {
  const user = await h.newUser(tag, { workspace: `${tag} Ltd ${run}` });
  const tenantId = ok(await h.as(user, MINE), 'getMyWorkspace').getMyWorkspace.tenantId as string;
  return { user, tenantId };
}

/** Fills the hosted checkout page's form (its CSRF cookie and field) with a card, as a browser would. */
async function payOnPage(
  url: string,
  number: string,
): Promise<{ status: number; location: string | null; body: string }> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
  // The card form posts to the page itself.
  const res = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ _csrf: csrf, number, expiry: '12/34', cvc: '123', name: 'Ada', postalCode: 'N1 1AA' }),
  });
  const out = { status: res.status, location: res.headers.get('location'), body: await res.text() };
  return out;
}

/** A signed delivery to the app's webhook endpoint, as the provider makes it. */
async function deliver(payload: string, header?: string) {
  const res = await fetch(`${h.url}/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': header ?? stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    body: payload,
  });
  return { status: res.status, body: await res.text() };
}

const plan = async (tier: string) =>
  (
    await db<{ id: string }>(
      'select id from app.pricing_plans where tier_id = $1 and status = \'ACTIVE\' order by "order" limit 1',
      [tier],
    )
  )[0]?.id as string;

let campaign: string;
let collaborate: string;
let avalanche: string;
let payer: { user: TestUser; tenantId: string };

beforeAll(async () => {
  h = await startDataHarness({}, { services: ['identity', 'data', 'payments'] });
  stripe = h.system.data?.deps.stripe.client() as Stripe;
  webhookSecret = h.system.data?.deps.stripe.webhookSecret as string;
  expect(webhookSecret).toBe(localPaymentsKeys(Buffer.from(h.system.data?.deps.secrets.key as Buffer)).webhookSecret);
  campaign = await plan('CAMPAIGN');
  collaborate = await plan('COLLABORATE');
  avalanche = await plan('AVALANCHE');
}, 60_000);
afterAll(async () => h?.close());

describe('checkout through the hosted page', () => {
  it('4242… pays the Campaign plan: the waiting workspace is approved and the plan’s features open', async () => {
    payer = await owner('payer');
    expect(ok(await h.as(payer.user, MINE), 'mine').getMyWorkspace).toMatchObject({
      status: 'PENDING',
      tier: 'CONNECT',
    });
    expect(errorOf(await h.as(payer.user, IDEAS))?.errorType).toBe('PlanRequired');
    const { url } = ok(
      await h.as(payer.user, CHECKOUT, { input: { pricingPlanId: campaign } }),
      'startCheckout',
    ).startCheckout;
    expect(url).toMatch(/\/pay\/checkout\/cs_test_/);
    const paid = await payOnPage(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/\/dashboard\/subscription\?checkout=success&session_id=cs_test_/);
    // State comes from the webhook: wait for it.
    const deadline = Date.now() + 15_000;
    let mine: { status: string; tier: string } = { status: '', tier: '' };
    while (Date.now() < deadline) {
      mine = ok(await h.as(payer.user, MINE), 'mine').getMyWorkspace;
      if (mine.status === 'ACTIVE' && mine.tier === 'CAMPAIGN') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine).toMatchObject({ status: 'ACTIVE', tier: 'CAMPAIGN' });
    // Through the guard: a Campaign feature opens.
    expect(await h.as(payer.user, IDEAS)).not.toHaveProperty('errors');
    const sub = ok(await h.as(payer.user, SUBSCRIPTION), 'getMySubscription').getMySubscription;
    expect(sub).toMatchObject({ status: 'ACTIVE', tier: 'CAMPAIGN', canManage: true, plan: { id: campaign } });
    expect(sub.card).toMatchObject({ last4: '4242' });
    const payments = ok(await h.as(payer.user, PAYMENTS), 'payments').listMyPayments.items;
    expect(payments).toEqual([expect.objectContaining({ type: 'INVOICE', status: 'PAID', currency: 'GBP' })]);
    const [tenant] = await db<{ stripe_customer_id: string; account: string }>(
      `select t.stripe_customer_id, p.payment_account -> 'stripe' ->> 'customerId' as account
         from app.tenants t join app.user_profiles p on p.id = t.owner where t.id = $1`,
      [payer.tenantId],
    );
    expect(tenant.stripe_customer_id).toMatch(/^cus_/);
    expect(tenant.account).toBe(tenant.stripe_customer_id);
    const audit = await db<{ action: string; actor: string }>(
      "select action, actor from app.audit_log where tenant_id = $1 and actor = 'stripe'",
      [payer.tenantId],
    );
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['approveWorkspaceByPayment', 'paymentPaid']));
    const mails = await h.outbox(payer.user.email);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Receipt for your payment of £/)]),
    );
  });

  it('a declined card grants nothing (checked through the guard)', async () => {
    const declined = await owner('declined');
    const { url } = ok(
      await h.as(declined.user, CHECKOUT, { input: { pricingPlanId: campaign } }),
      'startCheckout',
    ).startCheckout;
    const page = await payOnPage(url, '4000 0000 0000 0002');
    expect([200, 402]).toContain(page.status);
    expect(page.body).toContain('Your card was declined.');
    await new Promise((r) => setTimeout(r, 500));
    expect(ok(await h.as(declined.user, MINE), 'mine').getMyWorkspace).toMatchObject({
      status: 'PENDING',
      tier: 'CONNECT',
    });
    expect(errorOf(await h.as(declined.user, IDEAS))?.errorType).toBe('PlanRequired');
    const paid = await db("select 1 from app.payments where tenant_id = $1 and status = 'PAID'", [declined.tenantId]);
    expect(paid).toEqual([]);
  });

  it('refuses what cannot be bought: a free plan, the plan the workspace has, a second subscription', async () => {
    const connect = await plan('CONNECT');
    expect(errorOf(await h.as(payer.user, CHECKOUT, { input: { pricingPlanId: connect } }))?.message).toBe(
      BILLING_MESSAGES.freePlan,
    );
    expect(errorOf(await h.as(payer.user, CHECKOUT, { input: { pricingPlanId: campaign } }))?.message).toBe(
      BILLING_MESSAGES.alreadySubscribed,
    );
    expect(errorOf(await h.as(payer.user, CHECKOUT, { input: { pricingPlanId: collaborate } }))?.message).toBe(
      BILLING_MESSAGES.hasSubscription,
    );
  });
});

describe('the webhook', () => {
  it('refuses a tampered or missing signature with 400 and changes nothing', async () => {
    const payload = JSON.stringify({
      id: `evt_tamper_${run}`,
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_x' } },
    });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await deliver(payload.replace('in_x', 'in_y'), header)).status).toBe(400);
    expect((await deliver(payload, header.replace(/v1=[0-9a-f]{4}/, 'v1=0000'))).status).toBe(400);
    expect((await deliver(payload, 'nonsense')).status).toBe(400);
    expect((await deliver('not json', undefined)).status).toBe(400);
    expect(await db('select 1 from app.payment_events where id = $1', [`evt_tamper_${run}`])).toEqual([]);
  });

  it('records an event once: a replay answers 200 and changes nothing', async () => {
    const id = `evt_dup_${run}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const first = await deliver(payload);
    const again = await deliver(payload);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(JSON.parse(again.body)).toMatchObject({ duplicate: true });
    expect(await db('select id from app.payment_events where id = $1', [id])).toHaveLength(1);
  });

  it('a paid invoice delivered twice is counted once; a stale subscription event arriving late changes nothing', async () => {
    const [sub] = await db<{ id: string; status: string }>(
      'select id, status from app.subscriptions where tenant_id = $1',
      [payer.tenantId],
    );
    const before = await db('select id, status from app.payments where tenant_id = $1', [payer.tenantId]);
    // The invoice.paid the provider sent, sent again under another event id (a provider retry of another kind).
    const [event] = (await stripe.events.list({ type: 'invoice.paid', limit: 10 })).data.filter(
      (e) => (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription === sub.id,
    );
    expect(event).toBeDefined();
    const replay = JSON.stringify({ ...event, id: `evt_replay_${run}` });
    expect((await deliver(replay)).status).toBe(200);
    expect(await db('select id, status from app.payments where tenant_id = $1', [payer.tenantId])).toEqual(before);
    const receipts = (await h.outbox(payer.user.email)).filter((m) => m.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
    // A stale "canceled" snapshot: the webhook reads the subscription again and keeps what the provider says now.
    const now = await stripe.subscriptions.retrieve(sub.id);
    const stale = JSON.stringify({
      id: `evt_stale_${run}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { ...now, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) } },
    });
    expect((await deliver(stale)).status).toBe(200);
    const [after] = await db<{ status: string }>('select status from app.subscriptions where id = $1', [sub.id]);
    expect(after.status).toBe('active');
    expect(ok(await h.as(payer.user, MINE), 'mine').getMyWorkspace.tier).toBe('CAMPAIGN');
  });
});

describe('plan changes', () => {
  it('the proration preview equals the invoice the change creates', async () => {
    const preview = ok(
      await h.as(payer.user, PREVIEW, { input: { pricingPlanId: avalanche } }),
      'preview',
    ).previewPlanChange;
    expect(preview.lines.some((l: { proration: boolean }) => l.proration)).toBe(true);
    const changed = ok(
      await h.as(payer.user, CHANGE, { input: { pricingPlanId: avalanche, prorationDate: preview.prorationDate } }),
      'changePlan',
    ).changePlan;
    expect(changed.plan.id).toBe(avalanche);
    const invoices = ok(await h.as(payer.user, INVOICES), 'invoices').listMyInvoices.items;
    expect(invoices[0].total).toBe(preview.amountDue);
    expect(invoices[0].lines.map((l: { amount: number }) => l.amount).sort()).toEqual(
      preview.lines.map((l: { amount: number }) => l.amount).sort(),
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && ok(await h.as(payer.user, MINE), 'mine').getMyWorkspace.tier !== 'AVALANCHE')
      await new Promise((r) => setTimeout(r, 100));
    expect(ok(await h.as(payer.user, MINE), 'mine').getMyWorkspace.tier).toBe('AVALANCHE');
    const notices = (await h.outbox(payer.user.email)).filter((m) => m.subject.startsWith('Your plan changed'));
    expect(notices).toHaveLength(1);
  });
});

describe('referral codes', () => {
  it('of two checkouts racing for the last use exactly one wins; the paid one is booked once', async () => {
    const codeId = `code-${run}`;
    const code = `LAST${process.pid}${Date.now() % 100000}`;
    await db(
      `insert into app.referral_codes (id, code, user_value, type, timing, usage_types, maximum_applications, applications, active, created_at, updated_at)
       values ($1, $2, 10, 'PERCENTAGE', 'SIGN_UP', '["PAYMENT"]'::jsonb, 1, 0, true, now(), now())`,
      [codeId, code],
    );
    const a = await owner('race-a');
    const b = await owner('race-b');
    const results = await Promise.all(
      [a, b].map((o) => h.as(o.user, CHECKOUT, { input: { pricingPlanId: collaborate, referralCode: code } })),
    );
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(errorOf(lost[0])?.message).toBe(`input.referralCode: ${BILLING_MESSAGES.codeUsedUp}`);
    const winner = results[0] === won[0] ? a : b;
    const reserved = await db<{ status: string }>(
      'select status from app.referral_redemptions where referral_code_id = $1',
      [codeId],
    );
    expect(reserved).toEqual([{ status: 'RESERVED' }]);
    expect((await payOnPage(won[0].data.startCheckout.url, '4242424242424242')).status).toBe(303);
    const deadline = Date.now() + 15_000;
    let rows: { status: string }[] = [];
    while (Date.now() < deadline) {
      rows = await db<{ status: string }>('select status from app.referral_redemptions where referral_code_id = $1', [
        codeId,
      ]);
      if (rows[0]?.status === 'BOOKED') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toEqual([{ status: 'BOOKED' }]);
    const [counted] = await db<{ applications: number }>('select applications from app.referral_codes where id = $1', [
      codeId,
    ]);
    expect(counted.applications).toBe(1);
    const sub = ok(await h.as(winner.user, SUBSCRIPTION), 'sub').getMySubscription;
    expect(sub.discount).toEqual({ code });
  });

  it('sign-up records the code in the sign-up plan without counting it', async () => {
    const codeId = `signup-${run}`;
    const code = `SIGN${process.pid}${Date.now() % 100000}`;
    await db(
      `insert into app.referral_codes (id, code, user_value, type, timing, usage_types, maximum_applications, applications, active, created_at, updated_at)
       values ($1, $2, 5, 'FIXED', 'SIGN_UP', '["SIGN_UP"]'::jsonb, 5, 0, true, now(), now())`,
      [codeId, code],
    );
    const user = await h.newUser('signup-code', {
      workspace: `Sign ${run}`,
      pricingPlanId: campaign,
      referralCodeId: codeId,
    });
    const [row] = await db<{ applications: number }>('select applications from app.referral_codes where id = $1', [
      codeId,
    ]);
    expect(row.applications).toBe(0);
    const sub = ok(await h.as(user, SUBSCRIPTION), 'sub').getMySubscription;
    expect(sub).toMatchObject({
      status: 'NONE',
      pendingPlan: { id: campaign },
      pendingReferralCode: code,
      trialAvailable: true,
    });
  });
});

describe('who manages', () => {
  it('members read the plan but not the card, details or payments, and cannot manage', async () => {
    const member = await h.newUser('member');
    // Moved into the payer's workspace as a member (their own sign-up made them a workspace of their own).
    await db('update app.user_profiles set tenant_id = $2, pending_approval = false where id = $1', [
      member.username,
      payer.tenantId,
    ]);
    await db("update app.workspace_members set tenant_id = $2, role = 'member' where user_id = $1", [
      member.username,
      payer.tenantId,
    ]);
    const sub = ok(await h.as(member, SUBSCRIPTION), 'sub').getMySubscription;
    expect(sub).toMatchObject({ canManage: false, card: null, billingDetails: null, tier: 'AVALANCHE' });
    for (const q of [PAYMENTS, INVOICES])
      expect(errorOf(await h.as(member, q))?.errorType ?? (await h.as(member, q)).errors?.[0]?.errorType).toMatch(
        /Unauthorized/,
      );
    const refused = await h.as(member, CHECKOUT, { input: { pricingPlanId: collaborate } });
    expect(refused.errors?.[0]?.errorType).toBe('Unauthorized');
    const cancel = await h.as(member, 'mutation { cancelSubscription { status } }');
    expect(cancel.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});

describe('past due', () => {
  it(`keeps the plan for ${PAST_DUE_GRACE_DAYS} days after the first failed payment, then Connect’s entitlements`, async () => {
    const late = await owner('late');
    await db("update app.tenants set tier = 'CAMPAIGN', status = 'ACTIVE' where id = $1", [late.tenantId]);
    const since = new Date(Date.now() - (PAST_DUE_GRACE_DAYS - 1) * 86_400_000);
    await db(
      `insert into app.subscriptions (id, tenant_id, customer_id, status, tier, past_due_since) values ($1, $2, 'cus_late', 'past_due', 'CAMPAIGN', $3)`,
      [`sub_late_${run}`, late.tenantId, since],
    );
    const forget = () => h.system.data?.deps.pubsub.publish('internal:workspace-changes', { tenantId: late.tenantId });
    await forget();
    expect(await h.as(late.user, IDEAS)).not.toHaveProperty('errors');
    const within = ok(await h.as(late.user, SUBSCRIPTION), 'sub').getMySubscription;
    expect(within).toMatchObject({ status: 'PAST_DUE', tier: 'CAMPAIGN' });
    expect(new Date(within.graceEndsAt).getTime()).toBe(since.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000);
    await db('update app.subscriptions set past_due_since = $2 where id = $1', [
      `sub_late_${run}`,
      new Date(Date.now() - (PAST_DUE_GRACE_DAYS + 1) * 86_400_000),
    ]);
    await forget();
    expect(errorOf(await h.as(late.user, IDEAS))?.errorType).toBe('PlanRequired');
    const mine = ok(await h.as(late.user, MINE), 'mine').getMyWorkspace;
    expect(mine.tier).toBe('CONNECT');
    expect(ok(await h.as(late.user, SUBSCRIPTION), 'sub').getMySubscription).toMatchObject({
      status: 'PAST_DUE',
      tier: 'CONNECT',
    });
  });
});

describe('the rest of the subscription page', () => {
  it('a free trial without a card gives the plan but does not approve the workspace, once per workspace', async () => {
    const trial = await owner('trial');
    const started = ok(
      await h.as(
        trial.user,
        'mutation ($input: StartTrialInput!) { startTrial(input: $input) { status tier trialEnd trialAvailable } }',
        {
          input: { pricingPlanId: collaborate },
        },
      ),
      'startTrial',
    ).startTrial;
    expect(started).toMatchObject({ status: 'TRIALING', tier: 'COLLABORATE', trialAvailable: false });
    expect(new Date(started.trialEnd).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(ok(await h.as(trial.user, MINE), 'mine').getMyWorkspace).toMatchObject({
      status: 'PENDING',
      tier: 'COLLABORATE',
    });
    const again = await h.as(
      trial.user,
      'mutation ($input: StartTrialInput!) { startTrial(input: $input) { status } }',
      {
        input: { pricingPlanId: campaign },
      },
    );
    expect(errorOf(again)?.message).toBe(BILLING_MESSAGES.trialUsed);
  });

  it('billing details reach the provider’s customer; cancel at period end and resume', async () => {
    const details = ok(
      await h.as(
        payer.user,
        'mutation ($input: BillingDetailsInput!) { updateBillingDetails(input: $input) { billingDetails { companyName vatNumber country } } }',
        { input: { companyName: 'Payer Ltd', vatNumber: 'gb 123 456 789', country: 'gb', city: 'London' } },
      ),
      'updateBillingDetails',
    ).updateBillingDetails;
    expect(details.billingDetails).toEqual({ companyName: 'Payer Ltd', vatNumber: 'GB123456789', country: 'GB' });
    const [t] = await db<{ stripe_customer_id: string }>('select stripe_customer_id from app.tenants where id = $1', [
      payer.tenantId,
    ]);
    const customer = (await stripe.customers.retrieve(t.stripe_customer_id)) as Stripe.Customer;
    expect(customer.name).toBe('Payer Ltd');
    expect(customer.address?.country).toBe('GB');
    expect(customer.invoice_settings.custom_fields).toEqual([{ name: 'VAT number', value: 'GB123456789' }]);
    const cancelled = ok(
      await h.as(payer.user, 'mutation { cancelSubscription { cancelAtPeriodEnd status } }'),
      'cancel',
    );
    expect(cancelled.cancelSubscription).toEqual({ cancelAtPeriodEnd: true, status: 'ACTIVE' });
    const resumed = ok(
      await h.as(payer.user, 'mutation { resumeSubscription { cancelAtPeriodEnd status } }'),
      'resume',
    );
    expect(resumed.resumeSubscription).toEqual({ cancelAtPeriodEnd: false, status: 'ACTIVE' });
    const portal = ok(await h.as(payer.user, 'mutation { openBillingPortal { url } }'), 'portal').openBillingPortal;
    expect(portal.url).toMatch(/\/pay\/portal\/bps_/);
  });

  it('a Bespoke grant is never overwritten by the provider’s events', async () => {
    await db("update app.tenants set tier = 'BESPOKE_USER_PRICING' where id = $1", [payer.tenantId]);
    const [sub] = await db<{ id: string }>(
      "select id from app.subscriptions where tenant_id = $1 and status = 'active'",
      [payer.tenantId],
    );
    const now = await stripe.subscriptions.retrieve(sub.id);
    const payload = JSON.stringify({
      id: `evt_bespoke_${run}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: now },
    });
    expect((await deliver(payload)).status).toBe(200);
    const [t] = await db<{ tier: string }>('select tier from app.tenants where id = $1', [payer.tenantId]);
    expect(t.tier).toBe('BESPOKE_USER_PRICING');
  });
});

describe('plans at the provider', () => {
  const addPlan = async (id: string, price: number, recurrence: string, tier: string) =>
    db(
      `insert into app.pricing_plans (id, "order", price, currency, title, recurrence, features, tier_id, status, created_at, updated_at)
       values ($1, 90, $2, 'GBP', $3, $4, '[]'::jsonb, $5, 'ACTIVE', now(), now())`,
      [id, price, `Plan ${id}`, recurrence, tier],
    );

  it('a plan’s price change makes a new provider price at the next checkout and archives the old', async () => {
    const id = `plan-sync-${run}`;
    await addPlan(id, 10, 'MONTHLY', 'COLLABORATE');
    const buyer = await owner('sync');
    ok(await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: id } }), 'first checkout');
    const [first] = await db<{ pricing_id: string; product_id: string }>(
      'select pricing_id, product_id from app.pricing_plans where id = $1',
      [id],
    );
    expect(first.pricing_id).toMatch(/^price_/);
    expect((await stripe.products.retrieve(first.product_id)).metadata).toMatchObject({ pricingPlanId: id });
    await db('update app.pricing_plans set price = 12.5 where id = $1', [id]);
    ok(await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: id } }), 'second checkout');
    const [second] = await db<{ pricing_id: string; product_id: string }>(
      'select pricing_id, product_id from app.pricing_plans where id = $1',
      [id],
    );
    expect(second.product_id).toBe(first.product_id);
    expect(second.pricing_id).not.toBe(first.pricing_id);
    expect(await stripe.prices.retrieve(second.pricing_id)).toMatchObject({ unit_amount: 1250, active: true });
    expect((await stripe.prices.retrieve(first.pricing_id)).active).toBe(false);
  });

  it('a one-off plan paid with 4242… grants its tier with no end and approves the workspace', async () => {
    const id = `plan-once-${run}`;
    await addPlan(id, 99, 'ONE_OFF', 'CAMPAIGN');
    const buyer = await owner('once');
    const { url } = ok(
      await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: id } }),
      'startCheckout',
    ).startCheckout;
    expect((await payOnPage(url, '4242 4242 4242 4242')).status).toBe(303);
    const deadline = Date.now() + 15_000;
    let mine = ok(await h.as(buyer.user, MINE), 'mine').getMyWorkspace;
    while (Date.now() < deadline && !(mine.status === 'ACTIVE' && mine.tier === 'CAMPAIGN')) {
      await new Promise((r) => setTimeout(r, 100));
      mine = ok(await h.as(buyer.user, MINE), 'mine').getMyWorkspace;
    }
    expect(mine).toMatchObject({ status: 'ACTIVE', tier: 'CAMPAIGN' });
    const payments = ok(await h.as(buyer.user, PAYMENTS), 'payments').listMyPayments.items;
    expect(payments).toEqual([expect.objectContaining({ type: 'PAYMENT_INTENT', status: 'PAID', amount: 99 })]);
    expect(errorOf(await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: id } }))?.message).toBe(
      BILLING_MESSAGES.alreadySubscribed,
    );
  });
});

describe('a failed renewal', () => {
  it('marks the payment ERROR with the decline, mails the link to fix it and starts the grace', async () => {
    const late = await owner('renewal');
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
    const customer = await stripe.customers.create({ test_clock: clock.id, metadata: { tenantId: late.tenantId } });
    await db('update app.tenants set stripe_customer_id = $2 where id = $1', [late.tenantId, customer.id]);
    const good = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const deps = h.system.data?.deps as NonNullable<typeof h.system.data>['deps'];
    const price = await syncPlanPrice(deps, (await loadPlan(deps.database.query, campaign)) as PlanRow);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price?.priceId as string }],
      default_payment_method: good.id,
      metadata: { tenantId: late.tenantId, pricingPlanId: campaign },
    });
    const bad = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.subscriptions.update(sub.id, { default_payment_method: bad.id });
    const end = sub.items.data[0].current_period_end;
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 3_600 });
    const deadline = Date.now() + 20_000;
    let rows: { status: string; failure_message: string | null }[] = [];
    while (Date.now() < deadline) {
      rows = await db<{ status: string; failure_message: string | null }>(
        "select status, failure_message from app.payments where tenant_id = $1 and status = 'ERROR'",
        [late.tenantId],
      );
      if (rows.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toEqual([{ status: 'ERROR', failure_message: 'Your card was declined.' }]);
    const [row] = await db<{ status: string; past_due_since: Date | null }>(
      'select status, past_due_since from app.subscriptions where id = $1',
      [sub.id],
    );
    expect(row.status).toBe('past_due');
    expect(row.past_due_since).not.toBeNull();
    const mail = (await h.outbox(late.user.email)).find((m) => m.subject.startsWith('Your payment failed'));
    expect(mail?.text).toContain('/dashboard/subscription');
    expect(ok(await h.as(late.user, SUBSCRIPTION), 'sub').getMySubscription).toMatchObject({
      status: 'PAST_DUE',
      tier: 'CAMPAIGN',
    });
  });
});

describe('what the review found', () => {
  /** Polls `read` until `done` holds (the webhook's change lands a moment after the provider's answer). */
  async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
    const deadline = Date.now() + ms;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      value = await read();
    }
    return value;
  }

  /** A Campaign subscription paid with a good card, made at the provider and applied by the webhook. */
  async function subscribed(tag: string) {
    const who = await owner(tag);
    const customer = await stripe.customers.create({ metadata: { tenantId: who.tenantId } });
    await db('update app.tenants set stripe_customer_id = $2 where id = $1', [who.tenantId, customer.id]);
    const good = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const deps = h.system.data?.deps as NonNullable<typeof h.system.data>['deps'];
    const price = await syncPlanPrice(deps, (await loadPlan(deps.database.query, campaign)) as PlanRow);
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price?.priceId as string }],
      default_payment_method: good.id,
      metadata: { tenantId: who.tenantId, pricingPlanId: campaign },
    });
    const mine = await until(
      async () => ok(await h.as(who.user, MINE), 'mine').getMyWorkspace,
      (m) => m.tier === 'CAMPAIGN',
    );
    expect(mine.tier).toBe('CAMPAIGN');
    return { ...who, customer, sub };
  }

  it('a plan change the card refuses for the prorated amount keeps nothing of the change', async () => {
    const { user, customer, sub } = await subscribed('refused-change');
    const bad = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await stripe.subscriptions.update(sub.id, { default_payment_method: bad.id });
    const preview = ok(await h.as(user, PREVIEW, { input: { pricingPlanId: avalanche } }), 'preview').previewPlanChange;
    const refused = await h.as(user, CHANGE, {
      input: { pricingPlanId: avalanche, prorationDate: preview.prorationDate },
    });
    expect(errorOf(refused)?.message).toBe('Your card was declined.');
    const after = await stripe.subscriptions.retrieve(sub.id);
    expect(after.items.data[0].price.id).toBe(sub.items.data[0].price.id);
    expect(after.status).toBe('active');
    await new Promise((r) => setTimeout(r, 500));
    expect(ok(await h.as(user, MINE), 'mine').getMyWorkspace.tier).toBe('CAMPAIGN');
  });

  it('a second checkout expires the first, so two tabs never pay for two subscriptions', async () => {
    const buyer = await owner('two-tabs');
    const first = ok(await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: campaign } }), 'first').startCheckout;
    const second = ok(await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: campaign } }), 'second').startCheckout;
    const idOf = (url: string) => url.split('/').pop() as string;
    expect((await stripe.checkout.sessions.retrieve(idOf(first.url))).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(idOf(second.url))).status).toBe('open');
    expect((await fetch(first.url)).status).not.toBe(200);
  });

  it('deleting the workspace stops its subscription renewing', async () => {
    const { user, tenantId, sub } = await subscribed('deleted-renewal');
    const [{ workspace }] = await db<{ workspace: string }>('select workspace from app.tenants where id = $1', [
      tenantId,
    ]);
    ok(
      await h.as(user, 'mutation ($input: DeleteWorkspaceInput!) { deleteWorkspace(input: $input) { tenantId } }', {
        input: { confirmName: workspace },
      }),
      'deleteWorkspace',
    );
    const after = await until(
      () => stripe.subscriptions.retrieve(sub.id),
      (s) => s.cancel_at_period_end,
    );
    expect(after.cancel_at_period_end).toBe(true);
  });

  it('a one-off plan refunded in full gives up its tier', async () => {
    const id = `plan-refunded-${run}`;
    await db(
      `insert into app.pricing_plans (id, "order", price, currency, title, recurrence, features, tier_id, status, created_at, updated_at)
       values ($1, 91, 59, 'GBP', 'Refunded once', 'ONE_OFF', '[]'::jsonb, 'COLLABORATE', 'ACTIVE', now(), now())`,
      [id],
    );
    const buyer = await owner('refunded-once');
    const { url } = ok(await h.as(buyer.user, CHECKOUT, { input: { pricingPlanId: id } }), 'checkout').startCheckout;
    expect((await payOnPage(url, '4242 4242 4242 4242')).status).toBe(303);
    const paid = await until(
      async () =>
        (
          await db<{ payment_intent_id: string }>(
            "select payment_intent_id from app.payments where tenant_id = $1 and status = 'PAID'",
            [buyer.tenantId],
          )
        )[0],
      (row) => Boolean(row),
    );
    expect(
      (
        await until(
          async () => ok(await h.as(buyer.user, MINE), 'mine').getMyWorkspace,
          (m) => m.tier === 'COLLABORATE',
        )
      ).tier,
    ).toBe('COLLABORATE');
    await stripe.refunds.create({ payment_intent: paid.payment_intent_id });
    const mine = await until(
      async () => ok(await h.as(buyer.user, MINE), 'mine').getMyWorkspace,
      (m) => m.tier === 'CONNECT',
    );
    expect(mine.tier).toBe('CONNECT');
  });
});
