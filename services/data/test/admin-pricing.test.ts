// The back-office's plans and referral codes through the real clients: plans listed with how much they are used,
// created, changed (audited from → to), paused off the public pricing page and back, deleted only with the
// admin's password and never while in use; referral codes listed with their uses and budget left, unique whatever
// the case, spent by sign-ups until the budget runs out, deleted only unused. None of it answers a non-admin.

import { ADMIN_MESSAGES } from '@innov/contracts';
import { generateClient } from 'aws-amplify/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookReferral } from '../src/billing/referral.ts';
import {
  type DataHarness,
  errorOf,
  type GqlResult,
  PASSWORD,
  settle,
  startDataHarness,
  type TestUser,
} from './harness.ts';

let h: DataHarness;
let admin: TestUser;
let user: TestUser;

const PLAN_FIELDS =
  'id order price currency title recurrence description features tierId status trialDays inUse workspaces';
const LIST_PLANS = `query ($input: AdminListInput) { adminListPricingPlans(input: $input) {
  items { ${PLAN_FIELDS} } total page pageSize } }`;
const SAVE_PLAN = `mutation ($input: SavePricingPlanInput!) { savePricingPlan(input: $input) { created plan { ${PLAN_FIELDS} } } }`;
const PLAN_STATUS = `mutation ($input: SetPricingPlanStatusInput!) { setPricingPlanStatus(input: $input) { plan { id status } } }`;
const DELETE_PLAN = `mutation ($input: DeletePricingInput!) { deletePricingPlan(input: $input) { id title } }`;
const CODE_FIELDS = `id code type timing usageTypes userValue totalValue remainingBudget maximumApplications applications
  expiresAt active usable`;
const LIST_CODES = `query ($input: AdminListInput) { adminListReferralCodes(input: $input) {
  items { ${CODE_FIELDS} } total page pageSize } }`;
const SAVE_CODE = `mutation ($input: SaveReferralCodeInput!) { saveReferralCode(input: $input) { created code { ${CODE_FIELDS} } } }`;
const DELETE_CODE = `mutation ($input: DeletePricingInput!) { deleteReferralCode(input: $input) { id code } }`;
const VALIDATE = `query ($code: String!) { validateReferralCode(code: $code) { valid message } }`;
const PUBLIC_PLANS = 'query { listPricingPlans(limit: 100) { items { id title price status } } }';

const NEW_PLAN = {
  order: 9,
  title: 'Pilot',
  description: 'A three-month pilot.',
  features: ['One team', 'Monthly review'],
  price: 99,
  currency: 'GBP',
  recurrence: 'MONTHLY',
  tierId: 'COLLABORATE',
  status: 'ACTIVE',
};

async function audit(target: string) {
  return h.system.database.query<{ actor: string; action: string; details: Record<string, unknown> }>(
    'select actor, action, details from app.audit_log where target = $1 order by created_at, id',
    [target],
  );
}

const guest = () => generateClient();
const asGuest = (query: string) => settle(guest().graphql({ query, authMode: 'iam' } as never));
const refused = (r: GqlResult) => r.errors?.[0]?.errorType;

