// The web app's real client against the data service: aws-amplify v6 generateClient() in Node, with tokens and
// guest credentials from the identity service, through every operation of the seed.
import { SITE } from '@innov/contracts';
import { generateClient } from 'aws-amplify/api';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DataHarness, errorTypes, type GqlResult, settle, startDataHarness, type TestUser } from './harness.ts';

let h: DataHarness;
const client = generateClient();
const guest = (query: string, variables?: Record<string, unknown>) =>
  settle(client.graphql({ query, variables, authMode: 'iam' } as never));
const signedIn = (query: string, variables?: Record<string, unknown>) =>
  settle(client.graphql({ query, variables, authMode: 'userPool' } as never));

let owner: TestUser;
let member: TestUser;
let other: TestUser;
let admin: TestUser;
let ownerTenantId: string;
let otherTenantId: string;

const PROFILE = `query ($id: ID!) { getUserProfile(id: $id) { id name owner isOwner tenantId pendingApproval
  tenant { id workspace } notifications { items { type channels } } signupPlan { id pricingPlan { tierId } discounts { type value } } } }`;
const TENANT = 'query ($id: ID!) { getTenant(id: $id) { id workspace owner companyInformation { name website } } }';
const UPDATE_TENANT = `mutation ($input: UpdateTenantInput!, $condition: ModelTenantConditionInput) {
  updateTenant(input: $input, condition: $condition) { id workspace companyInformation { name website } } }`;

beforeAll(async () => {
  h = await startDataHarness();
  owner = await h.newUser('owner', {
    pricingPlanId: 'plan-campaign',
    referralCodeId: 'LAUNCH20',
    workspace: 'Acme Labs',
  });
  member = await h.newUser('member');
  other = await h.newUser('other');
  admin = await h.makeAdmin(await h.newUser('admin'));
  ownerTenantId = (await h.as(owner, PROFILE, { id: owner.username })).data.getUserProfile.tenantId;
  otherTenantId = (await h.as(other, PROFILE, { id: other.username })).data.getUserProfile.tenantId;
  // The member joins the owner's workspace (an admin's move: tenantId is admin-only).
  const joined = await h.as(
    admin,
    'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id tenantId } }',
    { input: { id: member.username, tenantId: ownerTenantId } },
  );
  expect(joined.errors).toBeUndefined();
});

afterAll(async () => {
  await signOut().catch(() => {});
  await h?.close();
});