beforeAll(async () => {
  h = await startDataHarness();
  admin = await h.makeAdmin(await h.newUser('priceadmin'));
  // A user who chose the Campaign plan at sign-up: the plan is in use.
  user = await h.newUser('priceuser', { pricingPlanId: 'plan-campaign' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('pricing plans', () => {
  let pilot: string;

  it('lists every plan in the pricing page’s order with how much each is used', async () => {
    const r = await h.as(admin, LIST_PLANS, {});
    expect(r.errors).toBeUndefined();
    const items = r.data.adminListPricingPlans.items as {
      id: string;
      order: number;
      inUse: number;
      workspaces: number;
    }[];
    expect(items.map((p) => p.order)).toEqual([...items.map((p) => p.order)].sort((a, b) => a - b));
    expect(items.find((p) => p.id === 'plan-campaign')).toMatchObject({ inUse: 1, workspaces: 1 });
    expect(items.find((p) => p.id === 'plan-connect')).toMatchObject({ inUse: 0, workspaces: 0 });
    const byTier = await h.as(admin, LIST_PLANS, { input: { filters: JSON.stringify({ tier: 'CAMPAIGN' }) } });
    expect(byTier.data.adminListPricingPlans.items.map((p: { id: string }) => p.id)).toEqual(['plan-campaign']);
    const byPrice = await h.as(admin, LIST_PLANS, { input: { sort: 'price', direction: 'DESC', pageSize: 10 } });
    const prices = byPrice.data.adminListPricingPlans.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it('creates a plan the public pricing page shows, and audits a price change from → to', async () => {
    const created = await h.as(admin, SAVE_PLAN, { input: NEW_PLAN });
    expect(created.errors).toBeUndefined();
    expect(created.data.savePricingPlan).toMatchObject({ created: true, plan: { ...NEW_PLAN, inUse: 0 } });
    pilot = created.data.savePricingPlan.plan.id;
    expect((await asGuest(PUBLIC_PLANS)).data.listPricingPlans.items.map((p: { id: string }) => p.id)).toContain(pilot);

    const changed = await h.as(admin, SAVE_PLAN, { input: { ...NEW_PLAN, id: pilot, price: 129, trialDays: 14 } });
    expect(changed.data.savePricingPlan).toMatchObject({
      created: false,
      plan: { id: pilot, price: 129, trialDays: 14 },
    });
    const rows = await audit(`PricingPlan:${pilot}`);
    expect(rows.map((a) => a.action)).toEqual(['createPricingPlan', 'updatePricingPlan']);
    expect(rows[1].details).toMatchObject({
      title: 'Pilot',
      price: { from: 99, to: 129 },
      trialDays: { from: 0, to: 14 },
    });
    expect(rows[1].details).not.toHaveProperty('features');
  });

  it('names the field of a plan it refuses', async () => {
    const r = await h.as(admin, SAVE_PLAN, { input: { ...NEW_PLAN, price: -1 } });
    expect(errorOf(r)).toEqual({ errorType: 'ValidationError', message: 'input.price: at least 0' });
    const missing = await h.as(admin, SAVE_PLAN, { input: { ...NEW_PLAN, id: 'no-such-plan' } });
    expect(errorOf(missing)?.errorType).toBe('NotFound');
  });

  it('pauses a plan off the public page and back', async () => {
    const paused = await h.as(admin, PLAN_STATUS, { input: { id: pilot, status: 'PAUSED' } });
    expect(paused.data.setPricingPlanStatus.plan).toEqual({ id: pilot, status: 'PAUSED' });
    expect((await asGuest(PUBLIC_PLANS)).data.listPricingPlans.items.map((p: { id: string }) => p.id)).not.toContain(
      pilot,
    );
    await h.as(admin, PLAN_STATUS, { input: { id: pilot, status: 'ACTIVE' } });
    expect((await asGuest(PUBLIC_PLANS)).data.listPricingPlans.items.map((p: { id: string }) => p.id)).toContain(pilot);
    expect((await audit(`PricingPlan:${pilot}`)).at(-1)?.details).toMatchObject({
      status: { from: 'PAUSED', to: 'ACTIVE' },
    });
  });

  it('deletes a plan only with the password and never one in use', async () => {
    const none = await h.as(admin, DELETE_PLAN, { input: { id: pilot } });
    expect(errorOf(none)?.message).toBe(`input.password: ${ADMIN_MESSAGES.passwordRequired}`);
    const inUse = await h.as(admin, DELETE_PLAN, { input: { id: 'plan-campaign', password: PASSWORD } });
    expect(errorOf(inUse)).toEqual({ errorType: 'ValidationError', message: ADMIN_MESSAGES.planInUse });
    const ok = await h.as(admin, DELETE_PLAN, { input: { id: pilot, password: PASSWORD } });
    expect(ok.data.deletePricingPlan).toEqual({ id: pilot, title: 'Pilot' });
    expect((await asGuest(PUBLIC_PLANS)).data.listPricingPlans.items.map((p: { id: string }) => p.id)).not.toContain(
      pilot,
    );
    expect((await audit(`PricingPlan:${pilot}`)).at(-1)?.action).toBe('deletePricingPlan');
  });

  it('answers none of it to a signed-in user', async () => {
    for (const [q, v] of [
      [LIST_PLANS, {}],
      [SAVE_PLAN, { input: NEW_PLAN }],
      [PLAN_STATUS, { input: { id: 'plan-connect', status: 'PAUSED' } }],
      [DELETE_PLAN, { input: { id: 'plan-connect', password: PASSWORD } }],
    ] as const)
      expect(refused(await h.as(user, q, v))).toBe('Unauthorized');
  });
});

describe('referral codes', () => {
  const CODE = {
    code: 'Pilot-50',
    type: 'FIXED',
    timing: 'SIGN_UP',
    usageTypes: ['SIGN_UP'],
    userValue: 50,
    totalValue: 100,
    maximumApplications: null,
    expiresAt: null,
    active: true,
  };
  let id: string;

  it('lists the codes with their uses and the budget left', async () => {
    const r = await h.as(admin, LIST_CODES, { input: { search: 'partner' } });
    expect(r.errors).toBeUndefined();
    expect(r.data.adminListReferralCodes.items).toMatchObject([
      { code: 'PARTNER100', applications: 0, totalValue: 10_000, remainingBudget: 10_000, active: true, usable: true },
    ]);
  });

  it('creates a code unique whatever its case, and refuses a second with the field named', async () => {
    const r = await h.as(admin, SAVE_CODE, { input: CODE });
    expect(r.errors).toBeUndefined();
    expect(r.data.saveReferralCode).toMatchObject({ created: true, code: { code: 'Pilot-50', remainingBudget: 100 } });
    id = r.data.saveReferralCode.code.id;
    const again = await h.as(admin, SAVE_CODE, { input: { ...CODE, code: 'PILOT-50' } });
    expect(errorOf(again)).toEqual({
      errorType: 'ValidationError',
      message: 'input.code: another referral code already uses this code',
    });
    const percent = await h.as(admin, SAVE_CODE, {
      input: { ...CODE, code: 'X1', type: 'PERCENTAGE', userValue: 120 },
    });
    expect(errorOf(percent)?.message).toBe('input.userValue: a percentage is at most 100');
    expect((await audit(`ReferralCode:${id}`)).map((a) => a.action)).toEqual(['createReferralCode']);
  });

  it('is recorded at sign-up and spent by paid checkouts until its budget cannot cover one more', async () => {
    const users = [
      await h.newUser('codeuser1', { pricingPlanId: 'plan-connect', referralCodeId: 'pilot-50' }),
      await h.newUser('codeuser2', { pricingPlanId: 'plan-connect', referralCodeId: id }),
    ];
    // Sign-up records the code in the sign-up plan's discounts without spending it (issue 27).
    const [recorded] = (await h.as(admin, LIST_CODES, { input: { search: 'pilot-50' } })).data.adminListReferralCodes
      .items;
    expect(recorded).toMatchObject({ applications: 0, remainingBudget: 100, usable: true });
    // Each workspace's first paid invoice books its use (the payment webhook's bookReferral), once.
    for (const user of users) {
      const [p] = await h.system.database.query<{ tenant_id: string }>(
        'select tenant_id from app.user_profiles where id = $1',
        [user.username],
      );
      expect(await bookReferral(h.system.database.query, id, p.tenant_id, new Date())).toBe(true);
      expect(await bookReferral(h.system.database.query, id, p.tenant_id, new Date())).toBe(false);
    }
    const [code] = (await h.as(admin, LIST_CODES, { input: { search: 'pilot-50' } })).data.adminListReferralCodes.items;
    expect(code).toMatchObject({ applications: 2, remainingBudget: 0, usable: false });
    expect((await asGuest(`query { validateReferralCode(code: "PILOT-50") { valid message } }`)).data).toEqual({
      validateReferralCode: { valid: false, message: 'This referral code has been used up.' },
    });
    expect((await h.as('apiKey', VALIDATE, { code: 'PARTNER100' })).data.validateReferralCode.valid).toBe(true);

    // A bigger budget makes it usable again; the change is audited from → to.
    const more = await h.as(admin, SAVE_CODE, { input: { ...CODE, id, totalValue: 200 } });
    expect(more.data.saveReferralCode.code).toMatchObject({ remainingBudget: 100, usable: true });
    expect((await audit(`ReferralCode:${id}`)).at(-1)?.details).toMatchObject({
      totalValue: { from: 100, to: 200 },
    });
  });

  it('deletes only a code nobody used, with the password', async () => {
    const used = await h.as(admin, DELETE_CODE, { input: { id, password: PASSWORD } });
    expect(errorOf(used)).toEqual({ errorType: 'ValidationError', message: ADMIN_MESSAGES.codeInUse });
    const fresh = await h.as(admin, SAVE_CODE, { input: { ...CODE, code: 'UNUSED-1' } });
    const freshId = fresh.data.saveReferralCode.code.id;
    const none = await h.as(admin, DELETE_CODE, { input: { id: freshId } });
    expect(errorOf(none)?.message).toBe(`input.password: ${ADMIN_MESSAGES.passwordRequired}`);
    expect(refused(await h.as(user, DELETE_CODE, { input: { id: freshId, password: PASSWORD } }))).toBe('Unauthorized');
    const ok = await h.as(admin, DELETE_CODE, { input: { id: freshId, password: PASSWORD } });
    expect(ok.data.deleteReferralCode).toEqual({ id: freshId, code: 'UNUSED-1' });
    expect((await h.as(admin, LIST_CODES, { input: { search: 'UNUSED-1' } })).data.adminListReferralCodes.total).toBe(
      0,
    );
    expect(refused(await h.as(user, LIST_CODES, {}))).toBe('Unauthorized');
  });
});