describe('guests (iam, identity-pool guest credentials)', () => {
  it('read the active pricing plans in order', async () => {
    const r = await guest(
      '{ listPricingPlans(limit: 20) { items { tierId title price recurrence status description } nextToken } }',
    );
    expect(r.errors).toBeUndefined();
    const plans = r.data.listPricingPlans.items;
    expect(plans.map((p: { tierId: string }) => p.tierId)).toEqual([
      'CONNECT',
      'COLLABORATE',
      'CAMPAIGN',
      'AVALANCHE',
      'BESPOKE_USER_PRICING',
    ]);
    expect(plans.every((p: { status: string; description: string }) => p.status === 'ACTIVE' && p.description)).toBe(
      true,
    );
  });

  it('read the active survey with every control type', async () => {
    const r = await guest(
      '{ getActiveSurvey { id title questions(limit: 50) { items { id order control fieldName required validation } } } }',
    );
    expect(r.errors).toBeUndefined();
    const controls = new Set(r.data.getActiveSurvey.questions.items.map((q: { control: string }) => q.control));
    expect([...controls].sort()).toEqual(['BOOLEAN', 'DIVIDER', 'NUMBER', 'RANGE', 'TEXT']);
    const byId = await guest('query ($id: ID!) { getSurvey(id: $id) { id name } }', { id: r.data.getActiveSurvey.id });
    expect(byId.data.getSurvey.name).toBe('innovation-readiness-2026');
  });

  it('read published resources by type and by slug, with content', async () => {
    const r = await guest(
      `query ($type: ResourceType!) { resourcesByTypeAndPublishedAt(type: $type, sortDirection: DESC) {
        items { id slug title type hashtags cover readTime publishedAt author { name } content } nextToken } }`,
      { type: 'INNOVATION_JOURNAL' },
    );
    expect(r.errors).toBeUndefined();
    const items = r.data.resourcesByTypeAndPublishedAt.items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0].content).toContain('#');
    expect(items[0].cover).toMatch(/^\/images\/resources\//);
    const dates = items.map((i: { publishedAt: string }) => i.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bySlug = await guest(
      'query ($slug: String!) { resourcesBySlugAndPublishedAt(slug: $slug) { items { id title } } }',
      { slug: items[0].slug },
    );
    expect(bySlug.data.resourcesBySlugAndPublishedAt.items[0].id).toBe(items[0].id);
    const one = await guest('query ($id: ID!) { getResource(id: $id) { id title } }', { id: items[0].id });
    expect(one.data.getResource.title).toBe(items[0].title);
    let total = 0;
    for (const type of ['PRESS_RELEASE', 'INNOVATION_JOURNAL', 'INNOVATION_FUNDING', 'EVENT']) {
      const page = await guest(
        'query ($type: ResourceType!) { resourcesByTypeAndPublishedAt(type: $type, limit: 100) { items { id } } }',
        { type },
      );
      expect(page.data.resourcesByTypeAndPublishedAt.items.length).toBeGreaterThan(0);
      total += page.data.resourcesByTypeAndPublishedAt.items.length;
    }
    expect(total).toBeGreaterThanOrEqual(12);
  });

  it('validate referral codes without seeing anything else about them', async () => {
    const ok = await guest('{ validateReferralCode(code: "launch20") { valid type userValue timing } }');
    expect(ok.data.validateReferralCode).toEqual({ valid: true, type: 'PERCENTAGE', userValue: 20, timing: 'ONGOING' });
    const fixed = await guest('{ validateReferralCode(code: "PARTNER100") { valid type userValue } }');
    expect(fixed.data.validateReferralCode).toMatchObject({ valid: true, type: 'FIXED', userValue: 100 });
    const bad = await guest('{ validateReferralCode(code: "NOPE") { valid message } }');
    expect(bad.data.validateReferralCode.valid).toBe(false);
    expect(errorTypes(await guest('{ listReferralCodes { items { id } } }'))).toEqual(['Unauthorized']);
  });

  it('make an enquiry: stored, the team mailed, the sender acknowledged', async () => {
    const email = `visitor.${Date.now()}@example.com`;
    const r = await guest(
      `mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id type status email createdAt } }`,
      {
        input: {
          type: 'PROOF_OF_CONCEPT',
          name: 'Grace Hopper',
          email,
          company: 'Compilers Ltd',
          message: 'We would like a proof of concept for invoice reading.',
        },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.makeEnquiry).toMatchObject({ type: 'PROOF_OF_CONCEPT', status: 'NEW', email });
    const team = await h.outbox(SITE.email);
    expect(team[0].subject).toContain('Grace Hopper');
    expect(team[0].text).toContain('invoice reading');
    const ack = await h.outbox(email);
    expect(ack[0].text).toContain('Grace Hopper');
    // Only admins read the inbox.
    expect(errorTypes(await guest(`query { getEnquiry(id: "${r.data.makeEnquiry.id}") { id } }`))).toEqual([
      'Unauthorized',
    ]);
    const seen = await h.as(admin, `query { getEnquiry(id: "${r.data.makeEnquiry.id}") { id name owner } }`);
    expect(seen.data.getEnquiry.name).toBe('Grace Hopper');
  });

  it('subscribe to the newsletter with double opt-in, idempotently', async () => {
    const email = `reader.${Date.now()}@example.com`;
    const SUB =
      'mutation ($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { email status } }';
    const first = await guest(SUB, { input: { email } });
    expect(first.data.subscribeToNewsletter.status).toBe('PENDING');
    const again = await guest(SUB, { input: { email: email.toUpperCase() } });
    expect(again.data.subscribeToNewsletter.status).toBe('PENDING');
    const mails = await h.outbox(email);
    expect(mails).toHaveLength(1);
    // The e-mailed links open the site's pages, which ask the data service what the link does.
    const confirm = new URL(mails[0].text.match(/http\S+\/newsletter\/confirm\?\S+/)?.[0] ?? '');
    const unsubscribe = new URL(mails[0].text.match(/http\S+\/newsletter\/unsubscribe\?\S+/)?.[0] ?? '');
    const linkOf = (url: URL, token = url.searchParams.get('token')) => ({
      input: { id: url.searchParams.get('id'), token },
    });
    const CONFIRM =
      'mutation ($input: NewsletterLinkInput!) { confirmNewsletterSubscription(input: $input) { outcome } }';
    const STATE = 'query ($input: NewsletterLinkInput!) { newsletterUnsubscribeLink(input: $input) { outcome } }';
    const outcome = async (query: string, variables: Record<string, unknown>) => {
      const r = await guest(query, variables);
      expect(r.errors).toBeUndefined();
      return Object.values(r.data as Record<string, { outcome: string }>)[0].outcome;
    };
    expect(await outcome(CONFIRM, linkOf(confirm, 'forged'))).toBe('INVALID');
    // An unsubscribe link does not confirm, nor a confirmation link unsubscribe.
    expect(await outcome(CONFIRM, linkOf(unsubscribe))).toBe('INVALID');
    expect(await outcome(STATE, linkOf(confirm))).toBe('INVALID');
    expect(await outcome(CONFIRM, linkOf(confirm))).toBe('CONFIRMED');
    expect(await outcome(CONFIRM, linkOf(confirm))).toBe('ALREADY_CONFIRMED');
    const confirmed = await guest(SUB, { input: { email } });
    expect(confirmed.data.subscribeToNewsletter.status).toBe('CONFIRMED');

    expect(await outcome(STATE, linkOf(unsubscribe))).toBe('SUBSCRIBED');
    expect(await outcome(STATE, linkOf(unsubscribe, 'forged'))).toBe('INVALID');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // A forged one-click changes nothing.
    const forged = new URL(unsubscribe);
    forged.searchParams.set('token', 'forged');
    expect((await fetch(forged, { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' })).status).toBe(
      400,
    );
    expect(await outcome(STATE, linkOf(unsubscribe))).toBe('SUBSCRIBED');
    // RFC 8058 one-click: a POST to the link itself.
    const oneClick = await fetch(unsubscribe, { method: 'POST', headers: form, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await outcome(STATE, linkOf(unsubscribe))).toBe('UNSUBSCRIBED');
    // The site page's button posts the same link and comes back to the page, which then says so.
    const button = await fetch(unsubscribe, { method: 'POST', headers: form, body: '', redirect: 'manual' });
    expect(button.status).toBe(303);
    expect(button.headers.get('location')).toBe(unsubscribe.pathname + unsubscribe.search);
    // After unsubscribing, the old confirmation link has expired.
    expect(await outcome(CONFIRM, linkOf(confirm))).toBe('EXPIRED');
    const list = await h.as(
      admin,
      'query { newsletterSubscriptionsByStatusAndCreatedAt(status: UNSUBSCRIBED) { items { email status } } }',
    );
    expect(
      list.data.newsletterSubscriptionsByStatusAndCreatedAt.items.map((i: { email: string }) => i.email),
    ).toContain(email);
  });

  it('answer the survey question by question, continuing their own response only', async () => {
    const ANSWER = `mutation ($input: AnswerSurveyQuestionInput!) { answerSurveyQuestion(input: $input) { id surveyId answers } }`;
    const surveyId = 'survey-innovation-readiness';
    const first = await guest(ANSWER, { input: { surveyId, questionId: 'q-has-programme', value: 'true' } });
    expect(first.errors).toBeUndefined();
    const responseId = first.data.answerSurveyQuestion.id;
    const second = await guest(ANSWER, { input: { surveyId, questionId: 'q-confidence', value: '7', responseId } });
    expect(JSON.parse(second.data.answerSurveyQuestion.answers)).toEqual({ hasProgramme: true, confidence: 7 });
    const outOfRange = await guest(ANSWER, {
      input: { surveyId, questionId: 'q-confidence', value: '11', responseId },
    });
    expect(errorTypes(outOfRange)).toEqual(['ValidationError']);
    expect(outOfRange.errors![0].message).toContain('input.value: At most 10.');
    // The team size is a count: whole numbers only.
    const fraction = await guest(ANSWER, { input: { surveyId, questionId: 'q-team-size', value: '2.5', responseId } });
    expect(errorTypes(fraction)).toEqual(['ValidationError']);
    expect(fraction.errors![0].message).toContain('input.value: Enter a whole number.');
    const divider = await guest(ANSWER, { input: { surveyId, questionId: 'q-divider-1', value: '"x"' } });
    expect(errorTypes(divider)).toEqual(['ValidationError']);
    // Someone else cannot add to this response, nor learn that it exists.
    const hijack = await h.as(other, ANSWER, {
      input: { surveyId, questionId: 'q-team-size', value: '3', responseId },
    });
    expect(errorTypes(hijack)).toEqual(['ValidationError']);
    const missing = await h.as(other, ANSWER, {
      input: { surveyId, questionId: 'q-team-size', value: '3', responseId: 'no-such-response' },
    });
    expect(hijack).toEqual(missing);
  });
});

describe('signed-in users (userPool, through Amplify signIn)', () => {
  beforeAll(async () => {
    const res = await signIn({ username: owner.email, password: 'Corr3ct-Horse!' });
    expect(res.isSignedIn).toBe(true);
  });

  it('confirmation created the profile, the workspace, the plan; the ID token carries profile and tenant', async () => {
    const session = await fetchAuthSession();
    const claims = session.tokens!.idToken!.payload;
    const profile = JSON.parse(claims.profile as string);
    const tenant = JSON.parse(claims.tenant as string);
    expect(profile).toMatchObject({
      id: owner.username,
      isOwner: true,
      pendingApproval: true,
      tenantId: ownerTenantId,
    });
    expect(tenant).toMatchObject({ id: ownerTenantId, workspace: 'Acme Labs', owner: owner.username });

    const r = await signedIn(PROFILE, { id: owner.username });
    expect(r.errors).toBeUndefined();
    const p = r.data.getUserProfile;
    expect(p).toMatchObject({ id: owner.username, owner: owner.username, isOwner: true, tenantId: ownerTenantId });
    expect(p.tenant.workspace).toBe('Acme Labs');
    expect(p.signupPlan.pricingPlan.tierId).toBe('CAMPAIGN');
    expect(p.signupPlan.discounts).toEqual([{ type: 'PERCENTAGE', value: 20 }]);
    expect(p.notifications.items.map((n: { type: string }) => n.type).sort()).toEqual([
      'MARKETING',
      'PRODUCT',
      'SECURITY',
    ]);
  });

  it('update their own profile, with a condition that holds and one that fails', async () => {
    const UPDATE = `mutation ($input: UpdateUserProfileInput!, $condition: ModelUserProfileConditionInput) {
      updateUserProfile(input: $input, condition: $condition) { id name isOnboarded } }`;
    const ok = await signedIn(UPDATE, {
      input: { id: owner.username, name: 'Ada Owner', isOnboarded: true },
      condition: { isOnboarded: { eq: false } },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateUserProfile).toMatchObject({ name: 'Ada Owner', isOnboarded: true });
    const failed = await signedIn(UPDATE, {
      input: { id: owner.username, name: 'Should not stick' },
      condition: { isOnboarded: { eq: false } },
    });
    expect(errorTypes(failed)).toEqual(['ConditionalCheckFailedException']);
    const after = await signedIn(PROFILE, { id: owner.username });
    expect(after.data.getUserProfile.name).toBe('Ada Owner');
  });

  it('the owner reads and updates the workspace', async () => {
    const read = await signedIn(TENANT, { id: ownerTenantId });
    expect(read.data.getTenant.owner).toBe(owner.username);
    const updated = await signedIn(UPDATE_TENANT, {
      input: { id: ownerTenantId, companyInformation: { name: 'Acme Labs Ltd', website: 'https://acme.example' } },
      condition: { workspace: { eq: 'Acme Labs' } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateTenant.companyInformation).toEqual({
      name: 'Acme Labs Ltd',
      website: 'https://acme.example',
    });
    const stale = await signedIn(UPDATE_TENANT, {
      input: { id: ownerTenantId, workspace: 'Renamed' },
      condition: { workspace: { eq: 'Something else' } },
    });
    expect(errorTypes(stale)).toEqual(['ConditionalCheckFailedException']);
  });

  it('signed-in iam credentials work for the same user', async () => {
    const r = await guest('query ($id: ID!) { getUserProfile(id: $id) { id } }', { id: owner.username });
    expect(r.errors).toBeUndefined();
    expect(r.data.getUserProfile.id).toBe(owner.username);
  });

  it("reads their own payments, which only the provider's webhooks write", async () => {
    // No generic writes: payments come from the payment provider's events (billing/webhook.ts).
    const refused = await h.as(
      'apiKey',
      `mutation ($input: CreatePaymentInput!) { createPayment(input: $input) { id } }`,
      { input: { type: 'INVOICE', amount: 149, status: 'PAID', owner: owner.username, userProfileId: owner.username } },
    );
    expect(refused.errors?.[0]?.message).toMatch(/CreatePaymentInput|createPayment/);
    const [row] = await h.system.database.query<{ id: string }>(
      `insert into app.payments (type, amount, status, owner, user_profile_id, provider_ref_id)
       values ('INVOICE', 149, 'PAID', $1, $1, $2) returning id`,
      [owner.username, `in_test_${owner.username}`],
    );
    const created = { data: { createPayment: { id: (row as { id: string }).id } } };
    const mine = await signedIn(
      'query ($owner: String!) { paymentsByOwnerAndCreatedAt(owner: $owner, sortDirection: DESC) { items { id amount status } } }',
      { owner: owner.username },
    );
    expect(mine.data.paymentsByOwnerAndCreatedAt.items).toEqual([
      { id: created.data.createPayment.id, amount: 149, status: 'PAID' },
    ]);
    const theirs = await h.as(
      other,
      'query ($owner: String!) { paymentsByOwnerAndCreatedAt(owner: $owner) { items { id } } }',
      {
        owner: owner.username,
      },
    );
    expect(theirs.data.paymentsByOwnerAndCreatedAt.items).toEqual([]);
  });

  afterAll(async () => {
    await signOut();
  });
});

describe('paging, sorting and filtering (Amplify semantics)', () => {
  const slug = 'paging-test';
  const ids: string[] = [];
  beforeAll(async () => {
    const base = Date.parse('2025-01-01T00:00:00.000Z');
    for (let i = 0; i < 25; i++) {
      const r = await h.as(
        'apiKey',
        'mutation ($input: CreateResourceInput!) { createResource(input: $input) { id } }',
        {
          input: {
            slug,
            type: 'EVENT',
            title: `Paging ${i}`,
            publishedAt: new Date(base + i * 3_600_000).toISOString(),
            hashtags: i % 2 === 0 ? ['even'] : ['odd'],
          },
        },
      );
      ids.push(r.data.createResource.id);
    }
  });

  const PAGE = `query ($slug: String!, $dir: ModelSortDirection, $token: String, $filter: ModelResourceFilterInput, $publishedAt: ModelStringKeyConditionInput) {
    resourcesBySlugAndPublishedAt(slug: $slug, publishedAt: $publishedAt, sortDirection: $dir, limit: 10, nextToken: $token, filter: $filter) {
      items { id title } nextToken } }`;

  async function all(dir: 'ASC' | 'DESC', extra: Record<string, unknown> = {}) {
    const pages: string[][] = [];
    let token: string | null = null;
    do {
      const r = await guest(PAGE, { slug, dir, token, ...extra });
      expect(r.errors).toBeUndefined();
      pages.push(r.data.resourcesBySlugAndPublishedAt.items.map((i: { id: string }) => i.id));
      token = r.data.resourcesBySlugAndPublishedAt.nextToken;
    } while (token);
    return pages;
  }

  it('pages through 25 resources 10 at a time, ascending and descending', async () => {
    const asc = await all('ASC');
    expect(asc.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(asc.flat()).toEqual(ids);
    const desc = await all('DESC');
    expect(desc.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(desc.flat()).toEqual([...ids].reverse());
  });

  it('filters (and keeps pages full) and applies key conditions', async () => {
    const even = await all('ASC', { filter: { hashtags: { contains: 'even' } } });
    expect(even.map((p) => p.length)).toEqual([10, 3]);
    expect(even.flat()).toEqual(ids.filter((_, i) => i % 2 === 0));
    const between = await all('ASC', {
      publishedAt: { between: ['2025-01-01T05:00:00.000Z', '2025-01-01T09:00:00.000Z'] },
    });
    expect(between.flat()).toEqual(ids.slice(5, 10));
    const complex = await all('DESC', {
      filter: {
        or: [{ title: { eq: 'Paging 3' } }, { title: { beginsWith: 'Paging 2' } }],
        not: { title: { eq: 'Paging 20' } },
      },
    });
    expect(complex.flat()).toEqual([ids[24], ids[23], ids[22], ids[21], ids[3], ids[2]]);
  });

  it('a nextToken belongs to its query', async () => {
    const r = await guest(PAGE, { slug, dir: 'ASC' });
    const token = r.data.resourcesBySlugAndPublishedAt.nextToken;
    const reused = await guest(PAGE, { slug, dir: 'DESC', token });
    expect(errorTypes(reused)).toEqual(['ValidationError']);
  });
});

describe('denials: Unauthorized for what the caller may not do, a missing record for what they may not see', () => {
  it('guest, member versus owner, admin-only fields and functions: Unauthorized', async () => {
    const cases: [string, Promise<unknown>][] = [
      ['guest reads a profile', guest(PROFILE, { id: owner.username })],
      ['guest reads a tenant', guest(TENANT, { id: ownerTenantId })],
      ['guest updates a tenant', guest(UPDATE_TENANT, { input: { id: ownerTenantId, workspace: 'x' } })],
      ['guest lists profiles', guest('{ listUserProfiles { items { id } } }')],
      ['member updates the tenant', h.as(member, UPDATE_TENANT, { input: { id: ownerTenantId, workspace: 'x' } })],
      [
        'user moves themself into another tenant',
        h.as(other, 'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }', {
          input: { id: other.username, tenantId: ownerTenantId },
        }),
      ],
      [
        'owner gives the tenant away',
        h.as(owner, UPDATE_TENANT, { input: { id: ownerTenantId, owner: other.username } }),
      ],
      [
        'other deletes the owner’s data',
        h.as(other, `mutation { deleteUserData(input: { userName: "${owner.username}" }) { deletedItems } }`),
      ],
      [
        'user creates a resource',
        h.as(other, 'mutation { createResource(input: { slug: "x", type: EVENT, title: "x" }) { id } }'),
      ],
    ];
    for (const [label, pending] of cases) {
      const r = (await pending) as { errors?: { errorType?: string; message: string }[]; data?: unknown };
      expect(errorTypes(r), label).toEqual(['Unauthorized']);
      // The error names the field, never a record or another tenant's data.
      expect(r.errors![0].message, label).toMatch(/^Not Authorized to access \w+/);
    }
  });

  it('another user’s or tenant’s record answers as one that does not exist', async () => {
    const UPDATE_PROFILE = 'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }';
    const cases: [string, (id: string) => Promise<unknown>, string, unknown][] = [
      ['other user reads a profile', (id) => h.as(other, PROFILE, { id }), owner.username, { getUserProfile: null }],
      [
        'other user updates a profile',
        (id) => h.as(other, UPDATE_PROFILE, { input: { id, name: 'x' } }),
        owner.username,
        'ConditionalCheckFailedException',
      ],
      ['other tenant reads a tenant', (id) => h.as(other, TENANT, { id }), ownerTenantId, { getTenant: null }],
      [
        'other tenant updates a tenant',
        (id) => h.as(other, UPDATE_TENANT, { input: { id, workspace: 'x' } }),
        ownerTenantId,
        'ConditionalCheckFailedException',
      ],
      ['owner reads another tenant', (id) => h.as(owner, TENANT, { id }), otherTenantId, { getTenant: null }],
    ];
    for (const [label, run, id, expected] of cases) {
      const theirs = (await run(id)) as GqlResult;
      if (typeof expected === 'string') expect(errorTypes(theirs), label).toEqual([expected]);
      else expect(theirs, label).toEqual({ data: expected });
      expect(theirs, label).toEqual(await run('no-such-record'));
    }
  });

  it('members read their tenant; lists never show another tenant', async () => {
    const read = await h.as(member, TENANT, { id: ownerTenantId });
    expect(read.data.getTenant.id).toBe(ownerTenantId);
    const listed = await h.as(other, '{ listTenants(limit: 100) { items { id } } }');
    expect(listed.data.listTenants.items).toEqual([{ id: otherTenantId }]);
    // A filter cannot widen what the guard allows.
    const widened = await h.as(
      other,
      'query ($id: ID!) { listTenants(filter: { id: { eq: $id } }) { items { id } } }',
      {
        id: ownerTenantId,
      },
    );
    expect(widened.data.listTenants.items).toEqual([]);
    // The owner sees the workspace's members; a member sees only themself.
    const members = await h.as(owner, 'query ($id: ID!) { getTenant(id: $id) { members { items { id } } } }', {
      id: ownerTenantId,
    });
    expect(members.data.getTenant.members.items.map((m: { id: string }) => m.id).sort()).toEqual(
      [owner.username, member.username].sort(),
    );
    const asMember = await h.as(member, 'query ($id: ID!) { getTenant(id: $id) { members { items { id } } } }', {
      id: ownerTenantId,
    });
    expect(asMember.data.getTenant.members.items).toEqual([{ id: member.username }]);
  });

  it('drafts stay hidden from everyone but admins', async () => {
    const draft = await h.as(
      'apiKey',
      'mutation { createResource(input: { slug: "draft", type: EVENT, title: "Draft" }) { id } }',
    );
    const id = draft.data.createResource.id;
    expect(await guest(`{ getResource(id: "${id}") { id } }`)).toEqual({ data: { getResource: null } });
    const admins = await h.as(admin, `{ getResource(id: "${id}") { id title } }`);
    expect(admins.data.getResource.title).toBe('Draft');
  });
});

describe('admins and account deletion', () => {
  it('admins may read and change anything', async () => {
    const r = await h.as(admin, PROFILE, { id: other.username });
    expect(r.data.getUserProfile.id).toBe(other.username);
    const approved = await h.as(
      admin,
      'mutation ($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { pendingApproval } }',
      { input: { id: other.username, pendingApproval: false } },
    );
    expect(approved.data.updateUserProfile.pendingApproval).toBe(false);
  });

  it('deleteUserData removes what the user owns and leaves the tenant', async () => {
    const r = await h.as(
      other,
      `mutation { deleteUserData(input: { userName: "${other.username}" }) { userName deletedItems } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.deleteUserData.deletedItems).toBeGreaterThanOrEqual(4);
    const gone = await h.as(admin, PROFILE, { id: other.username });
    expect(gone.data.getUserProfile).toBeNull();
    const tenant = await h.as(admin, TENANT, { id: otherTenantId });
    expect(tenant.data.getTenant.id).toBe(otherTenantId);
  });
});
